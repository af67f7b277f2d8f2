#!/usr/bin/env node
// `pnpm release`: releases the packages whose pending changesets bump them.
//
//   1. refuses a dirty work tree (a release is exactly a commit of main);
//   2. `changeset version`: bumps each package by its changesets, writes its CHANGELOG.md and
//      removes the changesets; nothing pending → "nothing to release", exit 0;
//   3. builds the packages (turbo) and commits the versions as one "Release packages" commit
//      whose body lists every package from → to;
//   4. `pnpm publish` of each released package to RELEASE_REGISTRY (the registry's credentials
//      come from the user's npmrc or NPM_TOKEN), then `changeset tag`: a git tag
//      `@xunlan/<name>@<version>` per package, made only once its publish went through.
//
// `--dry-run` stops after step 2 and puts the work tree back: what would be released.
// The release rehearsal (scripts/release-rehearsal.mjs, a CI stage) proves the same versioning
// and publishing against a throwaway registry on every run.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { publishedVersions, repoRoot as root, run, runAsync } from "./lib/process.mjs";

const dryRun = process.argv.includes("--dry-run");
const git = (...args) => run("git", args, { label: `git ${args[0]}` });

function main() {
  const registry = process.env.RELEASE_REGISTRY;
  if (!dryRun && !registry) throw new Error("RELEASE_REGISTRY is not set: the registry to publish to (e.g. https://npm.example.com/)");
  if (git("status", "--porcelain").trim()) throw new Error("the work tree has changes: commit or stash them first");

  const before = publishedVersions();
  run(join(root, "node_modules", ".bin", "changeset"), ["version"], { label: "changeset version" });
  const after = publishedVersions();
  const released = [...after]
    .filter(([dir, pkg]) => before.get(dir)?.version !== pkg.version)
    .map(([dir, pkg]) => ({ dir, name: pkg.name, from: before.get(dir)?.version ?? "new", to: pkg.version }));
  if (released.length === 0) {
    git("checkout", "--", ".");
    console.log("nothing to release: no pending changeset bumps a published package");
    return;
  }
  for (const r of released) console.log(`  ${r.name} ${r.from} → ${r.to}`);
  if (dryRun) {
    git("checkout", "--", ".");
    spawnSync("git", ["clean", "-fdq", "--", "*CHANGELOG.md"], { cwd: root });
    console.log("dry run: the work tree is as it was");
    return;
  }

  console.log("▶ build the released packages");
  run("pnpm", ["exec", "turbo", "run", "build", ...released.map((r) => `--filter=${r.name}`), "--output-logs=errors-only"]);
  git("add", "-A");
  const body = released.map((r) => `${r.name} ${r.from} → ${r.to}`).join("\n");
  git("commit", "-q", "-m", `Release ${released.length} packages`, "-m", body);

  return Promise.all(
    released.map((r) =>
      runAsync("pnpm", ["publish", "--registry", registry, "--no-git-checks"], {
        cwd: join(root, r.dir),
        label: `publish ${r.name}@${r.to}`,
      }),
    ),
  ).then(() => {
    run(join(root, "node_modules", ".bin", "changeset"), ["tag"], { label: "changeset tag" });
    console.log(`released ${released.length} packages to ${registry}; tags made (git push --follow-tags to share them)`);
  });
}

try {
  await main();
} catch (err) {
  console.error(`✖ ${err.message}`);
  process.exit(1);
}
