/**
 * Cache of shopper-independent catalogue reads (GraphQL operations whose root fields are all in
 * {@link CATALOG_READ_FIELDS}): the answer is the same for every shopper, so the gateway keeps
 * the response body per request body and Platform header and answers repeats without running
 * the operation. Any write to a catalogue table (stock and config_settings included) fires a
 * NOTIFY (migration 0008) on commit; every instance LISTENs and clears its cache, so a cached
 * answer never outlives the data it was read from by more than the notification's trip.
 */

/** Root fields that read only the catalogue and config: their answer depends on no viewer. */
export const CATALOG_READ_FIELDS: ReadonlySet<string> = new Set([
  "productCategories",
  "searchProductColors",
  "productColors",
  "productColor",
  "productStyle",
  "skuStock",
  "storeList",
  "sizeChart",
  "productSortOptions",
  "configSetting",
  "__typename",
]);

/**
 * Fields whose answer depends on the viewer although they hang off catalogue types
 * (ProductColor.isFavorite: the member's favourites). An operation selecting one anywhere is
 * never a shopper-independent read, whatever its root fields.
 */
export const VIEWER_DEPENDENT_FIELDS: ReadonlySet<string> = new Set(["isFavorite"]);

/** NOTIFY channel of catalogue writes (payload: the catalog_version_seq value). */
export const CATALOG_CHANGED_CHANNEL = "xunlan_catalog_changed";

/** Response header of a cached-or-cacheable catalogue read: the generation it belongs to. */
export const CATALOG_GENERATION_HEADER = "x-catalog-generation";

export interface CatalogCache {
  /**
   * Changes whenever this instance drops its cached reads (`{boot id}.{count}`); downstream
   * caches (the storefront's) keep catalogue answers only while it stays the same.
   */
  readonly generation: string;
  get(key: string): string | undefined;
  /** Stores a body read under `generation` (ignored when the catalogue changed since). */
  set(key: string, generation: string, body: string): void;
  /**
   * Drops everything (a catalogue write was announced, or notifications may have been missed).
   * `generation`: the database's catalogue version (catalog_version_seq) to answer under from now
   * on, the same on every instance and worker that has seen it (catalog-generation.ts); without
   * it, a generation of this instance's own.
   */
  invalidate(generation?: string): void;
  readonly size: number;
}

/** Options of {@link createCatalogCache}. */
export interface CatalogCacheOptions {
  /** Most entries kept (oldest dropped first); default 5 000. */
  maxEntries?: number;
  /** Most bytes of bodies kept; default 64 MiB. */
  maxBytes?: number;
}

export function createCatalogCache(options: CatalogCacheOptions = {}): CatalogCache {
  const maxEntries = options.maxEntries ?? 5_000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const boot = Math.random().toString(36).slice(2, 8);
  let count = 0;
  let generation = `${boot}.0`;
  let bytes = 0;
  // Map keeps insertion order: a hit moves the entry to the end, so the first key is the least recent.
  const entries = new Map<string, string>();

  const evict = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      bytes -= entries.get(oldest.value)!.length;
      entries.delete(oldest.value);
    }
  };

  return {
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    get(key) {
      const body = entries.get(key);
      if (body !== undefined) {
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key, readUnder, body) {
      if (readUnder !== generation) return;
      const previous = entries.get(key);
      if (previous !== undefined) bytes -= previous.length;
      entries.delete(key);
      entries.set(key, body);
      bytes += body.length;
      evict();
    },
    invalidate(next) {
      count += 1;
      generation = next ?? `${boot}.${count}`;
      entries.clear();
      bytes = 0;
    },
  };
}

/** Cache key of a GraphQL POST: the Platform header and the exact request body. */
export function catalogCacheKey(request: Request, body: string): string {
  return `${request.headers.get("platform") ?? ""}\n${body}`;
}
