import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstCallAlone } from "./browser-clients";

// A stand-in for the /graphql proxy: the first request is held until the test lets it answer; the
// order of what arrives is recorded.
const arrived: Array<{ path: string }> = [];
let release: (() => void) | null = null;
let origin = "";
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  arrived.push({ path: request.url ?? "" });
  const answer = () => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end("{}");
  };
  if (request.url === "/first") release = answer;
  else answer();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("firstCallAlone (issue 21)", () => {
  it("sends the first call alone; the others go once it has answered, then side by side", async () => {
    const send = firstCallAlone();
    const first = send(`${origin}/first`);
    const others = [send(`${origin}/a`), send(`${origin}/b`)];
    await expect.poll(() => arrived.length).toBe(1);
    // Held: nothing else was sent meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived.map((a) => a.path)).toEqual(["/first"]);
    release!();
    expect((await first).status).toBe(200);
    expect((await Promise.all(others)).map((r) => r.status)).toEqual([200, 200]);
    expect(arrived.map((a) => a.path).toSorted()).toEqual(["/a", "/b", "/first"]);
    await send(`${origin}/c`);
    expect(arrived).toHaveLength(4);
  });

  it("a first call that fails does not hold the others back", async () => {
    const send = firstCallAlone();
    await expect(send("http://127.0.0.1:9/unreachable")).rejects.toThrow("fetch failed");
    expect((await send(`${origin}/after`)).status).toBe(200);
  });
});
