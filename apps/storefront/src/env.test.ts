import { describe, expect, it } from "vitest";
import { getEnv } from "./env";

describe("getEnv", () => {
  it("defaults to port 3000 and the local gateway, content from the gateway", () => {
    expect(getEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      GATEWAY_URL: "http://127.0.0.1:4000",
      CONTENT_BASE_URL: "http://127.0.0.1:4000",
      METRICS_ACCESS: "open",
    });
  });

  it("trims trailing slashes and takes a separate content CDN", () => {
    const env = getEnv({ NODE_ENV: "production", PORT: "8080", GATEWAY_URL: "http://gw:4000/", CONTENT_BASE_URL: "https://cdn.example/" });
    expect(env).toEqual({
      NODE_ENV: "production",
      PORT: 8080,
      GATEWAY_URL: "http://gw:4000",
      CONTENT_BASE_URL: "https://cdn.example",
      METRICS_ACCESS: "off",
    });
  });

  it("opens /metrics to the bearer of METRICS_TOKEN, in production too", () => {
    expect(getEnv({ NODE_ENV: "production", METRICS_TOKEN: "scrape-token-0123456789" }).METRICS_ACCESS).toEqual({
      token: "scrape-token-0123456789",
    });
    expect(() => getEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("rejects malformed values with a readable message", () => {
    expect(() => getEnv({ GATEWAY_URL: "not a url" })).toThrow(/GATEWAY_URL/);
    expect(() => getEnv({ PORT: "-1" })).toThrow(/PORT/);
  });
});
