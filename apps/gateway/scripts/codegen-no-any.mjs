// Runs after graphql-codegen (package.json codegen; a codegen hook does not fire when the output
// is unchanged, so a fresh clone kept the `any`s): typescript-resolvers hard-codes a few `any`s in its helper types
// (subscription and scalar-config generics). House style is "no any" in generated code too, so
// they become `unknown`, which every place they appear in accepts.
import { readFileSync, writeFileSync } from "node:fs";

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, "utf8");
  // Only `any` in a type position (after `<`, `, ` or `: `, before `[`, `]`, `>`, `,`, `;` or
  // `)`): the schema's doc comments say "any valid token" and must stay as written.
  const fixed = source.replace(/(?<=[<(,:]\s?)any(?=[\][>,;)])/g, "unknown");
  if (fixed !== source) writeFileSync(file, fixed);
}
