// Renders the pictures the story fixtures name with the gateway's own image renderer
// (@xunlan/catalog-data), into PICTURES_DIR at their gateway paths
// (/images/products/{slug}/{n}.jpg, /images/content/{key}.jpg), so the built Storybook and the browser test show real pictures without a running gateway
// (issue 13: every product story showed a broken image). Usage: tsx scripts/render-pictures.ts
// Deterministic output (the renderer has no clock or randomness): turbo caches the folder.
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { contentSvg, renderContentImage, renderProductImage, resolveRenderSpec } from "@xunlan/catalog-data";
import { PICTURES_DIR } from "./pictures-dir";

const PACKAGES = fileURLToPath(new URL("../../../packages", import.meta.url));
/** Folders of a package holding what stories show: its source and (cms-content) its documents. */
const SCANNED = /\/packages\/[^/]+\/(src|documents)\//;
/** Widths: the static folder ignores `?w=`, so one file serves every size; the gallery needs the larger. */
const GALLERY_WIDTH = 1080;
const SWATCH_WIDTH = 500;
/** Shots a fixture builds from a bare slug (`/images/products/${slug}/{0,1,2}.jpg`). */
const TEMPLATE_INDICES = [0, 1, 2];

const PRODUCT_PATH = /\/images\/products\/([a-z0-9-]+)\/(\d{1,2})\.(?:jpg|jpeg|webp)/g;
const CONTENT_PATH = /\/images\/content\/([a-z0-9-]+)\.(jpg|jpeg|png|webp)/g;
const SLUG_FIELD = /productSlug:\s*"([a-z0-9-]+)"/g;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (e) =>
        e.isFile() &&
        /\.(ts|tsx|json)$/.test(e.name) &&
        !/\.test\.tsx?$/.test(e.name) &&
        SCANNED.test(`${e.parentPath}/`) &&
        !e.parentPath.includes("node_modules"),
    )
    .map((e) => join(e.parentPath, e.name));
}

/** Every picture path the packages' stories and fixtures can ask for. */
export async function picturesNamed(): Promise<{ products: Map<string, Set<number>>; content: Map<string, string> }> {
  const products = new Map<string, Set<number>>();
  const content = new Map<string, string>();
  const add = (slug: string, index: number) => {
    if (!resolveRenderSpec(slug)) return; // a slug the renderer cannot read is a fixture's deliberate 404
    const set = products.get(slug) ?? new Set<number>();
    set.add(index);
    products.set(slug, set);
  };
  for (const file of await sourceFiles(PACKAGES)) {
    const text = await readFile(file, "utf8");
    for (const m of text.matchAll(PRODUCT_PATH)) add(m[1]!, Number(m[2]));
    for (const m of text.matchAll(SLUG_FIELD)) for (const i of TEMPLATE_INDICES) add(m[1]!, i);
    for (const m of text.matchAll(CONTENT_PATH)) if (contentSvg(m[1]!, 16)) content.set(`${m[1]}.${m[2]}`, m[1]!);
  }
  return { products, content };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { products, content } = await picturesNamed();
  await rm(PICTURES_DIR, { recursive: true, force: true });
  const jobs: Array<{ path: string; render: () => Promise<Buffer> }> = [];
  for (const [slug, indices] of products) {
    for (const index of indices) {
      jobs.push({
        path: join(PICTURES_DIR, "images/products", slug, `${index}.jpg`),
        render: () => renderProductImage({ productSlug: slug, index, width: index === 0 ? SWATCH_WIDTH : GALLERY_WIDTH, format: "jpeg" }),
      });
    }
  }
  for (const [file, key] of content) {
    jobs.push({ path: join(PICTURES_DIR, "images/content", file), render: () => renderContentImage(key, GALLERY_WIDTH, "jpeg") });
  }
  let skipped = 0;
  // two at a time: sharp and the SVG rasteriser use a core each (the CI machine has two)
  const queue = [...jobs];
  await Promise.all(
    [0, 1].map(async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        try {
          const body = await job.render();
          await mkdir(dirname(job.path), { recursive: true });
          await writeFile(job.path, body);
        } catch (error) {
          // an index the silhouette has no shot for: the gateway answers 404 there too
          if (!(error instanceof RangeError)) throw error;
          skipped += 1;
        }
      }
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `rendered ${jobs.length - skipped} pictures into ${relative(process.cwd(), PICTURES_DIR)} in ${seconds} s (${skipped} not drawable)`,
  );
}

await main();
