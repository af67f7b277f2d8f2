/**
 * Chinese-aware search terms: word segmentation (jieba, @node-rs/jieba with its bundled
 * dictionary, no download at run time), pinyin and initials (pinyin-pro), synonyms of the
 * catalogue's own words, and the one-typo distance used to correct Latin words.
 */
import { Jieba } from "@node-rs/jieba";
import { dict } from "@node-rs/jieba/dict.js";
import { pinyin } from "pinyin-pro";

/**
 * Words of this catalogue jieba's general dictionary splits (卫衣 → 卫 + 衣); loaded as user
 * words so a query and the indexed text segment alike. "word freq" lines.
 */
const DOMAIN_WORDS = [
  "跑鞋",
  "跑步鞋",
  "竞速跑鞋",
  "越野跑鞋",
  "卫衣",
  "连帽卫衣",
  "缓震",
  "强缓震",
  "轻量",
  "速干",
  "碳板",
  "抓地",
  "训练鞋",
  "篮球鞋",
  "徒步鞋",
  "板鞋",
  "拖鞋",
  "短袖",
  "长袖",
  "马甲",
  "双肩包",
  "腰包",
  "运动袜",
  "运动帽",
  "跑步背心",
  "路跑",
  "越野跑",
  "紧身裤",
  "防风",
  "防水",
  "透气",
  "麂皮",
  "纯棉",
  "岚弹",
];

let jieba: Jieba | null = null;

function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(dict);
    jieba.loadDict(new TextEncoder().encode(DOMAIN_WORDS.map((w) => `${w} 100000`).join("\n")));
  }
  return jieba;
}

const HAN_RUN = /\p{Script=Han}+/gu;

/** jieba words of a run of Chinese characters (no HMM: only dictionary words, so it is stable). */
export function segmentChinese(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(HAN_RUN) ?? []) {
    for (const w of segmenter().cut(run, false)) if (w.trim()) out.push(w);
  }
  return out;
}

/**
 * Search-mode words of Chinese text: the words plus the dictionary words inside long ones
 * (跑步鞋 → 跑步鞋, 跑步), for indexing pinyin.
 */
export function indexWordsOf(text: string): string[] {
  const out = new Set<string>();
  for (const run of text.match(HAN_RUN) ?? []) {
    for (const w of segmenter().cutForSearch(run, false)) if (w.trim()) out.add(w);
  }
  return [...out];
}

const syllableCache = new Map<string, string[]>();

/** Toneless pinyin syllables of a Chinese word (ü as v), polyphones read in context. */
export function syllablesOf(word: string): string[] {
  let s = syllableCache.get(word);
  if (!s) {
    s = pinyin(word, { toneType: "none", type: "array", v: true }).map((x) => x.toLowerCase());
    if (syllableCache.size > 50_000) syllableCache.clear();
    syllableCache.set(word, s);
  }
  return s;
}

/** Words longer than this index only their full pinyin and initials (2^n spellings otherwise). */
const MAX_MIXED_SYLLABLES = 4;

/**
 * Latin spellings a shopper may type for a Chinese word: full pinyin (paoxie), initials (px)
 * and, for words of up to four characters, every mix of the two (pxie, paox). One-character
 * words give only their full pinyin (an initial alone would match half the catalogue).
 */
export function pinyinSpellings(word: string): string[] {
  const syl = syllablesOf(word).filter((s) => /^[a-z]+$/.test(s));
  if (syl.length === 0 || syl.length !== [...word].length) return [];
  if (syl.length === 1) return [syl[0]!];
  const out = new Set<string>([syl.join(""), syl.map((s) => s[0]).join("")]);
  if (syl.length <= MAX_MIXED_SYLLABLES) {
    for (let mask = 0; mask < 1 << syl.length; mask++) {
      out.add(syl.map((s, i) => (mask & (1 << i) ? s[0] : s)).join(""));
    }
  }
  return [...out];
}

/**
 * Synonyms of the catalogue's words: a text holding the key is also indexed under the words it
 * maps to (a 跑步鞋 is found by 跑鞋, a 连帽卫衣 by 帽衫). One way only, so a broad word does not
 * pull in narrower products (跑步 still does not find 越野跑鞋).
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  跑步鞋: ["跑鞋"],
  短袖t恤: ["短袖"],
  t恤: ["体恤"],
  卫衣: ["帽衫"],
  长裤: ["运动裤"],
  双肩包: ["背包"],
};

/** The synonyms a normalised, whitespace-free text implies (those it does not already hold). */
export function synonymsOf(text: string): string[] {
  const out: string[] = [];
  for (const [word, aliases] of Object.entries(SYNONYMS)) {
    if (text.includes(word)) for (const alias of aliases) if (!text.includes(alias) && !out.includes(alias)) out.push(alias);
  }
  return out;
}

/**
 * Optimal string alignment distance (one substitution, insertion, deletion or swap of two
 * neighbours counts 1), stopping early above `max`.
 */
export function editDistance(a: string, b: string, max = 1): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}
