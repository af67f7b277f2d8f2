/**
 * Real-looking size runs and the size charts that explain them. Shoe CN sizes are foot length
 * in mm (Chinese GB convention), as printed on the box.
 */
import type { Gender, ProductType, SizeChart } from "./types";

/** One entry of a size run, before ids and EANs are assigned. */
export interface SizeRunEntry {
  label: string;
  usSize: string;
  cnSize: string;
  euSize: string | null;
}

// [US, EU, CN mm]
const MEN_SHOES: Array<[string, string, number]> = [
  ["6.5", "39", 245],
  ["7", "40", 250],
  ["7.5", "40.5", 255],
  ["8", "41", 260],
  ["8.5", "42", 265],
  ["9", "42.5", 270],
  ["9.5", "43", 275],
  ["10", "44", 280],
  ["10.5", "44.5", 285],
  ["11", "45", 290],
  ["12", "46", 300],
];
const WOMEN_SHOES: Array<[string, string, number]> = [
  ["5", "35.5", 220],
  ["5.5", "36", 225],
  ["6", "36.5", 230],
  ["6.5", "37.5", 235],
  ["7", "38", 240],
  ["7.5", "38.5", 245],
  ["8", "39", 250],
  ["8.5", "40", 255],
  ["9", "40.5", 260],
  ["10", "42", 270],
];
const KIDS_SHOES: Array<[string, string, number]> = [
  ["11C", "28", 175],
  ["12C", "29.5", 180],
  ["13C", "31", 190],
  ["1Y", "32", 200],
  ["2Y", "33.5", 210],
  ["3Y", "35", 220],
  ["4Y", "36", 230],
  ["5Y", "37.5", 235],
  ["6Y", "38.5", 240],
  ["7Y", "40", 250],
];
// [label, CN height/chest, chest cm, waist cm, hip cm]
const MEN_APPAREL: Array<[string, string, string, string, string]> = [
  ["XS", "165/84A", "84-88", "70-74", "84-88"],
  ["S", "170/88A", "88-92", "74-78", "88-92"],
  ["M", "175/92A", "92-96", "78-82", "92-96"],
  ["L", "180/96A", "96-100", "82-86", "96-100"],
  ["XL", "185/100A", "100-104", "86-90", "100-104"],
  ["XXL", "190/104A", "104-108", "90-94", "104-108"],
];
const WOMEN_APPAREL: Array<[string, string, string, string, string]> = [
  ["XS", "150/76A", "76-80", "60-64", "84-88"],
  ["S", "155/80A", "80-84", "64-68", "88-92"],
  ["M", "160/84A", "84-88", "68-72", "92-96"],
  ["L", "165/88A", "88-92", "72-76", "96-100"],
  ["XL", "170/92A", "92-96", "76-80", "100-104"],
  ["XXL", "175/96A", "96-100", "80-84", "104-108"],
];
// [CN height, US label, chest, waist, hip]
const KIDS_APPAREL: Array<[string, string, string, string, string]> = [
  ["110", "XS (4-5)", "56-58", "52-54", "58-62"],
  ["120", "S (6-7)", "60-62", "54-56", "62-66"],
  ["130", "M (8)", "64-66", "56-58", "66-70"],
  ["140", "L (10-12)", "68-72", "58-61", "70-75"],
  ["150", "XL (14)", "74-78", "61-64", "76-81"],
  ["160", "XXL (16)", "80-84", "64-68", "82-87"],
];

/** Which size system a product uses. */
export type SizeSystem = "shoes" | "apparel" | "socks" | "one-size";

/** The size run for a product type and gender. Unisex shoes and apparel use the men's run. */
export function sizeRun(system: SizeSystem, gender: Gender): SizeRunEntry[] {
  switch (system) {
    case "shoes": {
      const run = gender === "women" ? WOMEN_SHOES : gender === "kids" ? KIDS_SHOES : MEN_SHOES;
      return run.map(([us, eu, cn]) => ({ label: eu, usSize: us, cnSize: String(cn), euSize: eu }));
    }
    case "apparel": {
      if (gender === "kids") return KIDS_APPAREL.map(([h, us]) => ({ label: h, usSize: us, cnSize: `${h}`, euSize: null }));
      const run = gender === "women" ? WOMEN_APPAREL : MEN_APPAREL;
      return run.map(([l, cn]) => ({ label: l, usSize: l, cnSize: cn, euSize: null }));
    }
    case "socks":
      return gender === "kids"
        ? [
            { label: "S", usSize: "S", cnSize: "S (28-32)", euSize: "28-32" },
            { label: "M", usSize: "M", cnSize: "M (33-36)", euSize: "33-36" },
          ]
        : [
            { label: "S", usSize: "S", cnSize: "S (35-38)", euSize: "35-38" },
            { label: "M", usSize: "M", cnSize: "M (39-42)", euSize: "39-42" },
            { label: "L", usSize: "L", cnSize: "L (43-46)", euSize: "43-46" },
          ];
    case "one-size":
      return [{ label: "ONE SIZE", usSize: "OS", cnSize: "均码", euSize: null }];
  }
}

/** Size-chart id for a product: one chart per type × gender (+ socks, one size). */
export function sizeChartIdFor(system: SizeSystem, gender: Gender): number {
  const g = gender === "women" ? 1 : gender === "kids" ? 2 : 0;
  switch (system) {
    case "shoes":
      return 1 + g;
    case "apparel":
      return 4 + g;
    case "socks":
      return gender === "kids" ? 8 : 7;
    case "one-size":
      return 9;
  }
}

const GENDER_CN = { men: "男子", women: "女子", kids: "儿童", unisex: "男女同款" } as const;

/** Every size chart the catalogue references, keyed by `id` (= `sizeChartId` on colours). */
export function buildSizeCharts(): SizeChart[] {
  const shoe = (id: number, gender: Gender, run: Array<[string, string, number]>): SizeChart => ({
    id,
    code: `shoes-${gender}`,
    title: `${GENDER_CN[gender]}鞋类尺码表`,
    productType: "Shoes" as ProductType,
    gender,
    columns: [
      { key: "cn", label: "中国码 (mm)" },
      { key: "us", label: "美码 US" },
      { key: "eu", label: "欧码 EU" },
      { key: "foot", label: "脚长 (cm)" },
    ],
    rows: run.map(([us, eu, cn]) => ({ cn: String(cn), us, eu, foot: (cn / 10).toFixed(1) })),
    note: "请赤脚站立测量脚跟到最长脚趾的距离；脚背较高或脚型偏宽建议选大半码。",
  });
  const wear = (id: number, gender: Gender, run: Array<[string, string, string, string, string]>): SizeChart => ({
    id,
    code: `apparel-${gender}`,
    title: `${GENDER_CN[gender]}服装尺码表`,
    productType: "Apparel",
    gender,
    columns:
      gender === "kids"
        ? [
            { key: "cn", label: "中国码 身高 (cm)" },
            { key: "us", label: "美码 US" },
            { key: "chest", label: "胸围 (cm)" },
            { key: "waist", label: "腰围 (cm)" },
            { key: "hip", label: "臀围 (cm)" },
          ]
        : [
            { key: "size", label: "尺码" },
            { key: "cn", label: "号型" },
            { key: "chest", label: "胸围 (cm)" },
            { key: "waist", label: "腰围 (cm)" },
            { key: "hip", label: "臀围 (cm)" },
          ],
    rows: run.map(
      ([a, b, chest, waist, hip]): Record<string, string> =>
        gender === "kids" ? { cn: a, us: b, chest, waist, hip } : { size: a, cn: b, chest, waist, hip },
    ),
    note: "尺寸为身体净尺寸；介于两个尺码之间时，贴身穿着选小码，宽松穿着选大码。",
  });
  return [
    shoe(1, "men", MEN_SHOES),
    shoe(2, "women", WOMEN_SHOES),
    shoe(3, "kids", KIDS_SHOES),
    wear(4, "men", MEN_APPAREL),
    wear(5, "women", WOMEN_APPAREL),
    wear(6, "kids", KIDS_APPAREL),
    {
      id: 7,
      code: "socks-unisex",
      title: "袜子尺码表",
      productType: "Accessories",
      gender: "unisex",
      columns: [
        { key: "size", label: "尺码" },
        { key: "eu", label: "适合鞋码 EU" },
        { key: "cn", label: "适合脚长 (mm)" },
      ],
      rows: [
        { size: "S", eu: "35-38", cn: "225-240" },
        { size: "M", eu: "39-42", cn: "245-265" },
        { size: "L", eu: "43-46", cn: "270-300" },
      ],
      note: "介于两个尺码之间时建议选大一码。",
    },
    {
      id: 8,
      code: "socks-kids",
      title: "儿童袜子尺码表",
      productType: "Accessories",
      gender: "kids",
      columns: [
        { key: "size", label: "尺码" },
        { key: "eu", label: "适合鞋码 EU" },
        { key: "cn", label: "适合脚长 (mm)" },
      ],
      rows: [
        { size: "S", eu: "28-32", cn: "170-200" },
        { size: "M", eu: "33-36", cn: "205-230" },
      ],
      note: "介于两个尺码之间时建议选大一码。",
    },
    {
      id: 9,
      code: "one-size",
      title: "均码配件",
      productType: "Accessories",
      gender: "unisex",
      columns: [
        { key: "size", label: "尺码" },
        { key: "fit", label: "说明" },
      ],
      rows: [{ size: "均码", fit: "帽子可调节头围 54-60 cm；包袋尺寸见商品详情。" }],
      note: "均码商品无需选择尺码。",
    },
  ];
}

/** One row of the size conversion table (`size_conversions`), as seeded. */
export interface SizeConversionSeed {
  system: SizeSystem;
  gender: "men" | "women" | "kids";
  usSize: string;
  euSize: string | null;
  cnSize: string;
  letter: string | null;
  footMm: number | null;
  chest: string | null;
  waist: string | null;
  hip: string | null;
  sort: number;
}

/**
 * The size conversion table: every size of every run, in size order. The seed writes it once;
 * size chips, size buttons, size charts and the help size guide all read it.
 */
export function sizeConversionSeed(): SizeConversionSeed[] {
  const rows: SizeConversionSeed[] = [];
  const none = { letter: null, footMm: null, chest: null, waist: null, hip: null };
  const shoes = (gender: SizeConversionSeed["gender"], run: Array<[string, string, number]>) =>
    run.forEach(([us, eu, cn], i) =>
      rows.push({ system: "shoes", gender, usSize: us, euSize: eu, cnSize: String(cn), ...none, footMm: cn, sort: i + 1 }),
    );
  shoes("men", MEN_SHOES);
  shoes("women", WOMEN_SHOES);
  shoes("kids", KIDS_SHOES);
  const adult = (gender: "men" | "women", run: Array<[string, string, string, string, string]>) =>
    run.forEach(([letter, cn, chest, waist, hip], i) =>
      rows.push({
        system: "apparel",
        gender,
        usSize: letter,
        euSize: null,
        cnSize: cn,
        letter,
        footMm: null,
        chest,
        waist,
        hip,
        sort: i + 1,
      }),
    );
  adult("men", MEN_APPAREL);
  adult("women", WOMEN_APPAREL);
  KIDS_APPAREL.forEach(([height, us, chest, waist, hip], i) =>
    rows.push({
      system: "apparel",
      gender: "kids",
      usSize: us,
      euSize: null,
      cnSize: height,
      letter: us.split(" ")[0] ?? us,
      footMm: null,
      chest,
      waist,
      hip,
      sort: i + 1,
    }),
  );
  for (const gender of ["men", "women", "kids"] as const)
    sizeRun("socks", gender).forEach((s, i) =>
      rows.push({ system: "socks", gender, usSize: s.usSize, euSize: s.euSize, cnSize: s.cnSize, ...none, letter: s.label, sort: i + 1 }),
    );
  for (const gender of ["men", "women", "kids"] as const)
    rows.push({ system: "one-size", gender, usSize: "OS", euSize: null, cnSize: "均码", ...none, sort: 1 });
  return rows;
}
