import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of the committed `documents/json/publish` folder. */
export const PUBLISH_DIR = fileURLToPath(new URL("../../documents/json/publish/", import.meta.url));

/** Absolute path of the committed `documents` folder (what the gateway serves). */
export const DOCUMENTS_DIR = fileURLToPath(new URL("../../documents/", import.meta.url));

/** One committed demo document, with the page type and code its location implies. */
export interface CommittedDocument {
  file: string;
  pageType: string;
  code: string | undefined;
  data: unknown;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Every `*.json` under documents/json/publish, parsed. */
export function committedDocuments(): CommittedDocument[] {
  return walk(PUBLISH_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const parts = relative(PUBLISH_DIR, file).slice(0, -".json".length).split(sep);
      return {
        file: relative(PUBLISH_DIR, file),
        pageType: parts[0] ?? "",
        code: parts[1],
        data: JSON.parse(readFileSync(file, "utf8")) as unknown,
      };
    });
}
