// The documents calls (issue #12 Documents): the company's list with its filters, the account
// summary, each document's PDF, CSV/XLSX exports, a ZIP of PDFs and reordering from a document.
// Every call is checked against another company's ids, and bad input answers a clear 400.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountSummaryResponseSchema,
  documentListResponseSchema,
} from '@gradnik/contracts/document';
import { orderDetailResponseSchema } from '@gradnik/contracts/order';
import { reorderResponseSchema } from '@gradnik/contracts/reorder';
import { documents, type DocumentLine } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { orders, orderStatusEvents } from '@gradnik/db/schema/commerce';
import { partners, users } from '@gradnik/db/schema/identity';
import { addDays, ljubljanaDay } from '@gradnik/domain/date-range';
import { simItemTraits } from '@gradnik/erp/simulator-rules';
import { asc, eq } from 'drizzle-orm';
import {
  basketSession,
  DEMO,
  openTestDatabase,
  startApi,
  type BasketSession,
  type TestDatabase,
} from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;
let admin: BasketSession;
let employee: BasketSession;
let other: BasketSession;
const ids: Record<string, number> = {};
let orderId = 0;
// Calendar days, not 24-hour steps: across a daylight-saving change n × 24 h from a late hour
// lands on another Ljubljana day.
const daysAgo = (n: number) => addDays(ljubljanaDay(new Date()), -n);

async function partnerOf(email: string) {
  const [row] = await database.db
    .select({ id: users.id, partnerId: users.partnerId, partnerNo: partners.partnerNo })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.email, email));
  if (!row?.partnerId) throw new Error(`${email} has no partner`);
  return { userId: row.id, partnerId: row.partnerId, partnerNo: row.partnerNo };
}

async function insertDocument(
  key: string,
  partnerId: number,
  fields: Partial<typeof documents.$inferInsert> & {
    docType: (typeof documents.$inferInsert)['docType'];
  },
) {
  const [row] = await database.db
    .insert(documents)
    .values({
      partnerId,
      docNo: `T-${key}`,
      issuedAt: '2001-03-01',
      amount: 100,
      status: 'issued',
      ...fields,
    })
    .returning({ id: documents.id });
  ids[key] = row?.id ?? 0;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  admin = await basketSession(app, database.db, DEMO.admin);
  employee = await basketSession(app, database.db, DEMO.employee);
  other = await basketSession(app, database.db, DEMO.otherAdmin);
  const mine = await partnerOf(DEMO.admin);
  const theirs = await partnerOf(DEMO.otherAdmin);
  // The tests read documents of 2001 only (the demo data's lie in the last year).
  const sellable = (
    await database.db
      .select({ id: products.id, code: products.code, name: products.nameSl })
      .from(products)
      .where(eq(products.catalogStatus, 1))
      .orderBy(asc(products.id))
      .limit(100)
  ).find((p) => simItemTraits(p.code, mine.partnerNo).stockClass === 'in-stock');
  if (!sellable) throw new Error('no products');
  const line: DocumentLine = {
    lineNo: 1,
    productId: sellable.id,
    itemNo: sellable.code,
    name: 'Cement Žalec 25 kg – čšž',
    quantity: 2,
    unit: 'KOS',
    unitPrice: 10,
    discountPercent: 10,
    value: 18,
    vat: 22,
  };
  const [order] = await database.db
    .insert(orders)
    .values({
      orderNo: 'T-DOC-ORDER',
      kind: 'order',
      partnerId: mine.partnerId,
      userId: mine.userId,
      status: 'invoiced',
      createdAt: new Date('2001-02-20T10:00:00Z'),
    })
    .returning({ id: orders.id });
  orderId = order?.id ?? 0;
  await insertDocument('INV-OPEN', mine.partnerId, {
    docType: 'invoice',
    docNo: 'RA-01-000001',
    orderId,
    issuedAt: '2001-03-01',
    dueAt: '2099-01-01',
    amount: 21.96,
    net: 18,
    vat: 3.96,
    status: 'open',
    lines: [line],
  });
  await insertDocument('INV-LATE', mine.partnerId, {
    docType: 'invoice',
    docNo: 'RA-01-000002',
    issuedAt: '2001-03-02',
    dueAt: daysAgo(45),
    amount: 1000,
    status: 'open',
    lines: [line],
  });
  await insertDocument('INV-PAID', mine.partnerId, {
    docType: 'invoice',
    docNo: 'RA-01-000003',
    issuedAt: '2001-03-03',
    dueAt: '2001-04-02',
    amount: 250.5,
    status: 'paid',
  });
  await insertDocument('CREDIT', mine.partnerId, {
    docType: 'credit_note',
    docNo: 'DB-01-000001',
    issuedAt: '2001-03-04',
    amount: -12.2,
    status: 'paid',
    lines: [line],
  });
  await insertDocument('NOTE', mine.partnerId, {
    docType: 'delivery_note',
    docNo: '=HYPERLINK("x")',
    issuedAt: '2001-03-05',
    amount: 21.96,
    orderId,
    lines: [line],
  });
  await insertDocument('FOREIGN', theirs.partnerId, {
    docType: 'invoice',
    docNo: 'RA-01-000099',
    issuedAt: '2001-03-01',
    dueAt: daysAgo(10),
    status: 'open',
    lines: [line],
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function call(
  session: BasketSession,
  url: string,
  options: { method?: 'GET' | 'POST'; language?: string; payload?: object } = {},
) {
  return app.inject({
    method: options.method ?? 'GET',
    url,
    headers: { ...session.auth, 'accept-language': options.language ?? 'sl' },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

async function list(query: string, session = admin) {
  const days = query.includes('date_') ? '' : 'date_from=2001-01-01&date_to=2001-12-31';
  const response = await call(session, `/api/documents?${[query, days].filter(Boolean).join('&')}`);
  expect(response.statusCode, response.body).toBe(200);
  return documentListResponseSchema.parse(response.json()).data;
}
const numbers = (page: { data: { number: string }[] }) => page.data.map((d) => d.number);

describe('GET /api/documents', () => {
  it("lists the company's documents newest first, never another company's", async () => {
    const page = await list('');
    expect(numbers(page)).toEqual([
      '=HYPERLINK("x")',
      'DB-01-000001',
      'RA-01-000003',
      'RA-01-000002',
      'RA-01-000001',
    ]);
    expect(page.data[4]).toMatchObject({
      type: 'invoice',
      status: 'open',
      order: { id: String(orderId), number: 'T-DOC-ORDER' },
      reorderable: true,
      fileName: 'racun-RA-01-000001.pdf',
    });
    expect(page.data[1]?.reorderable).toBe(false);
    expect(numbers(await list('', employee))).toHaveLength(5);
    expect(numbers(await list('', other))).toEqual(['RA-01-000099']);
  });

  it('shows an open invoice past its due date as overdue, with its days', async () => {
    const overdue = await list('status=overdue');
    expect(numbers(overdue)).toEqual(['RA-01-000002']);
    expect(overdue.data[0]).toMatchObject({ status: 'overdue', daysOverdue: 45 });
    expect(numbers(await list('status=open'))).toEqual(['RA-01-000001']);
    expect(numbers(await list('status=paid'))).toEqual(['DB-01-000001', 'RA-01-000003']);
  });

  it('filters by type, issue days, amount and number, and sorts by amount', async () => {
    expect(numbers(await list('type=credit_note'))).toEqual(['DB-01-000001']);
    expect(numbers(await list('date_from=2001-03-02&date_to=2001-03-03'))).toEqual([
      'RA-01-000003',
      'RA-01-000002',
    ]);
    expect(numbers(await list('amount_min=100&amount_max=250,50'))).toEqual(['RA-01-000003']);
    expect(numbers(await list('q=01-0000'))).toHaveLength(4);
    expect(numbers(await list('sort=amount')).slice(0, 2)).toEqual([
      'DB-01-000001',
      'RA-01-000001',
    ]);
  });

  it.each([
    'status=late',
    'type=receipt',
    'date_from=2001-02-30',
    'date_from=2001-03-05&date_to=2001-03-01',
    'amount_min=abc',
    'amount_min=5&amount_max=1',
    'amount_max=99999999999',
    'page=0',
    'page=1000000000',
    'per_page=13',
    `q=${'x'.repeat(41)}`,
    'q=%00',
  ])('answers %s with a clear 400', async (query) => {
    const response = await call(admin, `/api/documents?${query}`, { language: 'en' });
    expect(response.statusCode, response.body).toBe(400);
    expect(typeof response.json<{ error: string }>().error).toBe('string');
  });
});

describe('GET /api/documents/summary', () => {
  it('sums what is open and overdue in ageing buckets, with the credit limit headroom', async () => {
    const response = await call(other, '/api/documents/summary');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = accountSummaryResponseSchema.parse(response.json());
    const [partner] = await database.db
      .select({ limit: partners.limitAmount, type: partners.limitType })
      .from(partners)
      .innerJoin(users, eq(users.partnerId, partners.id))
      .where(eq(users.email, DEMO.otherAdmin));
    const bucket = (key: string) => data.buckets.find((b) => b.bucket === key);
    // The demo data's own open invoices count too; the foreign test invoice is 10 days late.
    expect(bucket('1_30')?.amount).toBeGreaterThanOrEqual(100);
    expect(data.overdue).toBeCloseTo(
      data.buckets.filter((b) => b.bucket !== 'not_due').reduce((s, b) => s + b.amount, 0),
      2,
    );
    expect(data.open).toBeCloseTo(
      data.buckets.reduce((s, b) => s + b.amount, 0),
      2,
    );
    if (partner?.limit) {
      expect(data.creditLimit).toEqual({
        amount: Number(partner.limit),
        type: partner.type,
        headroom: Math.max(0, Math.round((Number(partner.limit) - data.open) * 100) / 100),
      });
    } else {
      expect(data.creditLimit).toBeNull();
    }
  });
});

describe('documents as files', () => {
  it('renders an own invoice as a PDF named <type>-<number>.pdf in the user’s language', async () => {
    const response = await call(admin, `/api/documents/${ids['INV-OPEN']}/pdf`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('racun-RA-01-000001.pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain('RA-01-000001');
    expect(text).toContain('čšž');
    const english = await call(admin, `/api/documents/${ids['INV-OPEN']}/pdf`, { language: 'en' });
    expect(english.headers['content-disposition']).toContain('invoice-RA-01-000001.pdf');
  });

  it('exports the filtered list as CSV that Slovenian Excel opens, formulas neutralised', async () => {
    const response = await call(
      admin,
      '/api/documents/export?format=csv&date_from=2001-01-01&date_to=2001-12-31',
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['x-export-rows']).toBe('5');
    expect(response.headers['content-disposition']).toMatch(/dokumenti-.*\.csv/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.rawPayload.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Številka;Vrsta;Datum;Zapadlost;Znesek z DDV;Status;Dni zamude;Naročilo');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)";Dobavnica;05\.03\.2001;/);
    expect(lines.find((l) => l.startsWith('RA-01-000003'))).toContain(';250,50;Plačano;');
  });

  it('exports only the chosen rows as XLSX with number and date cells', async () => {
    const chosen = [ids['INV-PAID'], ids['INV-LATE'], ids.FOREIGN].join(',');
    const response = await call(admin, `/api/documents/export?format=xlsx&ids=${chosen}`, {
      language: 'en',
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Number');
    // Another company's id among the chosen is left out.
    expect(sheet?.rowCount).toBe(3);
    const amounts = [2, 3].map((r) => sheet?.getRow(r).getCell(5).value);
    expect(amounts.sort()).toEqual([1000, 250.5]);
    expect(sheet?.getRow(2).getCell(3).value).toBeInstanceOf(Date);
  });

  it('zips chosen PDFs, never another company’s', async () => {
    const response = await call(
      admin,
      `/api/documents/zip?ids=${ids['INV-OPEN']},${ids.NOTE},${ids.FOREIGN}`,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const zip = response.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const text = zip.toString('latin1');
    expect(text).toContain('racun-RA-01-000001.pdf');
    expect(text).toContain('dobavnica-');
    expect(text).not.toContain('RA-01-000099');
    expect((await call(admin, `/api/documents/zip?ids=${ids.FOREIGN}`)).statusCode).toBe(404);
  });
});

describe('POST /api/documents/:id/reorder', () => {
  it('puts an invoice’s lines into the cart at today’s price', async () => {
    const response = await call(admin, `/api/documents/${ids['INV-OPEN']}/reorder`, {
      method: 'POST',
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = reorderResponseSchema.parse(response.json());
    expect(data.added).toHaveLength(1);
    expect(data.added[0]?.priceThen).toBe(9);
  });

  it('refuses a credit note: it returned money, not goods', async () => {
    const response = await call(admin, `/api/documents/${ids.CREDIT}/reorder`, {
      method: 'POST',
      payload: {},
      language: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'This document has no lines that can be reordered.',
    });
  });
});

describe("another company's documents", () => {
  it.each([
    ['GET', 'pdf'],
    ['POST', 'reorder'],
  ] as const)(
    '%s …/%s of a foreign id answers 404 in the request language',
    async (method, path) => {
      const response = await call(admin, `/api/documents/${ids.FOREIGN}/${path}`, {
        method,
        language: 'en',
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'The document does not exist.' });
    },
  );

  it("answers an employee of one company 404 for another company's document", async () => {
    for (const path of ['pdf', 'reorder']) {
      const response = await call(employee, `/api/documents/${ids.FOREIGN}/${path}`, {
        method: path === 'pdf' ? 'GET' : 'POST',
        ...(path === 'pdf' ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(404);
    }
    const zip = await call(employee, `/api/documents/zip?ids=${ids.FOREIGN}`);
    expect(zip.statusCode).toBe(404);
    const exported = await call(employee, `/api/documents/export?format=csv&ids=${ids.FOREIGN}`);
    expect(exported.headers['x-export-rows']).toBe('0');
  });

  it.each(['0', '2147483648', '1e3', '-1'])('answers the id %s with a 400', async (id) => {
    expect((await call(admin, `/api/documents/${id}/pdf`)).statusCode).toBe(400);
  });
});

describe('order detail: status history from the ERP and the order’s documents', () => {
  it('asks the ERP about an unsettled order, stores the newer status and its history', async () => {
    const mine = await partnerOf(DEMO.admin);
    const [fresh] = await database.db
      .insert(orders)
      .values({
        orderNo: 'N-T-STATUS-1',
        kind: 'order',
        partnerId: mine.partnerId,
        userId: mine.userId,
        status: 'received',
        createdAt: new Date(Date.now() - 60 * 86_400_000),
      })
      .returning({ id: orders.id });
    const response = await call(admin, `/api/orders/${fresh?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = orderDetailResponseSchema.parse(response.json());
    // Sixty days on, the simulator has settled it: invoiced or cancelled.
    expect(['invoiced', 'cancelled']).toContain(data.status);
    expect(data.statusHistory[0]?.status).toBe('received');
    expect(data.statusHistory.at(-1)?.status).toBe(data.status);
    const stored = await database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, fresh?.id ?? 0));
    expect(stored.length).toBe(data.statusHistory.length);
  });

  it('lists the order’s documents with their PDF names', async () => {
    const response = await call(admin, `/api/orders/${orderId}`);
    const { data } = orderDetailResponseSchema.parse(response.json());
    expect(data.documents.map((d) => [d.type, d.number])).toEqual([
      ['invoice', 'RA-01-000001'],
      ['delivery_note', '=HYPERLINK("x")'],
    ]);
    expect(data.documents[0]?.fileName).toBe('racun-RA-01-000001.pdf');
  });
});
