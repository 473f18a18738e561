// Issue #15 favourites lists (SPEC §3 Favourites list, §5 Other, §6, §7 Favourites, §8;
// decision 038): every call's success, the protected default list, duplicate names, SPEC §5's
// exact product-list texts, the product → lists map after adds and removals, the default list
// made on first use (also concurrently), 404 for another user's and another company's list on
// every route, an agent acting for a customer (audited) or for nobody (403). Runs on PGlite and
// on PostgreSQL (the postgres project).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import {
  wishlistDeletedResponseSchema,
  wishlistDetailResponseSchema,
  wishlistListResponseSchema,
  wishlistProductMapResponseSchema,
  wishlistProductsResponseSchema,
  wishlistSummaryResponseSchema,
  type WishlistProductMapEntry,
} from '@gradnik/contracts/wishlist';
import { wishlists } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { impersonationActions } from '@gradnik/db/schema/identity';
import { DEFAULT_WISHLIST_NAME } from '@gradnik/domain/constants';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import { createWishlistRepository } from '../src/modules/wishlist/repository.ts';
import { DEMO, startApi, openTestDatabase, tokensFor, type TestDatabase } from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

interface Caller {
  token: string;
  csrf: string;
  userId: number;
  headers?: Record<string, string>;
}

let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;
let agent: Caller;
let productIds: number[];

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '', userId: Number(t.user.id) };
}

type Method = 'GET' | 'POST' | 'DELETE';

function send(
  who: Caller,
  method: Method,
  url: string,
  payload?: object,
  opts: { locale?: string; csrf?: boolean } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(opts.csrf !== false ? { 'x-csrf-token': who.csrf } : {}),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
      ...who.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const B = '/api/customer/wishlist';
const errorOf = (response: { body: string }) => apiErrorSchema.parse(JSON.parse(response.body));

async function lists(who: Caller, search?: string) {
  const q = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
  const response = await send(who, 'GET', `${B}/user${q}`);
  expect(response.statusCode, response.body).toBe(200);
  return wishlistListResponseSchema.parse(response.json()).data;
}

async function createList(who: Caller, name: string) {
  const response = await send(who, 'POST', `${B}/add`, { name });
  expect(response.statusCode, response.body).toBe(201);
  return wishlistSummaryResponseSchema.parse(response.json()).data;
}

async function productMap(who: Caller): Promise<WishlistProductMapEntry[]> {
  const response = await send(who, 'GET', `${B}/product/user`);
  expect(response.statusCode, response.body).toBe(200);
  return wishlistProductMapResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  admin = await caller(DEMO.admin);
  employee = await caller(DEMO.employee);
  otherAdmin = await caller(DEMO.otherAdmin);
  agent = await caller(DEMO.agent);
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.catalogStatus, 1))
    .orderBy(asc(products.id))
    .limit(12);
  productIds = rows.map((r) => r.id);
  expect(productIds.length).toBeGreaterThanOrEqual(6);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('reading the lists', () => {
  it('lists the seeded default list first, then the named lists by name', async () => {
    const data = await lists(admin);
    expect(data[0]).toMatchObject({ name: DEFAULT_WISHLIST_NAME, default: true });
    expect(data.slice(1).map((l) => l.name)).toEqual(['Kopalnica Novak', 'Projekt Bled – hiša']);
    expect(data.every((l) => l.products_count > 0)).toBe(true);
  });

  it('filters names case- and accent-insensitively with ?search', async () => {
    expect((await lists(admin, 'KOPAL')).map((l) => l.name)).toEqual(['Kopalnica Novak']);
    expect((await lists(admin, 'hisa')).map((l) => l.name)).toEqual(['Projekt Bled – hiša']);
    expect(await lists(admin, 'nič takega')).toEqual([]);
  });

  it('answers one list with its products (ids, codes, quantity, added_at)', async () => {
    const [first] = await lists(admin);
    const response = await send(admin, 'GET', `${B}/${first!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = wishlistDetailResponseSchema.parse(response.json());
    expect(data.id).toBe(first!.id);
    expect(data.products).toHaveLength(first!.products_count);
    expect(data.products[0]?.code).toBeTruthy();
    expect(Number.isNaN(Date.parse(data.products[0]!.added_at))).toBe(false);
  });

  it('answers the product → lists map consistent with the lists', async () => {
    const map = await productMap(admin);
    const all = await lists(admin);
    const total = all.reduce((n, l) => n + l.products_count, 0);
    expect(map.reduce((n, e) => n + e.wishlists.length, 0)).toBe(total);
    const own = new Set(all.map((l) => l.id));
    expect(map.every((e) => e.wishlists.every((id) => own.has(id)))).toBe(true);
  });
});

describe('creating, renaming and deleting lists', () => {
  it('creates a named list (201), renames it and deletes it', async () => {
    const made = await createList(admin, '  Vikendica   Pohorje ');
    expect(made).toMatchObject({ name: 'Vikendica Pohorje', default: false, products_count: 0 });
    const edit = await send(admin, 'POST', `${B}/edit/${made.id}`, { name: 'Vikend' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(wishlistSummaryResponseSchema.parse(edit.json()).data.name).toBe('Vikend');
    const gone = await send(admin, 'DELETE', `${B}/destroy/${made.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(wishlistDeletedResponseSchema.parse(gone.json())).toEqual({ status: 'deleted' });
    expect((await send(admin, 'GET', `${B}/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses a duplicate name (letter case ignored) with 409 in both languages', async () => {
    const sl = await send(admin, 'POST', `${B}/add`, { name: 'kopalnica novak' });
    expect(sl.statusCode).toBe(409);
    expect(errorOf(sl).error).toBe('Seznam s tem imenom že obstaja.');
    const en = await send(admin, 'POST', `${B}/add`, { name: 'priljubljeni' }, { locale: 'en' });
    expect(en.statusCode).toBe(409);
    expect(errorOf(en).error).toBe('A list with this name already exists.');
    const other = await createList(admin, 'Začasno');
    const rename = await send(admin, 'POST', `${B}/edit/${other.id}`, { name: 'KOPALNICA NOVAK' });
    expect(rename.statusCode).toBe(409);
    // Renaming a list to its own name (another case) is no conflict.
    const same = await send(admin, 'POST', `${B}/edit/${other.id}`, { name: 'začasno' });
    expect(same.statusCode, same.body).toBe(200);
    await send(admin, 'DELETE', `${B}/destroy/${other.id}`);
  });

  it('refuses an empty or too long name with 400 naming the field', async () => {
    const empty = await send(admin, 'POST', `${B}/add`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).errors?.name).toEqual(['Vnesite ime seznama.']);
    const long = await send(admin, 'POST', `${B}/add`, { name: 'x'.repeat(101) }, { locale: 'en' });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).error).toBe('The list name may be at most 100 characters long.');
  });

  it('protects the default list from edit and destroy (SPEC §6)', async () => {
    const [def] = await lists(admin);
    const edit = await send(admin, 'POST', `${B}/edit/${def!.id}`, { name: 'Drugo' });
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).error).toBe(
      'Privzetega seznama priljubljenih ni mogoče urejati ali izbrisati.',
    );
    const destroy = await send(admin, 'DELETE', `${B}/destroy/${def!.id}`, undefined, {
      locale: 'en',
    });
    expect(destroy.statusCode).toBe(403);
    expect(errorOf(destroy).error).toBe('The default favourites list cannot be edited or deleted.');
    expect((await lists(admin))[0]).toMatchObject({ id: def!.id, name: DEFAULT_WISHLIST_NAME });
  });

  it('needs the CSRF header on state-changing calls', async () => {
    const response = await send(
      admin,
      'POST',
      `${B}/add`,
      { name: 'Brez žetona' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect((await lists(admin, 'Brez žetona')).length).toBe(0);
  });
});

describe('products in a list', () => {
  it('adds (idempotently) and removes products; the map follows', async () => {
    const list = await createList(employee, 'Orodje');
    const [a, b, c] = productIds.slice(-3) as [number, number, number];
    const add = await send(employee, 'POST', `${B}/product/add/${list.id}`, {
      product_ids: [a, String(b)],
      quantity: 1,
    });
    expect(add.statusCode, add.body).toBe(200);
    const added = wishlistProductsResponseSchema.parse(add.json());
    expect(added.data.products_count).toBe(2);
    expect(added.message).toBe('Izdelki so bili uspešno dodani med priljubljene');
    // Again, with one more: the two already there stay, one is added.
    const again = await send(employee, 'POST', `${B}/product/add/${list.id}`, {
      product_ids: [a, b, c],
    });
    expect(wishlistProductsResponseSchema.parse(again.json()).data.products_count).toBe(3);
    let map = await productMap(employee);
    for (const id of [a, b, c]) {
      expect(map.find((e) => e.product_id === id)?.wishlists).toContain(list.id);
    }

    const one = await send(employee, 'DELETE', `${B}/product/${list.id}`, { product_ids: [a] });
    expect(one.statusCode, one.body).toBe(200);
    const removed = wishlistProductsResponseSchema.parse(one.json());
    expect(removed.message).toBe('Izdelek je bil uspešno odstranjen iz priljubljenih');
    expect(removed.data.products_count).toBe(2);
    const many = await send(
      employee,
      'DELETE',
      `${B}/product/${list.id}`,
      { product_ids: [b, c] },
      { locale: 'en' },
    );
    expect(wishlistProductsResponseSchema.parse(many.json()).message).toBe(
      'The products were removed from favourites',
    );
    map = await productMap(employee);
    expect(map.some((e) => e.wishlists.includes(list.id))).toBe(false);
  });

  it("answers SPEC §5's exact texts for a missing or empty product list", async () => {
    const [def] = await lists(admin);
    for (const body of [{}, { product_ids: [] }]) {
      const add = await send(admin, 'POST', `${B}/product/add/${def!.id}`, body);
      expect(add.statusCode).toBe(400);
      expect(errorOf(add).error).toBe('Products is not valid');
      const remove = await send(admin, 'DELETE', `${B}/product/${def!.id}`, body);
      expect(remove.statusCode).toBe(400);
      expect(errorOf(remove).error).toBe('Product is not valid');
    }
    const bare = await send(admin, 'DELETE', `${B}/product/${def!.id}`);
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).error).toBe('Product is not valid');
  });

  it('refuses unknown product ids with 404 and adds nothing', async () => {
    const [def] = await lists(admin);
    const response = await send(admin, 'POST', `${B}/product/add/${def!.id}`, {
      product_ids: [productIds[0], 2_000_000_000],
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).error).toContain('2000000000');
    expect((await lists(admin))[0]?.products_count).toBe(def!.products_count);
  });
});

describe("another user's lists (same company or another company)", () => {
  it('answers 404 on every route and changes nothing', async () => {
    const before = await lists(admin);
    const [adminDefault, adminNamed] = before;
    for (const stranger of [employee, otherAdmin]) {
      for (const list of [adminDefault!, adminNamed!]) {
        const calls: [Method, string, object | undefined][] = [
          ['GET', `${B}/${list.id}`, undefined],
          ['POST', `${B}/edit/${list.id}`, { name: 'Moje' }],
          ['DELETE', `${B}/destroy/${list.id}`, undefined],
          ['POST', `${B}/product/add/${list.id}`, { product_ids: [productIds[0]] }],
          ['DELETE', `${B}/product/${list.id}`, { product_ids: [productIds[0]] }],
        ];
        for (const [method, url, payload] of calls) {
          const response = await send(stranger, method, url, payload);
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(errorOf(response).error).toBe('Seznam priljubljenih ne obstaja.');
        }
      }
      const ids = new Set((await lists(stranger)).map((l) => l.id));
      expect(ids.has(adminDefault!.id) || ids.has(adminNamed!.id)).toBe(false);
      const map = await productMap(stranger);
      expect(map.some((e) => e.wishlists.includes(adminNamed!.id))).toBe(false);
    }
    expect(await lists(admin)).toEqual(before);
  });
});

describe('the default list made on first use', () => {
  it('is created for a user without one, once, also by concurrent calls', async () => {
    await database.db.delete(wishlists).where(eq(wishlists.userId, otherAdmin.userId));
    expect(await productMap(otherAdmin)).toEqual([]);
    const repo = createWishlistRepository(database.db);
    await Promise.all([
      repo.ensureDefault(otherAdmin.userId),
      repo.ensureDefault(otherAdmin.userId),
      lists(otherAdmin),
    ]);
    const data = await lists(otherAdmin);
    expect(data).toEqual([
      expect.objectContaining({ name: DEFAULT_WISHLIST_NAME, default: true, products_count: 0 }),
    ]);
    const rows = await database.db
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.userId, otherAdmin.userId), eq(wishlists.isDefault, true)));
    expect(rows).toHaveLength(1);
  });

  it('is created before a first named list', async () => {
    await database.db.delete(wishlists).where(eq(wishlists.userId, otherAdmin.userId));
    await createList(otherAdmin, 'Prvi seznam');
    expect((await lists(otherAdmin)).map((l) => [l.name, l.default])).toEqual([
      [DEFAULT_WISHLIST_NAME, true],
      ['Prvi seznam', false],
    ]);
  });
});

describe('agents (SPEC §6)', () => {
  it('refuses an agent acting for nobody with 403', async () => {
    const response = await send(agent, 'GET', `${B}/user`);
    expect(response.statusCode).toBe(403);
    expect((await send(agent, 'GET', `${B}/product/user`)).statusCode).toBe(403);
    expect((await send(agent, 'POST', `${B}/add`, { name: 'Agent' })).statusCode).toBe(403);
  });

  it('acts as the customer; the visit audit records the change', async () => {
    const start = await send(agent, 'POST', '/api/customer/impersonate', {
      id: employee.userId,
      reason: 'Pomoč pri priljubljenih',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { ident } = impersonateResponseSchema.parse(start.json()).result;
    const exchange = await send(agent, 'POST', '/api/customer/impersonate/session', { ident });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const t = tokenResponseSchema.parse(exchange.json());
    const acting: Caller = {
      token: t.access_token,
      csrf: t.csrf_token ?? '',
      userId: employee.userId,
      headers: { [IMPERSONATION_HEADER]: ident },
    };
    const made = await createList(acting, 'Od zastopnika');
    expect((await lists(employee)).map((l) => l.id)).toContain(made.id);
    await vi.waitFor(async () => {
      const audit = await database.db
        .select()
        .from(impersonationActions)
        .where(
          and(
            eq(impersonationActions.route, '/api/customer/wishlist/add'),
            eq(impersonationActions.statusCode, 201),
          ),
        );
      expect(audit).toHaveLength(1);
    });
  });
});
