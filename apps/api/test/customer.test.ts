// GET /jsonapi/customer?include=partner,customer/property and the warm-up ?p=1 (SPEC §3, §7).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocumentSchema, type CustomerDocument } from '@gradnik/contracts/customer';
import { users } from '@gradnik/db/schema/identity';
import { caretaker, isWholesale, parseContacts } from '@gradnik/domain/partner';
import {
  bearer,
  body,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  for (const email of Object.values(DEMO))
    tokens[email] = (await tokensFor(app, email)).access_token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function getCustomer(email: string, query = '?include=partner,customer/property') {
  const response = await app.inject({
    method: 'GET',
    url: `/jsonapi/customer${query}`,
    headers: bearer(tokens[email] ?? ''),
  });
  return response;
}

async function documentOf(email: string, query?: string): Promise<CustomerDocument> {
  const response = await getCustomer(email, query);
  expect(response.statusCode, response.body).toBe(200);
  return customerDocumentSchema.parse(response.json());
}

const partnerOf = (doc: CustomerDocument) => doc.included.find((entry) => entry.type === 'partner');
const propertiesOf = (doc: CustomerDocument) =>
  doc.included.filter((entry) => entry.type === 'customer/property');

describe('GET /jsonapi/customer', () => {
  it('gives a customer_admin the user, the partner (Contacts as a JSON string) and the properties', async () => {
    const doc = await documentOf(DEMO.admin);
    const [row] = await database.db.select().from(users).where(eq(users.email, DEMO.admin));

    expect(doc.data).toMatchObject({ id: String(row?.id), type: 'customer' });
    expect(doc.data.attributes).toMatchObject({
      email: DEMO.admin,
      status: 1,
      group: { code: 'customer_admin' },
    });
    expect(doc.data.relationships.partner.data).toEqual({
      id: String(row?.partnerId),
      type: 'partner',
    });

    const partner = partnerOf(doc);
    expect(partner?.id).toBe(String(row?.partnerId));
    if (partner?.type !== 'partner') throw new Error('partner missing from included');
    expect(typeof partner.attributes.Contacts).toBe('string');
    expect(Array.isArray(JSON.parse(partner.attributes.Contacts))).toBe(true);
    // The shared domain rules read what we deliver (SPEC §6: wholesale, caretaker contacts).
    expect(isWholesale(partner.attributes)).toBe(true);
    const contacts = parseContacts(partner.attributes.Contacts);
    expect(contacts.length).toBeGreaterThan(0);
    expect(caretaker(contacts)).not.toBeNull();

    const linked = doc.data.relationships['customer/property'].data.map((p) => p.id).sort();
    expect(
      propertiesOf(doc)
        .map((p) => p.id)
        .sort(),
    ).toEqual(linked);
  });

  it('gives a customer_employee the partner of their company', async () => {
    const admin = await documentOf(DEMO.admin);
    const employee = await documentOf(DEMO.employee);
    expect(employee.data.attributes.group.code).toBe('customer_employee');
    expect(employee.data.relationships.partner.data?.id).toBe(
      admin.data.relationships.partner.data?.id,
    );
    expect(partnerOf(employee)).toBeDefined();
  });

  it('scopes the document to the token: another partner admin sees their own partner', async () => {
    const admin = await documentOf(DEMO.admin);
    const other = await documentOf(DEMO.otherAdmin);
    expect(other.data.attributes.email).toBe(DEMO.otherAdmin);
    expect(other.data.relationships.partner.data?.id).not.toBe(
      admin.data.relationships.partner.data?.id,
    );
  });

  it('gives an agent no partner', async () => {
    const doc = await documentOf(DEMO.agent);
    expect(doc.data.attributes.group.code).toBe('gradnik_agent');
    expect(doc.data.relationships.partner.data).toBeNull();
    expect(partnerOf(doc)).toBeUndefined();
    expect(doc.data.attributes.addresses).toEqual([]);
  });

  it('includes only what include asks for', async () => {
    const none = await documentOf(DEMO.admin, '');
    expect(none.included).toEqual([]);
    expect(none.data.relationships.partner.data).not.toBeNull();

    const partnerOnly = await documentOf(DEMO.admin, '?include=partner');
    expect(partnerOnly.included.map((entry) => entry.type)).toEqual(['partner']);

    const propertiesOnly = await documentOf(DEMO.admin, '?include=customer/property');
    expect(propertiesOnly.included.every((entry) => entry.type === 'customer/property')).toBe(true);
    expect(propertiesOnly.included).toHaveLength(
      propertiesOnly.data.relationships['customer/property'].data.length,
    );
  });

  it('answers the warm-up call ?p=1 with the same document', async () => {
    const warm = await documentOf(DEMO.employee, '?p=1');
    const plain = await documentOf(DEMO.employee, '');
    expect(warm).toEqual(plain);
  });

  it('is never cached by shared caches', async () => {
    const response = await getCustomer(DEMO.admin);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('rejects an unknown include path and unknown query fields with 400', async () => {
    const badInclude = await getCustomer(DEMO.admin, '?include=partner,orders');
    expect(badInclude.statusCode).toBe(400);
    expect(body(badInclude).errors).toHaveProperty('include');

    // A client cannot pick the user: there is no id parameter to send.
    const withId = await getCustomer(DEMO.admin, '?id=1');
    expect(withId.statusCode).toBe(400);
    expect(body(withId)).toMatchObject({ errors: { id: ['Neznano polje'] }, statusCode: 400 });
  });

  it('requires a bearer token', async () => {
    const response = await app.inject({ method: 'GET', url: '/jsonapi/customer?p=1' });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toMatchObject({ error: 'Authentication required' });
  });
});
