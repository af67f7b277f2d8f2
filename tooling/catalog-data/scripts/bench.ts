/** Prints generation and rendering timings: `tsx scripts/bench.ts`. */
import { generateCatalogue, iterateStyles, stockForStyle } from "../src/catalogue";
import { renderContentImage, renderProductImage } from "../src/render/render";
import { buildStores } from "../src/stores";

const t = (label: string, started: number) => console.info(label.padEnd(44), `${(performance.now() - started).toFixed(0)} ms`);
let s = performance.now();
const demo = generateCatalogue();
t(`demo catalogue (${demo.styles.length} styles, ${demo.stock.length} stock rows)`, s);
const stores = buildStores();
s = performance.now();
let colors = 0;
let stock = 0;
for (const style of iterateStyles({ scale: 100_000 })) {
  colors += style.productColors.length;
  stock += stockForStyle(style, stores).length;
}
t(`scale 100000 streamed (${colors} colours, ${stock} stock)`, s);
for (const [w, f] of [
  [1920, "jpeg"],
  [1920, "webp"],
  [500, "jpeg"],
  [174, "webp"],
] as const) {
  await renderProductImage({ productSlug: "velox-run-3-black-volt", index: 1, width: 64 }); // warm-up
  s = performance.now();
  const b = await renderProductImage({ productSlug: "velox-run-3-black-volt", index: 1, width: w, format: f });
  t(`product image ${w} ${f} (${(b.length / 1024).toFixed(0)} KiB)`, s);
}
s = performance.now();
const h = await renderContentImage("hero-running", 1920);
t(`content hero-running 1920 jpeg (${(h.length / 1024).toFixed(0)} KiB)`, s);
