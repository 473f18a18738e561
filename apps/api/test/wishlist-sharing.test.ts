// Issue #15 favourites lists shared with colleagues (decision 039): the colleagues to choose
// from, sharing read-only and with full access (what each may and may not do, 403 texts in both
// languages), the owner alone deleting and managing shares, a colleague leaving a list, the
// product → lists map (own lists and full-access shares only), the company boundary (another
// company's user or list is a 404 on every route, also for a share row made behind the API's
// back), the default list shared, and an agent's visit audited. Runs on PGlite and on
// PostgreSQL (the postgres project).
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import {
  wishlistDetailResponseSchema,
  wishlistListResponseSchema,
  wishlistProductMapResponseSchema,
  wishlistSummaryResponseSchema,
  type WishlistListItem,
} from '@gradnik/contracts/wishlist';
import {
  wishlistColleaguesResponseSchema,
  wishlistShareResponseSchema,
  wishlistSharesResponseSchema,
} from '@gradnik/contracts/wishlist-sharing';
import { wishlistShares } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { impersonationActions, users } from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import { DEMO, startApi, openTestDatabase, tokensFor, type TestDatabase } from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

interface Caller {
  token: string;
  csrf: string;
  userId: number;
  headers?: Record<string, string>;
}

let owner: Caller; // uprava@demo.si, Mojca Kovač (Gradnje Kovač)
let colleague: Caller; // nabava@demo.si, Luka Zupan (Gradnje Kovač)
let stranger: Caller; // mojster@demo.si (Keramika Novak: another company)
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

const READ_ONLY = 'Seznam vam je deljen samo za ogled, zato ga ne morete spreminjati.';
const OWNER_DELETES = 'Seznam lahko izbriše samo lastnik.';
const OWNER_SHARES = 'Deljenje seznama lahko ureja samo lastnik.';
const NOT_FOUND = 'Seznam priljubljenih ne obstaja.';

async function lists(who: Caller): Promise<WishlistListItem[]> {
  const response = await send(who, 'GET', `${B}/user`);
  expect(response.statusCode, response.body).toBe(200);
  return wishlistListResponseSchema.parse(response.json()).data;
}

async function createList(who: Caller, name: string, ids: number[] = []) {
  const response = await send(who, 'POST', `${B}/add`, { name });
  expect(response.statusCode, response.body).toBe(201);
  const list = wishlistSummaryResponseSchema.parse(response.json()).data;
  if (ids.length > 0) {
    const add = await send(who, 'POST', `${B}/product/add/${list.id}`, { product_ids: ids });
    expect(add.statusCode, add.body).toBe(200);
  }
  return list;
}

async function share(listId: number, userId: number, access: 'read' | 'full') {
  const response = await send(owner, 'POST', `${B}/${listId}/shares`, { user_id: userId, access });
  expect(response.statusCode, response.body).toBe(200);
  return wishlistShareResponseSchema.parse(response.json()).data;
}

async function mapOf(who: Caller) {
  const response = await send(who, 'GET', `${B}/product/user`);
  expect(response.statusCode, response.body).toBe(200);
  return wishlistProductMapResponseSchema.parse(response.json()).data;
}

const inMap = async (who: Caller, listId: number) =>
  (await mapOf(who)).some((e) => e.wishlists.includes(listId));

/** Every route that names a list, with a valid body: a list id the caller may not use → 404. */
function everyRoute(listId: number, userId: number): [Method, string, object | undefined][] {
  return [
    ['GET', `${B}/${listId}`, undefined],
    ['POST', `${B}/edit/${listId}`, { name: 'Moje' }],
    ['DELETE', `${B}/destroy/${listId}`, undefined],
    ['POST', `${B}/product/add/${listId}`, { product_ids: [productIds[0]] }],
    ['DELETE', `${B}/product/${listId}`, { product_ids: [productIds[0]] }],
    ['GET', `${B}/${listId}/shares`, undefined],
    ['POST', `${B}/${listId}/shares`, { user_id: userId, access: 'full' }],
    ['DELETE', `${B}/${listId}/shares/${userId}`, undefined],
  ];
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  owner = await caller(DEMO.admin);
  colleague = await caller(DEMO.employee);
  stranger = await caller(DEMO.otherAdmin);
  agent = await caller(DEMO.agent);
  const rows = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.catalogStatus, 1))
    .orderBy(asc(products.id))
    .limit(6);
  productIds = rows.map((r) => r.id);
  expect(productIds.length).toBe(6);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The demo company's users other than the two demo ones (to disable one for a while). */
async function otherColleagueIds(): Promise<number[]> {
  const [me] = await database.db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(eq(users.id, owner.userId));
  const rows = await database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.partnerId, me!.partnerId!),
        eq(users.status, 1),
        ne(users.id, owner.userId),
        ne(users.id, colleague.userId),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((r) => r.id);
}

describe('colleagues', () => {
  it("answers the active users of the caller's company but the caller, by name", async () => {
    const response = await send(colleague, 'GET', `${B}/colleagues`);
    expect(response.statusCode, response.body).toBe(200);
    const data = wishlistColleaguesResponseSchema.parse(response.json()).data;
    expect(data).toContainEqual({ id: owner.userId, name: 'Mojca Kovač', email: DEMO.admin });
    expect(data.some((c) => c.id === colleague.userId)).toBe(false);
    expect(data.some((c) => c.id === stranger.userId)).toBe(false);
    const names = data.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'sl')));
    const strangers = await send(stranger, 'GET', `${B}/colleagues`);
    const theirs = wishlistColleaguesResponseSchema.parse(strangers.json()).data;
    expect(theirs.some((c) => c.id === owner.userId || c.id === colleague.userId)).toBe(false);
  });

  it('leaves out a disabled colleague, and refuses to share with them (404)', async () => {
    const [other] = await otherColleagueIds();
    expect(other).toBeDefined();
    await database.db.update(users).set({ status: 0 }).where(eq(users.id, other!));
    try {
      const data = wishlistColleaguesResponseSchema.parse(
        (await send(owner, 'GET', `${B}/colleagues`)).json(),
      ).data;
      expect(data.some((c) => c.id === other)).toBe(false);
      const list = await createList(owner, 'Za onemogočenega');
      const response = await send(owner, 'POST', `${B}/${list.id}/shares`, {
        user_id: other,
        access: 'read',
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).errors?.user_id).toEqual([
        'Tega uporabnika ni med aktivnimi sodelavci vašega podjetja.',
      ]);
    } finally {
      await database.db.update(users).set({ status: 1 }).where(eq(users.id, other!));
    }
  });

  it('refuses an agent acting for nobody (403)', async () => {
    expect((await send(agent, 'GET', `${B}/colleagues`)).statusCode).toBe(403);
  });
});

describe('a list shared read-only', () => {
  it('is seen with its owner and products, and cannot be changed (403)', async () => {
    const list = await createList(owner, 'Skupno branje', productIds.slice(0, 2));
    const made = await share(list.id, colleague.userId, 'read');
    expect(made).toEqual({
      user_id: colleague.userId,
      name: 'Luka Zupan',
      email: DEMO.employee,
      access: 'read',
    });

    // The owner's view: their list, shared with one colleague.
    const mine = (await lists(owner)).find((l) => l.id === list.id);
    expect(mine).toMatchObject({ owner: null, access: 'owner', shared_with_count: 1 });
    const shares = await send(owner, 'GET', `${B}/${list.id}/shares`);
    expect(wishlistSharesResponseSchema.parse(shares.json()).data).toEqual([made]);

    // The colleague's view: after their own lists, with the owner's name.
    const theirs = await lists(colleague);
    const seen = theirs.find((l) => l.id === list.id);
    expect(seen).toMatchObject({
      name: 'Skupno branje',
      owner: { id: owner.userId, name: 'Mojca Kovač' },
      access: 'read',
      shared_with_count: null,
      products_count: 2,
    });
    const firstShared = theirs.findIndex((l) => l.owner !== null);
    expect(theirs.slice(0, firstShared).every((l) => l.access === 'owner')).toBe(true);
    expect(theirs.slice(firstShared).every((l) => l.access !== 'owner')).toBe(true);
    expect(theirs[0]).toMatchObject({ default: true, access: 'owner' });
    const detail = await send(colleague, 'GET', `${B}/${list.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = wishlistDetailResponseSchema.parse(detail.json()).data;
    expect(data.access).toBe('read');
    expect(data.products.map((p) => p.product_id).sort()).toEqual(productIds.slice(0, 2).sort());

    // No change of any kind.
    const changes: [Method, string, object | undefined][] = [
      ['POST', `${B}/product/add/${list.id}`, { product_ids: [productIds[3]] }],
      ['DELETE', `${B}/product/${list.id}`, { product_ids: [productIds[0]] }],
      ['POST', `${B}/edit/${list.id}`, { name: 'Prevzeto' }],
    ];
    for (const [method, url, payload] of changes) {
      const response = await send(colleague, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).error).toBe(READ_ONLY);
    }
    const en = await send(
      colleague,
      'POST',
      `${B}/edit/${list.id}`,
      { name: 'X' },
      { locale: 'en' },
    );
    expect(errorOf(en).error).toBe(
      'This list is shared with you read-only, so you cannot change it.',
    );
    const destroy = await send(colleague, 'DELETE', `${B}/destroy/${list.id}`);
    expect(destroy.statusCode).toBe(403);
    expect(errorOf(destroy).error).toBe(OWNER_DELETES);
    // The shares are the owner's.
    for (const [method, url, payload] of [
      ['GET', `${B}/${list.id}/shares`, undefined],
      ['POST', `${B}/${list.id}/shares`, { user_id: owner.userId, access: 'full' }],
      ['DELETE', `${B}/${list.id}/shares/${owner.userId}`, undefined],
    ] as [Method, string, object | undefined][]) {
      const response = await send(colleague, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).error).toBe(OWNER_SHARES);
    }
    const after = (await lists(owner)).find((l) => l.id === list.id);
    expect(after).toMatchObject({ name: 'Skupno branje', products_count: 2 });
    // Hearts: a read-only list is not one the colleague can put products in (decision 039).
    expect(await inMap(colleague, list.id)).toBe(false);
    expect(await inMap(owner, list.id)).toBe(true);
  });
});

describe('a list shared with full access', () => {
  it('can have its products and name changed by the colleague, but not be deleted', async () => {
    const list = await createList(owner, 'Skupno delo', productIds.slice(0, 2));
    await share(list.id, colleague.userId, 'read');
    // Sharing again changes the access (one share, not two).
    await share(list.id, colleague.userId, 'full');
    const shares = await send(owner, 'GET', `${B}/${list.id}/shares`);
    expect(wishlistSharesResponseSchema.parse(shares.json()).data).toEqual([
      expect.objectContaining({ user_id: colleague.userId, access: 'full' }),
    ]);
    expect(await inMap(colleague, list.id)).toBe(true);

    const add = await send(colleague, 'POST', `${B}/product/add/${list.id}`, {
      product_ids: [productIds[4]],
    });
    expect(add.statusCode, add.body).toBe(200);
    const remove = await send(colleague, 'DELETE', `${B}/product/${list.id}`, {
      product_ids: [productIds[0]],
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(wishlistSummaryResponseSchema.parse(remove.json()).data.products_count).toBe(2);
    const map = await mapOf(colleague);
    expect(map.find((e) => e.product_id === productIds[4])?.wishlists).toContain(list.id);
    expect(map.find((e) => e.product_id === productIds[0])?.wishlists ?? []).not.toContain(list.id);

    // A new name, unique among the owner's lists (not the colleague's).
    const rename = await send(colleague, 'POST', `${B}/edit/${list.id}`, { name: 'Skupno delo 2' });
    expect(rename.statusCode, rename.body).toBe(200);
    const clash = await send(colleague, 'POST', `${B}/edit/${list.id}`, {
      name: 'kopalnica novak',
    });
    expect(clash.statusCode).toBe(409);
    expect((await lists(owner)).find((l) => l.id === list.id)?.name).toBe('Skupno delo 2');

    const destroy = await send(colleague, 'DELETE', `${B}/destroy/${list.id}`, undefined, {
      locale: 'en',
    });
    expect(destroy.statusCode).toBe(403);
    expect(errorOf(destroy).error).toBe('Only the owner can delete the list.');
    const shareOn = await send(colleague, 'POST', `${B}/${list.id}/shares`, {
      user_id: owner.userId,
      access: 'read',
    });
    expect(shareOn.statusCode).toBe(403);

    // The owner deletes it: gone for both, and its shares with it.
    const gone = await send(owner, 'DELETE', `${B}/destroy/${list.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await send(colleague, 'GET', `${B}/${list.id}`)).statusCode).toBe(404);
    expect((await lists(colleague)).some((l) => l.id === list.id)).toBe(false);
    const rows = await database.db
      .select()
      .from(wishlistShares)
      .where(eq(wishlistShares.wishlistId, list.id));
    expect(rows).toEqual([]);
  });

  it('keeps the default list protected: shared, it is still not renamed (SPEC §6)', async () => {
    const def = (await lists(owner)).find((l) => l.default)!;
    await share(def.id, colleague.userId, 'full');
    try {
      const rename = await send(colleague, 'POST', `${B}/edit/${def.id}`, { name: 'Moje' });
      expect(rename.statusCode).toBe(403);
      expect(errorOf(rename).error).toBe(
        'Privzetega seznama priljubljenih ni mogoče urejati ali izbrisati.',
      );
      // The colleague's own default list stays their first and only own default.
      const theirs = await lists(colleague);
      expect(theirs.filter((l) => l.default && l.access === 'owner')).toHaveLength(1);
      expect(theirs[0]).toMatchObject({ default: true, access: 'owner', owner: null });
      expect(theirs.find((l) => l.id === def.id)).toMatchObject({ default: true, access: 'full' });
    } finally {
      await send(owner, 'DELETE', `${B}/${def.id}/shares/${colleague.userId}`);
    }
  });
});

describe('ending a share', () => {
  it('the owner unshares: the colleague loses the list at once; again is no error', async () => {
    const list = await createList(owner, 'Kratko deljeno', [productIds[5]!]);
    await share(list.id, colleague.userId, 'full');
    expect((await send(colleague, 'GET', `${B}/${list.id}`)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const response = await send(owner, 'DELETE', `${B}/${list.id}/shares/${colleague.userId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ status: 'deleted' });
    }
    const detail = await send(colleague, 'GET', `${B}/${list.id}`);
    expect(detail.statusCode).toBe(404);
    expect(errorOf(detail).error).toBe(NOT_FOUND);
    expect((await lists(colleague)).some((l) => l.id === list.id)).toBe(false);
    expect(await inMap(colleague, list.id)).toBe(false);
    expect((await lists(owner)).find((l) => l.id === list.id)?.shared_with_count).toBe(0);
  });

  it('a colleague may leave a list shared with them', async () => {
    const list = await createList(owner, 'Za odhod');
    await share(list.id, colleague.userId, 'read');
    const leave = await send(colleague, 'DELETE', `${B}/${list.id}/shares/${colleague.userId}`);
    expect(leave.statusCode, leave.body).toBe(200);
    expect((await send(colleague, 'GET', `${B}/${list.id}`)).statusCode).toBe(404);
    const shares = await send(owner, 'GET', `${B}/${list.id}/shares`);
    expect(wishlistSharesResponseSchema.parse(shares.json()).data).toEqual([]);
  });
});

describe('bad shares', () => {
  it('refuses the owner themselves (400), and bad access or ids (400)', async () => {
    const list = await createList(owner, 'Napačno deljenje');
    const self = await send(owner, 'POST', `${B}/${list.id}/shares`, {
      user_id: owner.userId,
      access: 'read',
    });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).errors?.user_id).toEqual(['Seznama ne morete deliti sami s seboj.']);
    const selfDelete = await send(
      owner,
      'DELETE',
      `${B}/${list.id}/shares/${owner.userId}`,
      undefined,
      {
        locale: 'en',
      },
    );
    expect(selfDelete.statusCode).toBe(400);
    expect(errorOf(selfDelete).error).toBe('You cannot share a list with yourself.');
    for (const body of [
      { user_id: colleague.userId, access: 'owner' },
      { user_id: colleague.userId },
      { user_id: 'abc', access: 'read' },
      { user_id: colleague.userId, access: 'read', extra: 1 },
    ]) {
      const response = await send(owner, 'POST', `${B}/${list.id}/shares`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("refuses another company's user and an unknown one with the same 404", async () => {
    const list = await createList(owner, 'Ne za tujce');
    for (const [userId, locale, text] of [
      [stranger.userId, 'sl', 'Tega uporabnika ni med aktivnimi sodelavci vašega podjetja.'],
      [2_000_000_000, 'en', 'This user is not an active colleague in your company.'],
    ] as const) {
      const response = await send(
        owner,
        'POST',
        `${B}/${list.id}/shares`,
        { user_id: userId, access: 'full' },
        { locale },
      );
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).error).toBe(text);
    }
    const shares = await send(owner, 'GET', `${B}/${list.id}/shares`);
    expect(wishlistSharesResponseSchema.parse(shares.json()).data).toEqual([]);
  });

  it('needs the CSRF header', async () => {
    const list = await createList(owner, 'Brez žetona deljeno');
    const response = await send(
      owner,
      'POST',
      `${B}/${list.id}/shares`,
      { user_id: colleague.userId, access: 'read' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    const shares = await send(owner, 'GET', `${B}/${list.id}/shares`);
    expect(wishlistSharesResponseSchema.parse(shares.json()).data).toEqual([]);
  });
});

describe('the company boundary', () => {
  it("answers 404 for another company's list on every route, shared or not", async () => {
    const list = await createList(owner, 'Samo za podjetje', [productIds[1]!]);
    await share(list.id, colleague.userId, 'full');
    const theirs = await createList(stranger, 'Tuj seznam', [productIds[2]!]);
    const cases: [Caller, number, number][] = [
      [stranger, list.id, colleague.userId],
      [stranger, list.id, stranger.userId],
      [colleague, theirs.id, colleague.userId],
      [owner, theirs.id, colleague.userId],
    ];
    for (const [who, listId, userId] of cases) {
      for (const [method, url, payload] of everyRoute(listId, userId)) {
        const response = await send(who, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(response).error).toBe(NOT_FOUND);
      }
    }
    expect((await lists(owner)).find((l) => l.id === list.id)).toMatchObject({
      name: 'Samo za podjetje',
      products_count: 1,
    });
    expect((await lists(stranger)).find((l) => l.id === theirs.id)?.products_count).toBe(1);
  });

  it('ignores a share with another company made behind the API (no access, not listed)', async () => {
    const list = await createList(owner, 'Vsiljeno deljenje', [productIds[3]!]);
    await database.db
      .insert(wishlistShares)
      .values({ wishlistId: list.id, userId: stranger.userId, access: 'full' });
    expect((await send(stranger, 'GET', `${B}/${list.id}`)).statusCode).toBe(404);
    expect((await lists(stranger)).some((l) => l.id === list.id)).toBe(false);
    expect(await inMap(stranger, list.id)).toBe(false);
    const shares = await send(owner, 'GET', `${B}/${list.id}/shares`);
    expect(wishlistSharesResponseSchema.parse(shares.json()).data).toEqual([]);
    expect((await lists(owner)).find((l) => l.id === list.id)?.shared_with_count).toBe(0);
  });
});

describe('an agent visiting the owner', () => {
  it('shares as the owner; the visit audit records the share', async () => {
    const start = await send(agent, 'POST', '/api/customer/impersonate', {
      id: owner.userId,
      reason: 'Pomoč pri deljenju seznama',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { ident } = impersonateResponseSchema.parse(start.json()).result;
    const exchange = await send(agent, 'POST', '/api/customer/impersonate/session', { ident });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const t = tokenResponseSchema.parse(exchange.json());
    const acting: Caller = {
      token: t.access_token,
      csrf: t.csrf_token ?? '',
      userId: owner.userId,
      headers: { [IMPERSONATION_HEADER]: ident },
    };
    const list = await createList(acting, 'Od zastopnika deljeno');
    const response = await send(acting, 'POST', `${B}/${list.id}/shares`, {
      user_id: colleague.userId,
      access: 'read',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await lists(colleague)).some((l) => l.id === list.id)).toBe(true);
    await vi.waitFor(async () => {
      const audit = await database.db
        .select()
        .from(impersonationActions)
        .where(
          and(
            eq(impersonationActions.route, '/api/customer/wishlist/:id/shares'),
            eq(impersonationActions.method, 'POST'),
            eq(impersonationActions.statusCode, 200),
          ),
        );
      expect(audit).toHaveLength(1);
    });
    expect((await send(agent, 'GET', `${B}/${list.id}/shares`)).statusCode).toBe(403);
  });
});
