// A short-lived, per-instance cache of listing results (ARCHITECTURE.md "What runs": caches are
// short-lived and per instance). Category pages are the same few queries for every user (no
// prices or stock in them: those come from the ERP per partner), and a popular category's facet
// counts cost the most of a page; under load one computation serves every request for the same
// page within the TTL, and concurrent identical requests share one in-flight computation.
//
// Stale-while-revalidate (issue #3 speed): an entry past its TTL but within the stale window is
// still answered while ONE background load replaces it, so no request waits for the facet
// counts of a popular category once they have been computed. A catalogue edit (a new product,
// a withdrawn one, a changed name) therefore shows on a busy page within the TTL plus one
// reload; a page nobody asked for in a while answers its old version once more (at most
// TTL + stale window old) while it reloads, and an older entry is never answered.
//
// Why a minute: catalogue data arrives by import from the ERP, not by the minute, and prices
// and stock are never in these entries. Each reload of a big category's facet counts holds the
// process for tens of milliseconds (on PGlite the query runs on the event loop), so a 10 s TTL
// over the top categories meant several such stalls a second under load: they set the SSR
// category page's p95 (docs/decisions/014-ssr-page-speed.md).
export const LISTING_CACHE_TTL_MS = 60_000;
export const LISTING_CACHE_STALE_MS = 240_000;
export const LISTING_CACHE_MAX_ENTRIES = 500;

interface Entry<V> {
  at: number;
  value: Promise<V>;
  /** A background reload under way (stale-while-revalidate). */
  refreshing: boolean;
}

export interface ListingCacheOptions {
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
}

export class ListingCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(opts: ListingCacheOptions = {}) {
    this.ttlMs = opts.ttlMs ?? LISTING_CACHE_TTL_MS;
    this.staleMs = opts.staleMs ?? LISTING_CACHE_STALE_MS;
    this.maxEntries = opts.maxEntries ?? LISTING_CACHE_MAX_ENTRIES;
    this.now = opts.now ?? Date.now;
  }

  /** The cached value for `key`, or `load()`'s (kept unless it fails). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    const age = hit ? this.now() - hit.at : Infinity;
    if (hit && age < this.ttlMs) return hit.value;
    if (hit && age < this.ttlMs + this.staleMs) {
      if (!hit.refreshing) this.refresh(key, hit, load);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    return this.store(key, load()).value;
  }

  private store(key: string, value: Promise<V>): Entry<V> {
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const entry: Entry<V> = { at: this.now(), value, refreshing: false };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry;
  }

  /** Replaces a stale entry once the reload succeeds; a failed reload keeps the stale one. */
  private refresh(key: string, stale: Entry<V>, load: () => Promise<V>): void {
    stale.refreshing = true;
    load().then(
      (value) => {
        if (this.entries.get(key) !== stale) return;
        this.entries.delete(key);
        this.store(key, Promise.resolve(value));
      },
      () => {
        stale.refreshing = false;
      },
    );
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
