import type { TestProject } from "vitest/node";
// Loaded by vitest's module runner (not Node's), so the extensionless import resolves.
import { missingPostgresProblem } from "./index";

/**
 * vitest global setup of every package (see definePackageTestConfig): fails the whole run,
 * before any test starts, when a `*.pg.test.ts` file is about to run without TEST_DATABASE_URL
 * under CI or REQUIRE_PG=1. The files come from the run's state (what was selected, filters
 * included), falling back to every file the project's globs match.
 */
export default async function setup(project: TestProject): Promise<void> {
  const selected = project.vitest.state.getPaths();
  const files = selected.length > 0 ? selected : (await project.globTestFiles()).testFiles;
  const problem = missingPostgresProblem(files);
  if (problem) throw new Error(problem);
}
