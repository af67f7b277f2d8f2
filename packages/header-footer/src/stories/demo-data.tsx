import type { Country, NavCategory, NavCollection } from "../lib/types";

/** Demo category tree for stories (three levels). */
export const DEMO_CATEGORIES: NavCategory[] = [
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
          { id: 113, title: "训练鞋", href: "/explore/men/shoes/training" },
        ],
      },
      {
        id: 12,
        title: "服装",
        href: "/explore/men/apparel",
        children: [
          { id: 121, title: "T恤", href: "/explore/men/apparel/tees" },
          { id: 122, title: "夹克", href: "/explore/men/apparel/jackets" },
        ],
      },
    ],
  },
  {
    id: 2,
    title: "女子",
    href: "/explore/women",
    children: [
      {
        id: 21,
        title: "鞋类",
        href: "/explore/women/shoes",
        children: [
          { id: 211, title: "跑步鞋", href: "/explore/women/shoes/running" },
          { id: 212, title: "生活鞋", href: "/explore/women/shoes/lifestyle" },
        ],
      },
      {
        id: 22,
        title: "服装",
        href: "/explore/women/apparel",
        children: [
          { id: 221, title: "运动内衣", href: "/explore/women/apparel/bras" },
          { id: 222, title: "紧身裤", href: "/explore/women/apparel/tights" },
        ],
      },
    ],
  },
  {
    id: 3,
    title: "配件",
    href: "/explore/accessories",
    children: [
      { id: 31, title: "背包", href: "/explore/accessories/bags" },
      { id: 32, title: "袜子", href: "/explore/accessories/socks" },
      { id: 33, title: "帽子", href: "/explore/accessories/caps" },
    ],
  },
];

/** Demo collections: first is menu 2, second is menu 3 (a header left item). */
export const DEMO_COLLECTIONS: NavCollection[] = [
  {
    name: "新品上市",
    children: [
      { name: "本周新品", link: "/explore/collection/1" },
      { name: "限量发售", link: "/explore/collection/2" },
    ],
  },
  {
    name: "疾风系列",
    children: [
      { name: "疾风跑鞋", link: "/explore/collection/3" },
      { name: "疾风竞速短裤", link: "/explore/collection/4" },
      { name: "疾风训练服", link: "/explore/collection/5" },
      { name: "夜跑反光系列", link: "/explore/collection/6" },
    ],
  },
];

/** Demo countries for the chooser. */
export const DEMO_COUNTRIES: Country[] = [
  { id: 1, country_name: "中国大陆", links: [{ id: 1, language_name: "简体中文", link: "https://www.xunlan.example/" }] },
  {
    id: 2,
    country_name: "中国香港",
    links: [
      { id: 2, language_name: "繁體中文", link: "https://hk.xunlan.example/zh" },
      { id: 3, language_name: "English", link: "https://hk.xunlan.example/en" },
    ],
  },
  { id: 3, country_name: "新加坡", links: [{ id: 4, language_name: "English", link: "https://sg.xunlan.example/" }] },
];

/** A page-like block so layout stories show the header over content. */
export function DemoHero() {
  return (
    <div className="relative flex min-h-[560px] items-end overflow-hidden bg-[linear-gradient(135deg,#1f1f1f_0%,#111_55%,#2a120a_100%)] text-paper">
      <div aria-hidden="true" className="absolute top-0 right-[18%] h-full w-24 -skew-x-[18deg] bg-accent/90" />
      <div aria-hidden="true" className="absolute top-0 right-[12%] h-full w-6 -skew-x-[18deg] bg-paper/10" />
      <div className="relative mx-auto w-full max-w-layout-xl px-4 pb-14 lg:px-10 lg:pb-20">
        <p className="mb-4 text-xs font-bold tracking-[0.3em] text-accent">NEW SEASON · 疾风系列</p>
        <h1 className="font-display text-display-md italic lg:text-display-xl">
          快一步
          <br />
          抵达终点
        </h1>
        <a
          href="#shop"
          className="mt-8 inline-flex h-14 items-center bg-paper px-8 text-sm font-bold text-ink hover:bg-accent hover:text-paper"
        >
          立即选购
        </a>
      </div>
    </div>
  );
}
