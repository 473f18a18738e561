// Issue #14: questions to the caretaker (decision 037) — SPEC §7 POST /api/forms/product-inquiry
// (multipart {message, productID}), the inquiry page's GET/POST /api/questions with attachments,
// the attachment download, the simulated caretaker's answer after ERP_SIM_OFFER_DELAY and the
// integration's answer. Runs on PGlite and PostgreSQL.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@gradnik/db/schema/catalog';
import { questions } from '@gradnik/db/schema/contact';
import { users } from '@gradnik/db/schema/identity';
import { tokenResponseSchema } from '@gradnik/contracts/auth';
import { impersonateResponseSchema } from '@gradnik/contracts/impersonation';
import { IMPERSONATION_HEADER } from '@gradnik/domain/impersonation';
import {
  outboxListResponseSchema,
  outboxMessageResponseSchema,
} from '@gradnik/contracts/password-reset';
import { questionListResponseSchema, questionResponseSchema } from '@gradnik/contracts/question';
import {
  DEMO,
  openTestDatabase,
  startApi,
  TestClock,
  tokensFor,
  type TestDatabase,
} from './helpers.ts';
import { multipartBody, type MultipartFile } from './multipart.ts';
import { jpegWithExif, pdfWithScript, png, webp } from './upload-fixtures.ts';

const INTEGRATION_TOKEN = 'integration-token-for-the-tests-0123';

let database: TestDatabase;
let app: FastifyInstance;
const clock = new TestClock();
let admin: Record<string, string>;
let employee: Record<string, string>;
let other: Record<string, string>;
let productId: number;
let productCode: string;

async function session(email: string) {
  const t = await tokensFor(app, email);
  return { authorization: `Bearer ${t.access_token}`, 'x-csrf-token': t.csrf_token ?? '' };
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db, {
    clock,
    env: { ERP_SIM_OFFER_DELAY: '60', INTEGRATION_TOKEN },
  });
  admin = await session(DEMO.admin);
  employee = await session(DEMO.employee);
  other = await session(DEMO.otherAdmin);
  const [product] = await database.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.catalogStatus, 1))
    .limit(1);
  if (!product) throw new Error('no product seeded');
  productId = product.id;
  productCode = product.code;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function inquire(
  headers: Record<string, string>,
  fields: Record<string, string>,
  language = 'sl',
): Promise<LightMyRequestResponse> {
  const form = multipartBody(fields);
  return app.inject({
    method: 'POST',
    url: '/api/forms/product-inquiry',
    headers: { ...headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
}

function ask(
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: MultipartFile[] = [],
  language = 'sl',
): Promise<LightMyRequestResponse> {
  const form = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/questions',
    headers: { ...headers, ...form.headers, 'accept-language': language },
    payload: form.payload,
  });
}

async function list(headers: Record<string, string>, language = 'sl') {
  const response = await app.inject({
    method: 'GET',
    url: '/api/questions?per_page=50',
    headers: { ...headers, 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return questionListResponseSchema.parse(response.json());
}

/** The outbox's message whose subject holds `needle`, once it is there (sent after the answer). */
async function mailTo(needle: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const list = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    const found = outboxListResponseSchema
      .parse(list.json())
      .data.find((m) => m.subject.includes(needle));
    if (found) {
      const one = await app.inject({ method: 'GET', url: `/api/dev/outbox/${found.id}` });
      return outboxMessageResponseSchema.parse(one.json()).data;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail with '${needle}'`);
}

describe('POST /api/forms/product-inquiry (SPEC §7)', () => {
  it('stores the question, answers {success, data.id} and mails the type-3 caretaker', async () => {
    const response = await inquire(admin, {
      message: 'Ali je izdelek primeren za zunanjo uporabo?',
      productID: String(productId),
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ success: boolean; data: { id: number } }>();
    expect(answer.success).toBe(true);
    const mail = await mailTo(productCode);
    expect(mail?.to).toMatch(/horvat@gradnik\.si$/);
    expect(mail?.text).toContain('Ali je izdelek primeren za zunanjo uporabo?');
    expect(mail?.text).toContain('Gradnje Kovač d.o.o.');
    expect(mail?.text).toContain(`/artikel/${productId}`);
    const { data, meta } = await list(employee);
    expect(meta).toEqual({ inquiriesAllowed: true, caretaker: 'Marko Horvat' });
    const mine = data.data.find((q) => q.id === answer.data.id);
    expect(mine).toMatchObject({
      kind: 'product',
      product: { id: String(productId), code: productCode },
      answer: null,
      actingAgent: null,
    });
  });

  it('records the agent who asks for the customer (SPEC §3 Impersonation)', async () => {
    const agent = await session(DEMO.agent);
    const [buyer] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.employee));
    const start = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate',
      headers: agent,
      payload: { id: buyer!.id, reason: 'Vprašanje po telefonu' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { ident } = impersonateResponseSchema.parse(start.json()).result;
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/customer/impersonate/session',
      headers: agent,
      payload: { ident },
    });
    expect(exchange.statusCode, exchange.body).toBe(200);
    const visit = tokenResponseSchema.parse(exchange.json());
    const response = await inquire(
      {
        authorization: `Bearer ${visit.access_token}`,
        'x-csrf-token': visit.csrf_token ?? '',
        [IMPERSONATION_HEADER]: ident,
      },
      { message: 'Stranka sprašuje po dobavnem roku.', productID: String(productId) },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<{ data: { id: number } }>().data;
    const [row] = await database.db.select().from(questions).where(eq(questions.id, id));
    expect(row).toMatchObject({ userId: buyer!.id });
    const [agentRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.agent));
    expect(row?.actingUserId).toBe(agentRow!.id);
    const { data } = await list(employee);
    expect(data.data.find((q) => q.id === id)?.actingAgent).toBeTruthy();
  });

  it('refuses a partner without a type-3 caretaker (SPEC §6) with 403 and errors.message', async () => {
    const response = await inquire(other, { message: 'Vprašanje', productID: String(productId) });
    expect(response.statusCode).toBe(403);
    const body = response.json<{ success: boolean; errors: { message: string[] } }>();
    expect(body.success).toBe(false);
    expect(body.errors.message[0]).toMatch(/skrbnikom računa/);
    expect((await list(other)).meta.inquiriesAllowed).toBe(false);
  });

  it('refuses a too long message, in Slovenian and English', async () => {
    const fields = { message: 'x'.repeat(2001), productID: String(productId) };
    const sl = await inquire(admin, fields);
    expect(sl.statusCode).toBe(400);
    expect(sl.json<{ errors: { message: string[] } }>().errors.message).toEqual([
      'Sporočilo je predolgo: največ 2000 znakov.',
    ]);
    const en = await inquire(admin, fields, 'en');
    expect(en.json<{ error: string }>().error).toBe(
      'The message is too long: at most 2000 characters.',
    );
  });

  it('answers 404 for an unknown product, 400 for an empty message, 415 for JSON', async () => {
    const unknown = await inquire(admin, { message: 'x', productID: '2147483647' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ success: boolean }>().success).toBe(false);
    const empty = await inquire(admin, { message: '   ', productID: String(productId) });
    expect(empty.statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/forms/product-inquiry',
      headers: admin,
      payload: { message: 'x', productID: String(productId) },
    });
    expect(json.statusCode).toBe(415);
  });

  it('needs the CSRF header', async () => {
    const { 'x-csrf-token': _csrf, ...noCsrf } = admin;
    const response = await inquire(noCsrf, { message: 'x', productID: String(productId) });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/questions (the inquiry page) and the attachments', () => {
  it('accepts real JPEG, PNG, WEBP and PDF files and keeps them re-encoded', async () => {
    const files: MultipartFile[] = [
      { name: 'foto.jpg', type: 'image/jpeg', data: await jpegWithExif() },
      { name: 'skica.png', type: 'image/png', data: await png() },
      { name: 'detajl.webp', type: 'image/webp', data: await webp() },
      { name: 'ponudba.pdf', type: 'application/pdf', data: await pdfWithScript() },
    ];
    const response = await ask(
      admin,
      {
        subject: 'Dobava na gradbišče',
        message: 'Prosim za rok dobave.',
        productCodes: `${productCode.toLowerCase()}, ${productCode}`,
      },
      files,
    );
    expect(response.statusCode).toBe(201);
    const { data } = questionResponseSchema.parse(response.json());
    expect(data.productCodes).toEqual([productCode.toUpperCase()]);
    expect(data.attachments.map((a) => [a.name, a.type])).toEqual([
      ['foto.jpg', 'image/jpeg'],
      ['skica.png', 'image/png'],
      ['detajl.webp', 'image/webp'],
      ['ponudba.pdf', 'application/pdf'],
    ]);

    const jpeg = data.attachments[0];
    const download = await app.inject({
      method: 'GET',
      url: `/api/questions/${data.id}/attachments/${jpeg?.id}`,
      headers: employee,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''foto.jpg");
    const meta = await sharp(download.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([20, 40]);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/questions/${data.id}/attachments/${data.attachments[3]?.id}`,
      headers: admin,
    });
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/JavaScript');

    // Another company's question and file: 404, as unknown ones.
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/questions/${data.id}/attachments/${jpeg?.id}`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(other)).data.data.some((q) => q.id === data.id)).toBe(false);
    const wrongOwner = await app.inject({
      method: 'GET',
      url: `/api/questions/${data.id + 1000}/attachments/${jpeg?.id}`,
      headers: admin,
    });
    expect(wrongOwner.statusCode).toBe(404);
    const mail = await mailTo('Dobava na gradbišče');
    expect(mail?.text).toContain('foto.jpg');
  });

  it('refuses text renamed .png by its content (400, in the request language)', async () => {
    const response = await ask(
      admin,
      { subject: 'S', message: 'M' },
      [{ name: 'racun.png', type: 'image/png', data: Buffer.from('just some text') }],
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { files: string[] } }>().errors.files[0]).toContain(
      'The file "racun.png" is not a JPG, PNG or WEBP image',
    );
  });

  it('refuses six files and an 11 MB file with 413', async () => {
    const small = await png(4, 4);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, data: small }));
    const tooMany = await ask(admin, { subject: 'S', message: 'M' }, six);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json<{ error: string }>().error).toBe('Priložite lahko največ 5 datotek.');
    const big = Buffer.concat([small, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await ask(admin, { subject: 'S', message: 'M' }, [
      { name: 'velika.png', data: big },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<{ error: string }>().error).toContain('»velika.png« je prevelika');
  });

  it('names an unknown product code, and needs a subject', async () => {
    const unknown = await ask(admin, { subject: 'S', message: 'M', productCodes: 'NI-TAKE-123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ errors: { productCodes: string[] } }>().errors.productCodes).toEqual([
      'Izdelka s šifro »NI-TAKE-123« ni v katalogu.',
    ]);
    const noSubject = await ask(admin, { message: 'M' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json<{ errors: { subject: string[] } }>().errors.subject).toEqual([
      'Vpišite zadevo.',
    ]);
  });

  it('refuses a partner without a type-3 caretaker and an agent acting for nobody', async () => {
    expect((await ask(other, { subject: 'S', message: 'M' })).statusCode).toBe(403);
    const agent = await session(DEMO.agent);
    const response = await app.inject({ method: 'GET', url: '/api/questions', headers: agent });
    expect(response.statusCode).toBe(403);
  });
});

describe('answers', () => {
  it('the simulated caretaker answers once the delay has passed, in the asker’s language', async () => {
    const response = await ask(admin, { subject: 'Čakam odgovor', message: 'Kdaj?' });
    const { data } = questionResponseSchema.parse(response.json());
    clock.advance(30);
    expect((await list(admin)).data.data.find((q) => q.id === data.id)?.answer).toBeNull();
    clock.advance(31);
    const answered = (await list(admin)).data.data.find((q) => q.id === data.id);
    expect(answered?.answer).toBe(
      'Hvala za vprašanje. Odgovor pripravljamo in vam ga pošljemo v enem delovnem dnevu. — Marko Horvat',
    );
    expect(answered?.answeredAt).not.toBeNull();
  });

  it('the integration answers with INTEGRATION_TOKEN only, once', async () => {
    const response = await ask(admin, { subject: 'Integracija', message: 'Vprašanje' });
    const { data } = questionResponseSchema.parse(response.json());
    const url = `/api/integration/questions/${data.id}/answer`;
    const payload = { answer: 'Dobava v petek.' };
    const noToken = await app.inject({ method: 'POST', url, payload });
    expect(noToken.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: 'Bearer wrong-token-wrong-token' },
    });
    expect(wrong.statusCode).toBe(401);
    const headers = { authorization: `Bearer ${INTEGRATION_TOKEN}` };
    const ok = await app.inject({ method: 'POST', url, payload, headers });
    expect(ok.statusCode).toBe(200);
    expect(questionResponseSchema.parse(ok.json()).data.answer).toBe('Dobava v petek.');
    const again = await app.inject({ method: 'POST', url, payload, headers });
    expect(again.statusCode).toBe(409);
    const [row] = await database.db.select().from(questions).where(eq(questions.id, data.id));
    expect(row?.answer).toBe('Dobava v petek.');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/integration/questions/2147483647/answer',
      payload,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
