import { describe, expect, it } from "vitest";
import { presignS3Url } from "./s3-storage";

describe("presignS3Url (AWS Signature V4, query-string authentication)", () => {
  it("matches AWS's documented example of a presigned GET", () => {
    // docs.aws.amazon.com › AmazonS3 › sigv4-query-string-auth: examplebucket/test.txt, 2013-05-24, 86 400 s.
    const url = presignS3Url(
      {
        endpoint: "https://s3.amazonaws.com",
        bucket: "examplebucket",
        region: "us-east-1",
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        pathStyle: false,
      },
      { method: "GET", key: "test.txt", now: new Date("2013-05-24T00:00:00Z"), expiresSeconds: 86_400 },
    );
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("puts the bucket in the path for path-style stores and encodes the key per segment", () => {
    const url = new URL(
      presignS3Url(
        { endpoint: "http://minio.local:9000", bucket: "xunlan", region: "cn-north-1", accessKeyId: "AK", secretAccessKey: "SK" },
        { method: "PUT", key: "uploads/2026/a b.jpg", now: new Date("2026-11-23T10:00:00Z"), expiresSeconds: 600 },
      ),
    );
    expect(url.host).toBe("minio.local:9000");
    expect(url.pathname).toBe("/xunlan/uploads/2026/a%20b.jpg");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("600");
    expect(url.searchParams.get("X-Amz-Signature")).toMatch(/^[0-9a-f]{64}$/);
  });
});
