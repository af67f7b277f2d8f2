import type { PlopTypes } from "@turbo/gen";

// `pnpm gen:package` (turbo's generator runner, @turbo/gen, with this config): a new feature package under packages/, shaped like the others (tsup
// build with declarations, vitest with the export test, oxlint, publint + attw, a README and a
// changeset), so the first commit builds, tests and releases. Afterwards: give the package its
// layer in tooling/lint/oxlintrc.json (which packages it may import) and a row in
// docs/ARCHITECTURE.md's "where things live" table.
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  plop.setGenerator("package", {
    description: "A feature package under packages/ (tsup, vitest, oxlint, publint, changeset)",
    prompts: [
      {
        type: "input",
        name: "name",
        message: "Package name, without @xunlan/ (kebab-case, e.g. store-locator):",
        validate: (input: string) => (NAME.test(input) ? true : "kebab-case letters and digits, e.g. store-locator"),
      },
      {
        type: "input",
        name: "description",
        message: "What it holds, in one sentence (the package.json description):",
        validate: (input: string) => (input.trim().length >= 10 ? true : "a sentence, please"),
      },
      {
        type: "confirm",
        name: "react",
        message: "Does it export React components (jsdom tests, React peer dependencies)?",
        default: true,
      },
    ],
    actions: [
      { type: "add", path: "packages/{{name}}/package.json", templateFile: "templates/package/package.json.hbs" },
      { type: "add", path: "packages/{{name}}/tsconfig.json", templateFile: "templates/package/tsconfig.json.hbs" },
      { type: "add", path: "packages/{{name}}/tsup.config.ts", templateFile: "templates/package/tsup.config.ts.hbs" },
      { type: "add", path: "packages/{{name}}/vitest.config.ts", templateFile: "templates/package/vitest.config.ts.hbs" },
      { type: "add", path: "packages/{{name}}/src/index.ts", templateFile: "templates/package/index.ts.hbs" },
      { type: "add", path: "packages/{{name}}/src/exports.test.ts", templateFile: "templates/package/exports.test.ts.hbs" },
      { type: "add", path: "packages/{{name}}/README.md", templateFile: "templates/package/README.md.hbs" },
      { type: "add", path: ".changeset/{{name}}-created.md", templateFile: "templates/package/changeset.md.hbs" },
      (answers) =>
        `Next: pnpm install, give the package its layer in tooling/lint/oxlintrc.json and a row in docs/ARCHITECTURE.md, then pnpm --filter @xunlan/${(answers as { name: string }).name} test.`,
    ],
  });
}
