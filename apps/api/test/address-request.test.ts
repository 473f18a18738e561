// Issue #13 address change requests (SPEC §3 Partner address, §6 roles, §7 request-create|
// update|delete; decision 033): the admin asks, the employee only reads, another company's ids
// are 404, duplicates are refused in both languages, a pending request can be withdrawn, the
// simulated retailer decides after the delay and applies each kind (the approved address then
// appears among the checkout's recipients), the integration call decides with its token, and an
// agent acting for the admin is recorded. Runs on PGlite and on PostgreSQL (the postgres project).
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addressRequestListResponseSchema,
  addressRequestResponseSchema,
  type AddressRequestItem,
} from '@gradnik/contracts/address-request';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { partnerAddressListSchema } from '@gradnik/contracts/basket';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { partnerProfileAddressListSchema } from '@gradnik/contracts/partner';
import {
  addressChangeRequests,
  impersonationActions,
  partnerAddresses,
  users,
} from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import { createAddressRequestRepository } from '../src/modules/address-request/repository.ts';
import {
  DEMO,
  startApi,
  openTestDatabase,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

const INTEGRATION_TOKEN = 'integration-token-for-tests-0123';
const DELAY = 120;

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();

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
let kovac: number;
let novak: number;

async function caller(on: FastifyInstance, email: string): Promise<Caller> {
  const t = await tokensFor(on, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '', userId: Number(t.user.id) };
}

function send(
  who: Caller | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  opts: { locale?: string; csrf?: boolean; on?: FastifyInstance; headers?: object } = {},
) {
  return (opts.on ?? app).inject({
    method,
    url,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who && opts.csrf !== false ? { 'x-csrf-token': who.csrf } : {}),
      ...(opts.locale ? { 'accept-language': opts.locale } : {}),
      ...who?.headers,
      ...opts.headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const post = (who: Caller, url: string, payload?: object, locale?: string) =>
  send(who, 'POST', url, payload, { locale });
const create = (who: Caller, body: object, locale?: string) =>
  post(who, '/api/partner/address/request-create', body, locale);
const update = (who: Caller, body: object, locale?: string) =>
  post(who, '/api/partner/address/request-update', body, locale);
const remove = (who: Caller, body: object, locale?: string) =>
  post(who, '/api/partner/address/request-delete', body, locale);
const withdraw = (who: Caller, id: number, locale?: string) =>
  post(who, `/api/partner/address/requests/${id}/withdraw`, undefined, locale);

function created(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(201);
  return addressRequestResponseSchema.parse(response.json()).data;
}

const errorOf = (response: { body: string }) => apiErrorSchema.parse(JSON.parse(response.body));

async function history(who: Caller, on = app): Promise<AddressRequestItem[]> {
  const response = await send(who, 'GET', '/api/partner/address/requests?per_page=50', undefined, {
    on,
  });
  expect(response.statusCode, response.body).toBe(200);
  return addressRequestListResponseSchema.parse(response.json()).data.data;
}

async function addressRows(partnerId: number) {
  return database.db
    .select()
    .from(partnerAddresses)
    .where(eq(partnerAddresses.partnerId, partnerId))
    .orderBy(asc(partnerAddresses.id));
}

async function requestRow(id: number) {
  const [row] = await database.db
    .select()
    .from(addressChangeRequests)
    .where(eq(addressChangeRequests.id, id));
  return row;
}

/** The first demo company's addresses by their sequence: 001 default … 004, 005/006 payers. */
const id = (seq: string) => `100101-${seq}`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, { clock, env: { INTEGRATION_TOKEN } });
  admin = await caller(app, DEMO.admin);
  employee = await caller(app, DEMO.employee);
  otherAdmin = await caller(app, DEMO.otherAdmin);
  agent = await caller(app, DEMO.agent);
  const rows = await database.db
    .select({ email: users.email, partnerId: users.partnerId })
    .from(users);
  const partnerOf = (email: string) => rows.find((r) => r.email === email)?.partnerId ?? 0;
  kovac = partnerOf(DEMO.admin);
  novak = partnerOf(DEMO.otherAdmin);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the seeded history', () => {
  it('holds a request in each state, newest first, for the admin and the employee', async () => {
    const list = await history(admin);
    expect(list.map((r) => [r.kind, r.status])).toEqual([
      ['update', 'pending'],
      ['delete', 'withdrawn'],
      ['update', 'rejected'],
      ['create', 'approved'],
    ]);
    expect(list[0]?.PartnerAddressId).toBe(id('003'));
    expect(list[1]?.actingAgent).toBeTruthy();
    expect(list[2]?.decisionNote).toBeTruthy();
    expect(list[3]?.requestedBy).toBeTruthy();
    expect(await history(employee)).toEqual(list);
  });

  it("marks the address with the pending request in the company profile's addresses", async () => {
    const response = await send(admin, 'GET', `/api/partner/${kovac}/address`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = partnerProfileAddressListSchema.parse(response.json());
    const marked = data.filter((a) => a.pendingRequest);
    expect(marked.map((a) => [a.PartnerAddressId, a.pendingRequest?.kind])).toEqual([
      [id('003'), 'update'],
    ]);
    expect(marked[0]?.pendingRequest?.status).toBe('pending');
  });
});

describe('who may ask (SPEC §6: customer_admin only)', () => {
  it('refuses the employee with 403 on every change call, in the request language', async () => {
    const sl = await create(employee, { title: 'Skladišče', address: 'Cesta 1, 1000 Ljubljana' });
    expect(sl.statusCode).toBe(403);
    expect(errorOf(sl).error).toBe(
      'Spremembo naslovov podjetja lahko zahteva le administrator podjetja.',
    );
    const en = await update(
      employee,
      { PartnerAddressId: id('002'), title: 'X', address: 'Cesta 1, 1000 Ljubljana' },
      'en',
    );
    expect(en.statusCode).toBe(403);
    expect(errorOf(en).error).toBe(
      "Only the company's administrator can request changes to the company's addresses.",
    );
    expect((await remove(employee, { PartnerAddressId: id('002') })).statusCode).toBe(403);
    const seededPending = (await history(admin))[0]!;
    expect((await withdraw(employee, seededPending.id)).statusCode).toBe(403);
    expect((await requestRow(seededPending.id))?.status).toBe('pending');
  });

  it('refuses an agent acting for nobody with 403, and a call without CSRF header', async () => {
    const asAgent = await create(agent, { title: 'X', address: 'Cesta 1, 1000 Ljubljana' });
    expect(asAgent.statusCode).toBe(403);
    const noCsrf = await send(
      admin,
      'POST',
      '/api/partner/address/request-create',
      { title: 'X', address: 'Cesta 1, 1000 Ljubljana' },
      { csrf: false },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(errorOf(noCsrf).code).toBe('csrf');
  });
});

describe("another company's addresses and requests (404, as unknown ones)", () => {
  it('answers 404 for a PartnerAddressId of another company and for an unknown one', async () => {
    const [foreign] = await addressRows(novak);
    const foreignId = foreign!.partnerAddressId;
    const change = await update(otherAdmin, {
      PartnerAddressId: id('002'),
      title: 'Prevzem',
      address: 'Cesta 1, 1000 Ljubljana',
    });
    expect(change.statusCode).toBe(404);
    const unknown = await remove(admin, { PartnerAddressId: '999999-001' });
    expect(unknown.statusCode).toBe(404);
    const foreignRemove = await remove(admin, { PartnerAddressId: foreignId });
    expect(foreignRemove.statusCode).toBe(404);
    expect(errorOf(foreignRemove).error).toBe(errorOf(unknown).error);
    expect(errorOf(unknown).error).toBe('Naslov ne obstaja ali ni naslov vašega podjetja.');
  });

  it("answers 404 when withdrawing another company's request, and hides its history", async () => {
    const kovacPending = (await history(admin))[0]!;
    const foreign = await withdraw(otherAdmin, kovacPending.id);
    expect(foreign.statusCode).toBe(404);
    const unknown = await withdraw(otherAdmin, 2_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(foreign).error).toBe(errorOf(unknown).error);
    expect((await requestRow(kovacPending.id))?.status).toBe('pending');
    const novakHistory = await history(otherAdmin);
    expect(novakHistory.some((r) => r.id === kovacPending.id)).toBe(false);
  });
});

describe('asking', () => {
  let newAddress: AddressRequestItem;

  it('stores a pending new address (201) without touching the addresses', async () => {
    const before = await addressRows(kovac);
    newAddress = created(
      await create(admin, {
        title: 'Gradbišče Vič',
        address: '  Tržaška cesta 132 ,  1000   Ljubljana ',
        phone: '+386 41 555 777',
        status: 0,
      }),
    );
    expect(newAddress).toMatchObject({
      kind: 'create',
      status: 'pending',
      PartnerAddressId: null,
      title: 'Gradbišče Vič',
      address: 'Tržaška cesta 132, 1000 Ljubljana',
      phone: '+386 41 555 777',
      requestedAddressStatus: 0,
      decidedAt: null,
      actingAgent: null,
    });
    expect(newAddress.requestedBy).toBeTruthy();
    expect(await addressRows(kovac)).toEqual(before);
    expect((await history(admin))[0]?.id).toBe(newAddress.id);
  });

  it('refuses the same new address again (409), also written differently, in sl and en', async () => {
    const sl = await create(admin, { title: 'Drugo', address: 'TRŽAŠKA CESTA 132,1000 ljubljana' });
    expect(sl.statusCode).toBe(409);
    expect(errorOf(sl).error).toBe('Za ta naslov že obstaja zahteva v obravnavi.');
    const en = await create(
      admin,
      { title: 'Drugo', address: 'Tržaška cesta 132, 1000 Ljubljana' },
      'en',
    );
    expect(en.statusCode).toBe(409);
    expect(errorOf(en).error).toBe('A pending request for this address already exists.');
  });

  it('gives the database unique index the same clear 409 when two requests race', async () => {
    const body = { title: 'Hkrati', address: 'Celovška cesta 280, 1000 Ljubljana' };
    const answers = await Promise.all([create(admin, body), create(admin, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(errorOf(refused).error).toBe('Za ta naslov že obstaja zahteva v obravnavi.');
    const raced = created(answers.find((a) => a.statusCode === 201)!);
    // Past the pre-check (as the loser of a race is): the unique index answers, no 500.
    const stored = (await requestRow(raced.id))!;
    const repository = createAddressRequestRepository(database.db, clock.now, {
      delaySeconds: DELAY,
      mode: 'simulated',
    });
    const again = await repository.create({
      partnerId: stored.partnerId,
      userId: admin.userId,
      actingUserId: null,
      kind: 'create',
      partnerAddressId: null,
      title: 'Hkrati',
      address: stored.address,
      phone: null,
      requestedAddressStatus: 0,
      addressKey: stored.addressKey,
    });
    expect(again).toEqual({ outcome: 'duplicate' });
    expect((await withdraw(admin, raced.id)).statusCode).toBe(200);
  });

  it('refuses an address the company already has (409)', async () => {
    const [first] = await addressRows(kovac);
    const response = await create(admin, {
      title: 'Isti',
      address: `${first!.shippingStreet}, ${first!.shippingPostalCode} ${first!.shippingCity}`,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).error).toBe('Ta naslov je že med naslovi vašega podjetja.');
  });

  it('refuses an unreadable address, a wrong postal code and a wrong phone (400, field named)', async () => {
    const format = await create(admin, { title: 'X', address: 'Tržaška 5 Ljubljana' });
    expect(format.statusCode).toBe(400);
    expect(errorOf(format).errors?.address?.[0]).toContain('Dunajska cesta 5, 1000 Ljubljana');
    expect(errorOf(format).error).toMatch(/^Naslov vpišite v obliki/);
    const en = await create(admin, { title: 'X', address: 'Tržaška 5 Ljubljana' }, 'en');
    expect(errorOf(en).error).toMatch(/^Enter the address as/);
    const postal = await create(admin, { title: 'X', address: 'Tržaška 5, 100 Ljubljana' });
    expect(postal.statusCode).toBe(400);
    expect(errorOf(postal).error).toBe('Poštna številka mora imeti 4 števke, npr. 1000.');
    const phone = await create(admin, {
      title: 'X',
      address: 'Tržaška 5, 1000 Ljubljana',
      phone: 'pokliči me',
    });
    expect(phone.statusCode).toBe(400);
    expect(errorOf(phone).errors?.phone).toHaveLength(1);
    const empty = await create(admin, { title: '   ', address: 'Tržaška 5, 1000 Ljubljana' });
    expect(empty.statusCode).toBe(400);
  });

  it('stores a change and a removal; a second request for the same address is 409', async () => {
    const change = created(
      await update(admin, {
        PartnerAddressId: id('002'),
        title: 'Skladišče Kranj – nova rampa',
        address: 'Ljubljanska cesta 20, 4000 Kranj',
      }),
    );
    expect(change).toMatchObject({ kind: 'update', PartnerAddressId: id('002') });
    const again = await remove(admin, { PartnerAddressId: id('002') });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('Za ta naslov že obstaja zahteva v obravnavi.');
    // The seeded pending change of 003 blocks a new one too.
    expect(
      (
        await update(admin, {
          PartnerAddressId: id('003'),
          title: 'X',
          address: 'Cesta 1, 1000 Ljubljana',
        })
      ).statusCode,
    ).toBe(409);
    const removal = created(await remove(admin, { PartnerAddressId: id('004') }));
    const [row] = await database.db
      .select()
      .from(partnerAddresses)
      .where(eq(partnerAddresses.partnerAddressId, id('004')));
    // A removal names the address as it was, so the history shows it once it is gone.
    expect(removal.title).toBe(row?.partnerAddressName1);
    expect(removal.address).toContain(row?.shippingCity ?? '?');
  });

  it('refuses removing the default delivery address or the default payer, and a no-op change', async () => {
    const delivery = await remove(admin, { PartnerAddressId: id('001') });
    expect(delivery.statusCode).toBe(409);
    expect(errorOf(delivery).error).toBe(
      'Privzetega naslova ni mogoče odstraniti. Najprej za privzetega določite drug naslov.',
    );
    expect((await remove(admin, { PartnerAddressId: id('005') })).statusCode).toBe(409);
    const [first] = await addressRows(kovac);
    const same = await update(admin, {
      PartnerAddressId: id('001'),
      title: first!.partnerAddressName1,
      address: `${first!.shippingStreet}, ${first!.shippingPostalCode} ${first!.shippingCity}`,
      status: 1,
    });
    expect(same.statusCode).toBe(409);
  });

  it('withdraws a pending request once; a second withdrawal is 409', async () => {
    const extra = created(
      await create(admin, { title: 'Za preklic', address: 'Šmartinska cesta 52, 1000 Ljubljana' }),
    );
    const first = await withdraw(admin, extra.id);
    expect(first.statusCode, first.body).toBe(200);
    const done = addressRequestResponseSchema.parse(first.json()).data;
    expect(done.status).toBe('withdrawn');
    expect(done.decidedAt).not.toBeNull();
    const second = await withdraw(admin, extra.id);
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).error).toBe('Zahteva ni več v obravnavi, zato je ni mogoče preklicati.');
    // The same address can be asked for again once the first request is no longer pending.
    const again = created(
      await create(admin, { title: 'Znova', address: 'Šmartinska cesta 52, 1000 Ljubljana' }),
    );
    expect((await withdraw(admin, again.id)).statusCode).toBe(200);
  });
});

describe('the simulated retailer (ADDRESS_REQUEST_DECISION_SECONDS)', () => {
  it('decides nothing before the delay', async () => {
    clock.advance(DELAY - 10);
    const pending = (await history(admin)).filter((r) => r.status === 'pending');
    expect(pending.length).toBeGreaterThanOrEqual(4);
  });

  it('after the delay applies each kind; the new address is among the checkout recipients', async () => {
    const rejectedAsked = created(
      await create(admin, { title: 'Prosim zavrni', address: 'Litijska cesta 1, 1000 Ljubljana' }),
    );
    const defaultAsked = created(
      await create(admin, {
        title: 'Centralno skladišče',
        address: 'Letališka cesta 33, 1000 Ljubljana',
        status: 1,
      }),
    );
    clock.advance(DELAY + 10);
    // Reading the checkout's recipients decides what is due (no worker).
    const recipients = await send(admin, 'GET', '/api/customer/delivery-addresses/delivery');
    expect(recipients.statusCode, recipients.body).toBe(200);
    const list = partnerAddressListSchema.parse(recipients.json()).data;

    const all = await history(admin);
    const byTitle = (title: string) => all.find((r) => r.title === title)!;
    const vic = byTitle('Gradbišče Vič');
    expect(vic.status).toBe('approved');
    expect(vic.PartnerAddressId).toMatch(/^100101-\d{3}$/);
    expect(vic.decidedAt).not.toBeNull();
    const made = list.find((a) => a.PartnerAddressId === vic.PartnerAddressId);
    expect(made).toMatchObject({
      PartnerAddressName1: 'Gradbišče Vič',
      ShippingStreet: 'Tržaška cesta 132',
      ShippingPostalCode: '1000',
      ShippingCity: 'Ljubljana',
      AddressType: 1,
    });
    // The new default replaced the old one: exactly one type 0 address.
    const defaults = list.filter((a) => Number(a.AddressType) === 0);
    expect(defaults.map((a) => a.PartnerAddressName1)).toEqual(['Centralno skladišče']);
    expect(list.find((a) => a.PartnerAddressId === id('001'))?.AddressType).toBe(1);
    expect(byTitle('Centralno skladišče').id).toBe(defaultAsked.id);
    // The change of 002 is applied, the removal of 004 done.
    const changed = list.find((a) => a.PartnerAddressId === id('002'));
    expect(changed).toMatchObject({
      PartnerAddressName1: 'Skladišče Kranj – nova rampa',
      ShippingStreet: 'Ljubljanska cesta 20',
      ShippingPostalCode: '4000',
      ShippingCity: 'Kranj',
    });
    expect(list.some((a) => a.PartnerAddressId === id('004'))).toBe(false);
    expect(all.find((r) => r.kind === 'delete' && r.PartnerAddressId === id('004'))?.status).toBe(
      'approved',
    );
    // The deterministic rejection, with its note.
    const rejected = all.find((r) => r.id === rejectedAsked.id)!;
    expect(rejected.status).toBe('rejected');
    expect(rejected.decisionNote).toContain('zavrni');
    expect(list.some((a) => a.PartnerAddressName1 === 'Prosim zavrni')).toBe(false);
    // The seeded request in the retailer's manual review stays pending.
    expect(all.find((r) => r.PartnerAddressId === id('003'))?.status).toBe('pending');
    // New ids never reuse a removed one.
    const ids = (await addressRows(kovac)).map((a) => a.partnerAddressId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(id('004'));
  });

  it('a decided request can no longer be withdrawn', async () => {
    const vic = (await history(admin)).find((r) => r.title === 'Gradbišče Vič')!;
    const response = await withdraw(admin, vic.id, 'en');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).error).toBe(
      'The request is no longer pending, so it cannot be withdrawn.',
    );
  });
});

describe('the integration call POST /api/integration/address-requests/{id}/decision', () => {
  let integration: FastifyInstance;
  let withoutToken: FastifyInstance;

  beforeAll(async () => {
    integration = await startApi(database.db, {
      clock,
      env: { INTEGRATION_TOKEN, ADDRESS_REQUEST_DECISION: 'integration' },
    });
    withoutToken = await startApi(database.db, { clock });
  });

  afterAll(async () => {
    await integration?.close();
    await withoutToken?.close();
  });

  const decide = (on: FastifyInstance, requestId: number, body: object, token?: string) =>
    on.inject({
      method: 'POST',
      url: `/api/integration/address-requests/${requestId}/decision`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });

  it('does not exist without INTEGRATION_TOKEN, refuses a wrong token', async () => {
    const pending = (await history(admin)).find((r) => r.status === 'pending')!;
    const off = await decide(withoutToken, pending.id, { decision: 'approved' }, INTEGRATION_TOKEN);
    expect(off.statusCode).toBe(404);
    expect((await decide(integration, pending.id, { decision: 'approved' })).statusCode).toBe(401);
    // The token is checked before the body is read: a bad body without it is 401 too.
    expect((await decide(integration, pending.id, { decision: 'maybe' })).statusCode).toBe(401);
    expect(
      (await decide(integration, pending.id, { decision: 'maybe' }, INTEGRATION_TOKEN)).statusCode,
    ).toBe(400);
    const wrong = await decide(integration, pending.id, { decision: 'approved' }, 'x'.repeat(32));
    expect(wrong.statusCode).toBe(401);
    expect((await requestRow(pending.id))?.status).toBe('pending');
  });

  it('leaves pending requests to the integration in integration mode, then applies its decision', async () => {
    const asked = created(
      await send(
        admin,
        'POST',
        '/api/partner/address/request-create',
        { title: 'Skladišče Domžale', address: 'Ljubljanska cesta 80, 1230 Domžale' },
        { on: integration },
      ),
    );
    clock.advance(DELAY * 3);
    expect((await history(admin, integration)).find((r) => r.id === asked.id)?.status).toBe(
      'pending',
    );
    const answer = await decide(
      integration,
      asked.id,
      { decision: 'approved', note: 'Odobreno.' },
      INTEGRATION_TOKEN,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const item = addressRequestResponseSchema.parse(answer.json()).data;
    expect(item).toMatchObject({ status: 'approved', decisionNote: 'Odobreno.' });
    const payers = await send(
      admin,
      'GET',
      '/api/customer/delivery-addresses/delivery',
      undefined,
      {
        on: integration,
      },
    );
    expect(
      partnerAddressListSchema
        .parse(payers.json())
        .data.some((a) => a.PartnerAddressId === item.PartnerAddressId),
    ).toBe(true);
    const twice = await decide(integration, asked.id, { decision: 'rejected' }, INTEGRATION_TOKEN);
    expect(twice.statusCode).toBe(409);
    expect(
      (await decide(integration, 2_000_000, { decision: 'approved' }, INTEGRATION_TOKEN))
        .statusCode,
    ).toBe(404);
  });

  it('rejects the request in manual review with the note', async () => {
    const review = (await history(admin)).find((r) => r.PartnerAddressId === id('003'))!;
    const answer = await decide(
      integration,
      review.id,
      { decision: 'rejected', note: 'Dovoz ni mogoč.' },
      INTEGRATION_TOKEN,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(addressRequestResponseSchema.parse(answer.json()).data).toMatchObject({
      status: 'rejected',
      decisionNote: 'Dovoz ni mogoč.',
    });
  });
});

describe('an agent acting for the admin (SPEC §3 Impersonation)', () => {
  it('may ask; the request records the agent and the visit audit the call', async () => {
    const start = await post(agent, '/api/customer/impersonate', {
      id: admin.userId,
      reason: 'Pomoč pri naslovih za dostavo',
    });
    expect(start.statusCode, start.body).toBe(200);
    const { ident } = impersonateResponseSchema.parse(start.json()).result;
    const exchange = await post(agent, '/api/customer/impersonate/session', { ident });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const t = tokenResponseSchema.parse(exchange.json());
    const acting: Caller = {
      token: t.access_token,
      csrf: t.csrf_token ?? '',
      userId: admin.userId,
      headers: { [IMPERSONATION_HEADER]: ident },
    };
    const item = created(
      await create(acting, {
        title: 'Skladišče Vrhnika',
        address: 'Tržaška cesta 5, 1360 Vrhnika',
      }),
    );
    expect(item.actingAgent).toBeTruthy();
    expect((await requestRow(item.id))?.actingUserId).toBe(agent.userId);
    expect((await requestRow(item.id))?.userId).toBe(admin.userId);
    // The audit is written when the answer has gone out (the onResponse hook): wait for it.
    await vi.waitFor(async () => {
      const audit = await database.db
        .select()
        .from(impersonationActions)
        .where(
          and(
            eq(impersonationActions.route, '/api/partner/address/request-create'),
            eq(impersonationActions.statusCode, 201),
          ),
        );
      expect(audit).toHaveLength(1);
    });
  });
});
