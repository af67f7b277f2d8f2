import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, withRollback } from "../../../test/support/database";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { KEYWORD_COUNT_MIN_COLORS, storeKeywordCounts } from "./listing";
import { searchProductColors } from "./search-service";
import { editDistance, pinyinSpellings, segmentChinese } from "./search-terms";
import { parseKeyword } from "./search-text";
import { correctLatinWord, refreshSearchVocabulary, suggestKeywords } from "./search-vocabulary";
import { seedCatalogue } from "./seed/catalogue";

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Visible colour ids whose style display name holds `text` (the ground truth of a Chinese search). */
async function visibleWhereName(db: Database, text: string): Promise<number[]> {
  return (
    await rows<{ id: number }>(
      db,
      sql`select c.id from product_colors c join product_styles s on s.id = c.style_id
           where c.enable_at_website and c.publish and (s.style_display_name_cn like ${`%${text}%`} or c.search_keywords like ${`%${text}%`})`,
    )
  ).map((r) => Number(r.id));
}

async function allIds(
  db: Database,
  keyword: string,
  extra: Record<string, unknown> = {},
): Promise<{ ids: number[]; count: number; corrected: string | null }> {
  const first = await searchProductColors(db, { keyword, pageSize: 100, ...extra });
  const ids = [...first.productColorIds];
  for (let page = 2; ids.length < first.count; page++) {
    const next = await searchProductColors(db, { keyword, pageSize: 100, pageNumber: page, ...extra });
    if (next.productColorIds.length === 0) break;
    ids.push(...next.productColorIds);
  }
  return { ids, count: first.count, corrected: first.correctedKeyword };
}

describe("Chinese-aware terms", () => {
  it("segments Chinese with the catalogue's words", () => {
    expect(segmentChinese("男子跑鞋")).toEqual(["男子", "跑鞋"]);
    expect(segmentChinese("黑色连帽卫衣")).toEqual(["黑色", "连帽卫衣"]);
  });

  it("spells a word as full pinyin, initials and their mixes", () => {
    const spellings = pinyinSpellings("跑鞋");
    expect(spellings).toEqual(expect.arrayContaining(["paoxie", "px", "pxie", "paox"]));
    expect(pinyinSpellings("鞋")).toEqual(["xie"]);
  });

  it("parses a keyword: Chinese words required, Latin words as a word prefix or pinyin, blank ignored", () => {
    const q = parseKeyword("男子跑鞋 PXIE")!;
    expect(q.tokens).toEqual(expect.arrayContaining(["男子", "跑鞋"]));
    expect(q.anyOf).toEqual([["pxie", "py:pxie"]]);
    expect(parseKeyword("   ")).toBeNull();
  });

  it("measures one typo as distance 1 (swap, missing, extra, wrong letter)", () => {
    expect(editDistance("vleox", "velox")).toBe(1);
    expect(editDistance("velx", "velox")).toBe(1);
    expect(editDistance("veloxx", "velox")).toBe(1);
    expect(editDistance("vekox", "velox")).toBe(1);
    expect(editDistance("vxlxx", "velox")).toBeGreaterThan(1);
  });
});

describe("keyword search over the demo catalogue", () => {
  let database: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedCatalogue(db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("跑鞋 finds the running shoes (跑步鞋 through the synonym), and paoxie, pxie and px find the same", async () => {
    const truth = new Set([...(await visibleWhereName(db, "跑步鞋")), ...(await visibleWhereName(db, "跑鞋"))]);
    expect(truth.size).toBeGreaterThan(20);
    const chinese = await allIds(db, "跑鞋");
    expect(new Set(chinese.ids)).toEqual(truth);
    expect(chinese.count).toBe(truth.size);
    for (const latin of ["paoxie", "pxie", "PaoXie"]) {
      const found = await allIds(db, latin);
      for (const id of truth) expect(found.ids).toContain(id);
    }
  });

  it("男子跑鞋 is segmented: men's running shoes only", async () => {
    const men = await allIds(db, "男子跑鞋");
    const all = await allIds(db, "跑鞋");
    expect(men.count).toBeGreaterThan(0);
    expect(men.count).toBeLessThan(all.count);
    const genders = await rows<{ gender: string }>(
      db,
      sql`select distinct s.style_group_gender as gender from product_colors c join product_styles s on s.id = c.style_id
           where c.id in (${sql.join(
             men.ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    expect(genders.map((g) => g.gender)).toEqual(["men"]);
  });

  it("finds by English name, colour name, category and tag", async () => {
    const [anyColor] = await rows<{ product_name: string; color_name_cn: string }>(
      db,
      sql`select product_name, color_name_cn from product_colors where enable_at_website and publish order by id limit 1`,
    );
    expect((await allIds(db, anyColor!.product_name.split(" ")[0]!)).count).toBeGreaterThan(0);
    expect((await allIds(db, anyColor!.color_name_cn)).count).toBeGreaterThan(0);
    expect((await allIds(db, "卫衣")).count).toBeGreaterThan(0);
    const tagged = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from product_colors where tag_name = '新品' and enable_at_website and publish`,
    );
    expect((await allIds(db, "新品")).count).toBe(Number(tagged[0]!.n));
  });

  it("corrects one typo in a Latin word and says which keyword it searched", async () => {
    const right = await allIds(db, "velox");
    expect(right.count).toBeGreaterThan(0);
    expect(right.corrected).toBeNull();
    const typo = await allIds(db, "vleox");
    expect(typo.corrected).toBe("velox");
    expect(new Set(typo.ids)).toEqual(new Set(right.ids));
    expect(await correctLatinWord(db, "vlx")).toBeNull();
  });

  it("ranks colours whose whole name is the keyword first in the default order; explicit sorts are kept", async () => {
    const [named] = await rows<{ product_name: string }>(
      db,
      sql`select c.product_name from product_colors c where c.enable_at_website and c.publish
           and exists (select 1 from product_colors o where o.enable_at_website and o.publish and o.product_name like c.product_name || ' %')
         order by c.pdp_sort desc limit 1`,
    );
    const name = named!.product_name;
    const exactIds = (
      await rows<{ id: number }>(db, sql`select id from product_colors where product_name = ${name} and enable_at_website and publish`)
    ).map((r) => Number(r.id));
    const found = await allIds(db, name);
    expect(found.count).toBeGreaterThan(exactIds.length);
    expect(new Set(found.ids.slice(0, exactIds.length))).toEqual(new Set(exactIds));
    // Paging stays consistent: no colour twice, all of them once.
    expect(new Set(found.ids).size).toBe(found.count);
    const byPrice = await allIds(db, name, { sortBy: "price", sortDirection: "asc" });
    const prices = await rows<{ id: number; price: string }>(
      db,
      sql`select id, price from product_colors where id in (${sql.join(
        byPrice.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const priceOf = new Map(prices.map((p) => [Number(p.id), Number(p.price)]));
    const ordered = byPrice.ids.map((id) => priceOf.get(id)!);
    expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
  });

  it("stores the count of every word at least KEYWORD_COUNT_MIN_COLORS visible colours carry when the listing is rebuilt", async () => {
    const truth = await rows<{ token: string; n: number }>(
      db,
      sql`select t.token, count(*)::int as n from product_color_search s join product_colors c on c.id = s.color_id
            cross join lateral unnest(s.search_tokens) as t (token)
           where c.enable_at_website and c.publish group by t.token having count(*) >= ${KEYWORD_COUNT_MIN_COLORS}`,
    );
    const stored = await rows<{ token: string; colors: number }>(db, sql`select token, colors from product_color_keyword_counts`);
    expect(new Map(stored.map((r) => [r.token, Number(r.colors)]))).toEqual(new Map(truth.map((r) => [r.token, Number(r.n)])));
  });

  it("reads a very common word's count from the stored counts, equal to counting its matches (alone, or with its pinyin alternative)", async () => {
    const keywords = ["跑鞋", "跑步", "卫衣", "paoxie", "pxie", "velox", "black"];
    // Counted: no stored counts (what a word below the threshold gets).
    const counted = await withRollback(db, async (tx) => {
      await tx.execute(sql`delete from product_color_keyword_counts`);
      return Promise.all(keywords.map(async (k) => (await searchProductColors(tx, { keyword: k })).count));
    });
    expect(counted.every((n) => n > 0)).toBe(true);
    await withRollback(db, async (tx) => {
      // Every token of these keywords stored with its true count (the demo catalogue is below the threshold).
      await tx.execute(sql`delete from product_color_keyword_counts`);
      await storeKeywordCounts(tx, 1);
      await tx.execute(sql`
        delete from product_color_keyword_counts
         where token <> all (${sql`array[${sql.join(
           ["跑鞋", "跑步", "卫衣", "py:paoxie", "py:pxie", "velox", "black"].map((t) => sql`${t}`),
           sql`, `,
         )}]::text[]`})`);
      const stored = await Promise.all(keywords.map(async (k) => (await searchProductColors(tx, { keyword: k })).count));
      expect(stored).toEqual(counted);
      // And the count is indeed the stored one, not counted again.
      await tx.execute(sql`update product_color_keyword_counts set colors = colors + 1000 where token = '跑鞋'`);
      expect((await searchProductColors(tx, { keyword: "跑鞋" })).count).toBe(counted[0]! + 1000);
      // A category, a filter or a second word counts the matches as before.
      expect((await searchProductColors(tx, { keyword: "跑鞋", categoryPath: "men" })).count).toBeLessThan(counted[0]!);
      expect((await searchProductColors(tx, { keyword: "男子跑鞋" })).count).toBeLessThan(counted[0]!);
    });
  });

  it("stores each stored word's colours as a bit string: bit n set for colour id n", async () => {
    const [token] = await rows<{ token: string }>(
      db,
      sql`select token from product_color_keyword_counts order by colors desc, token limit 1`,
    );
    await withRollback(db, async (tx) => {
      await tx.execute(sql`delete from product_color_keyword_counts`);
      await storeKeywordCounts(tx, 1);
      const [stored] = await rows<{ colors: number; bits: number; len: number; max: number }>(
        tx,
        sql`select colors, bit_count(color_bits)::int as bits, length(color_bits) as len,
                   (select max(color_id) from product_color_listing where category_id = 0) as max
              from product_color_keyword_counts where token = ${token!.token}`,
      );
      expect(Number(stored!.bits)).toBe(Number(stored!.colors));
      expect(Number(stored!.len) % 64).toBe(0);
      expect(Number(stored!.len)).toBeGreaterThan(Number(stored!.max));
      const positions = await rows<{ id: number }>(
        tx,
        sql`select i as id from product_color_keyword_counts k cross join lateral generate_series(0, length(k.color_bits) - 1) as i
             where k.token = ${token!.token} and get_bit(k.color_bits, i) = 1 order by i`,
      );
      const truth = await rows<{ id: number }>(
        tx,
        sql`select c.id from product_colors c join product_color_search s on s.color_id = c.id
             where c.enable_at_website and c.publish and s.search_tokens @> array[${token!.token}]::text[] order by c.id`,
      );
      expect(positions.map((r) => Number(r.id))).toEqual(truth.map((r) => Number(r.id)));
      // One length for every row, so the strings AND together.
      const lengths = await rows<{ n: number }>(
        tx,
        sql`select count(distinct length(color_bits))::int as n from product_color_keyword_counts`,
      );
      expect(Number(lengths[0]!.n)).toBe(1);
    });
  });

  it("counts a keyword of several words from the stored bit strings, equal to counting its matches, whichever of its words are stored", async () => {
    const keywords = ["男子跑鞋", "velox black", "黑 卫衣", "paoxie 男子", "pxie black", "跑步 透气 男子", "velox 黑"];
    // Pages in each order (the bit string also picks a page's colours), and the counts.
    const pages = (tx: Database) =>
      Promise.all(
        keywords.flatMap((keyword) =>
          [{}, { sortBy: "price", sortDirection: "desc" }, { sortBy: "availableFrom", pageNumber: 2, pageSize: 5 }].map(
            async (args) => (await searchProductColors(tx, { keyword, ...args })).productColorIds,
          ),
        ),
      );
    const [counted, countedPages] = await withRollback(db, async (tx) => {
      await tx.execute(sql`delete from product_color_keyword_counts`);
      return [
        await Promise.all(keywords.map(async (k) => (await searchProductColors(tx, { keyword: k })).count)),
        await pages(tx),
      ] as const;
    });
    expect(counted.filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
    expect(countedPages.filter((ids) => ids.length > 0).length).toBeGreaterThanOrEqual(10);
    // Stored: every word, or all but one of each keyword's index terms (that one counted from the index).
    const scenarios: string[][] = [[], ["black"], ["py:paoxie"], ["男子"], ["velox", "py:pxie"], ["黑", "py:black"]];
    for (const unstored of scenarios) {
      await withRollback(db, async (tx) => {
        await tx.execute(sql`delete from product_color_keyword_counts`);
        await storeKeywordCounts(tx, 1);
        if (unstored.length)
          await tx.execute(
            sql`delete from product_color_keyword_counts where token = any (${sql`array[${sql.join(
              unstored.map((t) => sql`${t}`),
              sql`, `,
            )}]::text[]`})`,
          );
        const stored = await Promise.all(keywords.map(async (k) => (await searchProductColors(tx, { keyword: k })).count));
        expect({ unstored, stored }).toEqual({ unstored, stored: counted });
        expect({ unstored, pages: await pages(tx) }).toEqual({ unstored, pages: countedPages });
      });
    }
    await withRollback(db, async (tx) => {
      await tx.execute(sql`delete from product_color_keyword_counts`);
      await storeKeywordCounts(tx, 1);
      // The count is the stored strings' (emptied here), not counted again; a category still counts.
      await tx.execute(sql`update product_color_keyword_counts set color_bits = color_bits # color_bits where token = '跑鞋'`);
      expect((await searchProductColors(tx, { keyword: "男子跑鞋" })).count).toBe(0);
      expect((await searchProductColors(tx, { keyword: "男子跑鞋", categoryPath: "men" })).count).toBe(counted[0]);
    });
  });

  it("answers no result with count 0 and no correction for nonsense", async () => {
    const none = await searchProductColors(db, { keyword: "火星人宇航服" });
    expect(none.count).toBe(0);
    expect(none.productColorIds).toEqual([]);
    expect(none.correctedKeyword).toBeNull();
  });

  it("suggests styles, categories and keywords for Chinese, pinyin and initials as the shopper types", async () => {
    const chinese = await suggestKeywords(db, "跑");
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((s) => s.keyword.includes("跑"))).toBe(true);
    expect(chinese.some((s) => s.kind === "category" && s.path)).toBe(true);
    const pinyin = await suggestKeywords(db, "paobu");
    expect(pinyin.some((s) => s.keyword.includes("跑步"))).toBe(true);
    const initials = await suggestKeywords(db, "wy");
    expect(initials.some((s) => s.keyword.includes("卫衣"))).toBe(true);
    expect(await suggestKeywords(db, "  ")).toEqual([]);
    expect((await suggestKeywords(db, "a")).length).toBeLessThanOrEqual(10);
  });

  it("repairs search documents stored without exact keys when the vocabulary is rebuilt", async () => {
    await withRollback(db, async (tx) => {
      await tx.execute(sql`update product_color_search set search_tokens = '{}', search_text = '', exact_keys = '{}'`);
      await refreshSearchVocabulary(tx);
      const [left] = await rows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from product_color_search where exact_keys = '{}' or search_text = ''`,
      );
      expect(Number(left!.n)).toBe(0);
      expect((await searchProductColors(tx, { keyword: "pxie" })).count).toBeGreaterThan(0);
    });
  });
});
