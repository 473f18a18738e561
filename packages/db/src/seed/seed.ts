// Demo-data entry points (ARCHITECTURE.md "Demo data"): generateDemoData() builds every row
// in memory from a seed (pure and deterministic), seedDatabase() writes them in one
// transaction with multi-row inserts. Explicit ids keep foreign keys simple and stable;
// the serial sequences are moved past them afterwards so the application can insert.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { DEFAULT_WISHLIST_NAME } from '@gradnik/domain/constants';
import { executeRows, type Database, type Queryable } from '../connection.ts';
import { hashPassword } from '../password.ts';
import * as account from '../schema/account.ts';
import * as catalogSchema from '../schema/catalog.ts';
import * as commerce from '../schema/commerce.ts';
import * as contact from '../schema/contact.ts';
import * as content from '../schema/content.ts';
import * as identity from '../schema/identity.ts';
import * as search from '../schema/search.ts';
import { generateActivity, type ActivityData } from './activity.ts';
import { CATEGORY_TREE } from './catalog-data.ts';
import { generateCatalog, type CatalogData } from './catalog.ts';
import {
  generateCmsPages,
  generatePromotions,
  generateServices,
  generateStores,
  type CmsPageRow,
  type PromotionRow,
  type ServiceRow,
  type StoreRow,
} from './content-data.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { generateAgentWork, type AgentWork } from './agent-work.ts';
import { generatePeople, type PeopleData } from './people.ts';
import { generateAddressRequests, type AddressRequestRow } from './address-requests.ts';
import { generateInvitations, type InvitationData } from './invitations.ts';
import { generateQuestions, type QuestionRow } from './questions.ts';
import { Rng } from './random.ts';

export const DEFAULT_SEED = 20_240_601;
export const DEFAULT_PRODUCTS = 3000;

export interface SeedOptions {
  /** Number of products (ARCHITECTURE.md: a few thousand by default, 100 000 for benchmarks). */
  products: number;
  /** PRNG seed; the same seed (and reference date) gives byte-identical data. */
  seed?: number;
  /**
   * "Now" of the demo data: dates are spread backwards from it. Defaults to the start of the
   * current UTC day, so seeding twice on the same day is identical; pass a fixed date for
   * fully reproducible data.
   */
  referenceDate?: Date;
  /** Multiplies the orders per company (default 1: a year of a few hundred, issue #12). */
  orderScale?: number;
}

export interface DemoData {
  catalog: CatalogData;
  people: PeopleData;
  /** Issue #13: the agents' partners and their past impersonations. */
  agentWork: AgentWork;
  activity: ActivityData;
  /** Issue #13: address change requests in each state (decision 033). */
  addressRequests: AddressRequestRow[];
  /** Issue #13: a deactivated user and a pending invitation in each demo sign-in's company. */
  invitations: InvitationData;
  /** Issue #14: questions to the caretaker, answered and not (decision 037). */
  questions: QuestionRow[];
  services: ServiceRow[];
  stores: StoreRow[];
  cmsPages: CmsPageRow[];
  promotions: PromotionRow[];
}

export function startOfUtcDay(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Builds all demo rows in memory. Async only because password hashing is. */
export async function generateDemoData(options: SeedOptions): Promise<DemoData> {
  const seed = options.seed ?? DEFAULT_SEED;
  const referenceDate = options.referenceDate ?? startOfUtcDay();
  if (!Number.isInteger(options.products) || options.products < 0) {
    throw new RangeError(`products must be a non-negative integer, got ${options.products}`);
  }
  // Salts drawn from the seed keep the hashes (and so the rows) reproducible.
  const demo = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    demo.set(
      account.email,
      await hashPassword(DEMO_PASSWORD, { salt: Rng.for(seed, 'salt', account.email).bytes(16) }),
    );
  }
  const shared = await hashPassword(DEMO_PASSWORD, {
    salt: Rng.for(seed, 'salt', 'shared').bytes(16),
  });

  const catalog = generateCatalog(seed, options.products, referenceDate);
  const people = generatePeople(seed, referenceDate, { demo, shared });
  const services = generateServices();
  const stores = generateStores(seed);
  const activity = generateActivity(
    seed,
    referenceDate,
    catalog,
    people,
    services,
    stores,
    options.orderScale,
  );
  const invitations = generateInvitations(seed, referenceDate, people, shared);
  // SPEC §6: every user has the default favourites list, these users too.
  for (const user of invitations.users) {
    activity.wishlists.push({
      id: activity.wishlists.length + 1,
      userId: user.id,
      name: DEFAULT_WISHLIST_NAME,
      isDefault: true,
      createdAt: user.createdAt,
    });
  }
  return {
    catalog,
    people,
    agentWork: generateAgentWork(seed, referenceDate, people),
    addressRequests: generateAddressRequests(referenceDate, people),
    activity,
    invitations,
    questions: generateQuestions(referenceDate, people, catalog),
    services,
    stores,
    cmsPages: generateCmsPages(referenceDate),
    promotions: generatePromotions(seed, referenceDate, CATEGORY_TREE),
  };
}

/** Every table, parents before children (insert order; reversed for clean-up). */
const TABLES: PgTable[] = [
  identity.customerGroups,
  identity.partners,
  identity.users,
  identity.userProperties,
  identity.userSettings,
  identity.partnerAddresses,
  identity.addressChangeRequests,
  identity.specialDeliveryLocations,
  identity.settingChanges,
  identity.oneTimeLinks,
  identity.agentPartners,
  identity.impersonationSessions,
  identity.impersonationActions,
  identity.refreshTokens,
  catalogSchema.categories,
  catalogSchema.attributes,
  catalogSchema.attributeOptions,
  catalogSchema.products,
  catalogSchema.productAttributeOptions,
  // Derived from the two above by triggers (migration 0006_product_listing_upkeep).
  catalogSchema.productListing,
  commerce.services,
  commerce.baskets,
  commerce.basketLines,
  commerce.orders,
  commerce.orderLines,
  commerce.inquiryOffers,
  commerce.inquiryMessages,
  contact.questions,
  contact.uploads,
  account.complaints,
  account.complaintLines,
  account.complaintEvents,
  account.complaintMessages,
  account.documents,
  account.notifications,
  account.notificationCounters,
  account.wishlists,
  account.wishlistProducts,
  account.wishlistShares,
  content.cmsPages,
  content.stores,
  content.promotions,
  // Derived from the catalogue by refresh_search_index() (migration 0004).
  search.searchDocuments,
  search.searchKeywords,
];

/** Rows per INSERT: each column travels as one array parameter, so this bounds message size. */
const CHUNK_ROWS = 5000;

/**
 * Multi-row insert as `INSERT … SELECT * FROM unnest($1::type[], $2::type[], …)`: one array
 * parameter per column instead of one parameter per value. On PGlite this is about twice as
 * fast as `VALUES (…), (…)` (measured: 20 000 products 8.5 s vs 11.3 s) and it works the same
 * on PostgreSQL. Values go through each column's own driver mapping (jsonb → JSON text,
 * timestamps → ISO), exactly as drizzle's insert would.
 */
async function insertChunked<T extends PgTable>(
  db: Queryable,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const t0 = performance.now();
  const records = rows as Record<string, unknown>[];
  // Generated columns are computed by PostgreSQL; columns no row sets keep their defaults.
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, col]) => !col.generated && records.some((r) => r[key] !== undefined),
  );
  const columnList = sql.raw(columns.map(([, col]) => `"${col.name}"`).join(', '));
  for (let i = 0; i < records.length; i += CHUNK_ROWS) {
    const chunk = records.slice(i, i + CHUNK_ROWS);
    const arrays = columns.map(([key, col]) => {
      const values = chunk.map((r) => {
        const v = r[key];
        return v === undefined || v === null ? null : col.mapToDriverValue(v);
      });
      return sql`${sql.param(values)}::${sql.raw(arrayType(col.getSQLType()))}`;
    });
    await db.execute(
      sql`INSERT INTO ${table} (${columnList}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
  if (process.env.SEED_DEBUG) {
    console.log(
      `[seed] ${getTableName(table)}: ${rows.length} rows in ${Math.round(performance.now() - t0)} ms`,
    );
  }
}

/** Array type for a column's SQL type; serial columns are plain integers once created. */
function arrayType(sqlType: string): string {
  const base = sqlType === 'serial' ? 'integer' : sqlType === 'bigserial' ? 'bigint' : sqlType;
  return `${base}[]`;
}

/**
 * Runs `load` with the table's secondary indexes dropped and rebuilds them afterwards:
 * building a trigram GIN index once is much cheaper than maintaining it row by row.
 * Indexes backing constraints (primary key, unique) stay. Definitions are read from the
 * catalog, so they are restored exactly as the migrations created them.
 */
async function withSecondaryIndexesDeferred(
  db: Queryable,
  tableName: string,
  load: () => Promise<void>,
): Promise<void> {
  const indexes = await executeRows<{ indexname: string; indexdef: string }>(
    db,
    sql`SELECT i.indexname, i.indexdef FROM pg_indexes i
        WHERE i.schemaname = current_schema() AND i.tablename = ${tableName}
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
        ORDER BY i.indexname`,
  );
  for (const ix of indexes) await db.execute(sql.raw(`DROP INDEX "${ix.indexname}"`));
  await load();
  const t0 = performance.now();
  for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
  if (process.env.SEED_DEBUG) {
    console.log(
      `[seed] ${tableName}: rebuilt ${indexes.length} indexes in ${Math.round(performance.now() - t0)} ms`,
    );
  }
}

/**
 * product_listing (schema/catalog.ts) is kept by insert triggers on products and their options
 * (migration 0006). A bulk load would write each listing row twice (once per table), so the
 * insert triggers are off during `load` and the listing is built once afterwards, in category
 * order, with its indexes created after the rows. ALTER TABLE needs only table ownership (no
 * superuser), and inside the seed's transaction no other session sees the triggers off.
 */
async function withListingBuiltOnce(db: Queryable, load: () => Promise<void>): Promise<void> {
  await db.execute(sql`ALTER TABLE products DISABLE TRIGGER product_listing_products_insert`);
  await db.execute(
    sql`ALTER TABLE product_attribute_options DISABLE TRIGGER product_listing_options_insert`,
  );
  await load();
  await db.execute(sql`ALTER TABLE products ENABLE TRIGGER product_listing_products_insert`);
  await db.execute(
    sql`ALTER TABLE product_attribute_options ENABLE TRIGGER product_listing_options_insert`,
  );
  await withSecondaryIndexesDeferred(db, 'product_listing', async () => {
    await db.execute(sql`SELECT refresh_product_listing(NULL)`);
  });
}

/** Moves each serial id sequence past the explicit ids the seed inserted. */
async function syncSequences(db: Queryable): Promise<void> {
  for (const table of TABLES) {
    const id = getTableConfig(table).columns.find((c) => c.name === 'id');
    if (id?.columnType !== 'PgSerial') continue;
    const name = getTableName(table);
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    );
  }
}

/** True when the database already holds data (customer groups or products). */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await executeRows<{ seeded: boolean }>(
    db,
    sql`SELECT (EXISTS (SELECT 1 FROM customer_groups) OR EXISTS (SELECT 1 FROM products)) AS seeded`,
  );
  return rows[0]?.seeded === true;
}

/** Empties every application table and restarts the id sequences (CLI --reset, tests). */
export async function resetDatabase(db: Queryable): Promise<void> {
  const names = TABLES.map((t) => `"${getTableName(t)}"`).join(', ');
  await db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}

export interface SeedReport {
  products: number;
  productAttributeOptions: number;
  categories: number;
  partners: number;
  users: number;
  orders: number;
  generateMs: number;
  insertMs: number;
}

/**
 * Generates and inserts the demo data in one transaction. Refuses to run on a database
 * that already holds data (call resetDatabase first).
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  if (await isSeeded(db)) {
    throw new Error('The database already holds data; reset it first (seed CLI: --reset).');
  }
  const t0 = performance.now();
  const data = await generateDemoData(options);
  const t1 = performance.now();
  const { catalog, people, activity } = data;

  await db.transaction(async (tx) => {
    await insertChunked(tx, identity.customerGroups, people.customerGroups);
    await insertChunked(tx, identity.partners, people.partners);
    await insertChunked(tx, identity.users, people.users);
    await insertChunked(tx, identity.users, data.invitations.users);
    await insertChunked(tx, identity.oneTimeLinks, data.invitations.oneTimeLinks);
    await insertChunked(tx, identity.userProperties, people.userProperties);
    await insertChunked(tx, identity.userSettings, people.userSettings);
    await insertChunked(tx, identity.partnerAddresses, people.partnerAddresses);
    await insertChunked(tx, identity.addressChangeRequests, data.addressRequests);
    await insertChunked(tx, identity.specialDeliveryLocations, people.specialDeliveryLocations);
    await insertChunked(tx, identity.agentPartners, data.agentWork.agentPartners);
    await insertChunked(tx, identity.impersonationSessions, data.agentWork.impersonationSessions);
    await insertChunked(tx, identity.impersonationActions, data.agentWork.impersonationActions);

    await insertChunked(tx, catalogSchema.categories, catalog.categories);
    await insertChunked(tx, catalogSchema.attributes, catalog.attributes);
    await insertChunked(tx, catalogSchema.attributeOptions, catalog.attributeOptions);
    // Index builds need memory; the default (64 MB) makes the trigram index build spill.
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
    await withListingBuiltOnce(tx, async () => {
      await withSecondaryIndexesDeferred(tx, 'products', () =>
        insertChunked(tx, catalogSchema.products, catalog.products),
      );
      await withSecondaryIndexesDeferred(tx, 'product_attribute_options', () =>
        insertChunked(
          tx,
          catalogSchema.productAttributeOptions,
          catalog.productAttributeOptions.map(([productId, optionId]) => ({ productId, optionId })),
        ),
      );
    });

    await insertChunked(tx, commerce.services, data.services);
    await insertChunked(tx, content.stores, data.stores);
    await insertChunked(tx, content.cmsPages, data.cmsPages);
    await insertChunked(tx, content.promotions, data.promotions);

    await insertChunked(tx, commerce.orders, activity.orders);
    // Issue #14: offers before order lines (a line placed from an offer references it).
    await insertChunked(tx, commerce.inquiryOffers, activity.inquiryOffers);
    await insertChunked(tx, commerce.inquiryMessages, activity.inquiryMessages);
    await insertChunked(tx, commerce.orderLines, activity.orderLines);
    await insertChunked(tx, commerce.orderStatusEvents, activity.orderStatusEvents);
    await insertChunked(tx, contact.questions, data.questions);
    // Issue #16: documents first, since a complaint links its delivery note and credit note.
    await insertChunked(tx, account.documents, activity.documents);
    await insertChunked(tx, account.complaints, activity.complaints);
    await insertChunked(tx, account.complaintLines, activity.complaintLines);
    await insertChunked(tx, account.complaintEvents, activity.complaintEvents);
    await insertChunked(tx, account.complaintMessages, activity.complaintMessages);
    await insertChunked(tx, account.notifications, activity.notifications);
    await insertChunked(tx, account.wishlists, activity.wishlists);
    await insertChunked(tx, account.wishlistProducts, activity.wishlistProducts);
    await insertChunked(tx, account.wishlistShares, activity.wishlistShares);

    await syncSequences(tx);
    // The search index is derived data: built once from the rows above (schema/search.ts).
    await tx.execute(sql`SELECT refresh_search_index()`);
  });
  // Category counts and pages are index-only scans of product_listing once its visibility map
  // is set, and PGlite has no autovacuum to set it (100 000 products, PGlite, best of 15: a
  // top category's count 14 ms before, 3 ms after). After the transaction: VACUUM cannot run
  // inside one.
  await db.execute(sql`VACUUM ANALYZE product_listing`);
  const t2 = performance.now();
  return {
    products: catalog.products.length,
    productAttributeOptions: catalog.productAttributeOptions.length,
    categories: catalog.categories.length,
    partners: people.partners.length,
    users: people.users.length,
    orders: activity.orders.length,
    generateMs: Math.round(t1 - t0),
    insertMs: Math.round(t2 - t1),
  };
}
