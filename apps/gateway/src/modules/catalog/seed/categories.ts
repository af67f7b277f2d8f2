/** One node of the seeded category tree; `children` nest to three levels (spec §3). */
export interface CategorySeed {
  title: string;
  /** This level's route slug (lowercase, a–z, 0–9, "-"). */
  route: string;
  /** Defaults to the node's position among its siblings × 10. */
  sort?: number;
  description?: string;
  bigCardInterval?: number;
  shareImg?: string;
  /** Default true; false = never returned. */
  enable?: boolean;
  /** Default true; false = hidden (only with includeHidden / from=hidden). */
  enableAtWebsite?: boolean;
  children?: CategorySeed[];
}

const leaves = (pairs: ReadonlyArray<readonly [title: string, route: string]>): CategorySeed[] =>
  pairs.map(([title, route]) => ({ title, route }));

const ADULT_SHOES = leaves([
  ["跑步鞋", "running"],
  ["训练鞋", "training"],
  ["篮球鞋", "basketball"],
  ["户外鞋", "outdoor"],
  ["休闲鞋", "lifestyle"],
]);

const ADULT_ACCESSORIES = leaves([
  ["袜子", "socks"],
  ["帽子", "caps"],
  ["包袋", "bags"],
]);

/**
 * The demo category tree seeded on first start. The catalog module extends this list;
 * existing rows are matched by (parent, route) and left as they are, so edits survive restarts.
 */
export const CATEGORY_SEED: CategorySeed[] = [
  {
    title: "男子",
    route: "men",
    description: "迅岚男子跑步、训练、篮球与户外装备",
    bigCardInterval: 8,
    children: [
      {
        title: "鞋类",
        route: "shoes",
        children: [
          ...ADULT_SHOES,
          // Hidden until the drop: reachable only by from=hidden links (spec §2).
          { title: "联名限定", route: "collab", enableAtWebsite: false },
          // Retired line: disabled, never returned.
          { title: "滑板鞋", route: "skate", enable: false },
        ],
      },
      {
        title: "服装",
        route: "apparel",
        children: leaves([
          ["T恤", "tshirts"],
          ["卫衣", "hoodies"],
          ["夹克", "jackets"],
          ["短裤", "shorts"],
          ["长裤", "pants"],
        ]),
      },
      { title: "配件", route: "accessories", children: ADULT_ACCESSORIES },
    ],
  },
  {
    title: "女子",
    route: "women",
    description: "迅岚女子跑步、训练与瑜伽装备",
    bigCardInterval: 8,
    children: [
      { title: "鞋类", route: "shoes", children: ADULT_SHOES },
      {
        title: "服装",
        route: "apparel",
        children: leaves([
          ["T恤", "tshirts"],
          ["运动内衣", "sports-bras"],
          ["卫衣", "hoodies"],
          ["夹克", "jackets"],
          ["紧身裤", "leggings"],
          ["短裤", "shorts"],
          ["长裤", "pants"],
        ]),
      },
      { title: "配件", route: "accessories", children: ADULT_ACCESSORIES },
    ],
  },
  {
    title: "儿童",
    route: "kids",
    description: "迅岚儿童运动鞋服",
    children: [
      {
        title: "鞋类",
        route: "shoes",
        children: leaves([
          ["跑步鞋", "running"],
          ["训练鞋", "training"],
          ["篮球鞋", "basketball"],
          ["户外鞋", "outdoor"],
          ["休闲鞋", "lifestyle"],
        ]),
      },
      {
        title: "服装",
        route: "apparel",
        children: leaves([
          ["T恤", "tshirts"],
          ["卫衣", "hoodies"],
          ["夹克", "jackets"],
          ["短裤", "shorts"],
          ["长裤", "pants"],
          ["运动套装", "sets"],
        ]),
      },
      {
        title: "配件",
        route: "accessories",
        children: leaves([
          ["袜子", "socks"],
          ["帽子", "caps"],
          ["书包", "backpacks"],
        ]),
      },
    ],
  },
  {
    title: "运动",
    route: "sports",
    description: "按运动项目选购",
    children: [
      {
        title: "跑步",
        route: "running",
        children: leaves([
          ["路跑", "road"],
          ["越野跑", "trail"],
          ["马拉松", "marathon"],
        ]),
      },
      {
        title: "篮球",
        route: "basketball",
        children: leaves([
          ["篮球鞋", "shoes"],
          ["球衣", "jerseys"],
        ]),
      },
      {
        title: "训练",
        route: "training",
        children: leaves([
          ["健身", "gym"],
          ["瑜伽", "yoga"],
        ]),
      },
      {
        title: "户外",
        route: "outdoor",
        children: leaves([
          ["徒步", "hiking"],
          ["露营", "camping"],
        ]),
      },
    ],
  },
  {
    // Internal sale: hidden from menus, reachable by from=hidden links only.
    title: "员工内购",
    route: "employee-sale",
    enableAtWebsite: false,
    children: [
      { title: "鞋类", route: "shoes", children: leaves([["全部鞋类", "all"]]) },
      { title: "服装", route: "apparel", children: leaves([["全部服装", "all"]]) },
    ],
  },
  {
    title: "新品预售",
    route: "pre-launch",
    enableAtWebsite: false,
    children: [{ title: "跑鞋首发", route: "running", children: leaves([["竞速跑鞋", "racing"]]) }],
  },
  {
    // Last season's clearance, switched off.
    title: "清仓特惠",
    route: "clearance",
    enable: false,
    children: [{ title: "鞋类", route: "shoes", children: leaves([["跑步鞋", "running"]]) }],
  },
];
