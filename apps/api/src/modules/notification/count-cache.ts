// The bell's unread counts kept in this instance's memory (issue #16: 10 000 users polling every
// 20 s must not cost a database read each; decision 042). A bounded LRU of userId → count that
// is only trusted while something tells it about every change: the LISTEN connection of
// ./count-listener.ts (migration 0022: the counter's trigger signals the user at commit). While
// it is not `active` every call reads the database, and nothing is stored.
//
// The race it must not lose: a miss reads the row, the row changes and the signal arrives, and
// only then the read's (old) answer comes back. Each read is a "flight" that an invalidation of
// its user (or a clear) marks stale; a stale flight's answer is returned to its callers but
// never stored. Concurrent misses of one user share the flight, so a burst costs one read.
//
// The signal comes at commit but reaches the listener a moment later (milliseconds), so a
// process that writes a user's notifications (notify(), inside its caller's transaction) says
// so beforehand (`writing`): that user's count is read from the database, and not kept, for
// WRITING_MS, so the writing process itself never answers the old count after its commit.

/** Entries kept at most (a user's entry is a number and a Map slot: ~50 000 users ≈ a few MB). */
export const UNREAD_COUNT_CACHE_MAX_ENTRIES = 50_000;
/** How long after `writing` a user's count bypasses memory (longer than the shop's transactions). */
export const WRITING_MS = 10_000;

export interface UnreadCountCache {
  /** The user's unread count: from memory when active and known, else read (and kept when active). */
  get(userId: number): Promise<number>;
  /** The user's count changed (a signal, or a write of this instance that committed). */
  invalidate(userId: number): void;
  /** This process writes the user's notifications in a transaction that has not committed yet. */
  writing(userId: number, now?: number): void;
  /** Forgets everything, and makes every read in flight unfit to store. */
  clear(): void;
  /** Starts trusting memory (the listener is listening): clears first, as signals may have been missed. */
  enable(): void;
  /** Stops trusting memory (the listener is gone): clears, every call reads until enable(). */
  disable(): void;
  readonly active: boolean;
  readonly size: number;
}

interface Flight {
  promise: Promise<number>;
  stale: boolean;
}

export function createUnreadCountCache(
  read: (userId: number) => Promise<number>,
  maxEntries = UNREAD_COUNT_CACHE_MAX_ENTRIES,
): UnreadCountCache {
  // Map insertion order is the recency order: a hit moves its entry to the end.
  const counts = new Map<number, number>();
  const flights = new Map<number, Flight>();
  /** userId → until when it bypasses memory; in the order of that time (re-marked users move to the end). */
  const writes = new Map<number, number>();
  let active = false;

  function isWriting(userId: number): boolean {
    const until = writes.get(userId);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    writes.delete(userId);
    return false;
  }

  function store(userId: number, count: number): void {
    counts.set(userId, count);
    if (counts.size > maxEntries) {
      const oldest = counts.keys().next();
      if (!oldest.done) counts.delete(oldest.value);
    }
  }

  function fly(userId: number): Promise<number> {
    const flight: Flight = { promise: Promise.resolve(0), stale: false };
    flight.promise = read(userId).then(
      (count) => {
        if (flights.get(userId) === flight) flights.delete(userId);
        if (!flight.stale && active) store(userId, count);
        return count;
      },
      (error: unknown) => {
        if (flights.get(userId) === flight) flights.delete(userId);
        throw error;
      },
    );
    flights.set(userId, flight);
    return flight.promise;
  }

  function invalidate(userId: number): void {
    counts.delete(userId);
    const flight = flights.get(userId);
    if (flight) {
      flight.stale = true;
      flights.delete(userId);
    }
  }

  function clear(): void {
    counts.clear();
    for (const flight of flights.values()) flight.stale = true;
    flights.clear();
  }

  return {
    get(userId) {
      // Not listening: a change could go unnoticed, so nothing is remembered or shared.
      if (!active || (writes.size > 0 && isWriting(userId))) return read(userId);
      const hit = counts.get(userId);
      if (hit !== undefined) {
        counts.delete(userId);
        counts.set(userId, hit);
        return Promise.resolve(hit);
      }
      return flights.get(userId)?.promise ?? fly(userId);
    },
    invalidate,
    writing(userId, now = Date.now()) {
      invalidate(userId);
      writes.delete(userId);
      writes.set(userId, now + WRITING_MS);
      // Oldest first: drop the expired ones (and any beyond the bound).
      for (const [id, until] of writes) {
        if (until > now && writes.size <= maxEntries) break;
        writes.delete(id);
      }
    },
    clear,
    enable() {
      clear();
      active = true;
    },
    disable() {
      active = false;
      clear();
    },
    get active() {
      return active;
    },
    get size() {
      return counts.size;
    },
  };
}
