import type { Country, NavCategory, NavCollection } from "../lib/types";

/** A small three-level category tree. */
export const CATEGORIES: NavCategory[] = [
  {
    id: 1,
    title: "男子",
    href: "/explore/men",
    children: [
      {
        id: 11,
        title: "鞋类",
        href: "/explore/men/shoes",
        children: [
          { id: 111, title: "跑步鞋", href: "/explore/men/shoes/running" },
          { id: 112, title: "篮球鞋", href: "/explore/men/shoes/basketball" },
        ],
      },
      { id: 12, title: "服装", href: "/explore/men/apparel" },
    ],
  },
  {
    id: 2,
    title: "女子",
    href: "/explore/women",
    children: [{ id: 21, title: "鞋类", href: "/explore/women/shoes" }],
  },
];

/** Two collections: the first is menu 2, the second menu 3. */
export const COLLECTIONS: NavCollection[] = [
  { name: "新品上市", children: [{ name: "本周新品", link: "/explore/collection/1" }] },
  {
    name: "疾风系列",
    children: [
      { name: "疾风跑鞋", link: "/explore/collection/2" },
      { name: "疾风训练服", link: "/explore/collection/3" },
    ],
  },
];

/** Countries for the chooser. */
export const COUNTRIES: Country[] = [
  {
    id: 1,
    country_name: "中国大陆",
    links: [{ id: 1, language_name: "简体中文", link: "https://www.xunlan.example/" }],
  },
  {
    id: 2,
    country_name: "中国香港",
    links: [
      { id: 2, language_name: "繁體中文", link: "https://hk.xunlan.example/zh" },
      { id: 3, language_name: "English", link: "https://hk.xunlan.example/en" },
    ],
  },
];
