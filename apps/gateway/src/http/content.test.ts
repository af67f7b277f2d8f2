import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpRoute } from "../kernel/http/routes";
import { CONTENT_PREFIX, createContentRoute, resolveContentDir } from "./content";

describe("content documents route (spec §7)", () => {
  let dir: string;
  let route: HttpRoute;
  const call = (subpath: string, init?: RequestInit) =>
    route.handle(new Request(`http://gateway.test${CONTENT_PREFIX}${subpath}`, init), {
      subpath,
      requestId: "req-content-0001",
      log: pino({ level: "silent" }),
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "gw-content-unit-"));
    await mkdir(join(dir, "json", "publish"), { recursive: true });
    await writeFile(join(dir, "json", "publish", "announcement.json"), '{"enable":true,"message":"全场包邮"}');
    await writeFile(join(dir, "outside.json"), '{"outside":true}');
    await writeFile(join(dir, "json", "publish", "notes.txt"), "not json");
    await symlink(join(dir, "outside.json"), join(dir, "json", "publish", "link.json"));
    route = createContentRoute({ contentDir: dir, cacheControl: "public, max-age=300" });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("answers HEAD with headers only and passes the configured Cache-Control", async () => {
    const res = await call("/announcement.json", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("etag")).toBeTruthy();
    expect(await res.text()).toBe("");
  });

  it("refuses symlinks that lead out of the folder, non-JSON files and other methods", async () => {
    expect((await call("/link.json")).status).toBe(404);
    expect((await call("/notes.txt")).status).toBe(400);
    expect((await call("/announcement.json", { method: "POST" })).status).toBe(400);
  });

  it("answers 404 for everything when there is no content folder", async () => {
    const none = createContentRoute({ contentDir: null, cacheControl: "no-cache" });
    const res = await none.handle(new Request("http://gateway.test/json/publish/index.json"), {
      subpath: "/index.json",
      requestId: "req-content-0002",
      log: pino({ level: "silent" }),
    });
    expect(res.status).toBe(404);
  });

  it("prefers CONTENT_DIR and otherwise finds @xunlan/cms-content's documents", () => {
    expect(resolveContentDir("/srv/content")).toBe("/srv/content");
    const found = resolveContentDir(undefined);
    // The cms-content package owns the folder; when it exists it is the package's documents/.
    expect(found === null || /packages[/\\]cms-content[/\\]documents$/.test(found)).toBe(true);
  });
});
