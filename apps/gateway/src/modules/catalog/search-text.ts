/**
 * Keyword search over product colours without pg_trgm (which ignores CJK characters in the C
 * locale PGlite and many servers run with). Each colour stores
 *   - `search_text`: NFKC, lower-cased, whitespace-free haystack of its names, SKUs, EANs,
 *     colour names and search keywords — the exact check (`LIKE '%term%'`);
 *   - `search_tokens`: CJK unigrams + bigrams and ASCII word prefixes of the same text, under a
 *     GIN index — the fast candidate filter (`search_tokens @> query tokens`).
 * A query matches when every whitespace-separated term is a substring of `search_text`
 * and (for ASCII) starts a word. Both run in plain PostgreSQL and PGlite.
 */

/** Longest ASCII word prefix indexed; longer words also index their full form. */
export const MAX_PREFIX = 16;
/** Digit-only runs at least this long (EANs, serials) are indexed whole, not by prefix. */
export const LONG_NUMBER = 8;

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
  return parts
    .filter((p): p is string => Boolean(p))
    .map((p) => normaliseSearch(p).replace(/[\s|]+/gu, ""))
    .join("|");
}

/** The `search_tokens` column: every index term of the parts (deduplicated, sorted). */
export function searchTokensOf(parts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const run of normaliseSearch(parts.filter(Boolean).join(" ")).match(RUN) ?? []) {
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

/** A parsed keyword: terms for the substring check and tokens for the GIN filter. */
export interface KeywordQuery {
  /** Whitespace-free, normalised terms; each must be a substring of search_text. */
  terms: string[];
  /** Index terms every match must carry. */
  tokens: string[];
}

/** Parses a shopper's keyword; null when it holds nothing searchable (blank, spec §5). */
export function parseKeyword(keyword: string | null | undefined): KeywordQuery | null {
  if (!keyword) return null;
  const terms = [...new Set(normaliseSearch(keyword).split(/\s+/u).filter(Boolean))];
  if (terms.length === 0) return null;
  const tokens = new Set<string>();
  for (const term of terms) {
    for (const run of term.match(RUN) ?? []) {
      if (ASCII.test(run)) {
        // A word prefix: indexed as is up to MAX_PREFIX (longer: its first MAX_PREFIX chars).
        tokens.add(/^\d+$/.test(run) && run.length >= LONG_NUMBER ? run : run.slice(0, MAX_PREFIX));
      } else {
        const chars = [...run];
        if (chars.length === 1) tokens.add(chars[0]!);
        for (let i = 0; i + 1 < chars.length; i++) tokens.add(chars[i]! + chars[i + 1]!);
      }
    }
  }
  return { terms, tokens: [...tokens].sort() };
}

/** Escapes LIKE wildcards so a term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
