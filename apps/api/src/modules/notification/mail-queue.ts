// The ids of notifications whose e-mail waits to be sent (decision 042). `notify` runs inside
// the caller's transaction and cannot know when (or whether) it commits, so it only leaves the
// ids here; every mail dispatcher of this process (./mail.ts, one per app instance) tries to claim
// them with an UPDATE that sees committed rows only. An id nobody could claim within
// PENDING_MAIL_TTL_MS belonged to a transaction that rolled back (or another database) and is
// forgotten. The row's data.mail = 'pending' stays the durable record of an unsent mail.

/** How long an unclaimed id is retried before it is taken for rolled back. */
export const PENDING_MAIL_TTL_MS = 2 * 60_000;

const pending = new Map<string, number>();
const dispatchers = new Set<() => void>();

export function queueNotificationMail(ids: readonly string[], now = Date.now()): void {
  if (ids.length === 0) return;
  for (const id of ids) pending.set(id, now);
  for (const wake of dispatchers) wake();
}

/** The ids still waiting, oldest first; expired ones are dropped. */
export function pendingNotificationMail(now = Date.now()): string[] {
  for (const [id, at] of pending) if (now - at > PENDING_MAIL_TTL_MS) pending.delete(id);
  return [...pending.keys()];
}

export function forgetNotificationMail(ids: readonly string[]): void {
  for (const id of ids) pending.delete(id);
}

/** A dispatcher's wake-up; returns the unsubscribe. */
export function onNotificationMail(wake: () => void): () => void {
  dispatchers.add(wake);
  return () => dispatchers.delete(wake);
}
