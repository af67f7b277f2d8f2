import type { FullConfig, Reporter, Suite } from "@playwright/test/reporter";

/**
 * Lists what Playwright's summary only counts: every skipped test (`⊘ skipped: …`) and every
 * flaky one, i.e. failed first and passed on the retry (`⚠ flaky: …`). scripts/test-all.mjs
 * collects these lines, fails on a skip that is not on its allow-list and on any flaky test.
 */
export default class OutcomeReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.root = suite;
  }

  onEnd(): void {
    const lines: string[] = [];
    for (const test of this.root?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome !== "skipped" && outcome !== "flaky") continue;
      const [, project, file, ...titles] = test.titlePath();
      const where = `[${project}] › ${file} › ${titles.join(" › ")}`;
      if (outcome === "skipped") {
        const reason = test.annotations.find((a) => a.type === "skip" || a.type === "fixme")?.description;
        lines.push(`⊘ skipped: ${where}${reason ? ` — ${reason}` : ""}`);
      } else {
        const failures = test.results.filter((r) => r.status !== "passed" && r.status !== "skipped").length;
        lines.push(`⚠ flaky: ${where} (failed ${failures}×, then passed on retry)`);
      }
    }
    if (lines.length > 0) console.log(`\n${lines.join("\n")}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
