/**
 * The listing read model: product_color_listing (one row per visible colour × listing category,
 * with its sort keys and facet ids), per-category counts and per-category facet counts. Built
 * from the source tables by {@link refreshCatalogueListing}; statement triggers on
 * product_colors, product_color_categories and categories mark it stale on any write
 * (migration 0005), and search-service falls back to the source tables while it is.
 */
import { sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "../../kernel/db";
import { CATEGORY_MAX_LEVEL } from "./category-service";
import { refreshSearchVocabulary } from "./search-vocabulary";

/** Listing category id of the whole visible catalogue (no category argument). */
export const ALL_COLORS_CATEGORY = 0;

/**
 * Search tokens carried by at least this many visible colours have their count stored
 * (product_color_keyword_counts): counting a keyword's matches costs about a microsecond each,
 * so a token below this is counted in well under the 15 ms a search page may take (issue 10).
 */
export const KEYWORD_COUNT_MIN_COLORS = 500;

/**
 * Rebuilds the listing tables from product_colors, product_color_categories and categories and
 * marks them fresh, in one transaction (a savepoint inside the caller's). The state row is
 * updated first: it waits for concurrent catalogue writers, whose rows the rebuild then sees,
 * and a writer after it marks the model stale again. Call after loading or changing the
 * catalogue; VACUUM ANALYZE the tables after a large load (index-only scans).
 */
export async function refreshCatalogueListing(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into catalog_listing_state (id, fresh, refreshed_at) values (true, true, now())
      on conflict (id) do update set fresh = true, refreshed_at = now()`);
    await tx.execute(sql`delete from product_color_listing`);
    // The visible tree of listCategoryTree: enabled and enableAtWebsite nodes reachable from a
    // root, at most CATEGORY_MAX_LEVEL deep; each with its ancestors (itself included).
    await tx.execute(sql`
      with recursive tree (id, level, ancestors) as (
        select id, 1, array[id] from categories where parent_id is null and enable and enable_at_website
        union all
        select c.id, t.level + 1, t.ancestors || c.id
          from categories c join tree t on c.parent_id = t.id
         where c.enable and c.enable_at_website and t.level < ${CATEGORY_MAX_LEVEL}
      ),
      links (category_id, color_id) as (
        select distinct a.category_id, pcc.color_id
          from product_color_categories pcc
          join tree t on t.id = pcc.category_id
          cross join lateral unnest(t.ancestors) as a (category_id)
        union all
        select ${ALL_COLORS_CATEGORY}, id from product_colors
      )
      insert into product_color_listing (category_id, color_id, price, available_from, pdp_sort, sort, facet_ids)
      select l.category_id, c.id, c.price, c.available_from, c.pdp_sort, c.sort, c.facet_ids
        from links l join product_colors c on c.id = l.color_id
       where c.enable_at_website and c.publish
       -- Stored category by category: a listing's rows share few pages (filtered counts scan them).
       order by l.category_id, c.pdp_sort, c.sort, c.id`);
    await tx.execute(sql`delete from product_color_listing_counts`);
    await tx.execute(sql`
      insert into product_color_listing_counts (category_id, colors)
      select category_id, count(*)::int from product_color_listing group by category_id`);
    await tx.execute(sql`delete from product_color_listing_facets`);
    await tx.execute(sql`
      insert into product_color_listing_facets (category_id, facet_id, colors)
      select l.category_id, f.facet_id, count(*)::int
        from product_color_listing l cross join lateral unnest(l.facet_ids) as f (facet_id)
       group by l.category_id, f.facet_id`);
    // spec §5 search: the exact count of a very common keyword (跑步) is read, not counted.
    await tx.execute(sql`delete from product_color_keyword_counts`);
    await storeKeywordCounts(tx, KEYWORD_COUNT_MIN_COLORS);
    // Suggestions and typo corrections follow the visible catalogue.
    await refreshSearchVocabulary(tx);
  });
}

/**
 * Stores in product_color_keyword_counts every search token at least `minColors` visible
 * colours carry (the all-colours listing), with its count and its colours as a bit string: bit
 * n (from the left) set when colour id n carries it, every string as long as the largest colour
 * id rounded up to 64 bits, so strings of one rebuild AND together. Built per token from its
 * colour ids, a 64-bit word at a time (hex digits, gaps as zero words). The caller empties the
 * table first; the refresh passes KEYWORD_COUNT_MIN_COLORS (tests may store rarer tokens too).
 */
export async function storeKeywordCounts(db: Database, minColors: number): Promise<void> {
  await db.execute(sql`
    insert into product_color_keyword_counts (token, colors, color_bits)
    with lists as (
      select t.token, count(*)::int as colors, array_agg(l.color_id) as ids
        from product_color_listing l
        join product_color_search s on s.color_id = l.color_id
        cross join lateral unnest(s.search_tokens) as t (token)
       where l.category_id = ${ALL_COLORS_CATEGORY}
       group by t.token
      having count(*) >= ${minColors}
    ),
    size as (select coalesce(max(color_id), 0) / 64 + 1 as words from product_color_listing where category_id = ${ALL_COLORS_CATEGORY})
    select lists.token, lists.colors,
           (select ('x' || string_agg(lpad(to_hex(coalesce(x.bits, 0)), 16, '0'), '' order by w))::bit varying
              from generate_series(0, (select words from size) - 1) as w
              left join (select id / 64 as word, bit_or(1::bigint << (63 - id % 64)) as bits
                           from unnest(lists.ids) as id group by id / 64) as x on x.word = w)
      from lists`);
}

/** Whether the listing tables match their sources (false before the first refresh and after any catalogue write). */
export async function isCatalogueListingFresh(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select coalesce((select fresh from catalog_listing_state), false) as fresh`);
  const rows = (result as unknown as { rows: Array<{ fresh: boolean }> }).rows;
  return rows[0]?.fresh === true;
}

const refreshing = new WeakMap<Database, Promise<void>>();

/**
 * Starts a background rebuild when none is running for this database (listings found the model
 * stale after a catalogue write; not for a transaction handle). Failures are swallowed: the
 * next stale read tries again.
 */
export function scheduleListingRefresh(db: Database): void {
  // Not from inside a caller's transaction: its writes are uncommitted, and it would share the connection.
  if (db instanceof PgTransaction || refreshing.has(db)) return;
  const run = refreshCatalogueListing(db)
    .catch(() => undefined)
    .finally(() => refreshing.delete(db));
  refreshing.set(db, run);
}
