#!/usr/bin/env node
// Sets up the peer issue 27 measures against: a Vendure 3 server with its official Next.js
// storefront, scaffolded by Vendure's own CLI from the npm registry (`@vendure/create --ci
// --storefront nextjs`: the server, SQLite and the demo catalogue; the CLI downloads the Next.js
// starter from GitHub), built and started in production mode. Then, in another shell:
//
//   pnpm bench --peer http://127.0.0.1:<storefront port> --peer-pages home=/,listing=/search,product=/product/<slug>
//
// The folder is .peer/vendure (git-ignored); a second run reuses it. Ctrl-C stops both servers.
// Not part of the test command: it needs network access to GitHub, which CI does not have.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot, run } from "../lib/process.mjs";

const VERSION = process.env.VENDURE_VERSION ?? "3.7.3";
const dir = join(repoRoot, ".peer/vendure");

if (!existsSync(join(dir, "package.json"))) {
  mkdirSync(join(repoRoot, ".peer"), { recursive: true });
  console.log(`▶ scaffolding Vendure ${VERSION} with the Next.js storefront into .peer/vendure`);
  run("npx", ["--yes", `@vendure/create@${VERSION}`, "vendure", "--ci", "--storefront", "nextjs", "--use-npm", "--log-level", "info"], {
    cwd: join(repoRoot, ".peer"),
    label: "@vendure/create",
  });
}
const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
console.log(`▶ building (${Object.keys(manifest.scripts ?? {}).join(", ")})`);
run("npm", ["run", "build"], { cwd: dir, env: { ...process.env, NODE_ENV: "production" }, label: "vendure build" });
console.log("▶ starting the Vendure server and the Next.js storefront (production)");
const child = spawn("npm", ["run", "start"], { cwd: dir, env: { ...process.env, NODE_ENV: "production" }, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));
