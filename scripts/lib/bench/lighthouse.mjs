// Lighthouse (mobile, default config) for one page, the whole report kept in bench-results/ for
// the Lighthouse viewer; the main-thread profile is read by ../profile.mjs.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../process.mjs";
import { lighthouseProfile } from "../profile.mjs";

export function lighthouse(url, kind, { chromium = "/usr/bin/chromium" } = {}) {
  const out = join(repoRoot, `bench-results/lighthouse-${kind}.json`);
  const r = spawnSync(
    join(repoRoot, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { cwd: repoRoot, env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (r.status !== 0) return { error: (r.stderr || "lighthouse failed").split("\n").slice(-3).join(" ") };
  const rep = JSON.parse(readFileSync(out, "utf8"));
  const score = (k) => Math.round((rep.categories[k]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: +(rep.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3),
    fcpMs: Math.round(rep.audits["first-contentful-paint"]?.numericValue ?? NaN),
    lcpMs: Math.round(rep.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(rep.audits["total-blocking-time"]?.numericValue ?? NaN),
    profile: lighthouseProfile(rep),
  };
}

/** Lighthouse `runs` times; the run with the median performance score, with every run's score (issue 27 §3). */
export function lighthouseMedian(url, kind, { runs = 3, ...opts } = {}) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(lighthouse(url, kind, opts));
  const ok = all.filter((r) => !r.error).sort((a, b) => a.performance - b.performance);
  if (!ok.length) return all[0];
  return { ...ok[Math.floor((ok.length - 1) / 2)], runs: all.map((r) => r.performance ?? r.error) };
}
