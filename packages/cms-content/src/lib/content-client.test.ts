import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, normalize } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENTS_DIR } from "../test/documents";
import { type ContentLogger, createContentClient } from "./content-client";
import { ContentError } from "./content-error";

let server: Server;
let origin: string;
let brokenDir: string;
const requests: string[] = [];

/** Serves `root` for `/cdn/...` (committed documents) and `/broken/...` (temp dir); `/status/{n}/...` answers n. */
async function serve(req: { url?: string }, res: import("node:http").ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://x");
  requests.push(url.pathname);
  const status = /^\/status\/(\d{3})\//.exec(url.pathname);
  if (status) {
    res.writeHead(Number(status[1]), { "content-type": "application/json" }).end('{"message":"boom"}');
    return;
  }
  const [, prefix, ...rest] = url.pathname.split("/");
  const root = prefix === "cdn" ? DOCUMENTS_DIR : prefix === "broken" ? brokenDir : undefined;
  const relative = normalize(rest.join("/"));
  if (!root || relative.startsWith("..")) {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(join(root, relative));
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(body);
  } catch {
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  }
}

function recordingLogger() {
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const logger: ContentLogger = { warn: (details, message) => warnings.push({ details, message }) };
  return { logger, warnings };
}

async function rejection(promise: Promise<unknown>): Promise<ContentError> {
  const error = await promise.then(
    () => {
      throw new Error("expected the promise to reject");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

beforeAll(async () => {
  brokenDir = await mkdtemp(join(tmpdir(), "cms-content-broken-"));
  await mkdir(join(brokenDir, "json/publish/landing"), { recursive: true });
  const index = JSON.parse(await readFile(join(DOCUMENTS_DIR, "json/publish/index.json"), "utf8")) as {
    blocks: Record<string, unknown>[];
  };
  // blocks[4] is the editorial split; without its image the page must not be served half-broken
  delete index.blocks[4]?.image;
  await writeFile(join(brokenDir, "json/publish/index.json"), JSON.stringify(index));
  await writeFile(join(brokenDir, "json/publish/announcement.json"), "{ enable: true, ");
  await writeFile(join(brokenDir, "json/publish/service_code.json"), JSON.stringify({ "400": { message: "参数错误", toast: "yes" } }));
  server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(brokenDir, { recursive: true, force: true });
});

describe("createContentClient against a local CDN", () => {
  it("loads and validates the home page, config documents and coded pages", async () => {
    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/cdn/`, logger });

    const index = await client.getIndex();
    expect(index.pageType).toBe("index");
    expect(index.blocks[0]?.type).toBe("hero");

    const announcement = await client.getAnnouncement();
    expect(announcement.enable).toBe(true);

    const serviceCodes = await client.getConfig("service_code");
    expect(serviceCodes["401"]).toEqual({ message: "登录已过期，请重新登录", toast: true });

    const recmd = await client.getConfig("recmd");
    // numeric ids are normalised to strings
    expect(typeof recmd[0]?.items[0]?.color.product_id).toBe("string");

    const landing = await client.getDocument("landing", "spring-run");
    expect(landing.code).toBe("spring-run");
    const faq = await client.getDocument("legal", "faq");
    expect(faq.title).toBe("常见问题");

    expect(requests).toContain("/cdn/json/publish/landing/spring-run.json");
    expect(warnings).toEqual([]);
  });

  it("rejects a missing code without a request (spec §7)", async () => {
    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/cdn`, logger });
    const before = requests.length;
    const error = await rejection(client.getDocument("pdp"));
    expect(error.message).toBe("缺少必要参数：页面代码");
    expect(error.code).toBe("MISSING_CODE");
    expect(error.status).toBe(400);
    expect(requests.length).toBe(before);
    expect(warnings).toHaveLength(1);
  });

  it("rejects an empty or unknown page type (spec §5)", async () => {
    const { logger } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/cdn`, logger });
    const empty = await rejection(client.getDocument("" as "index"));
    expect(empty.message).toBe("缺少必要参数或参数错误：页面类型");
    expect(empty.code).toBe("INVALID_PAGE_TYPE");
    const unknown = await rejection(client.getConfig("plp" as "store"));
    expect(unknown.message).toBe("缺少必要参数或参数错误：页面类型");
  });

  it("rejects an empty path (spec §5)", async () => {
    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/cdn`, logger });
    for (const path of ["", "   ", "/"]) {
      const error = await rejection(client.getJson(path));
      expect(error.message).toBe("参数错误：请求路径不能为空");
      expect(error.code).toBe("EMPTY_PATH");
    }
    expect(warnings).toHaveLength(3);
  });

  it("logs and rejects a 404 (spec §8)", async () => {
    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/cdn`, logger });
    const error = await rejection(client.getDocument("landing", "no-such-campaign"));
    expect(error.code).toBe("HTTP_ERROR");
    expect(error.status).toBe(404);
    expect(error.url).toBe(`${origin}/cdn/json/publish/landing/no-such-campaign.json`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.details).toMatchObject({ status: 404, url: error.url });
  });

  it("logs and rejects a 500 (spec §8)", async () => {
    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/status/500`, logger });
    const error = await rejection(client.getIndex());
    expect(error.code).toBe("HTTP_ERROR");
    expect(error.status).toBe(500);
    expect(error.message).toBe("内容加载失败（HTTP 500）");
    expect(warnings).toHaveLength(1);
  });

  it("treats any status other than 200 as a failure (spec §7)", async () => {
    const client = createContentClient({ baseUrl: `${origin}/status/204`, logger: recordingLogger().logger });
    expect((await rejection(client.getIndex())).status).toBe(204);
  });

  it("logs and rejects a network failure", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `http://127.0.0.1:${port}`, logger });
    const error = await rejection(client.getIndex());
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.status).toBe(502);
    expect(error.cause).toBeDefined();
    expect(warnings).toHaveLength(1);
  });

  it("rejects a document that fails its schema, naming the field", async () => {
    const { logger, warnings } = recordingLogger();
    const client = createContentClient({ baseUrl: `${origin}/broken`, logger });
    const error = await rejection(client.getIndex());
    expect(error.code).toBe("INVALID_DOCUMENT");
    expect(error.fieldPath).toBe("blocks.4.image");
    expect(error.message).toContain("blocks.4.image: Required");
    expect(error.url).toBe(`${origin}/broken/json/publish/index.json`);
    expect(warnings[0]?.details).toMatchObject({ fieldPath: "blocks.4.image", pageType: "index" });

    const codes = await rejection(client.getConfig("service_code"));
    expect(codes.fieldPath).toBe("400.toast");
  });

  it("rejects a body that is not JSON", async () => {
    const client = createContentClient({ baseUrl: `${origin}/broken`, logger: recordingLogger().logger });
    const error = await rejection(client.getAnnouncement());
    expect(error.code).toBe("INVALID_JSON");
  });

  it("uses the injected fetch and a root-relative URL when baseUrl is empty", async () => {
    const seen: string[] = [];
    const fakeFetch: typeof fetch = async (input) => {
      seen.push(String(input));
      return new Response(JSON.stringify([{ keyword: "跑步鞋" }]), { status: 200 });
    };
    const client = createContentClient({ baseUrl: "", fetch: fakeFetch, logger: recordingLogger().logger });
    expect(await client.getConfig("keyword")).toEqual([{ keyword: "跑步鞋" }]);
    expect(seen).toEqual(["/json/publish/keyword.json"]);
  });
});
