// Issue #14 "Benchmark": the offers list of a company with 5 000 inquiries. orders-data.ts gives
// the bench company 2 000 inquiries (every tenth of its 20 000 orders) without offers; this adds
// inquiries cloned from them (their lines too) until the company has 5 000, and gives every
// answered one its offer (decision 036: offered, some expired, accepted, declined), so the list
// joins a current offer per row as it does in use. Like orders-data.ts: INSERT … SELECT inside
// the database, the same on PGlite and PostgreSQL, cached with the database.
//
// Numbers: a clone's is 'P-', the year's two digits, '-9' and five digits; its offer's is 'PN-'
// and the rest of the inquiry's number.
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DatabaseHandle, type Queryable } from '@gradnik/db/connection';
import { BENCH_USER } from './sign-in.ts';

export const BENCH_INQUIRIES = 5_000;

type Log = (message: string) => void;

async function one<T extends Record<string, unknown>>(db: Queryable, query: SQL) {
  const [row] = await executeRows<T>(db, query);
  if (!row) throw new Error('query returned no row');
  return row;
}

async function counts(db: Queryable, partnerId: number) {
  return one<{ inquiries: number; unanswered: number }>(
    db,
    sql`SELECT count(*)::int AS inquiries,
          count(*) FILTER (WHERE o.status IN ('offered', 'accepted', 'declined')
            AND NOT EXISTS (SELECT 1 FROM inquiry_offers f WHERE f.order_id = o.id))::int AS unanswered
        FROM orders o WHERE o.partner_id = ${partnerId} AND o.kind = 'inquiry'`,
  );
}

/** Adds the inquiries and offers unless there. Returns the seconds it took (0 when cached). */
export async function ensureInquiryOffers(handle: DatabaseHandle, log: Log): Promise<number> {
  const db = handle.db;
  const { partner_id: partnerId } = await one<{ partner_id: number }>(
    db,
    sql`SELECT partner_id FROM users WHERE email = ${BENCH_USER}`,
  );
  const before = await counts(db, partnerId);
  if (before.inquiries >= BENCH_INQUIRIES && before.unanswered === 0) {
    log(`reusing the company's ${before.inquiries} inquiries and their offers`);
    return 0;
  }
  const started = performance.now();
  const missing = Math.max(0, BENCH_INQUIRIES - before.inquiries);
  log(`adding ${missing} inquiries and the offers of the answered ones…`);
  await db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    await run(sql`SELECT setseed(0.14)`);
    const { base } = await one<{ base: number }>(
      tx,
      sql`SELECT coalesce(max(id), 0)::int AS base FROM orders`,
    );
    // Clones of the bench's inquiries (orders-data.ts numbers them 'P-', year, '-8', five digits).
    await run(sql`CREATE TEMP TABLE bench_clones ON COMMIT DROP AS
      WITH source AS (
        SELECT id, created_at, (row_number() OVER (ORDER BY id))::int - 1 AS k FROM orders
        WHERE partner_id = ${partnerId} AND kind = 'inquiry' AND order_no ~ '^P-\\d\\d-8\\d{5}$'
      )
      SELECT ${base}::int + c.g AS id, c.g, s.id AS source_id,
        s.created_at - make_interval(mins => (c.g * 7) % 1440) AS created_at,
        CASE WHEN r < 0.04 THEN 'sent' WHEN r < 0.45 THEN 'offered' WHEN r < 0.75 THEN 'accepted'
             WHEN r < 0.95 THEN 'declined' ELSE 'withdrawn' END AS status
      FROM (SELECT g, random() AS r FROM generate_series(1, ${missing}::int) g) c
      JOIN source s ON s.k = c.g % (SELECT count(*) FROM source)`);
    await run(sql`INSERT INTO orders (id, order_no, kind, partner_id, user_id, status, comment,
        customer_ref, delivery_service_id, payment_service_id, delivery_code, payment_type,
        delivery_type, recipient, payer, need_car_lift, total_net, total_vat, total_gross,
        created_at, updated_at)
      SELECT c.id, 'P-' || to_char(c.created_at, 'YY') || '-9' || lpad(c.g::text, 5, '0'),
        'inquiry', o.partner_id, o.user_id,
        CASE WHEN c.status = 'sent' AND c.created_at < now() - interval '2 days' THEN 'withdrawn'
             ELSE c.status END,
        o.comment, o.customer_ref, o.delivery_service_id, o.payment_service_id, o.delivery_code,
        o.payment_type, o.delivery_type, o.recipient, o.payer, o.need_car_lift, o.total_net,
        o.total_vat, o.total_gross, c.created_at, c.created_at
      FROM bench_clones c JOIN orders o ON o.id = c.source_id`);
    await run(sql`INSERT INTO order_lines (order_id, line_no, product_id, item_no, ean, name,
        store_id, quantity_base, quantity_retail, base_unit_of_measure, retail_unit_of_measure,
        price_basic_base_unit, price_basic_retail_unit, discount_base_unit, discount_retail_unit,
        discount_add_base_unit, price_for_partner_base_unit, price_for_partner_retail_unit,
        price_type_base_unit, price_type_retail_unit, line_value, line_value_retail, vat)
      SELECT c.id, l.line_no, l.product_id, l.item_no, l.ean, l.name, l.store_id,
        l.quantity_base, l.quantity_retail, l.base_unit_of_measure, l.retail_unit_of_measure,
        l.price_basic_base_unit, l.price_basic_retail_unit, l.discount_base_unit,
        l.discount_retail_unit, l.discount_add_base_unit, l.price_for_partner_base_unit,
        l.price_for_partner_retail_unit, l.price_type_base_unit, l.price_type_retail_unit,
        l.line_value, l.line_value_retail, l.vat
      FROM bench_clones c JOIN order_lines l ON l.order_id = c.source_id`);
    await run(sql`INSERT INTO order_status_events (order_id, status, at)
      SELECT o.id, 'sent', o.created_at FROM orders o JOIN bench_clones c ON c.id = o.id
      UNION ALL
      SELECT o.id, o.status, o.created_at + interval '2 days'
      FROM orders o JOIN bench_clones c ON c.id = o.id WHERE o.status <> 'sent'`);
    await run(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'),
      (SELECT max(id) FROM orders) + 1, false)`);

    // Every answered bench inquiry gets its offer: valid 14 days from the day after it was
    // sent, so the older ones are expired; lines as asked, a tenth of them 5 % cheaper.
    await run(sql`INSERT INTO inquiry_offers (offer_no, order_id, partner_id, revision, status,
        valid_until, transport_cost, total_net, total_vat, total_gross, lines, note, decided_at,
        created_at)
      SELECT 'PN-' || substr(o.order_no, 3), o.id, o.partner_id, 1,
        CASE o.status WHEN 'accepted' THEN 'accepted' WHEN 'declined' THEN 'declined' ELSE 'open' END,
        (o.created_at + interval '15 days')::date, 0, o.total_net, o.total_vat, o.total_gross,
        coalesce((SELECT jsonb_agg(jsonb_build_object(
            'lineNo', l.line_no, 'inquiryLineNo', l.line_no, 'productId', l.product_id,
            'itemNo', l.item_no, 'name', l.name, 'requestedQuantity', l.quantity_retail,
            'quantity', l.quantity_retail, 'unit', l.retail_unit_of_measure,
            'unitPrice', l.price_basic_retail_unit,
            'discountPercent', coalesce(l.discount_retail_unit, 0), 'lineValue', l.line_value,
            'vat', l.vat, 'deliveryDate', to_char(o.created_at + interval '10 days', 'YYYY-MM-DD'),
            'substitute', NULL) ORDER BY l.line_no)
          FROM order_lines l WHERE l.order_id = o.id), '[]'::jsonb),
        'Ponudba velja 14 dni. Cene so brez DDV.',
        CASE WHEN o.status IN ('accepted', 'declined') THEN o.created_at + interval '3 days' END,
        o.created_at + interval '1 day'
      FROM orders o
      WHERE o.partner_id = ${partnerId} AND o.kind = 'inquiry'
        AND o.status IN ('offered', 'accepted', 'declined')
        AND NOT EXISTS (SELECT 1 FROM inquiry_offers f WHERE f.order_id = o.id)`);
  });
  for (const table of ['orders', 'order_lines', 'order_status_events', 'inquiry_offers'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  const after = await counts(db, partnerId);
  const took = (performance.now() - started) / 1000;
  log(`the company has ${after.inquiries} inquiries (added in ${took.toFixed(1)} s)`);
  return took;
}
