/** Writes a PNG contact sheet: `tsx scripts/contact-sheet.ts out.png COLS p:{slug}:{index} c:{contentKey} …`. */
import sharp from "sharp";
import { renderContentImage, renderProductImage } from "../src/render/render";

const [out, colsArg, ...items] = process.argv.slice(2);
const cols = Number(colsArg);
const cell = 420;
const bufs: Buffer[] = [];
for (const arg of items) {
  const [kind, slug, idx] = arg.split(":");
  const b =
    kind === "c"
      ? await renderContentImage(slug!, cell)
      : await renderProductImage({ productSlug: slug!, index: Number(idx), width: cell });
  bufs.push(await sharp(b).resize(cell, cell, { fit: "contain", background: "#ffffff" }).png().toBuffer());
}
const rows = Math.ceil(bufs.length / cols);
await sharp({ create: { width: cols * cell, height: rows * cell, channels: 3, background: "#fff" } })
  .composite(bufs.map((input, i) => ({ input, left: (i % cols) * cell, top: Math.floor(i / cols) * cell })))
  .png()
  .toFile(out!);
console.info("ok", out);
