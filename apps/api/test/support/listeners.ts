// Test helper for the instances' one LISTEN connection (plugins/listener.ts, decision 015/042).
import { sql } from 'drizzle-orm';
import type { Database } from '@gradnik/db/connection';
import { LISTEN_APPLICATION_NAME } from '@gradnik/db/listen';

/**
 * Keeps the database's LISTEN connections (plugins/listener.ts) lost, as a database restart or a
 * network cut that lasts would: terminates them now and every 20 ms, each reconnect too, until
 * the returned stop is called.
 */
export async function keepListenersLost(db: Database): Promise<() => Promise<void>> {
  const terminate = () =>
    db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`);
  await terminate();
  let running = true;
  const loop = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await terminate();
    }
  })();
  return async () => {
    running = false;
    await loop;
  };
}
