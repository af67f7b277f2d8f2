import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The gateway's package folder (apps/gateway), found by walking up from this module. Works
 * from `src/` under tsx and vitest and from the bundled `dist/main.js`, so migrations and the
 * default PGlite folder resolve the same way in development and production.
 */
export const APP_ROOT: string = findAppRoot(dirname(fileURLToPath(import.meta.url)));

function findAppRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
      if (name === "@xunlan/gateway") return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`@xunlan/gateway package.json not found above ${start}`);
    dir = parent;
  }
}

/** The committed drizzle-kit migrations (apps/gateway/drizzle). */
export const MIGRATIONS_DIR: string = join(APP_ROOT, "drizzle");
