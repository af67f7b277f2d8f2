// codegen hook: typescript-resolvers hard-codes a few `any`s in its helper types
// (subscription and scalar-config generics). House style is "no any" in generated code too, so
// they become `unknown`, which every place they appear in accepts.
import { readFileSync, writeFileSync } from "node:fs";

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, "utf8");
  const fixed = source.replace(/\bany\b(?=[\]\[>,;) ])/g, "unknown");
  if (fixed !== source) writeFileSync(file, fixed);
}
