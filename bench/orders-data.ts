// Issue #12 "Benchmark": a company with 20 000 orders and 50 000 documents. After the bench's
// normal seeding (the demo company of uprava@demo.si already has a year of ~300 orders), this adds
// to that sign-in's partner two years of orders (1–8 lines each, drawn from a 500-product
// assortment of the catalogue, with their status history) and the documents the ERP issued for
// them (invoices, delivery notes, order confirmations, credit notes, offers, with their lines as
// jsonb). All of it is `INSERT … SELECT generate_series(…)` in one transaction: it runs inside
// the database, the same on PGlite and PostgreSQL, and is cached with the database (a second run
// finds the orders and skips it).
//
// Numbers follow the seed's pattern with a range of their own ('N-26-812345': 8 + the row's
// five digits), so they stay unique next to the seed's (which count from 1 each year); the
// orders' ids are explicit and the id sequence is moved past them as the seed's syncSequences does.
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DatabaseHandle, type Queryable } from '@gradnik/db/connection';
import { BENCH_USER } from './sign-in.ts';

export const BENCH_ORDERS = 20_000;
export const BENCH_DOCUMENTS = 50_000;
/** Products a company buys from (a window, as in the demo data): a code recurs on ~180 orders. */
const ASSORTMENT = 500;
/** Every tenth is an inquiry (the list shows both). */
const INQUIRY_EVERY = 10;
/** The XLSX export's filter holds at least this many rows (issue #12: 10 000). */
export const EXPORT_MIN_ROWS = 10_000;

/** What the scenarios need to know about the company's orders and documents. */
export interface OrderHistory {
  partnerId: number;
  /** The company's users (placed_by). */
  userIds: number[];
  /** The newest order's Ljubljana calendar day (the date filters are relative to it). */
  lastOrderDay: string;
  /** Order number prefixes ('N-26-81'), each matching some hundreds of orders. */
  orderNumberPrefixes: string[];
  /** Product codes on many of the company's order lines. */
  productCodes: string[];
  /** Document number prefixes ('RA-26-81'). */
  documentNumberPrefixes: string[];
  /** Invoices to print (spread over the two years). */
  invoiceIds: number[];
  /** The export's date range: the newest documents, at least EXPORT_MIN_ROWS of them. */
  exportRange: { from: string; to: string; rows: number };
  /** Orders and documents of the company (the demo ones included). */
  orders: number;
  documents: number;
}

type Log = (message: string) => void;

async function one<T extends Record<string, unknown>>(db: Queryable, query: SQL) {
  const [row] = await executeRows<T>(db, query);
  if (!row) throw new Error('query returned no row');
  return row;
}

/** The bench orders already there (numbers of the bench's range). */
async function benchOrders(db: Queryable, partnerId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM orders
        WHERE partner_id = ${partnerId} AND order_no ~ '^[NP]-\\d\\d-8\\d{5}$'`,
  );
  return row.n;
}

/**
 * Adds the orders and documents unless the database already has them. Returns the seconds it
 * took (0 when cached).
 */
export async function ensureOrderHistory(handle: DatabaseHandle, log: Log): Promise<number> {
  const db = handle.db;
  const { partner_id: partnerId } = await one<{ partner_id: number | null }>(
    db,
    sql`SELECT partner_id FROM users WHERE email = ${BENCH_USER}`,
  );
  if (partnerId === null) throw new Error(`${BENCH_USER} has no partner`);
  const existing = await benchOrders(db, partnerId);
  if (existing >= BENCH_ORDERS) {
    log(`reusing the company's ${BENCH_ORDERS} bench orders and their documents`);
    // The last run's status refresh updated some orders: the steady state has them vacuumed.
    await vacuum(handle, log);
    return 0;
  }
  log(`adding ${BENCH_ORDERS} orders and ${BENCH_DOCUMENTS} documents to ${BENCH_USER}'s company…`);
  const started = performance.now();
  await db.transaction(async (tx) => {
    if (existing > 0) {
      // One transaction leaves all or nothing: fewer means another BENCH_ORDERS. Start over.
      await tx.execute(
        sql`DELETE FROM documents WHERE partner_id = ${partnerId} AND doc_no ~ '^[A-Z]{2}-\\d\\d-8\\d{5}$'`,
      );
      await tx.execute(
        sql`DELETE FROM orders WHERE partner_id = ${partnerId} AND order_no ~ '^[NP]-\\d\\d-8\\d{5}$'`,
      );
    }
    await generate(tx, partnerId);
  });
  const inserted = performance.now();
  await vacuum(handle, log);
  const took = (performance.now() - started) / 1000;
  log(
    `orders and documents added in ${took.toFixed(1)} s (insert ${((inserted - started) / 1000).toFixed(1)} s, vacuum analyze ${((performance.now() - inserted) / 1000).toFixed(1)} s)`,
  );
  return took;
}

const TABLES = ['orders', 'order_lines', 'order_status_events', 'documents'];

/**
 * Fresh statistics and visibility maps (PGlite has no autovacuum): a count is an index-only scan
 * only on pages the visibility map marks all-visible (50 000 documents: 10 ms instead of 85 ms on
 * PostgreSQL). On PostgreSQL a concurrent autovacuum's ANALYZE can hold the horizon back so that
 * VACUUM marks nothing right after the insert: it is repeated until the map covers the tables.
 */
async function vacuum(handle: DatabaseHandle, log: Log): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    for (const table of TABLES) await handle.db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    const { pages, visible } = await one<{ pages: number; visible: number }>(
      handle.db,
      sql`SELECT sum(relpages)::int AS pages, sum(relallvisible)::int AS visible FROM pg_class
          WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace
            AND relname IN (${sql.join(
              TABLES.map((t) => sql`${t}`),
              sql`, `,
            )})`,
    );
    if (visible >= 0.95 * pages) return;
    if (attempt === 5) {
      log(`VACUUM left ${pages - visible} of ${pages} pages not all-visible: counts read the heap`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function generate(tx: Queryable, partnerId: number): Promise<void> {
  const run = (query: SQL) => tx.execute(query);
  const { base } = await one<{ base: number }>(
    tx,
    sql`SELECT coalesce(max(id), 0)::int AS base FROM orders`,
  );
  // The same rows every time (random() after setseed is deterministic in one session).
  await run(sql`SELECT setseed(0.42)`);

  // The company's assortment: 500 listed products spread over the catalogue.
  await run(sql`CREATE TEMP TABLE bench_pool ON COMMIT DROP AS
    SELECT (row_number() OVER (ORDER BY md5(id::text)))::int - 1 AS k, id, code, ean, name_sl,
           vat, base_unit_of_measure, retail_unit_of_measure, factor_unit_retail,
           minimum_sales_unit_retail, coalesce(list_price, 10)::numeric AS price
    FROM products WHERE catalog_status = 1 ORDER BY md5(id::text) LIMIT ${ASSORTMENT}`);
  const { pool } = await one<{ pool: number }>(
    tx,
    sql`SELECT count(*)::int AS pool FROM bench_pool`,
  );
  if (pool === 0) throw new Error('no listed products to order');

  // The orders: one every ~53 minutes over two years up to this hour, so numbers grow with
  // dates. Older than 10 days: settled (invoiced, some cancelled); newer: on their way (a few
  // hundred, what the status refresh asks the ERP about). Every tenth an inquiry.
  await run(sql`CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
    SELECT s.*,
      CASE
        WHEN kind = 'inquiry' THEN
          CASE WHEN age > 30 THEN (CASE WHEN r_status < 0.5 THEN 'offered' ELSE 'declined' END)
               WHEN age > 2 THEN 'offered' ELSE 'sent' END
        WHEN r_status < 0.05 AND age >= 1 THEN 'cancelled'
        WHEN age >= 10 THEN 'invoiced'
        WHEN age >= 5 THEN 'delivered'
        WHEN age >= 3 THEN 'shipped'
        WHEN age >= 1 THEN 'in_preparation'
        WHEN age >= 0.1 THEN 'confirmed'
        ELSE 'received'
      END AS status,
      CASE WHEN kind = 'order' AND delivery_code = 4 THEN (25 + floor(r_transport * 95))::numeric END
        AS transport,
      to_char(created_at, 'YY') || '-8' || lpad(g::text, 5, '0') AS number
    FROM (
      SELECT g, ${base}::int + g AS id,
        CASE WHEN g % ${INQUIRY_EVERY} = 0 THEN 'inquiry' ELSE 'order' END AS kind,
        created_at,
        extract(epoch FROM date_trunc('hour', now()) - created_at) / 86400 AS age,
        1 + floor(random() * CASE WHEN g % ${INQUIRY_EVERY} = 0 THEN 4 ELSE 8 END)::int
          AS line_count,
        floor(random() * ${pool})::int AS pool_start,
        random() AS r_user, random() AS r_status, random() AS r_transport, random() AS r_ref,
        random() AS r_address,
        CASE WHEN r_delivery < 0.6 THEN 4 WHEN r_delivery < 0.9 THEN 1 ELSE 5 END
          AS delivery_code
      FROM (
        SELECT g, random() AS r_delivery,
          date_trunc('hour', now())
            - make_interval(mins => ((${BENCH_ORDERS}::int - g)::bigint * 730 * 1440 / ${BENCH_ORDERS}::int)::int)
            - make_interval(mins => floor(random() * 50)::int) AS created_at
        FROM generate_series(1, ${BENCH_ORDERS}::int) g
      ) t
    ) s`);

  // 1–8 lines (inquiries 1–4), distinct products of the assortment, partner discounts.
  await run(sql`CREATE TEMP TABLE bench_lines ON COMMIT DROP AS
    SELECT y.*, round(y.partner_price * y.quantity_retail, 2) AS line_value
    FROM (
      SELECT w.*, round(w.price * (1 - w.discount / 100.0), 2) AS partner_price
      FROM (
        SELECT o.id AS order_id, o.kind, o.created_at, n.line_no, p.id AS product_id, p.code,
          p.ean, p.name_sl, p.vat, p.base_unit_of_measure, p.retail_unit_of_measure,
          p.factor_unit_retail, p.price,
          round(p.minimum_sales_unit_retail * (1 + floor(random() * 20))::numeric, 3) AS quantity_retail,
          (ARRAY[0, 0, 5, 10, 15])[1 + floor(random() * 5)::int] AS discount,
          1 + floor(random() * 6)::int AS delivery_days
        FROM bench_orders o
        CROSS JOIN LATERAL generate_series(1, o.line_count) AS n(line_no)
        JOIN bench_pool p ON p.k = (o.pool_start + (n.line_no - 1) * 37) % ${pool}::int
      ) w
    ) y`);
  await run(sql`CREATE TEMP TABLE bench_totals ON COMMIT DROP AS
    SELECT order_id, sum(line_value) AS net, sum(round(line_value * vat / 100, 2)) AS vat,
      jsonb_agg(jsonb_build_object(
        'lineNo', line_no, 'productId', product_id, 'itemNo', code, 'name', name_sl,
        'quantity', quantity_retail, 'unit', retail_unit_of_measure, 'unitPrice', price,
        'discountPercent', discount, 'value', line_value, 'vat', vat) ORDER BY line_no) AS lines,
      count(*)::int AS line_count
    FROM bench_lines GROUP BY order_id`);

  await run(sql`INSERT INTO orders (id, order_no, kind, partner_id, user_id, status, comment,
      customer_ref, delivery_service_id, payment_service_id, delivery_code, payment_type,
      delivery_type, store_id, recipient, payer, need_car_lift, transport_costs, one_delivery,
      total_net, total_vat, total_gross, invoice_no, created_at, updated_at)
    SELECT o.id, CASE WHEN o.kind = 'order' THEN 'N-' ELSE 'P-' END || o.number, o.kind,
      ${partnerId}::int, u.ids[1 + floor(o.r_user * array_length(u.ids, 1))::int], o.status,
      CASE WHEN o.r_ref > 0.8 THEN 'Dostava dopoldne.' END,
      CASE WHEN o.r_ref < 0.6
        THEN 'PO-' || to_char(o.created_at, 'YYYY') || '-' || lpad((o.g % 1000)::text, 3, '0') END,
      (SELECT id FROM services WHERE type = 'delivery' AND code = o.delivery_code LIMIT 1),
      (SELECT id FROM services WHERE type = 'payment' AND active ORDER BY position, id LIMIT 1),
      o.delivery_code, 2,
      CASE WHEN t.line_count > 3 AND o.r_transport < 0.3 THEN 'multiple_packages'
           ELSE 'single_package' END,
      CASE o.delivery_code WHEN 1 THEN 'CS'
        WHEN 5 THEN (SELECT id::text FROM stores ORDER BY id LIMIT 1) END,
      a.delivery[1 + floor(o.r_address * array_length(a.delivery, 1))::int], a.payment,
      o.delivery_code = 4 AND o.r_transport < 0.2,
      o.transport, CASE WHEN o.kind = 'order' THEN 1 END,
      t.net + coalesce(o.transport, 0),
      t.vat + round(coalesce(o.transport, 0) * 0.22, 2),
      t.net + coalesce(o.transport, 0) + t.vat + round(coalesce(o.transport, 0) * 0.22, 2),
      CASE WHEN o.status = 'invoiced' THEN 'RA-' || o.number END,
      o.created_at, o.created_at
    FROM bench_orders o
    JOIN bench_totals t ON t.order_id = o.id
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM users
                WHERE partner_id = ${partnerId} AND status = 1) u
    CROSS JOIN (
      SELECT
        array_agg(jsonb_build_object('id', id, 'partner_address_id', partner_address_id,
          'name', coalesce(partner_address_name1, ''), 'street', coalesce(shipping_street, ''),
          'post', coalesce(shipping_postal_code, ''), 'city', coalesce(shipping_city, ''))
          ORDER BY id) FILTER (WHERE purpose = 'delivery') AS delivery,
        (array_agg(jsonb_build_object('id', id, 'partner_address_id', partner_address_id,
          'name', coalesce(partner_address_name1, ''), 'street', coalesce(shipping_street, ''),
          'post', coalesce(shipping_postal_code, ''), 'city', coalesce(shipping_city, ''))
          ORDER BY partner_address_status = 1 DESC, id) FILTER (WHERE purpose = 'payment'))[1]
          AS payment
      FROM partner_addresses WHERE partner_id = ${partnerId}) a`);

  await run(sql`INSERT INTO order_lines (order_id, line_no, product_id, item_no, ean, name,
      store_id, quantity_base, quantity_retail, base_unit_of_measure, retail_unit_of_measure,
      price_basic_base_unit, price_basic_retail_unit, discount_base_unit, discount_retail_unit,
      discount_add_base_unit, price_for_partner_base_unit, price_for_partner_retail_unit,
      price_type_base_unit, price_type_retail_unit, line_value, line_value_retail, vat,
      delivery_date, calculation_id)
    SELECT order_id, line_no, product_id, code, ean, name_sl, 'CS',
      round(quantity_retail * factor_unit_retail, 3), quantity_retail, base_unit_of_measure,
      retail_unit_of_measure, round(price / factor_unit_retail, 4), price, discount, discount, 0,
      round(partner_price / factor_unit_retail, 4), partner_price,
      CASE WHEN discount > 0 THEN 'partner' ELSE 'basic' END,
      CASE WHEN discount > 0 THEN 'partner' ELSE 'basic' END,
      line_value, line_value, vat,
      CASE WHEN kind = 'order' THEN (created_at + make_interval(days => delivery_days))::date END,
      CASE WHEN kind = 'order' THEN 'CB' || order_id || '-' || line_no END
    FROM bench_lines`);

  // The status history: each step the order reached, at its offset from placing.
  await run(sql`INSERT INTO order_status_events (order_id, status, at)
    SELECT o.id, step.status, o.created_at + make_interval(secs => step.days * 86400)
    FROM bench_orders o
    JOIN (VALUES ('received', 0.0, 1), ('confirmed', 0.1, 2), ('in_preparation', 1.0, 3),
                 ('shipped', 3.0, 4), ('delivered', 5.0, 5), ('invoiced', 10.0, 6))
      AS step(status, days, rank) ON TRUE
    WHERE o.kind = 'order' AND o.status <> 'cancelled'
      AND step.rank <= CASE o.status WHEN 'received' THEN 1 WHEN 'confirmed' THEN 2
        WHEN 'in_preparation' THEN 3 WHEN 'shipped' THEN 4 WHEN 'delivered' THEN 5 ELSE 6 END
    UNION ALL
    SELECT o.id, step.status, o.created_at + make_interval(secs => step.days * 86400)
    FROM bench_orders o
    JOIN (VALUES ('received', 0.0), ('cancelled', 0.15)) AS step(status, days) ON TRUE
    WHERE o.status = 'cancelled'
    UNION ALL
    SELECT o.id, step.status, o.created_at + make_interval(secs => step.days * 86400)
    FROM bench_orders o
    JOIN (VALUES ('sent', 0.0, 1), ('offered', 2.0, 2), ('declined', 30.0, 3))
      AS step(status, days, rank) ON TRUE
    WHERE o.kind = 'inquiry'
      AND step.rank <= CASE o.status WHEN 'sent' THEN 1 WHEN 'offered' THEN 2 ELSE 3 END`);

  // The documents, one of each kind an order reached: invoices of invoiced orders (due in 30
  // days; most paid, some open, old open ones overdue), delivery notes of shipped ones, credit
  // notes for every ninth invoiced order a few weeks old, offers answering inquiries, and order
  // confirmations for a share of the orders up to 50 000 documents in all. Lines are the order's
  // (with transport on invoices and confirmations), as the ERP prints them.
  const documentFrom = (
    type: string,
    prefix: string,
    offsetDays: number,
    where: SQL,
    extra: SQL = sql``,
  ) =>
    run(sql`INSERT INTO documents (partner_id, order_id, doc_type, doc_no, issued_at, due_at,
        amount, net, vat, status, lines)
      SELECT ${partnerId}::int, id, ${type}::text, ${prefix}::text || '-' || to_char(issued, 'YY')
          || substr(number, 3), issued, due, amount, net, vat, status, lines
      FROM (
        SELECT o.id, o.number, d.issued,
          CASE ${type}::text
            WHEN 'invoice' THEN d.issued + 30
            WHEN 'credit_note' THEN d.issued + 15
            WHEN 'offer' THEN d.issued + 30 END AS due,
          CASE ${type}::text
            WHEN 'delivery_note' THEN t.net + t.vat
            WHEN 'credit_note' THEN -(c.partner_price + round(c.partner_price * c.vat / 100, 2))
            WHEN 'offer' THEN t.net + t.vat
            ELSE x.total_gross END AS amount,
          CASE ${type}::text
            WHEN 'delivery_note' THEN t.net WHEN 'offer' THEN t.net
            WHEN 'credit_note' THEN -c.partner_price ELSE x.total_net END AS net,
          CASE ${type}::text
            WHEN 'delivery_note' THEN t.vat WHEN 'offer' THEN t.vat
            WHEN 'credit_note' THEN -round(c.partner_price * c.vat / 100, 2) ELSE x.total_vat END AS vat,
          CASE ${type}::text
            WHEN 'invoice' THEN
              CASE WHEN d.issued + 30 < current_date
                THEN (CASE WHEN random() < 0.95 THEN 'paid' ELSE 'open' END)
                ELSE (CASE WHEN random() < 0.25 THEN 'paid' ELSE 'open' END) END
            WHEN 'credit_note' THEN
              CASE WHEN d.issued + 15 < current_date THEN 'paid' ELSE 'open' END
            WHEN 'offer' THEN
              CASE WHEN d.issued + 30 >= current_date THEN 'open'
                ELSE (ARRAY['accepted', 'expired', 'rejected'])[1 + floor(random() * 3)::int] END
            ELSE 'issued' END AS status,
          CASE
            WHEN ${type}::text = 'credit_note' THEN jsonb_build_array(
              t.lines -> 0 || jsonb_build_object('quantity', 1, 'value', c.partner_price))
            WHEN ${type}::text IN ('invoice', 'order_confirmation') AND o.transport IS NOT NULL
              THEN t.lines || jsonb_build_array(jsonb_build_object('lineNo', t.line_count + 1,
                'productId', NULL, 'itemNo', 'PREVOZ', 'name', 'Prevoz', 'quantity', 1,
                'unit', 'KOS', 'unitPrice', o.transport, 'discountPercent', NULL,
                'value', o.transport, 'vat', 22))
            ELSE t.lines END AS lines
        FROM bench_orders o
        JOIN bench_totals t ON t.order_id = o.id
        JOIN orders x ON x.id = o.id
        JOIN bench_lines c ON c.order_id = o.id AND c.line_no = 1
        CROSS JOIN LATERAL (
          SELECT (o.created_at + make_interval(secs => ${offsetDays}::float8 * 86400))::date AS issued
        ) d
        WHERE ${where}
        ${extra}
      ) s`);

  await documentFrom('invoice', 'RA', 10, sql`o.status = 'invoiced'`);
  await documentFrom(
    'delivery_note',
    'DO',
    3,
    sql`o.status IN ('shipped', 'delivered', 'invoiced')`,
  );
  await documentFrom(
    'credit_note',
    'DB',
    20,
    sql`o.status = 'invoiced' AND o.g % 9 = 0 AND o.age >= 40`,
  );
  await documentFrom('offer', 'PN', 2, sql`o.kind = 'inquiry' AND o.status <> 'sent'`);
  const { n: issued } = await one<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM documents d JOIN bench_orders o ON o.id = d.order_id`,
  );
  await documentFrom(
    'order_confirmation',
    'PO',
    0.1,
    sql`o.kind = 'order' AND o.status NOT IN ('received', 'cancelled')`,
    sql`ORDER BY md5(o.g::text) LIMIT ${Math.max(0, BENCH_DOCUMENTS - issued)}::int`,
  );

  // The id sequence past the explicit ids (as the seed's syncSequences).
  await run(sql`SELECT setval(pg_get_serial_sequence('"orders"', 'id'),
    coalesce((SELECT max(id) FROM orders), 0) + 1, false)`);
}

/** Reads what the scenarios ask for from the company's data (cached database or not). */
export async function discoverOrderHistory(db: Queryable): Promise<OrderHistory> {
  const { partner_id: partnerId } = await one<{ partner_id: number }>(
    db,
    sql`SELECT partner_id FROM users WHERE email = ${BENCH_USER}`,
  );
  const users = await executeRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE partner_id = ${partnerId} AND status = 1 ORDER BY id`,
  );
  const counts = await one<{ orders: number; documents: number; last: string }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM orders WHERE partner_id = ${partnerId}) AS orders,
               (SELECT count(*)::int FROM documents WHERE partner_id = ${partnerId}) AS documents,
               (SELECT to_char(max(created_at) AT TIME ZONE 'Europe/Ljubljana', 'YYYY-MM-DD')
                  FROM orders WHERE partner_id = ${partnerId}) AS last`,
  );
  // Numbers of the bench's range, cut after the thousands: 'N-26-812' holds up to 1 000 orders.
  const orderPrefixes = await executeRows<{ prefix: string }>(
    db,
    sql`SELECT DISTINCT left(order_no, 8) AS prefix FROM orders
        WHERE partner_id = ${partnerId} AND order_no ~ '^N-\\d\\d-8\\d{5}$' ORDER BY 1`,
  );
  const codes = await executeRows<{ code: string }>(
    db,
    sql`SELECT l.item_no AS code FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE o.partner_id = ${partnerId} AND l.product_id IS NOT NULL
        GROUP BY l.item_no ORDER BY count(*) DESC, l.item_no LIMIT 6`,
  );
  const documentPrefixes = await executeRows<{ prefix: string }>(
    db,
    sql`SELECT DISTINCT left(doc_no, 9) AS prefix FROM documents
        WHERE partner_id = ${partnerId} AND doc_type IN ('invoice', 'delivery_note')
          AND doc_no ~ '^[A-Z]{2}-\\d\\d-8\\d{5}$' ORDER BY 1`,
  );
  // Every n-th invoice: a few hundred over the whole two years.
  const invoices = await executeRows<{ id: number }>(
    db,
    sql`SELECT id FROM (
          SELECT id, row_number() OVER (ORDER BY id) AS n FROM documents
          WHERE partner_id = ${partnerId} AND doc_type = 'invoice') i
        WHERE n % 50 = 0 ORDER BY id LIMIT 400`,
  );
  const range = await one<{ from: string; to: string; rows: number }>(
    db,
    sql`WITH b AS (
          SELECT (SELECT issued_at FROM documents WHERE partner_id = ${partnerId}
                  ORDER BY issued_at DESC OFFSET ${EXPORT_MIN_ROWS - 1} LIMIT 1) AS "from",
                 (SELECT max(issued_at) FROM documents WHERE partner_id = ${partnerId}) AS "to")
        SELECT "from"::text AS "from", "to"::text AS "to",
          (SELECT count(*)::int FROM documents WHERE partner_id = ${partnerId}
             AND issued_at BETWEEN b."from" AND b."to") AS rows
        FROM b`,
  );
  const spread = <T>(items: T[], n: number) =>
    items.length <= n
      ? items
      : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)] as T);
  return {
    partnerId,
    userIds: users.map((u) => u.id),
    lastOrderDay: counts.last,
    orderNumberPrefixes: spread(
      orderPrefixes.map((p) => p.prefix),
      4,
    ),
    productCodes: codes.map((c) => c.code),
    documentNumberPrefixes: spread(
      documentPrefixes.map((p) => p.prefix),
      4,
    ),
    invoiceIds: invoices.map((i) => i.id),
    exportRange: range,
    orders: counts.orders,
    documents: counts.documents,
  };
}
