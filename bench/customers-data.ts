// Issue #13 "Benchmark": the agent's customer search over 50 000 customers. After the bench's
// normal seeding (the demo agent serves the demo partners), this adds to agent@demo.si's book
// 5 000 building firms of 10 users each, with Slovenian names, so the search words of an agent
// (a surname, a company, a partner number, an e-mail) match tens to thousands of rows. Like
// orders-data.ts it is `INSERT … SELECT generate_series(…)` in one transaction, the same on PGlite
// and PostgreSQL, cached with the database (a second run finds the partners and skips it).
//
// Partner numbers have a range of their own ('7' + five digits), so they never meet the seed's.
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type DatabaseHandle, type Queryable } from '@gradnik/db/connection';
import { DEMO_AGENT_EMAIL } from '@gradnik/db/seed/agent-work';

export const BENCH_CUSTOMERS = 50_000;
const USERS_PER_PARTNER = 10;
const BENCH_PARTNERS = BENCH_CUSTOMERS / USERS_PER_PARTNER;
const PARTNER_NO_PREFIX = '7';

const FIRST_NAMES = [
  'Marko',
  'Luka',
  'Matej',
  'Nejc',
  'Jure',
  'Rok',
  'Blaž',
  'Gašper',
  'Žiga',
  'Primož',
  'Ana',
  'Maja',
  'Nina',
  'Eva',
  'Špela',
  'Katja',
  'Urška',
  'Tjaša',
  'Petra',
  'Mojca',
];
const LAST_NAMES = [
  'Novak',
  'Horvat',
  'Kovačič',
  'Krajnc',
  'Zupančič',
  'Potočnik',
  'Kovač',
  'Mlakar',
  'Kos',
  'Vidmar',
  'Golob',
  'Turk',
  'Božič',
  'Kralj',
  'Korošec',
  'Zupan',
  'Bizjak',
  'Hribar',
  'Kotnik',
  'Kavčič',
  'Rozman',
  'Kastelic',
  'Oblak',
  'Petek',
  'Žagar',
  'Kolar',
  'Košir',
  'Koren',
  'Klemenčič',
  'Zajc',
  'Knez',
  'Medved',
  'Zupanc',
  'Petrič',
  'Pirc',
  'Hrovat',
];
const COMPANY_WORDS = [
  'Gradnje',
  'Zidarstvo',
  'Fasade',
  'Kleparstvo',
  'Inštalacije',
  'Tesarstvo',
  'Gradbeništvo',
  'Keramika',
  'Krovstvo',
  'Izolacije',
  'Montaža',
  'Obnove',
];
const TOWNS = [
  'Ljubljana',
  'Maribor',
  'Celje',
  'Kranj',
  'Koper',
  'Novo mesto',
  'Velenje',
  'Ptuj',
  'Murska Sobota',
  'Nova Gorica',
  'Kamnik',
  'Škofja Loka',
  'Domžale',
  'Jesenice',
];

/** The search words the scenario types, as an agent does (the row's label says which kinds). */
export interface CustomerBook {
  agentEmail: string;
  customers: number;
  surnames: string[];
  companyWords: string[];
  towns: string[];
  partnerNumbers: string[];
}

type Log = (message: string) => void;

function textArray(values: readonly string[]): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** `arr[1 + expr % len]`: a value picked by the series number. */
function pick(values: readonly string[], expr: SQL): SQL {
  return sql`(${textArray(values)})[1 + (${expr}) % ${values.length}::int]`;
}

async function one<T extends Record<string, unknown>>(db: Queryable, query: SQL) {
  const [row] = await executeRows<T>(db, query);
  if (!row) throw new Error('query returned no row');
  return row;
}

async function agentId(db: Queryable): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${DEMO_AGENT_EMAIL}`,
  );
  return row.id;
}

/** Customers in the agent's book (customer users of the partners assigned to the agent). */
async function bookSize(db: Queryable, agent: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users u
        JOIN agent_partners ap ON ap.partner_id = u.partner_id AND ap.agent_user_id = ${agent}`,
  );
  return row.n;
}

/** Adds the bench's firms unless the book already holds them. Returns the seconds it took. */
export async function ensureCustomerBook(handle: DatabaseHandle, log: Log): Promise<number> {
  const db = handle.db;
  const agent = await agentId(db);
  const existing = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM partners WHERE partner_no LIKE ${`${PARTNER_NO_PREFIX}_____`}`,
  );
  if (existing.n >= BENCH_PARTNERS) {
    log(`reusing the agent's ${BENCH_PARTNERS} bench firms`);
    return 0;
  }
  log(`adding ${BENCH_PARTNERS} firms with ${BENCH_CUSTOMERS} users to the agent's book…`);
  const started = performance.now();
  const partnerNo = sql`${PARTNER_NO_PREFIX} || lpad(i::text, 5, '0')`;
  await db.transaction(async (tx) => {
    const employee = await one<{ id: number }>(
      tx,
      sql`SELECT id FROM customer_groups WHERE code = 'customer_employee'`,
    );
    const admin = await one<{ id: number }>(
      tx,
      sql`SELECT id FROM customer_groups WHERE code = 'customer_admin'`,
    );
    await tx.execute(sql`
      INSERT INTO partners (partner_no, name_short, name1, tax_number, city, postal_code,
                            country_name, wholesale_or_repro, email)
      SELECT ${partnerNo},
             ${pick(LAST_NAMES, sql`i * 7`)} || ' ' || ${pick(COMPANY_WORDS, sql`i`)} || ' d.o.o.',
             ${pick(LAST_NAMES, sql`i * 7`)} || ' ' || ${pick(COMPANY_WORDS, sql`i`)} || ', ' ||
               ${pick(TOWNS, sql`i / 3`)},
             'SI' || lpad((10000000 + i)::text, 8, '0'),
             ${pick(TOWNS, sql`i / 3`)},
             lpad((1000 + i % 8000)::text, 4, '0'),
             'Slovenija', 'Repro', 'info@firma' || i || '.si'
      FROM generate_series(1, ${BENCH_PARTNERS}::int) AS i`);
    await tx.execute(sql`
      INSERT INTO agent_partners (agent_user_id, partner_id)
      SELECT ${agent}::int, id FROM partners WHERE partner_no LIKE ${`${PARTNER_NO_PREFIX}_____`}
      ON CONFLICT DO NOTHING`);
    // User j of partner i: the first of each firm is its admin.
    await tx.execute(sql`
      INSERT INTO users (email, partner_id, group_id, firstname, lastname, company, languageid)
      SELECT lower(public.f_unaccent(${pick(FIRST_NAMES, sql`i + j * 3`)} || '.' ||
                   ${pick(LAST_NAMES, sql`i * 5 + j * 11`)})) || '.' || i || '.' || j || '@firma' || i || '.si',
             p.id,
             CASE WHEN j = 0 THEN ${admin.id}::int ELSE ${employee.id}::int END,
             ${pick(FIRST_NAMES, sql`i + j * 3`)},
             ${pick(LAST_NAMES, sql`i * 5 + j * 11`)},
             p.name_short, 'sl'
      FROM generate_series(1, ${BENCH_PARTNERS}::int) AS i
      JOIN partners p ON p.partner_no = ${partnerNo}
      CROSS JOIN generate_series(0, ${USERS_PER_PARTNER - 1}::int) AS j`);
  });
  await db.execute(sql`ANALYZE partners`);
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE agent_partners`);
  const took = (performance.now() - started) / 1000;
  log(`added in ${took.toFixed(0)} s`);
  return took;
}

/** The book's size and the words to search for. */
export async function discoverCustomerBook(db: Queryable): Promise<CustomerBook> {
  const customers = await bookSize(db, await agentId(db));
  return {
    agentEmail: DEMO_AGENT_EMAIL,
    customers,
    surnames: LAST_NAMES,
    companyWords: COMPANY_WORDS,
    towns: TOWNS,
    // Prefixes an agent types from a partner number: 70, 712, 7345, a whole number.
    partnerNumbers: ['71', '723', '7345', '704321', '70999'],
  };
}
