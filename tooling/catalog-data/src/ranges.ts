/**
 * The brand's range: model families with their Chinese copy. Each family × version × gender
 * becomes one style. Copy is written per family so the PDPs read like a real brand's.
 */
import type { ThirdSlug } from "./categories";
import type { Gender, ProductType, Silhouette } from "./types";
import type { SizeSystem } from "./sizes";

/** A model family, e.g. Velox Run (疾速). */
export interface Family {
  /** Slug stem, e.g. "velox-run"; the renderer looks families up by this prefix. */
  key: string;
  name: string;
  /** Chinese series name, e.g. 疾速. */
  cn: string;
  type: ProductType;
  subType: ThirdSlug;
  silhouette: Silhouette;
  /** Model generations; null = no number in the name. */
  versions: Array<number | null>;
  genders: Gender[];
  /** Also a men's wide (宽楦版) style of the newest version. */
  wide?: boolean;
  /** Men's list price in CNY. */
  price: number;
  /** Secondary Chinese line (styleDisplayNameCn2). */
  tagline: string;
  /** One or two sentences on the technology: the first part of the description. */
  story: string;
  /** Feature filter values. */
  features: string[];
  /** Limited runs carry a purchase limit and the 限量 tag more often. */
  limited?: boolean;
  /** Suffix words in the English name, e.g. "Tee", "Hoodie" (already in `name` when empty). */
  sizeSystem: SizeSystem;
}

const f = (x: Omit<Family, "sizeSystem"> & { sizeSystem?: SizeSystem }): Family => ({
  sizeSystem: x.type === "Shoes" ? "shoes" : x.type === "Apparel" ? "apparel" : "one-size",
  ...x,
});

/** Every family, in catalogue order. */
export const FAMILIES: readonly Family[] = [
  // ── Shoes · running ───────────────────────────────────────────────────────────
  f({
    key: "velox-run", name: "Velox Run", cn: "疾速", type: "Shoes", subType: "running", silhouette: "runner",
    versions: [2, 3, 4], genders: ["men", "women", "kids"], wide: true, price: 799,
    tagline: "日常训练 轻盈回弹",
    story: "全掌 LANFOAM 岚弹中底兼顾缓震与回弹，从晨跑 5 公里到周末长距离都游刃有余。",
    features: ["cushioning", "breathable"],
  }),
  f({
    key: "cirrus", name: "Cirrus", cn: "卷云", type: "Shoes", subType: "running", silhouette: "runner",
    versions: [2, 3], genders: ["men", "women"], price: 1099,
    tagline: "极致缓震 长距离之选",
    story: "加厚双密度 LANFOAM 中底配合前掌摇篮式设计，落地柔软、过渡顺滑，为长距离和恢复跑而生。",
    features: ["cushioning", "max-cushion"],
  }),
  f({
    key: "aero-glide", name: "Aero Glide", cn: "凌风", type: "Shoes", subType: "running", silhouette: "runner",
    versions: [1, 2], genders: ["men", "women", "kids"], price: 899,
    tagline: "轻量节奏 随心提速",
    story: "单只重量仅约 225 克，超临界发泡中底带来灵敏脚感，适合节奏跑与间歇训练。",
    features: ["lightweight", "breathable"],
  }),
  f({
    key: "tempo-elite", name: "Tempo Elite", cn: "竞速", type: "Shoes", subType: "running", silhouette: "racer",
    versions: [1, 2], genders: ["men", "women"], price: 1599, limited: true,
    tagline: "全掌碳板 为破 PB 而生",
    story: "全掌 X-PLATE 碳纤维板嵌入高回弹 PEBA 中底，推进有力，专为半程与全程马拉松比赛打造。",
    features: ["carbon-plate", "lightweight"],
  }),
  f({
    key: "stride-lite", name: "Stride Lite", cn: "轻跃", type: "Shoes", subType: "running", silhouette: "runner",
    versions: [4, 5], genders: ["men", "women", "kids"], price: 499,
    tagline: "入门跑鞋 轻松上脚",
    story: "EVA 中底轻盈柔软，鞋面采用透气网布，是开启跑步习惯的理想第一双。",
    features: ["breathable", "lightweight"],
  }),
  // ── Shoes · outdoor ───────────────────────────────────────────────────────────
  f({
    key: "ridge-trail", name: "Ridge Trail", cn: "山脊", type: "Shoes", subType: "outdoor", silhouette: "trail",
    versions: [2, 3], genders: ["men", "women"], price: 999,
    tagline: "越野跑鞋 山地抓地",
    story: "5 毫米多向齿纹 GRIP 大底在碎石与湿滑路面上稳稳抓地，内置防石片保护足底。",
    features: ["grip", "cushioning"],
  }),
  f({
    key: "ridge-trail-gtx", name: "Ridge Trail GTX", cn: "山脊 防水", type: "Shoes", subType: "outdoor",
    silhouette: "trail", versions: [null], genders: ["men", "women"], price: 1299,
    tagline: "防水越野 全天候出发",
    story: "STORMSHIELD 防水透气内膜挡住雨水与泥浆，搭配 GRIP 大底，雨季山路照样放心奔跑。",
    features: ["waterproof", "grip"],
  }),
  f({
    key: "summit-hike", name: "Summit Hike Mid", cn: "峰岚", type: "Shoes", subType: "outdoor", silhouette: "hiker",
    versions: [null], genders: ["men", "women"], price: 1199,
    tagline: "中帮徒步 稳定支撑",
    story: "中帮设计包裹脚踝，TPU 稳定片与防水鞋面配合，重装徒步与轻量登山都更踏实。",
    features: ["waterproof", "stability"],
  }),
  f({
    key: "terra-trek", name: "Terra Trek", cn: "大地", type: "Shoes", subType: "outdoor", silhouette: "trail",
    versions: [null], genders: ["men", "women", "kids"], price: 699,
    tagline: "城市郊野 一鞋通行",
    story: "耐磨橡胶外底与加固鞋头适应城市步道与郊野小径，周末出行无需换鞋。",
    features: ["grip"],
  }),
  // ── Shoes · training ──────────────────────────────────────────────────────────
  f({
    key: "forge-tr", name: "Forge TR", cn: "锻造", type: "Shoes", subType: "training", silhouette: "trainer",
    versions: [1, 2, 3], genders: ["men", "women"], price: 699,
    tagline: "综合训练 稳如磐石",
    story: "宽大平稳的后跟与低落差中底，深蹲、硬拉和跳跃训练时重心更稳。",
    features: ["stability"],
  }),
  f({
    key: "core-flex", name: "Core Flex", cn: "核芯", type: "Shoes", subType: "training", silhouette: "trainer",
    versions: [null], genders: ["men", "women", "kids"], price: 549,
    tagline: "灵活多向 自由训练",
    story: "前掌深度屈挠槽让脚掌自然弯折，适合 HIIT、跳绳与多方向移动训练。",
    features: ["lightweight", "breathable"],
  }),
  // ── Shoes · basketball ────────────────────────────────────────────────────────
  f({
    key: "apex-court", name: "Apex Court", cn: "巅峰", type: "Shoes", subType: "basketball", silhouette: "hightop",
    versions: [1, 2], genders: ["men", "women", "kids"], price: 1099,
    tagline: "实战篮球 爆发启动",
    story: "前掌 LANFOAM 缓震单元与后跟 TPU 稳定框协同，急停变向时保护与响应兼得。",
    features: ["cushioning", "stability"],
  }),
  f({
    key: "skyline-mid", name: "Skyline Mid", cn: "天际", type: "Shoes", subType: "basketball", silhouette: "hightop",
    versions: [null], genders: ["men", "women", "kids"], price: 899,
    tagline: "中帮篮球 街场利器",
    story: "人字纹耐磨外底适合室外水泥场，中帮鞋领与魔术贴绑带加强脚踝锁定。",
    features: ["grip", "stability"],
  }),
  // ── Shoes · lifestyle ─────────────────────────────────────────────────────────
  f({
    key: "heritage-86", name: "Heritage 86", cn: "复刻 86", type: "Shoes", subType: "lifestyle", silhouette: "court",
    versions: [null], genders: ["men", "women"], price: 699,
    tagline: "经典复刻 八六年档案",
    story: "取自品牌 1986 年档案中的网球鞋，保留经典侧边条纹与缝线细节。",
    features: ["leather"],
  }),
  f({
    key: "heritage-72", name: "Heritage 72", cn: "复刻 72", type: "Shoes", subType: "lifestyle", silhouette: "runner",
    versions: [null], genders: ["men", "women"], price: 749,
    tagline: "复古跑鞋 麂皮拼接",
    story: "七十年代竞速跑鞋的线条，猪巴革与尼龙拼接鞋面，楔形中底带来复古轮廓。",
    features: ["suede"],
  }),
  f({
    key: "street-lo", name: "Street Lo", cn: "街头", type: "Shoes", subType: "lifestyle", silhouette: "court",
    versions: [null], genders: ["men", "women", "kids"], price: 599,
    tagline: "百搭板鞋 日日可穿",
    story: "硫化工艺杯底与柔软皮革鞋面，越穿越合脚，是衣橱里最百搭的一双。",
    features: ["leather"],
  }),
  f({
    key: "street-hi", name: "Street Hi", cn: "街头 高帮", type: "Shoes", subType: "lifestyle", silhouette: "hightop",
    versions: [null], genders: ["men", "women"], price: 699,
    tagline: "高帮板鞋 街头态度",
    story: "高帮轮廓搭配加厚鞋领，兼具支撑与街头风格，裤脚随意堆叠也好看。",
    features: ["leather"],
  }),
  f({
    key: "drift-runner", name: "Drift Runner", cn: "漫游", type: "Shoes", subType: "lifestyle", silhouette: "runner",
    versions: [null], genders: ["men", "women"], price: 799,
    tagline: "城市漫游 全天舒适",
    story: "跑鞋级缓震装进通勤造型，一整天走路也不累脚。",
    features: ["cushioning"],
  }),
  f({
    key: "canvas-court", name: "Canvas Court", cn: "帆布", type: "Shoes", subType: "lifestyle", silhouette: "court",
    versions: [null], genders: ["men", "women"], price: 399,
    tagline: "帆布低帮 轻松随性",
    story: "12 安士厚帆布鞋面与生胶外底，简洁耐看，越旧越有味道。",
    features: ["lightweight"],
  }),
  f({
    key: "recovery-slide", name: "Recovery Slide", cn: "舒缓", type: "Shoes", subType: "lifestyle", silhouette: "slide",
    versions: [null], genders: ["men", "women", "kids"], price: 299,
    tagline: "赛后恢复 软弹拖鞋",
    story: "一体成型的软弹泡棉鞋床贴合足弓，训练和比赛之后让双脚好好放松。",
    features: ["cushioning"],
  }),
  // ── Apparel · tshirts ─────────────────────────────────────────────────────────
  f({
    key: "airflow-tee", name: "AirFlow Tee", cn: "风动 速干", type: "Apparel", subType: "tshirts", silhouette: "tee",
    versions: [null], genders: ["men", "women", "kids"], price: 249,
    tagline: "速干排汗 清爽透气",
    story: "DRYLAN 速干面料快速导出汗水，腋下与背部激光透气孔让高强度训练也保持干爽。",
    features: ["quick-dry", "breathable"],
  }),
  f({
    key: "essential-logo-tee", name: "Essential Logo Tee", cn: "基础徽标", type: "Apparel", subType: "tshirts",
    silhouette: "tee", versions: [null], genders: ["men", "women", "kids"], price: 199,
    tagline: "纯棉基础 日常百搭",
    story: "220 克精梳棉汗布，手感厚实柔软，胸前印有 XUNLAN 字标。",
    features: ["cotton"],
  }),
  f({
    key: "pace-graphic-tee", name: "Pace Graphic Tee", cn: "配速图案", type: "Apparel", subType: "tshirts",
    silhouette: "tee", versions: [null], genders: ["men", "women"], price: 229,
    tagline: "跑者图案 城市奔跑",
    story: "背部印有城市马拉松配速图案，棉混纺面料兼顾舒适与速干。",
    features: ["cotton"],
  }),
  f({
    key: "run-division-tee", name: "Run Division Tee", cn: "跑者系列", type: "Apparel", subType: "tshirts",
    silhouette: "tee", versions: [null], genders: ["men", "women"], price: 299,
    tagline: "专业跑步 反光细节",
    story: "轻薄针织面料配合 360° 反光印花，清晨与夜跑都更醒目。",
    features: ["quick-dry", "reflective"],
  }),
  f({
    key: "run-singlet", name: "Run Division Singlet", cn: "跑者背心", type: "Apparel", subType: "tshirts",
    silhouette: "tank", versions: [null], genders: ["men", "women"], price: 229,
    tagline: "竞赛背心 轻若无物",
    story: "网眼拼接背心重量不到 80 克，比赛日的号码布位置也为你预留好了。",
    features: ["quick-dry", "lightweight"],
  }),
  f({
    key: "base-long-sleeve", name: "Base Long Sleeve", cn: "基础层 长袖", type: "Apparel", subType: "tshirts",
    silhouette: "longsleeve", versions: [null], genders: ["men", "women"], price: 299,
    tagline: "秋冬打底 保暖速干",
    story: "内层微磨毛面料锁住体温，拇指孔设计让袖口不再上滑。",
    features: ["quick-dry", "warm"],
  }),
  f({
    key: "half-zip-top", name: "Half-Zip Top", cn: "半拉链", type: "Apparel", subType: "tshirts",
    silhouette: "longsleeve", versions: [null], genders: ["men", "women"], price: 399,
    tagline: "半拉链 随时调节",
    story: "半拉链立领可根据体感调节通风，弹力面料随动作伸展。",
    features: ["quick-dry", "stretch"],
  }),
  f({
    key: "oversized-tee", name: "Oversized Tee", cn: "宽松", type: "Apparel", subType: "tshirts",
    silhouette: "tee", versions: [null], genders: ["men", "women"], price: 249,
    tagline: "落肩宽松 街头廓形",
    story: "落肩廓形与加长衣身，重磅纯棉面料挺括有型。",
    features: ["cotton"],
  }),
  // ── Apparel · hoodies ─────────────────────────────────────────────────────────
  f({
    key: "thermo-fleece-hoodie", name: "Thermo Fleece Hoodie", cn: "保暖抓绒", type: "Apparel", subType: "hoodies",
    silhouette: "hoodie", versions: [null], genders: ["men", "women", "kids"], price: 599,
    tagline: "抓绒保暖 轻盈不臃肿",
    story: "双面抓绒面料保暖而轻盈，立体帽型与拇指孔袖口适合冬季户外热身。",
    features: ["warm"],
  }),
  f({
    key: "club-hoodie", name: "Club Hoodie", cn: "俱乐部", type: "Apparel", subType: "hoodies", silhouette: "hoodie",
    versions: [null], genders: ["men", "women", "kids"], price: 499,
    tagline: "经典连帽 柔软亲肤",
    story: "320 克毛圈棉面料，袋鼠兜与罗纹袖口，经典款式经得起反复洗涤。",
    features: ["cotton", "warm"],
  }),
  f({
    key: "french-terry-hoodie", name: "French Terry Hoodie", cn: "毛圈", type: "Apparel", subType: "hoodies",
    silhouette: "hoodie", versions: [null], genders: ["men", "women"], price: 459,
    tagline: "轻薄毛圈 春秋单穿",
    story: "轻薄法式毛圈面料适合春秋单穿，也可作为中间层叠穿。",
    features: ["cotton"],
  }),
  // ── Apparel · jackets ─────────────────────────────────────────────────────────
  f({
    key: "storm-shell-jacket", name: "Storm Shell Jacket", cn: "风暴", type: "Apparel", subType: "jackets",
    silhouette: "jacket", versions: [null], genders: ["men", "women"], price: 1099,
    tagline: "防水硬壳 风雨无阻",
    story: "2.5 层 STORMSHIELD 防水面料，全压胶接缝，10000 毫米静水压，可收纳兜帽。",
    features: ["waterproof", "windproof"],
  }),
  f({
    key: "windline-jacket", name: "Windline Jacket", cn: "轻风", type: "Apparel", subType: "jackets",
    silhouette: "jacket", versions: [null], genders: ["men", "women", "kids"], price: 699,
    tagline: "轻量风衣 可收纳",
    story: "轻量防泼水面料可收进自身口袋，背部激光透气孔加强散热。",
    features: ["windproof", "lightweight"],
  }),
  f({
    key: "lite-down-jacket", name: "Lite Down Jacket", cn: "轻羽", type: "Apparel", subType: "jackets",
    silhouette: "jacket", versions: [null], genders: ["men", "women", "kids"], price: 999,
    tagline: "轻量羽绒 温暖随行",
    story: "650 蓬松度白鸭绒填充，压缩后只有一瓶水大小，冬季通勤与旅行都方便。",
    features: ["warm", "lightweight"],
  }),
  f({
    key: "track-jacket", name: "Track Jacket", cn: "复古运动", type: "Apparel", subType: "jackets",
    silhouette: "jacket", versions: [null], genders: ["men", "women"], price: 599,
    tagline: "复古立领 经典条纹",
    story: "经典立领田径夹克，袖侧织带条纹向品牌档案致敬。",
    features: ["stretch"],
  }),
  f({
    key: "windline-vest", name: "Windline Vest", cn: "轻风 马甲", type: "Apparel", subType: "jackets",
    silhouette: "vest", versions: [null], genders: ["men", "women", "kids"], price: 499,
    tagline: "防风马甲 核心保暖",
    story: "前片防风、后背透气，清晨跑步时为核心区域保暖。",
    features: ["windproof", "lightweight"],
  }),
  // ── Apparel · shorts ──────────────────────────────────────────────────────────
  f({
    key: "stride-shorts", name: "Stride Shorts", cn: "步频", type: "Apparel", subType: "shorts", silhouette: "shorts",
    versions: [null], genders: ["men", "women"], price: 299,
    tagline: "内衬跑步短裤 轻盈无感",
    story: "内置速干内衬与后腰拉链袋，能放下手机和能量胶。",
    features: ["quick-dry", "lightweight"],
  }),
  f({
    key: "flex-training-shorts", name: "Flex Training Shorts", cn: "弹力训练", type: "Apparel", subType: "shorts",
    silhouette: "shorts", versions: [null], genders: ["men", "women", "kids"], price: 249,
    tagline: "四面弹 训练不受限",
    story: "四面弹力面料随深蹲和弓步自如伸展，侧袋深而稳固。",
    features: ["stretch", "quick-dry"],
  }),
  f({
    key: "court-shorts", name: "Court Shorts", cn: "球场", type: "Apparel", subType: "shorts", silhouette: "shorts",
    versions: [null], genders: ["men", "women", "kids"], price: 299,
    tagline: "篮球短裤 宽松及膝",
    story: "双层网眼篮球短裤，宽松及膝，侧边开衩便于大幅移动。",
    features: ["breathable"],
  }),
  f({
    key: "sweat-shorts", name: "Sweat Shorts", cn: "卫裤 短款", type: "Apparel", subType: "shorts", silhouette: "shorts",
    versions: [null], genders: ["men", "women", "kids"], price: 269,
    tagline: "毛圈短裤 居家出街",
    story: "柔软毛圈面料与抽绳腰头，居家放松和周末出街都舒服。",
    features: ["cotton"],
  }),
  // ── Apparel · pants ───────────────────────────────────────────────────────────
  f({
    key: "tech-jogger", name: "Tech Jogger", cn: "科技针织", type: "Apparel", subType: "pants", silhouette: "pants",
    versions: [null], genders: ["men", "women", "kids"], price: 499,
    tagline: "束脚长裤 利落修身",
    story: "双面空气层针织面料挺括保暖，锥形裤腿配合束脚，利落不臃肿。",
    features: ["warm", "stretch"],
  }),
  f({
    key: "track-pants", name: "Track Pants", cn: "运动", type: "Apparel", subType: "pants", silhouette: "pants",
    versions: [null], genders: ["men", "women"], price: 449,
    tagline: "复古运动裤 侧边条纹",
    story: "与田径夹克成套的复古运动裤，脚口拉链方便穿脱。",
    features: ["stretch"],
  }),
  f({
    key: "trail-pants", name: "Trail Pants", cn: "山径", type: "Apparel", subType: "pants", silhouette: "pants",
    versions: [null], genders: ["men", "women"], price: 599,
    tagline: "户外长裤 防泼耐磨",
    story: "防泼水尼龙面料与立体剪裁膝盖，徒步攀爬时活动自如。",
    features: ["windproof", "stretch"],
  }),
  f({
    key: "run-tights", name: "Run Tights", cn: "压缩", type: "Apparel", subType: "pants", silhouette: "pants",
    versions: [null], genders: ["men", "women"], price: 399,
    tagline: "紧身跑裤 肌肉支撑",
    story: "分区压缩面料支撑大腿与小腿肌群，减少长距离奔跑时的肌肉震动。",
    features: ["stretch", "quick-dry"],
  }),
  f({
    key: "fleece-pants", name: "Fleece Pants", cn: "抓绒", type: "Apparel", subType: "pants", silhouette: "pants",
    versions: [null], genders: ["men", "women", "kids"], price: 459,
    tagline: "加绒长裤 冬日必备",
    story: "内里加绒保暖，宽松直筒版型，冬天出门前最想穿上的那条裤子。",
    features: ["warm", "cotton"],
  }),
  // ── Accessories ───────────────────────────────────────────────────────────────
  f({
    key: "performance-crew-socks", name: "Performance Crew Socks 3 Pack", cn: "专业中筒", type: "Accessories",
    subType: "socks", silhouette: "socks", versions: [null], genders: ["unisex", "kids"], price: 99,
    sizeSystem: "socks", tagline: "三双装 足底加厚",
    story: "足底毛圈加厚吸震，足弓环形压缩减少袜子滑动。",
    features: ["cushioning"],
  }),
  f({
    key: "no-show-run-socks", name: "No-Show Run Socks 3 Pack", cn: "隐形跑步", type: "Accessories",
    subType: "socks", silhouette: "socks", versions: [null], genders: ["unisex"], price: 89, sizeSystem: "socks",
    tagline: "三双装 隐形不掉跟", story: "后跟硅胶防滑条防止掉跟，速干纱线保持双脚干爽。",
    features: ["quick-dry"],
  }),
  f({
    key: "cushioned-quarter-socks", name: "Cushioned Quarter Socks", cn: "缓震短筒", type: "Accessories",
    subType: "socks", silhouette: "socks", versions: [null], genders: ["unisex", "kids"], price: 79,
    sizeSystem: "socks", tagline: "短筒缓震 日常训练", story: "短筒设计保护脚踝免受鞋领摩擦，全掌缓震毛圈。",
    features: ["cushioning"],
  }),
  f({
    key: "performance-ankle-socks", name: "Performance Ankle Socks", cn: "专业踝袜", type: "Accessories",
    subType: "socks", silhouette: "socks", versions: [null], genders: ["unisex", "kids"], price: 69,
    sizeSystem: "socks", tagline: "踝袜 透气网眼", story: "脚背网眼透气，左右脚立体编织更贴合。",
    features: ["breathable"],
  }),
  f({
    key: "run-cap", name: "Run Cap", cn: "跑步", type: "Accessories", subType: "caps", silhouette: "cap",
    versions: [null], genders: ["unisex", "kids"], price: 199, tagline: "轻量跑帽 可折叠",
    story: "轻薄速干帽身可随手折叠，帽檐内侧吸汗带防止汗水流进眼睛。",
    features: ["quick-dry", "lightweight"],
  }),
  f({
    key: "classic-logo-cap", name: "Classic Logo Cap", cn: "经典徽标", type: "Accessories", subType: "caps",
    silhouette: "cap", versions: [null], genders: ["unisex", "kids"], price: 179, tagline: "六片式 棒球帽",
    story: "水洗斜纹棉帽身，刺绣 XUNLAN 字标，金属扣可调节头围。",
    features: ["cotton"],
  }),
  f({
    key: "everyday-backpack", name: "Everyday Backpack 25L", cn: "日常", type: "Accessories", subType: "bags",
    silhouette: "backpack", versions: [null], genders: ["unisex", "kids"], price: 399, tagline: "25 升 双肩包",
    story: "独立电脑仓可放入 15 英寸笔记本，底部防泼水面料耐磨耐脏。",
    features: ["waterproof"],
  }),
  f({
    key: "gym-duffel", name: "Gym Duffel 35L", cn: "训练", type: "Accessories", subType: "bags", silhouette: "duffel",
    versions: [null], genders: ["unisex"], price: 349, tagline: "35 升 训练包",
    story: "端头独立鞋仓将鞋与衣物分开，可拆卸肩带，训练通勤两用。",
    features: ["waterproof"],
  }),
  f({
    key: "run-waist-pack", name: "Run Waist Pack", cn: "跑步", type: "Accessories", subType: "bags",
    silhouette: "waistpack", versions: [null], genders: ["unisex"], price: 149, tagline: "贴身腰包 不晃动",
    story: "弹力腰带贴合身体，奔跑时不晃动，可放下 6.7 英寸手机与钥匙。",
    features: ["lightweight", "reflective"],
  }),
  f({
    key: "crossbody-bag", name: "Crossbody Bag", cn: "斜挎", type: "Accessories", subType: "bags",
    silhouette: "waistpack", versions: [null], genders: ["unisex"], price: 229, tagline: "城市斜挎 轻便收纳",
    story: "可作腰包或斜挎包，多隔层收纳证件与耳机。",
    features: ["lightweight"],
  }),
];

/** Families by slug stem (longest stem first, so "ridge-trail-gtx" wins over "ridge-trail"). */
export const FAMILY_KEYS_LONGEST_FIRST: readonly Family[] = [...FAMILIES].sort((a, b) => b.key.length - a.key.length);

/** The family whose slug stem starts `slug` (a style or product slug), if any. */
export function familyFromSlug(slug: string): Family | undefined {
  return FAMILY_KEYS_LONGEST_FIRST.find((fam) => slug === fam.key || slug.startsWith(`${fam.key}-`));
}

/** Chinese noun for a sub-type/silhouette, used in display names ("跑步鞋", "连帽卫衣"). */
export const PRODUCT_NOUN_CN: Record<Silhouette, string> = {
  runner: "跑步鞋",
  racer: "竞速跑鞋",
  trainer: "训练鞋",
  hightop: "篮球鞋",
  trail: "越野跑鞋",
  hiker: "徒步鞋",
  court: "休闲板鞋",
  slide: "运动拖鞋",
  tee: "短袖 T 恤",
  tank: "跑步背心",
  longsleeve: "长袖上衣",
  hoodie: "连帽卫衣",
  jacket: "夹克",
  vest: "马甲",
  shorts: "短裤",
  pants: "长裤",
  cap: "运动帽",
  socks: "运动袜",
  backpack: "双肩包",
  duffel: "训练包",
  waistpack: "腰包",
};

/** Chinese labels for the feature filter. */
export const FEATURE_CN: Record<string, string> = {
  cushioning: "缓震",
  "max-cushion": "强缓震",
  breathable: "透气",
  lightweight: "轻量",
  "carbon-plate": "碳板",
  grip: "抓地",
  waterproof: "防水",
  stability: "稳定支撑",
  leather: "皮革",
  suede: "麂皮",
  "quick-dry": "速干",
  cotton: "纯棉",
  reflective: "反光",
  warm: "保暖",
  stretch: "弹力",
  windproof: "防风",
};

/** A material/construction sentence per silhouette: the middle of the description. */
export const MATERIAL_SENTENCE: Record<Silhouette, string> = {
  runner: "工程网面在前掌区域加大透气孔，后跟内衬加厚泡棉，贴合跟腱减少摩擦。",
  racer: "单层超薄网面配合轻量鞋带系统，鞋楦更贴合，减少高速奔跑时的脚掌滑动。",
  trainer: "耐磨 TPU 鞋头与侧向支撑片保护脚掌，外底延伸至足弓以应对爬绳训练。",
  hightop: "合成革与网布拼接鞋面，鞋领内衬记忆泡棉，脚踝包裹舒适。",
  trail: "致密防撕裂网布鞋面与加固鞋头抵御碎石冲击，鞋舌采用防尘一体设计。",
  hiker: "麂皮与尼龙拼接鞋面结实耐磨，快速系带扣让穿脱更省时。",
  court: "鞋面采用柔软皮革，缝线工整，侧面饰有品牌标志性条纹。",
  slide: "鞋面内衬柔软织物，脚背一体成型，沾水也不打滑。",
  tee: "平缝接缝减少摩擦，领口罗纹洗后不易变形。",
  tank: "大袖窿设计让摆臂更自由，下摆弧形剪裁不易上移。",
  longsleeve: "插肩袖剪裁让手臂活动更自由，平缝接缝贴身不磨。",
  hoodie: "双层帽身搭配扁平抽绳，罗纹下摆与袖口保持版型。",
  jacket: "可调节下摆与袖口魔术贴锁住温度，胸前与侧袋配有防水拉链。",
  vest: "大袖窿不限制摆臂，侧袋与胸袋采用隐藏式拉链。",
  shorts: "弹力腰头配合内置抽绳，侧缝开衩便于大步幅移动。",
  pants: "弹力腰头与内置抽绳贴合腰线，裤脚可收紧。",
  cap: "帽身后部可调节，适合大多数头围。",
  socks: "含莱卡弹力纱线，多次洗涤后依然保持弹性。",
  backpack: "背板采用透气网眼，肩带加厚减压，前袋可快速取物。",
  duffel: "顶部大开口方便整理，底部加固耐磨。",
  waistpack: "背面透气网布，拉链采用防水设计。",
};

/** Fit advice per size system and silhouette (sizeRecomandation). */
export function sizeRecommendation(silhouette: Silhouette, wide: boolean): string {
  switch (silhouette) {
    case "racer":
      return "鞋楦偏窄偏贴合，建议比平时大半码。";
    case "hiker":
    case "trail":
      return "尺码标准；下坡较多或穿厚袜时建议大半码。";
    case "court":
    case "hightop":
      return "尺码偏大，建议选择平时尺码或小半码。";
    case "slide":
      return "无半码，介于两码之间请选择大一码。";
    case "runner":
    case "trainer":
      return wide ? "宽楦版前掌加宽约 4 毫米，适合脚型偏宽的跑者。" : "尺码标准，建议选择平时尺码；脚型偏宽可选宽楦版。";
    case "tee":
    case "tank":
    case "longsleeve":
      return "常规版型，尺码标准；喜欢宽松效果可选大一码。";
    case "hoodie":
    case "jacket":
    case "vest":
      return "宽松版型，尺码偏大，可叠穿于内层之外。";
    case "shorts":
    case "pants":
      return "尺码标准，请参考腰围与臀围选择。";
    case "cap":
    case "backpack":
    case "duffel":
    case "waistpack":
      return "均码，可调节。";
    case "socks":
      return "按鞋码选择对应袜码。";
  }
}
