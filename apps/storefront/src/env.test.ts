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
      WORKERS: 1,
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
      WORKERS: Math.max(1, navigator.hardwareConcurrency),
    });
  });

  it("opens /metrics to the bearer of METRICS_TOKEN, in production too", () => {
    expect(getEnv({ NODE_ENV: "production", METRICS_TOKEN: "scrape-token-0123456789" }).METRICS_ACCESS).toEqual({
      token: "scrape-token-0123456789",
    });
    expect(() => getEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("runs a worker per core in production unless WEB_CONCURRENCY says otherwise; one outside production", () => {
    expect(getEnv({ NODE_ENV: "production", WEB_CONCURRENCY: "3" }).WORKERS).toBe(3);
    expect(getEnv({ NODE_ENV: "test" }).WORKERS).toBe(1);
    expect(getEnv({ WEB_CONCURRENCY: "2" }).WORKERS).toBe(2);
    expect(() => getEnv({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => getEnv({ WEB_CONCURRENCY: "many" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("rejects malformed values with a readable message", () => {
    expect(() => getEnv({ GATEWAY_URL: "not a url" })).toThrow(/GATEWAY_URL/);
    expect(() => getEnv({ PORT: "-1" })).toThrow(/PORT/);
  });
});
