import { request as httpRequest } from "node:http";
import * as api from "@xunlan/api-client";
import type { StorefrontProcess } from "./storefront-process";

/**
 * Shoppers for the built-process tests (apps/gateway/instances): each sends from its own loopback
 * address (127.x.y.z, all on this machine's lo), which the storefront forwards to the gateway as
 * the client's address, and keeps the cookies the storefront sets, as a browser does.
 */

export type GraphQLError = { message: string; extensions?: { code?: string } };
export type Answer<T = Record<string, unknown>> = { status: number; data?: T | null; errors?: GraphQLError[] };
export type RawAnswer = { status: number; text: string; setCookies: string[]; headers: Record<string, string | string[] | undefined> };

/**
 * One HTTP exchange from the loopback address `from` (so each simulated shopper or attacker has
 * its own client address, which the storefront forwards). A cut connection rejects; a request
 * unanswered after 30 s rejects too (a hang is a failure, not a wait).
 */
export function send(
  origin: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<RawAnswer> {
  const target = new URL(path, origin);
  if (!/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(target.hostname)) throw new Error(`${target.href}: loopback only`);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      target,
      { method: init.method ?? "GET", headers: init.headers, localAddress: init.from ?? "127.0.0.1", agent: false, timeout: 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const setCookie = res.headers["set-cookie"];
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            setCookies: Array.isArray(setCookie) ? setCookie : [],
            headers: res.headers,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${init.method ?? "GET"} ${target.href}: no answer in 30 s`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The text of each of api-client's generated operations → its persisted-document hash. */
const GENERATED_HASHES = new Map(
  Object.entries(api).flatMap(([name, value]) => {
    const hash =
      name.endsWith("Document") && value instanceof String ? api.documentHash(value as { __meta__?: Record<string, unknown> }) : undefined;
    return hash ? [[String(value), hash] as const] : [];
  }),
);

/** A shopper's browser: its address, and its cookies (the storefront's HttpOnly token among them). */
export class Client {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly from: string,
    token?: string,
  ) {
    if (token) this.cookies.set("token", token);
  }

  /**
   * POST /graphql on `storefront`. The text of one of api-client's documents goes by its hash, as
   * the production storefront sends it (persisted documents: the gateways run trusted documents
   * only); any other text is sent as it is.
   */
  async gql<T = Record<string, unknown>>(
    storefront: Pick<StorefrontProcess, "origin">,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Answer<T>> {
    const hash = GENERATED_HASHES.get(query);
    const raw = await send(storefront.origin, "/graphql", {
      method: "POST",
      from: this.from,
      headers: { "content-type": "application/json", accept: "application/json", channel: "WEB", cookie: this.cookieHeader() },
      body: JSON.stringify(hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } }, variables } : { query, variables }),
    });
    this.keep(raw.setCookies);
    if (raw.status !== 200) return { status: raw.status, errors: [{ message: raw.text.slice(0, 200) }] };
    const body = JSON.parse(raw.text) as { data?: T | null; errors?: GraphQLError[] };
    return { status: raw.status, ...body };
  }

  /** GET a page on `storefront` with this browser's cookies; keeps the cookies it sets. */
  async page(storefront: Pick<StorefrontProcess, "origin">, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    const cookie = this.cookieHeader();
    const raw = await send(storefront.origin, path, {
      from: this.from,
      headers: {
        accept: "text/html",
        "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0",
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });
    this.keep(raw.setCookies);
    return raw;
  }

  /** Stores the cookies of `Set-Cookie` lines (a Max-Age=0 or empty value removes one). */
  keep(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /;\s*max-age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}
