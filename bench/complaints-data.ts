// Issue #16 "Bench": the complaints list of a company with 2 000 complaints (p95 ≤ 30 ms). The
// bench company (orders-data.ts: 20 000 orders) gets complaints about its delivered orders until
// it has 2 000, each with one or two lines and its timeline, in every state, spread over the
// year as the orders are. None is due for the ERP (next_check_at NULL): the scenario measures
// the list, not the retailer. INSERT … SELECT inside the database, the same on PGlite and
// PostgreSQL, cached with the database. Numbers: 'R-', the year's two digits, '-9', five digits.
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DatabaseHandle, type Queryable } from '@gradnik/db/connection';
import { BENCH_USER } from './sign-in.ts';

export const BENCH_COMPLAINTS = 2_000;

type Log = (message: string) => void;

async function one<T extends Record<string, unknown>>(db: Queryable, query: SQL) {
  const [row] = await executeRows<T>(db, query);
  if (!row) throw new Error('query returned no row');
  return row;
}

/** Adds the complaints unless there. Returns the seconds it took (0 when cached). */
export async function ensureComplaints(handle: DatabaseHandle, log: Log): Promise<number> {
  const db = handle.db;
  const { partner_id: partnerId, user_id: userId } = await one<{
    partner_id: number;
    user_id: number;
  }>(db, sql`SELECT partner_id, id AS user_id FROM users WHERE email = ${BENCH_USER}`);
  const { n } = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM complaints WHERE partner_id = ${partnerId}`,
  );
  if (n >= BENCH_COMPLAINTS) {
    log(`reusing the company's ${n} complaints`);
    return 0;
  }
  const missing = BENCH_COMPLAINTS - n;
  const started = performance.now();
  log(`adding ${missing} complaints…`);
  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await run(sql`SELECT setseed(0.16)`);
    await run(sql`CREATE TEMP TABLE bench_complaints ON COMMIT DROP AS
      SELECT nextval(pg_get_serial_sequence('complaints', 'id'))::int AS id, o.id AS order_id,
        o.created_at + interval '3 days' AS created_at,
        (ARRAY['submitted','in_progress','approved','rejected','resolved'])[1 + (k % 5)] AS status,
        (ARRAY['credit_note','refund','replacement','repair'])[1 + (k % 4)] AS wish,
        k
      FROM (
        SELECT id, created_at, (row_number() OVER (ORDER BY random()))::int AS k FROM orders
        WHERE partner_id = ${partnerId} AND kind = 'order' AND status IN ('delivered', 'invoiced')
      ) o
      WHERE o.k <= ${missing}`);
    await run(sql`INSERT INTO complaints (id, complaint_no, partner_id, user_id, order_id, status,
        reason, description, desired_resolution, next_check_at, created_at, updated_at)
      SELECT id, 'R-' || to_char(created_at, 'YY') || '-9' || lpad(k::text, 5, '0'), ${partnerId},
        ${userId}, order_id, status, 'damaged', 'Poškodovano pri dostavi (bench).', wish, NULL,
        created_at, created_at
      FROM bench_complaints`);
    await run(sql`INSERT INTO complaint_lines (complaint_id, line_no, order_line_id, product_id,
        item_no, name, unit, quantity, reason)
      SELECT c.id, l.line_no, l.id, l.product_id, l.item_no, l.name, l.retail_unit_of_measure, 1,
        'damaged'
      FROM bench_complaints c
      JOIN order_lines l ON l.order_id = c.order_id AND l.line_no <= 1 + (c.k % 2)`);
    await run(sql`INSERT INTO complaint_events (complaint_id, status, created_at)
      SELECT id, status, created_at FROM bench_complaints`);
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  log(`added ${missing} complaints in ${seconds} s`);
  return seconds;
}
