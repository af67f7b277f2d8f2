/**
 * The operations console's server (`pnpm --filter @xunlan/ops start`, run by Node's type
 * stripping): serves the built SPA (dist/) with an index.html fallback for its client routes and
 * forwards `/ops/api/*` to the gateway, so the browser talks to one origin (no CORS, the bearer
 * token never leaves it).
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, sep } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { getEnv } from "./env.ts";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

/** Request headers not forwarded to the gateway (hop-by-hop, or the console's own host). */
const DROP = new Set(["host", "connection", "keep-alive", "transfer-encoding", "upgrade", "content-length"]);

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "same-origin",
  "content-security-policy":
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'",
};

export interface OpsServerOptions {
  gatewayUrl: string;
  /** The built SPA; default apps/ops/dist. */
  root?: string;
}

async function forward(req: IncomingMessage, res: ServerResponse, gatewayUrl: string): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (DROP.has(name) || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const ip = req.socket.remoteAddress;
  if (ip) headers.set("x-forwarded-for", ip);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  try {
    const upstream = await fetch(`${gatewayUrl}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
      redirect: "manual",
    } as RequestInit);
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (name !== "content-encoding" && name !== "content-length" && name !== "transfer-encoding") out[name] = value;
    });
    res.writeHead(upstream.status, out);
    if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(res);
    else res.end();
  } catch {
    res.writeHead(502, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    res.end(JSON.stringify({ code: "BAD_GATEWAY", statusCode: 502, message: "运营接口暂不可用，请稍后重试" }));
  }
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, root: string): Promise<void> {
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root + sep) && file !== root) {
    res.writeHead(400).end();
    return;
  }
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) {
    const hashed = pathname.startsWith("/assets/");
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": hashed ? "public, max-age=31536000, immutable" : "no-cache",
    });
    createReadStream(file).pipe(res);
    return;
  }
  if (extname(pathname) !== "") {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("未找到");
    return;
  }
  // A client route (/orders/…): the SPA's shell.
  const html = await readFile(join(root, "index.html"));
  res.writeHead(200, { ...SECURITY_HEADERS, "content-type": TYPES[".html"]!, "cache-control": "no-cache" });
  res.end(html);
}

/** The console's HTTP server (not listening yet). */
export function createOpsServer(options: OpsServerOptions): Server {
  const root = normalize(options.root ?? fileURLToPath(new URL("../dist", import.meta.url)));
  return createServer((req, res) => {
    const url = req.url ?? "/";
    if (url === "/health") {
      res.writeHead(200, { "content-type": "text/plain", "cache-control": "no-store" }).end("ok");
      return;
    }
    const task = url.startsWith("/ops/api/") || url === "/ops/api" ? forward(req, res, options.gatewayUrl) : serveStatic(req, res, root);
    task.catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const env = getEnv();
  const server = createOpsServer({ gatewayUrl: env.GATEWAY_URL });
  server.listen(env.OPS_PORT, env.OPS_HOST, () => {
    // oxlint-disable-next-line no-console -- the start line
    console.log(`operations console on http://localhost:${env.OPS_PORT} (gateway ${env.GATEWAY_URL})`);
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
