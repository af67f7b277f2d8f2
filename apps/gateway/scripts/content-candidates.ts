/**
 * Prints product colours of the seeded demo catalogue (`generateCatalogue({ seed: 1 })`) that
 * content documents can reference, filtered by type, gender, sub-type and tag — for picking
 * real ids when editing packages/cms-content/documents (recmd, collections, rails, pdp stories).
 * Only website-visible, published colours are listed.
 *
 *   pnpm --filter @xunlan/gateway content:candidates --type Shoes --gender men --sub 跑步 --tag 新品 --limit 20
 */
import { parseArgs } from "node:util";
import { categoryPathString, generateCatalogue } from "@xunlan/catalog-data";

const { values } = parseArgs({
  options: {
    type: { type: "string" },
    gender: { type: "string" },
    sub: { type: "string" },
    tag: { type: "string" },
    path: { type: "string" },
    limit: { type: "string", default: "30" },
    "one-per-style": { type: "boolean", default: false },
  },
});

const catalogue = generateCatalogue({ seed: 1, stock: false });
const rows: string[] = [];
for (const style of catalogue.styles) {
  if (values.type && style.styleProductType !== values.type) continue;
  if (values.gender && style.styleGroupGender !== values.gender) continue;
  if (values.sub && !style.styleProductSubType.includes(values.sub)) continue;
  if (values.path && !style.categoryPaths.some((p) => categoryPathString(p).startsWith(values.path!))) continue;
  for (const colour of style.productColors) {
    if (!colour.enableAtWebsite || !colour.publish) continue;
    if (values.tag && colour.productTag?.tagName !== values.tag) continue;
    rows.push(
      [
        colour.productId.padEnd(16),
        style.styleSku.padEnd(12),
        style.styleSlug.padEnd(28),
        style.styleProductType.padEnd(11),
        style.styleGroupGender.padEnd(7),
        style.styleProductSubType.padEnd(8),
        (colour.productTag?.tagName ?? "-").padEnd(5),
        String(colour.price).padStart(6),
        `${style.styleDisplayNameCn} ${colour.productColorLang.colorNameCn}`,
        categoryPathString(style.category),
      ].join(" "),
    );
    if (values["one-per-style"]) break;
  }
}
console.info(rows.slice(0, Number(values.limit)).join("\n"));
console.info(`(${rows.length} matching colours of ${catalogue.styles.reduce((n, s) => n + s.productColors.length, 0)})`);
