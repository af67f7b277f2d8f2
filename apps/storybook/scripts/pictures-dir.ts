import { fileURLToPath } from "node:url";

/**
 * Where scripts/render-pictures.ts writes the pictures the story fixtures name, at their gateway
 * paths (/images/products/…): Storybook's staticDirs and the browser test's publicDir serve it.
 * Git-ignored; turbo caches it as the `pictures` task's output.
 */
export const PICTURES_DIR = fileURLToPath(new URL("../.pictures", import.meta.url));
