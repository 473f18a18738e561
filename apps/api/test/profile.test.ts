// "My profile" (issue #13, decision 027): GET /jsonapi/customer shows the SPEC §3 User fields,
// PATCH /jsonapi/customer changes the caller's own contact fields and language.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocumentSchema, type CustomerDocument } from '@gradnik/contracts/customer';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { users } from '@gradnik/db/schema/identity';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import {
  bearer,
  DEMO,
  openTestDatabase,
  startApi,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
/** Bearer and CSRF headers per demo e-mail. */
const sessions: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  for (const email of Object.values(DEMO)) {
    const t = await tokensFor(app, email);
    sessions[email] = { ...bearer(t.access_token), 'x-csrf-token': t.csrf_token ?? '' };
    ids[email] = t.user.id;
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function headersOf(email: string, language = 'sl') {
  return { ...sessions[email], 'accept-language': language };
}

async function read(email: string): Promise<CustomerDocument> {
  const response = await app.inject({
    method: 'GET',
    url: '/jsonapi/customer',
    headers: headersOf(email),
  });
  expect(response.statusCode, response.body).toBe(200);
  return customerDocumentSchema.parse(response.json());
}

function patch(
  email: string,
  attributes: Record<string, unknown>,
  opts: { language?: string; headers?: Record<string, string>; id?: string } = {},
) {
  return app.inject({
    method: 'PATCH',
    url: '/jsonapi/customer',
    headers: opts.headers ?? headersOf(email, opts.language),
    payload: {
      data: { type: 'customer', ...(opts.id ? { id: opts.id } : {}), attributes },
    },
  });
}

async function rowOf(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** The 400's field → messages, checked against the error contract. */
async function fieldErrors(
  email: string,
  attributes: Record<string, unknown>,
  language: string,
): Promise<Record<string, string[]>> {
  const before = await rowOf(email);
  const response = await patch(email, attributes, { language });
  expect(response.statusCode, response.body).toBe(400);
  const error = apiErrorSchema.parse(response.json());
  // Nothing of a refused change is stored, not even the valid fields beside it.
  expect(await rowOf(email)).toEqual(before);
  return error.errors ?? {};
}

describe('GET /jsonapi/customer for the profile', () => {
  it('carries every SPEC §3 User field the profile shows', async () => {
    const doc = await read(DEMO.employee);
    const row = await rowOf(DEMO.employee);
    expect(doc.data.attributes).toMatchObject({
      salutation: row.salutation,
      title: row.title,
      firstname: row.firstname,
      lastname: row.lastname,
      email: DEMO.employee,
      telephone: row.telephone,
      mobile: row.mobile,
      telefax: row.telefax,
      website: row.website,
      birthday: row.birthday,
      address1: row.address1,
      address2: row.address2,
      address3: row.address3,
      postal: row.postal,
      city: row.city,
      languageid: row.languageid,
      group: { code: 'customer_employee' },
    });
  });
});

describe('PATCH /jsonapi/customer', () => {
  it('changes the own contact fields and language, answers and reads back the document', async () => {
    const before = await rowOf(DEMO.employee);
    const change = {
      salutation: 'ga.',
      title: 'mag.',
      firstname: ' Mojca ',
      lastname: 'Kovač',
      telephone: '+386 1 234 56 78',
      mobile: '041 123 456',
      telefax: '',
      website: 'www.kovac.si',
      birthday: '1985-06-30',
      address1: 'Dunajska cesta 5',
      address2: 'Stavba B',
      address3: null,
      postal: '1000',
      city: 'Ljubljana',
      languageid: 'en',
    };
    const response = await patch(DEMO.employee, change);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answered = customerDocumentSchema.parse(response.json());
    const expected = {
      ...change,
      firstname: 'Mojca',
      telefax: null,
      email: DEMO.employee,
      label: 'Mojca Kovač',
    };
    expect(answered.data.attributes).toMatchObject(expected);
    expect((await read(DEMO.employee)).data.attributes).toMatchObject(expected);
    const after = await rowOf(DEMO.employee);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // Untouched: what the user may not change.
    expect(after).toMatchObject({
      email: before.email,
      groupId: before.groupId,
      partnerId: before.partnerId,
      status: before.status,
      company: before.company,
    });
  });

  it('changes only the fields sent', async () => {
    const before = await read(DEMO.employee);
    const response = await patch(DEMO.employee, { city: 'Maribor', postal: '2000' });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await read(DEMO.employee)).data.attributes;
    expect(after).toEqual({ ...before.data.attributes, city: 'Maribor', postal: '2000' });
  });

  it('changes only the caller: the employee’s PATCH leaves the admin of the same company alone', async () => {
    const admin = await rowOf(DEMO.admin);
    const otherAdmin = await rowOf(DEMO.otherAdmin);
    const response = await patch(DEMO.employee, { firstname: 'Samo', city: 'Celje' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerDocument>().data.id).toBe(ids[DEMO.employee]);
    expect((await rowOf(DEMO.employee)).firstname).toBe('Samo');
    expect(await rowOf(DEMO.admin)).toEqual(admin);
    expect(await rowOf(DEMO.otherAdmin)).toEqual(otherAdmin);
  });

  it('refuses an id naming another user with 409, changing nobody', async () => {
    const admin = await rowOf(DEMO.admin);
    const employee = await rowOf(DEMO.employee);
    const response = await patch(
      DEMO.employee,
      { firstname: 'Vsiljivec' },
      { id: ids[DEMO.admin], language: 'en' },
    );
    expect(response.statusCode).toBe(409);
    expect(apiErrorSchema.parse(response.json()).error).toBe(
      'You can change only your own profile: the id in the request is not yours.',
    );
    expect(await rowOf(DEMO.admin)).toEqual(admin);
    expect(await rowOf(DEMO.employee)).toEqual(employee);
    // Its own id is fine (JSON:API clients send it).
    const own = await patch(DEMO.employee, { city: 'Kranj' }, { id: ids[DEMO.employee] });
    expect(own.statusCode, own.body).toBe(200);
  });

  const cases: {
    name: string;
    attributes: Record<string, unknown>;
    field: string;
    sl: string;
    en: string;
  }[] = [
    {
      name: 'an empty first name',
      attributes: { firstname: '  ' },
      field: 'firstname',
      sl: 'To polje je obvezno.',
      en: 'This field is required.',
    },
    {
      name: 'a null last name',
      attributes: { lastname: null },
      field: 'lastname',
      sl: 'To polje je obvezno.',
      en: 'This field is required.',
    },
    {
      name: 'a too long city',
      attributes: { city: 'x'.repeat(101) },
      field: 'city',
      sl: 'Vnesite največ 100 znakov.',
      en: 'Enter at most 100 characters.',
    },
    {
      name: 'a postal code below 1000',
      attributes: { postal: '999' },
      field: 'postal',
      sl: 'Poštna številka ni veljavna',
      en: 'The postal code is not valid',
    },
    {
      name: 'a postal code above 9999',
      attributes: { postal: '10000' },
      field: 'postal',
      sl: 'Poštna številka ni veljavna',
      en: 'The postal code is not valid',
    },
    {
      name: 'letters in a phone number',
      attributes: { mobile: '041 abc 456' },
      field: 'mobile',
      sl: 'Telefonska številka ni veljavna: uporabite števke, presledke in znake + ( ) / - .',
      en: 'The phone number is not valid: use digits, spaces and the characters + ( ) / - .',
    },
    {
      name: 'a website that is no http address',
      attributes: { website: 'javascript:alert(1)' },
      field: 'website',
      sl: 'Spletna stran ni veljaven naslov, npr. https://www.podjetje.si.',
      en: 'The website is not a valid address, e.g. https://www.company.si.',
    },
    {
      name: 'a birthday that is no calendar day',
      attributes: { birthday: '1990-02-30' },
      field: 'birthday',
      sl: 'Datum rojstva ni veljaven datum.',
      en: 'The birthday is not a valid date.',
    },
    {
      name: 'a birthday in the future',
      attributes: { birthday: '2999-01-01' },
      field: 'birthday',
      sl: 'Datum rojstva mora biti v preteklosti.',
      en: 'The birthday must be in the past.',
    },
    {
      name: 'an unknown language',
      attributes: { languageid: 'de' },
      field: 'languageid',
      sl: 'Jezik mora biti slovenščina (sl) ali angleščina (en).',
      en: 'The language must be Slovenian (sl) or English (en).',
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} with a 400 naming the field, in sl and en`, async () => {
      // A valid field beside it is not stored either.
      const attributes = { ...c.attributes, telephone: '01 111 22 33' };
      const sl = await fieldErrors(DEMO.employee, attributes, 'sl');
      expect(sl).toEqual({ [`data.attributes.${c.field}`]: [c.sl] });
      const en = await fieldErrors(DEMO.employee, attributes, 'en');
      expect(en).toEqual({ [`data.attributes.${c.field}`]: [c.en] });
    });
  }

  it('lists every failing field at once, with the overall message', async () => {
    const response = await patch(
      DEMO.employee,
      { postal: '12', website: 'ni naslov', firstname: '' },
      { language: 'en' },
    );
    expect(response.statusCode).toBe(400);
    const error = apiErrorSchema.parse(response.json());
    expect(error.error).toBe('The profile data is not valid');
    expect(Object.keys(error.errors ?? {}).sort()).toEqual([
      'data.attributes.firstname',
      'data.attributes.postal',
      'data.attributes.website',
    ]);
  });

  it('refuses the read-only fields (e-mail, group, status, company, partner) naming each', async () => {
    for (const [field, value] of Object.entries({
      email: 'novi@demo.si',
      group: { id: '1', code: 'customer_admin', label: 'x' },
      status: 0,
      company: 'Drugo podjetje d.o.o.',
      partner: '1',
    })) {
      const sl = await fieldErrors(DEMO.employee, { [field]: value, city: 'Koper' }, 'sl');
      expect(sl).toEqual({
        [`data.attributes.${field}`]: [`Polja »${field}« tukaj ni mogoče spremeniti.`],
      });
      const en = await fieldErrors(DEMO.employee, { [field]: value }, 'en');
      expect(en).toEqual({
        [`data.attributes.${field}`]: [`The field “${field}” cannot be changed here.`],
      });
    }
    const unknown = await fieldErrors(DEMO.employee, { nickname: 'x' }, 'en');
    expect(unknown).toEqual({ 'data.attributes.nickname': ['Unknown field “nickname”.'] });
    const empty = await fieldErrors(DEMO.employee, {}, 'sl');
    expect(empty).toEqual({ 'data.attributes': ['Ni podatkov za spremembo.'] });
  });

  it('refuses a body that is not a customer resource', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/jsonapi/customer',
      headers: headersOf(DEMO.employee, 'en'),
      payload: { data: { type: 'partner', attributes: { city: 'Koper' } } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(response.json()).errors ?? {})).toEqual(['data.type']);
  });

  it('needs a token (401) and the session’s CSRF token (403)', async () => {
    const anonymous = await app.inject({
      method: 'PATCH',
      url: '/jsonapi/customer',
      payload: { data: { type: 'customer', attributes: { city: 'Koper' } } },
    });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await patch(
      DEMO.employee,
      { city: 'Koper' },
      { headers: { authorization: sessions[DEMO.employee]?.authorization ?? '' } },
    );
    expect(noCsrf.statusCode).toBe(403);
    expect(apiErrorSchema.parse(noCsrf.json()).code).toBe('csrf');
    // Another user's CSRF token does not fit this session.
    const foreign = await patch(
      DEMO.employee,
      { city: 'Koper' },
      {
        headers: {
          authorization: sessions[DEMO.employee]?.authorization ?? '',
          'x-csrf-token': sessions[DEMO.admin]?.['x-csrf-token'] ?? '',
        },
      },
    );
    expect(foreign.statusCode).toBe(403);
    expect((await rowOf(DEMO.employee)).city).not.toBe('Koper');
  });

  it('gives an agent who is not impersonating a 403 with a clear message', async () => {
    const agent = await rowOf(DEMO.agent);
    const sl = await patch(DEMO.agent, { city: 'Koper' }, { language: 'sl' });
    expect(sl.statusCode).toBe(403);
    expect(apiErrorSchema.parse(sl.json()).error).toBe(
      'Zastopnik tukaj nima svojega profila stranke. Za urejanje podatkov stranke jo najprej prevzemite.',
    );
    const en = await patch(DEMO.agent, { city: 'Koper' }, { language: 'en' });
    expect(apiErrorSchema.parse(en.json()).error).toBe(
      'An agent has no customer profile of their own here. Impersonate the customer to edit their data.',
    );
    expect(await rowOf(DEMO.agent)).toEqual(agent);
  });

  it('lets an agent acting as the customer change the customer’s profile, moving updated_at', async () => {
    // The real visit (SPEC §6, §7): the agent starts it, the app server exchanges the ident for
    // the customer's session, and every call carries the ident header.
    const agent = sessions[DEMO.agent] ?? {};
    const started = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate',
      headers: agent,
      payload: { id: Number(ids[DEMO.employee]), reason: 'Sprememba podatkov po telefonu' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const ident = impersonateResponseSchema.parse(started.json()).result.ident;
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate/session',
      headers: agent,
      payload: { ident },
    });
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    const visit = tokenResponseSchema.parse(exchanged.json());
    const headers = {
      ...bearer(visit.access_token),
      'x-csrf-token': visit.csrf_token ?? '',
      [IMPERSONATION_HEADER]: ident,
    };
    const before = await rowOf(DEMO.employee);
    const agentBefore = await rowOf(DEMO.agent);
    const response = await patch(DEMO.employee, { telephone: '02 222 33 44' }, { headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerDocument>().data.id).toBe(ids[DEMO.employee]);
    const after = await rowOf(DEMO.employee);
    expect(after.telephone).toBe('02 222 33 44');
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await rowOf(DEMO.agent)).toEqual(agentBefore);
  });
});
