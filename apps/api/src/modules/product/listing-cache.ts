// A short-lived, per-instance cache of listing results (ARCHITECTURE.md "What runs": caches are
// short-lived and per instance). Category pages are the same few queries for every user (no
// prices or stock in them: those come from the ERP per partner), and a popular category's facet
// counts cost the most of a page; under load one computation serves every request for the same
// page within the TTL, and concurrent identical requests share one in-flight computation.
// Catalogue edits show up after at most the TTL.

export const LISTING_CACHE_TTL_MS = 10_000;
export const LISTING_CACHE_MAX_ENTRIES = 500;

export class ListingCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs = LISTING_CACHE_TTL_MS,
    private readonly maxEntries = LISTING_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value for `key`, or `load()`'s (kept unless it fails). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const entry = { at: this.now(), value: load() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
