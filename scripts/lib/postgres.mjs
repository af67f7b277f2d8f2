// A throwaway PostgreSQL cluster from the binaries Debian's `postgresql` package installs, on a
// free loopback port, for the test and benchmark runners. PostgreSQL refuses to run as root, so
// as root the cluster runs as the `postgres` user the package creates.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Resolves to a TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The newest `/usr/lib/postgresql/<v>/bin` that has a server binary, or null. */
export function findPgBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "postgres")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], "bin") : null;
}

const isRoot = () => process.getuid?.() === 0;

function idOf(flag, name) {
  const r = spawnSync("id", [flag, name], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`no user ${name}: install Debian's postgresql package`);
  return Number(r.stdout.trim());
}

function asPostgresUser(cmd, args, quiet) {
  const stdio = quiet ? "ignore" : "inherit";
  if (isRoot()) {
    const quoted = [cmd, ...args].map((a) => `'${String(a).replaceAll("'", "'\\''")}'`).join(" ");
    return spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { stdio });
  }
  return spawnSync(cmd, args, { stdio });
}

/**
 * Starts a throwaway cluster tuned for tests (no fsync) and returns `{ url, stop }`.
 * Throws when the binaries are missing or the server does not start.
 */
export async function startThrowawayPostgres({ quiet = true } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error("PostgreSQL binaries not found (apt-get install postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "xunlan-pg-"));
  if (isRoot()) chownSync(dir, idOf("-u", "postgres"), idOf("-g", "postgres"));
  const port = await freePort();
  let r = asPostgresUser(join(bin, "initdb"), ["-D", dir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-locale"], quiet);
  if (r.status !== 0) throw new Error("initdb failed");
  r = asPostgresUser(
    join(bin, "pg_ctl"),
    [
      "-D",
      dir,
      "-w",
      "-l",
      join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      "start",
    ],
    quiet,
  );
  if (r.status !== 0) throw new Error(`pg_ctl start failed (see ${join(dir, "server.log")})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    stop() {
      asPostgresUser(join(bin, "pg_ctl"), ["-D", dir, "-m", "fast", "-w", "stop"], true);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
