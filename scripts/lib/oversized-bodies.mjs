// Issue 21 §2: how /health answers while strangers post oversized GraphQL bodies. Eight posters
// send 11 MB `{"query":"{ __typename __typename …"}` bodies to a /graphql over and over — half
// with Content-Length, half streamed (chunked) — while /health is asked every 20 ms; the figure
// is /health's p99 (goal ≤ 50 ms: the door answers 413 before reading the rest, and no text is
// parsed to be refused). Used by scripts/bench.mjs; runnable alone against running servers:
//   node scripts/lib/oversized-bodies.mjs <graphql URL> <health URL> [seconds]

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** An 11 MB GraphQL body: one query of `__typename` repeated (3.6 s to parse before issue 21). */
export function oversizedBody(bytes = 11 * 1024 * 1024) {
  const head = '{"query":"{';
  const tail = '}"}';
  const field = " __typename";
  return Buffer.from(head + field.repeat(Math.ceil((bytes - head.length - tail.length) / field.length)) + tail);
}

/** Posts `body` once: with Content-Length, or streamed in 64 KB pieces (chunked, no length). */
async function postOnce(url, body, streamed) {
  const init = { method: "POST", headers: { "content-type": "application/json", channel: "WEB" } };
  if (streamed) {
    let offset = 0;
    init.body = new ReadableStream({
      pull(controller) {
        if (offset >= body.length) return controller.close();
        controller.enqueue(body.subarray(offset, offset + 65_536));
        offset += 65_536;
      },
    });
    init.duplex = "half";
  } else {
    init.body = body;
  }
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    // The server may close the connection once it has answered 413: the upload is cut short.
    return 0;
  }
}

/** Percentile of sorted numbers. */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;

/**
 * `concurrent` posters sending `body` to `graphqlUrl` until `deadline` (ms since the epoch); odd
 * ones stream it. Resolves with how many were posted and their statuses (0: the server closed the
 * connection after its answer, cutting the upload short).
 */
async function postUntil({ graphqlUrl, concurrent, deadline, bytes }) {
  const body = oversizedBody(bytes);
  const statuses = {};
  let posted = 0;
  const poster = async (index) => {
    while (Date.now() < deadline) {
      const status = await postOnce(graphqlUrl, body, index % 2 === 1);
      posted += 1;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrent }, (_, index) => poster(index)));
  return { posted, statuses };
}

/**
 * Asks `healthUrl` every 20 ms for `seconds` while `concurrent` posters — in a child process of
 * their own, so that building and sending 11 MB bodies does not slow this process's probes —
 * send oversized bodies to `graphqlUrl`. Returns /health's p50/p99/max (ms) and the posts.
 */
export async function healthUnderOversizedBodies({ graphqlUrl, healthUrl, concurrent = 8, seconds = 10, bytes = 11 * 1024 * 1024 }) {
  const deadline = Date.now() + seconds * 1000;
  const child = spawn(
    process.execPath,
    [fileURLToPath(import.meta.url), "--post", JSON.stringify({ graphqlUrl, concurrent, deadline, bytes })],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  const posts = new Promise((resolve) => child.on("exit", () => resolve(JSON.parse(out.trim().split("\n").at(-1) || "{}"))));
  const latencies = [];
  let failures = 0;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      const response = await fetch(healthUrl, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { posted = 0, statuses = {} } = await posts;
  latencies.sort((a, b) => a - b);
  const round = (ms) => (ms === null ? null : +ms.toFixed(1));
  return {
    concurrent,
    bodyMB: +(bytes / 1024 / 1024).toFixed(1),
    probes: latencies.length,
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? null),
    healthFailures: failures,
    posted,
    statuses,
  };
}

if (process.argv[2] === "--post") {
  console.log(JSON.stringify(await postUntil(JSON.parse(process.argv[3]))));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const [graphqlUrl, healthUrl, seconds = "10"] = process.argv.slice(2);
  if (!graphqlUrl || !healthUrl) {
    console.error("usage: node scripts/lib/oversized-bodies.mjs <graphql URL> <health URL> [seconds]");
    process.exit(2);
  }
  console.log(JSON.stringify(await healthUnderOversizedBodies({ graphqlUrl, healthUrl, seconds: Number(seconds) })));
}
