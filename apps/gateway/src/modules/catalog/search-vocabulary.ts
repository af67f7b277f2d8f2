/**
 * The search vocabulary (search_vocabulary): style names, category titles and keywords of the
 * visible catalogue with their pinyin and initials. Suggestions as the shopper types and the
 * one-typo correction of Latin words read it from memory (loaded once per database and
 * refreshed with the listing read model).
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { CATEGORY_MAX_LEVEL } from "./category-service";
import { editDistance, pinyinSpellings, segmentChinese, syllablesOf } from "./search-terms";
import { exactKeysOf, normaliseSearch, searchTextOf, searchTokensOf } from "./search-text";

/** A vocabulary entry. */
export interface VocabularyEntry {
  kind: "style" | "category" | "keyword";
  term: string;
  display: string;
  pinyin: string;
  initials: string;
  colors: number;
  path: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const termOf = (display: string) => normaliseSearch(display).replace(/\s+/gu, "");

function pinyinOf(display: string): { pinyin: string; initials: string } {
  const han = [...display].filter((c) => /\p{Script=Han}/u.test(c)).join("");
  if (!han) return { pinyin: "", initials: "" };
  const syl = segmentChinese(han)
    .flatMap((w) => syllablesOf(w))
    .filter((s) => /^[a-z]+$/.test(s));
  return { pinyin: syl.join(""), initials: syl.map((s) => s[0]).join("") };
}

/**
 * Recomputes the search documents of colours stored before they carried exact keys, pinyin and
 * synonyms (a database seeded by an older gateway), from the source tables, in batches.
 */
async function repairSearchDocuments(db: Database): Promise<void> {
  for (;;) {
    const rows = rowsOf<{
      id: number;
      parts: string[];
      exact: string[];
    }>(
      await db.execute(sql`
        select c.id,
               array[c.product_name, coalesce(c.tag_name, ''), s.style_display_name_cn, s.style_display_name_cn2, s.style_sku,
                     c.product_id, c.color_name, c.color_name_cn, c.search_keywords]
                 || coalesce((select array_agg(cat.title) from product_color_categories pcc join categories cat on cat.id = pcc.category_id
                               where pcc.color_id = c.id), '{}')
                 || coalesce((select array_agg(z.ean) from product_sizes z where z.color_id = c.id), '{}') as parts,
               array[c.product_name, s.style_display_name_cn, s.style_display_name_cn2, s.style_sku, c.product_id] as exact
          from product_color_search ps
          join product_colors c on c.id = ps.color_id
          join product_styles s on s.id = c.style_id
         where ps.exact_keys = '{}'
         limit 2000`),
    );
    if (rows.length === 0) return;
    const docs = rows.map((r) => ({
      color_id: Number(r.id),
      search_text: searchTextOf(r.parts),
      search_tokens: searchTokensOf(r.parts),
      exact_keys: exactKeysOf(r.exact),
    }));
    await db.execute(sql`
      update product_color_search ps
         set search_text = d.search_text, search_tokens = d.search_tokens, exact_keys = d.exact_keys
        from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as d (color_id integer, search_text text, search_tokens text[], exact_keys text[])
       where ps.color_id = d.color_id`);
  }
}

/**
 * Rebuilds search_vocabulary from the visible catalogue (and repairs old search documents
 * first). Runs inside {@link refreshCatalogueListing}'s transaction, after the listing rows.
 */
export async function refreshSearchVocabulary(db: Database): Promise<void> {
  await repairSearchDocuments(db);
  const entries: VocabularyEntry[] = [];
  const add = (kind: VocabularyEntry["kind"], display: string, colors: number, path = "") => {
    const term = termOf(display);
    if (!term) return;
    entries.push({ kind, term, display: display.trim(), ...pinyinOf(display), colors, path });
  };
  const visible = sql`c.enable_at_website and c.publish`;
  const styles = rowsOf<{ display: string; n: number | string }>(
    await db.execute(sql`
      select display, count(*)::int as n from (
        select c.id, c.product_name as display from product_colors c where ${visible}
        union
        select c.id, s.style_display_name_cn from product_colors c join product_styles s on s.id = c.style_id where ${visible}
      ) as x group by display`),
  );
  const seen = new Set<string>();
  for (const r of styles) {
    const term = termOf(r.display);
    if (seen.has(term)) continue;
    seen.add(term);
    add("style", r.display, Number(r.n));
  }
  // Visible third-level categories (and second-level ones) with their route path and count.
  const cats = rowsOf<{ title: string; path: string; n: number | string }>(
    await db.execute(sql`
      with recursive tree (id, level, path, titles) as (
        select id, 1, route, array[title] from categories where parent_id is null and enable and enable_at_website
        union all
        select c.id, t.level + 1, t.path || '/' || c.route, t.titles || c.title
          from categories c join tree t on c.parent_id = t.id
         where c.enable and c.enable_at_website and t.level < ${CATEGORY_MAX_LEVEL}
      )
      select array_to_string(t.titles, ' ') as title, t.path, lc.colors as n
        from tree t join product_color_listing_counts lc on lc.category_id = t.id
       where t.level >= 2 and lc.colors > 0`),
  );
  for (const r of cats) add("category", r.title, Number(r.n), r.path);
  const words = rowsOf<{ w: string; n: number | string }>(
    await db.execute(sql`
      select w, count(distinct c.id)::int as n
        from product_colors c cross join lateral unnest(string_to_array(c.search_keywords, ' ')) as w
       where ${visible} and length(w) > 1
       group by w`),
  );
  const styleTerms = new Set(entries.map((e) => e.term));
  for (const r of words) if (!styleTerms.has(termOf(r.w))) add("keyword", r.w, Number(r.n));
  await db.execute(sql`delete from search_vocabulary`);
  for (let i = 0; i < entries.length; i += 2000) {
    await db.execute(sql`
      insert into search_vocabulary (kind, term, display, pinyin, initials, colors, path)
      select kind, term, display, pinyin, initials, colors, path
        from jsonb_to_recordset(${JSON.stringify(entries.slice(i, i + 2000))}::jsonb)
          as v (kind text, term text, display text, pinyin text, initials text, colors integer, path text)
      on conflict do nothing`);
  }
  vocabularies.delete(db);
}

interface Vocabulary {
  entries: VocabularyEntry[];
  /** Latin words of the catalogue (from names and keywords) → colours they appear in. */
  latin: Map<string, number>;
  at: number;
}

const vocabularies = new WeakMap<Database, Promise<Vocabulary>>();
const VOCABULARY_TTL_MS = 60_000;
const loadedAt = new WeakMap<Database, number>();

/** The vocabulary of a database, from memory (reloaded after a minute or a refresh). */
export function loadVocabulary(db: Database): Promise<Vocabulary> {
  let v = vocabularies.get(db);
  if (!v || Date.now() - (loadedAt.get(db) ?? 0) > VOCABULARY_TTL_MS) {
    loadedAt.set(db, Date.now());
    v = db
      .execute(sql`select kind, term, display, pinyin, initials, colors, path from search_vocabulary order by colors desc, term`)
      .then((result) => {
        const entries = rowsOf<VocabularyEntry>(result).map((e) => ({ ...e, colors: Number(e.colors) }));
        const latin = new Map<string, number>();
        for (const e of entries) {
          for (const w of e.term.match(/[a-z]+/g) ?? []) latin.set(w, Math.max(latin.get(w) ?? 0, e.colors));
          for (const w of pinyinSpellings(e.display.replace(/[^\p{Script=Han}]/gu, "")).slice(0, 1))
            latin.set(w, Math.max(latin.get(w) ?? 0, e.colors));
        }
        return { entries, latin, at: Date.now() };
      });
    v.catch(() => vocabularies.delete(db));
    vocabularies.set(db, v);
  }
  return v;
}

/**
 * The one-typo correction of a Latin word: itself when the catalogue holds a word starting with
 * it, else the most common catalogue word at distance 1 (a swap, a missing, extra or wrong
 * letter), else null. Words shorter than 4 letters are not corrected (too many neighbours).
 */
export async function correctLatinWord(db: Database, word: string): Promise<string | null> {
  const { latin } = await loadVocabulary(db);
  if (latin.has(word)) return word;
  for (const w of latin.keys()) if (w.startsWith(word)) return word;
  if (word.length < 4) return null;
  let best: { w: string; n: number } | null = null;
  for (const [w, n] of latin) {
    if (Math.abs(w.length - word.length) > 1) continue;
    if (editDistance(word, w, 1) <= 1 && (!best || n > best.n)) best = { w, n };
  }
  return best?.w ?? null;
}

/** A suggestion as the shopper types (spec §2 search panel). */
export interface Suggestion {
  kind: VocabularyEntry["kind"];
  /** What to show and search for. */
  keyword: string;
  /** Visible colours it finds. */
  count: number;
  /** A category's listing path ("men/shoes/running"), else null. */
  path: string | null;
}

/** Most suggestions returned. */
export const MAX_SUGGESTIONS = 10;

/**
 * Suggestions for what the shopper has typed so far: styles, categories and keywords whose
 * name, pinyin or initials start with it (then those containing it), most colours first; at
 * most `limit` (≤ 10), at most 3 categories. Empty for a blank prefix.
 */
export async function suggestKeywords(db: Database, typed: string, limit = MAX_SUGGESTIONS): Promise<Suggestion[]> {
  const q = termOf(typed);
  if (!q) return [];
  const { entries } = await loadVocabulary(db);
  const latin = /^[a-z]+$/.test(q);
  const scored: Array<{ e: VocabularyEntry; rank: number }> = [];
  for (const e of entries) {
    let rank = -1;
    if (e.term === q) rank = 0;
    else if (e.term.startsWith(q)) rank = 1;
    else if (latin && (e.pinyin.startsWith(q) || (q.length >= 2 && e.initials.startsWith(q)))) rank = 2;
    else if (e.term.includes(q)) rank = 3;
    if (rank >= 0) scored.push({ e, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.e.colors - a.e.colors || a.e.term.length - b.e.term.length);
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  let categories = 0;
  for (const { e } of scored) {
    if (out.length >= Math.min(limit, MAX_SUGGESTIONS)) break;
    if (e.kind === "category") {
      if (categories >= 3) continue;
      categories++;
    }
    const key = `${e.kind}:${e.display}:${e.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ kind: e.kind, keyword: e.display, count: e.colors, path: e.path || null });
  }
  return out;
}
