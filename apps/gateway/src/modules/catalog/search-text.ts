/**
 * Keyword search over product colours without pg_trgm (which ignores CJK characters in the C
 * locale PGlite and many servers run with). Each colour stores
 *   - `search_text`: NFKC, lower-cased, whitespace-free haystack of its names, SKUs, EANs,
 *     colour names and search keywords — the exact check (`LIKE '%term%'`);
 *   - `search_tokens`: CJK unigrams + bigrams, ASCII word prefixes and `py:` pinyin spellings
 *     (full, initials and their mixes) of the jieba words of the same text, plus synonyms of the
 *     catalogue's words (跑鞋 ⇔ 跑步鞋), under a GIN index — the fast candidate filter
 *     (`search_tokens @> required tokens`, `&& [word, py:word]` per Latin word);
 *   - `exact_keys`: whole names, so exact style/name/SKU matches rank first.
 * All are computed here at write time (seed, or the listing refresh for older rows); a query is
 * GIN lookups plus, for long words, a substring check. Both run in plain PostgreSQL and PGlite.
 */

import { indexWordsOf, pinyinSpellings, segmentChinese, synonymsOf } from "./search-terms";

/** Longest ASCII word prefix indexed; longer words also index their full form. */
export const MAX_PREFIX = 16;
/** Digit-only runs at least this long (EANs, serials) are indexed whole, not by prefix. */
export const LONG_NUMBER = 8;

/** Prefix of pinyin index terms (py:paoxie), apart from the text's own Latin words. */
export const PINYIN_PREFIX = "py:";

const RUN = /[a-z0-9]+|\p{Script=Han}+/gu;
const ASCII = /^[a-z0-9]+$/;

/** NFKC + lower case: full-width letters and digits fold to ASCII. */
export function normaliseSearch(value: string): string {
  return value.normalize("NFKC").toLowerCase();
}

/**
 * The `search_text` column: each part normalised with whitespace removed (so "T 恤" matches
 * "T恤"), parts joined by "|" so a term cannot match across two fields.
 */
export function searchTextOf(parts: ReadonlyArray<string | null | undefined>): string {
  const fields = parts.filter((p): p is string => Boolean(p)).map((p) => normaliseSearch(p).replace(/[\s|]+/gu, ""));
  const synonyms = synonymsOf(fields.join("|"));
  return [...fields, ...synonyms].join("|");
}

/** The `search_tokens` column: every index term of the parts (deduplicated, sorted). */
export function searchTokensOf(parts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  const text = normaliseSearch(parts.filter(Boolean).join(" "));
  const all = [text, ...synonymsOf(text.replace(/\s+/gu, ""))].join(" ");
  for (const word of indexWordsOf(all)) for (const spelling of pinyinSpellings(word)) out.add(`${PINYIN_PREFIX}${spelling}`);
  for (const run of all.match(RUN) ?? []) {
    if (ASCII.test(run)) {
      if (/^\d+$/.test(run) && run.length >= LONG_NUMBER) {
        out.add(run);
        continue;
      }
      for (let n = 1; n <= Math.min(run.length, MAX_PREFIX); n++) out.add(run.slice(0, n));
      out.add(run);
    } else {
      const chars = [...run];
      chars.forEach((c, i) => {
        out.add(c);
        if (i + 1 < chars.length) out.add(c + chars[i + 1]!);
      });
    }
  }
  return [...out].sort();
}

/** A parsed keyword: the checks every match passes. */
export interface KeywordQuery {
  /** Whitespace-free, normalised terms as typed (the cache key). */
  terms: string[];
  /** Index terms every match must carry (search_tokens @> tokens). */
  tokens: string[];
  /** Groups of index terms of which a match carries at least one (a Latin word or its pinyin). */
  anyOf: string[][];
  /** Substrings of search_text every match must hold (what the tokens do not already prove). */
  likes: string[];
  /** Latin words of the keyword (candidates for the one-typo correction). */
  latin: string[];
  /** The whole keyword, normalised and whitespace-free (exact style/name/SKU matches rank first). */
  exact: string;
}

const LETTERS = /^[a-z]+$/;
const HAN_ONLY = /^\p{Script=Han}+$/u;

function addHan(tokens: Set<string>, word: string): void {
  const chars = [...word];
  if (chars.length === 1) tokens.add(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!);
}

/**
 * Parses a shopper's keyword; null when it holds nothing searchable (blank, spec §5).
 * - Chinese terms are segmented into words (男子跑鞋 → 男子 + 跑鞋); each word must match.
 * - Latin words match a word of the text by prefix or, as pinyin, a Chinese word (paoxie, pxie, px).
 * - Other terms (SKUs, "t恤", EANs) match as substrings.
 */
export function parseKeyword(keyword: string | null | undefined): KeywordQuery | null {
  if (!keyword) return null;
  const terms = [...new Set(normaliseSearch(keyword).split(/\s+/u).filter(Boolean))];
  if (terms.length === 0) return null;
  const tokens = new Set<string>();
  const anyOf: string[][] = [];
  const likes: string[] = [];
  const latin: string[] = [];
  for (const term of terms) {
    if (LETTERS.test(term) && term.length <= MAX_PREFIX) {
      anyOf.push([term, `${PINYIN_PREFIX}${term}`]);
      latin.push(term);
      continue;
    }
    if (HAN_ONLY.test(term)) {
      for (const word of segmentChinese(term)) {
        addHan(tokens, word);
        if ([...word].length > 2) likes.push(word);
      }
      continue;
    }
    const runs = term.match(RUN) ?? [];
    for (const run of runs) {
      if (ASCII.test(run)) {
        // A word prefix: indexed as is up to MAX_PREFIX (longer: its first MAX_PREFIX chars).
        tokens.add(/^\d+$/.test(run) && run.length >= LONG_NUMBER ? run : run.slice(0, MAX_PREFIX));
      } else addHan(tokens, run);
    }
    if (!tokensImplyTerm(term)) likes.push(term);
  }
  if (tokens.size === 0 && anyOf.length === 0 && likes.length === 0) return null;
  return { terms, tokens: [...tokens].sort(), anyOf, likes, latin, exact: terms.join("") };
}

/**
 * Whether a term's index tokens already prove it is a substring of search_text: a lone ASCII
 * word the index holds whole (a prefix of at most MAX_PREFIX characters, or a long number) or
 * a lone CJK run of one or two characters (its unigram or bigram token). Tokens come from runs
 * inside one field, and search_text keeps each field's characters in order with only
 * whitespace removed.
 */
export function tokensImplyTerm(term: string): boolean {
  const runs = term.match(RUN) ?? [];
  if (runs.length !== 1 || runs[0] !== term) return false;
  if (ASCII.test(term)) return term.length <= MAX_PREFIX || (/^\d+$/.test(term) && term.length >= LONG_NUMBER);
  return [...term].length <= 2;
}

/** The exact_keys column: whole names a keyword may equal (product name, Chinese names, SKUs). */
export function exactKeysOf(names: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(names.filter((n): n is string => Boolean(n)).map((n) => normaliseSearch(n).replace(/\s+/gu, "")))].sort();
}

/** Escapes LIKE wildcards so a term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
