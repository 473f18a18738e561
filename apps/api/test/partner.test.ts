// The company profile's calls (issue #13; SPEC §7): GET /api/partner, GET /api/partner/status/
// internal and GET /api/partner/{id}/address, for the admin and the employee of one company,
// another company's id, an agent acting for nobody, no token and bad ids.
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  partnerInternalStatusResponseSchema,
  partnerProfileAddressListSchema,
  partnerResponseSchema,
} from '@gradnik/contracts/partner';
import { partnerAddresses, partners, users } from '@gradnik/db/schema/identity';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

type Who = keyof typeof DEMO;

let database: TestDatabase;
let app: FastifyInstance;
const tokens = {} as Record<Who, string>;
/** partners.id of each demo user (null for the agent). */
const partnerIds = {} as Record<Who, number | null>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  for (const who of Object.keys(DEMO) as Who[]) {
    tokens[who] = (await tokensFor(app, DEMO[who])).access_token;
    const [row] = await database.db
      .select({ partnerId: users.partnerId })
      .from(users)
      .where(eq(users.email, DEMO[who]));
    partnerIds[who] = row?.partnerId ?? null;
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, who: Who = 'admin', language = 'sl') {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(tokens[who]), 'accept-language': language },
  });
}

async function partnerOf(who: Who) {
  const response = await get('/api/partner', who);
  expect(response.statusCode, response.body).toBe(200);
  return partnerResponseSchema.parse(response.json()).data;
}

async function addressesOf(who: Who, id: number | string, language = 'sl') {
  const response = await get(`/api/partner/${id}/address`, who, language);
  expect(response.statusCode, response.body).toBe(200);
  return partnerProfileAddressListSchema.parse(response.json()).data;
}

describe('GET /api/partner', () => {
  it("answers the token's partner in SPEC §3 shape, with the guardians picked", async () => {
    const partner = await partnerOf('admin');
    const [row] = await database.db
      .select()
      .from(partners)
      .where(eq(partners.id, partnerIds.admin ?? 0));
    expect(row).toBeDefined();
    expect(partner).toMatchObject({
      id: String(row?.id),
      PartnerNo: row?.partnerNo,
      Name1: row?.name1,
      TaxNumber: row?.taxNumber,
      TaxCountryName: 'Slovenija',
      RegistrationNumber: row?.registrationNumber,
      GLN: row?.gln,
      Email: row?.email,
      WebAddress: row?.webAddress,
      WholesaleOrRepro: 'Wholesale',
      LimitType: row?.limitType,
      LimitAmount: Number(row?.limitAmount),
      internalStatus: { state: 'active', status: 'approved' },
    });
    expect(partner.Contacts).toEqual(row?.contacts);
    // The demo admin's company has a type-3 caretaker and a type-1 financial guardian.
    const type = (n: number) => row?.contacts.find((c) => c.ContactGradnikTypeId === n);
    expect(partner.caretaker).toEqual({
      Name: type(3)?.Name,
      Surname: type(3)?.Surname,
      MobilePhone: type(3)?.MobilePhone,
      Email: type(3)?.Email,
    });
    expect(partner.financialGuardian?.Surname).toBe(type(1)?.Surname);
  });

  it('answers the employee exactly what it answers the admin of the same company', async () => {
    expect(await partnerOf('employee')).toEqual(await partnerOf('admin'));
  });

  it("answers another company its own partner, with the type-4 caretaker when there's no type 3", async () => {
    const other = await partnerOf('otherAdmin');
    expect(other.id).toBe(String(partnerIds.otherAdmin));
    expect(other.id).not.toBe(String(partnerIds.admin));
    expect(other.WholesaleOrRepro).toBe('Repro');
    const [row] = await database.db
      .select({ contacts: partners.contacts })
      .from(partners)
      .where(eq(partners.id, partnerIds.otherAdmin ?? 0));
    const type4 = row?.contacts.find((c) => c.ContactGradnikTypeId === 4);
    expect(type4).toBeDefined();
    expect(row?.contacts.some((c) => c.ContactGradnikTypeId === 3)).toBe(false);
    expect(other.caretaker?.Surname).toBe(type4?.Surname);
  });
});

describe('GET /api/partner/status/internal', () => {
  it('answers the internal status with its translation in the request language', async () => {
    const response = await get('/api/partner/status/internal');
    expect(response.statusCode, response.body).toBe(200);
    expect(partnerInternalStatusResponseSchema.parse(response.json()).data).toEqual({
      state: 'active',
      status: 'approved',
      stateTranslation: 'Aktiven',
      statusTranslation: 'Odobren',
    });
    const english = await get('/api/partner/status/internal', 'employee', 'en');
    expect(partnerInternalStatusResponseSchema.parse(english.json()).data).toEqual({
      state: 'active',
      status: 'approved',
      stateTranslation: 'Active',
      statusTranslation: 'Approved',
    });
  });

  it('answers the employee what it answers the admin', async () => {
    const admin = await get('/api/partner/status/internal', 'admin');
    const employee = await get('/api/partner/status/internal', 'employee');
    expect(employee.statusCode).toBe(200);
    expect(employee.json()).toEqual(admin.json());
  });
});

describe('GET /api/partner/{id}/address', () => {
  it("lists the company's delivery addresses (default first), then its payment addresses", async () => {
    const own = partnerIds.admin ?? 0;
    const data = await addressesOf('admin', own);
    const rows = await database.db
      .select()
      .from(partnerAddresses)
      .where(eq(partnerAddresses.partnerId, own))
      .orderBy(asc(partnerAddresses.id));
    expect(data).toHaveLength(rows.length);
    // The demo admin's company: one default and three other delivery addresses, two payers.
    expect(data.map((a) => [a.purpose, a.AddressType])).toEqual([
      ['delivery', 0],
      ['delivery', 1],
      ['delivery', 1],
      ['delivery', 1],
      ['payment', 0],
      ['payment', 0],
    ]);
    const payers = data.filter((a) => a.purpose === 'payment');
    expect(payers.map((a) => a.PartnerAddressStatus)).toEqual([1, 0]);
    const first = rows.find((r) => String(r.id) === data[0]?.id);
    expect(data[0]).toEqual({
      id: String(first?.id),
      PartnerAddressId: first?.partnerAddressId,
      PartnerNo: first?.partnerNo,
      RecordTypeId: first?.recordTypeId,
      AddressType: 0,
      PartnerAddressName1: first?.partnerAddressName1,
      PartnerAddressName2: first?.partnerAddressName2,
      GLN: first?.gln,
      ShippingStreet: first?.shippingStreet,
      ShippingCity: first?.shippingCity,
      ShippingPostalCode: first?.shippingPostalCode,
      PartnerAddressStatus: 1,
      purpose: 'delivery',
      flags: 'D',
      InternalPartnerAddressStatus: 'active',
      InternalPartnerAddressStatusTranslation: 'Aktiven',
    });
    const english = await addressesOf('admin', own, 'en');
    expect(english[0]?.InternalPartnerAddressStatusTranslation).toBe('Active');
  });

  it('gives the same addresses the checkout offers as recipients and payers', async () => {
    const data = await addressesOf('admin', partnerIds.admin ?? 0);
    const recipients = await get('/api/customer/delivery-addresses/delivery');
    const payers = await get('/api/partner/address/delivery-address/payment');
    const ids = (list: { data: { id: string }[] }) => list.data.map((a) => a.id);
    expect(data.filter((a) => a.purpose === 'delivery').map((a) => a.id)).toEqual(
      ids(recipients.json()),
    );
    expect(data.filter((a) => a.purpose === 'payment').map((a) => a.id)).toEqual(
      ids(payers.json()),
    );
  });

  it('answers the employee what it answers the admin', async () => {
    const own = partnerIds.admin ?? 0;
    expect(await addressesOf('employee', own)).toEqual(await addressesOf('admin', own));
  });

  it("answers 404 for another company's partner id, in the request's language", async () => {
    const foreign = partnerIds.otherAdmin ?? 0;
    expect(foreign).toBeGreaterThan(0);
    const response = await get(`/api/partner/${foreign}/address`, 'admin');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error).toBe('Partner ne obstaja.');
    const english = await get(`/api/partner/${foreign}/address`, 'admin', 'en');
    expect(apiErrorSchema.parse(english.json()).error).toBe('The partner does not exist.');
    // Its own company sees them, and the admin's id is not theirs.
    expect((await addressesOf('otherAdmin', foreign)).length).toBeGreaterThan(0);
    const reverse = await get(`/api/partner/${partnerIds.admin}/address`, 'otherAdmin');
    expect(reverse.statusCode).toBe(404);
  });

  it('answers 404 for a partner id that does not exist', async () => {
    const response = await get('/api/partner/2147483647/address');
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error).toBe('Partner ne obstaja.');
  });

  for (const id of ['0', '2147483648', '99999999999999999999', 'abc', '1.5', '-1']) {
    it(`answers the id ${id} with a clear 400`, async () => {
      const response = await get(`/api/partner/${id}/address`);
      expect(response.statusCode, response.body).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(/id/);
    });
  }
});

describe('who may ask', () => {
  const paths = () => [
    '/api/partner',
    '/api/partner/status/internal',
    `/api/partner/${partnerIds.admin}/address`,
  ];

  it('answers 403 with a clear message to an agent acting for no company', async () => {
    for (const path of paths()) {
      const response = await get(path, 'agent');
      expect(response.statusCode, path).toBe(403);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(/prevzemite/);
      const english = await get(path, 'agent', 'en');
      expect(apiErrorSchema.parse(english.json()).error).toMatch(/Impersonate a partner user/);
    }
  });

  it('answers 401 without a token', async () => {
    for (const path of paths()) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('answers 400 to an unknown query parameter', async () => {
    const response = await get('/api/partner?id=3');
    expect(response.statusCode).toBe(400);
  });
});
