// Issue #15 favourites list files (decision 041): the list as CSV (BOM, ';', RFC 4180 quoting,
// formulas neutralised) and XLSX (read back with ExcelJS), printed as a PDF with EAN-13 barcodes
// (text, pages, the bars drawn as the domain's pattern), headers and file names in sl/en (also
// by ?lang=), reading by the owner and by a colleague the list is shared with, 404 for another
// user's unshared list, another company's list and an unknown id, 403 for an agent acting for
// nobody. Runs on PGlite and on PostgreSQL (the postgres project).
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { wishlistSummaryResponseSchema } from '@gradnik/contracts/wishlist';
import { WISHLIST_FILE_PATHS } from '@gradnik/contracts/wishlist-files-params';
import { wishlistShares } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { withEan13CheckDigit } from '@gradnik/domain/ean';
import { EAN13_MODULES, EAN13_QUIET_ZONE, ean13Pattern } from '@gradnik/domain/ean13';
import { drawEan13 } from '../src/modules/wishlist-files/pdf.ts';
import { listFileName } from '../src/modules/wishlist-files/labels.ts';
import { DEMO, startApi, openTestDatabase, tokensFor, type TestDatabase } from './helpers.ts';

let database: TestDatabase;
let app: FastifyInstance;

interface Caller {
  token: string;
  csrf: string;
  userId: number;
}

let admin: Caller;
let employee: Caller;
let otherAdmin: Caller;
let agent: Caller;

/** A list of the admin's shared with the employee, one not shared, and the other company's. */
let shared: number;
let unshared: number;
let foreign: number;

const HOSTILE_NAME = '=HYPERLINK("http://x");Žaga "Top" čšž';
const HOSTILE_CODE = 'WF-TEST-1';
const PLAIN_CODE = 'WF-TEST-2';
const HOSTILE_EAN = withEan13CheckDigit('383765432100');
const LIST_NAME = 'Dvorišče Šentvid; "A"';

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '', userId: Number(t.user.id) };
}

function get(who: Caller, url: string, locale?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      authorization: `Bearer ${who.token}`,
      ...(locale ? { 'accept-language': locale } : {}),
    },
  });
}

async function createList(who: Caller, name: string, productIds: number[]): Promise<number> {
  const headers = { authorization: `Bearer ${who.token}`, 'x-csrf-token': who.csrf };
  const made = await app.inject({
    method: 'POST',
    url: '/api/customer/wishlist/add',
    headers,
    payload: { name },
  });
  expect(made.statusCode, made.body).toBe(201);
  const { id } = wishlistSummaryResponseSchema.parse(made.json()).data;
  for (const [i, productId] of productIds.entries()) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/customer/wishlist/product/add/${id}`,
      headers,
      payload: { product_ids: [productId], quantity: i === 0 ? 2.5 : 12 },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  return id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  admin = await caller(DEMO.admin);
  employee = await caller(DEMO.employee);
  otherAdmin = await caller(DEMO.otherAdmin);
  agent = await caller(DEMO.agent);
  const made = await database.db
    .insert(products)
    .values([
      { code: HOSTILE_CODE, nameSl: HOSTILE_NAME, nameEn: 'Saw "Top"; English', ean: HOSTILE_EAN },
      // No EAN: the printed list shows '—' instead of a barcode.
      { code: PLAIN_CODE, nameSl: 'Vijak brez EAN', nameEn: 'Screw without EAN', ean: null },
    ])
    .returning({ id: products.id });
  const ids = made.map((p) => p.id);
  // Added one after the other: the newest (the plain one) comes first, as on the page.
  shared = await createList(admin, LIST_NAME, ids);
  unshared = await createList(admin, 'Nedeljen seznam', ids);
  foreign = await createList(otherAdmin, 'Tuji seznam', ids);
  await database.db
    .insert(wishlistShares)
    .values({ wishlistId: shared, userId: employee.userId, access: 'read' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('CSV export', () => {
  it('is UTF-8 with a BOM, ; separated, quoted and formula-neutralised, code and quantity first', async () => {
    const response = await get(admin, WISHLIST_FILE_PATHS.export(shared, 'csv'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="priljubljeni-dvorisce-sentvid-a.csv"',
    );
    expect(response.headers['x-export-rows']).toBe('2');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Šifra;Količina;EAN;Naziv;Enota');
    expect(lines[1]).toBe(`${PLAIN_CODE};12;;Vijak brez EAN;KOS`);
    // The leading '=' neutralised with an apostrophe, then quoted for ';' and '"'.
    expect(lines[2]).toBe(
      `${HOSTILE_CODE};2,5;${HOSTILE_EAN};"'=HYPERLINK(""http://x"");Žaga ""Top"" čšž";KOS`,
    );
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('has English headers and names for English, also by ?lang=en', async () => {
    const english = await get(admin, WISHLIST_FILE_PATHS.export(shared, 'csv'), 'en');
    expect(english.statusCode).toBe(200);
    const text = english.rawPayload.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Code;Quantity;EAN;Name;Unit');
    expect(text).toContain('"Saw ""Top""; English"');
    expect(english.headers['content-disposition']).toContain('favourites-dvorisce-sentvid-a.csv');
    const byLang = await get(admin, `${WISHLIST_FILE_PATHS.export(shared, 'csv')}&lang=en`, 'sl');
    expect(byLang.rawPayload.subarray(3).toString('utf8')).toBe(text);
  });
});

describe('XLSX export', () => {
  it('reads back with ExcelJS: headers, number quantities, EAN as text', async () => {
    const response = await get(admin, WISHLIST_FILE_PATHS.export(shared, 'xlsx'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'priljubljeni-dvorisce-sentvid-a.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Priljubljeni');
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Šifra', 'Količina', 'EAN', 'Naziv', 'Enota']);
    expect(values(2)).toEqual([PLAIN_CODE, 12, undefined, 'Vijak brez EAN', 'KOS']);
    expect(values(3)).toEqual([HOSTILE_CODE, 2.5, HOSTILE_EAN, `'${HOSTILE_NAME}`, 'KOS']);
    expect(sheet?.rowCount).toBe(3);
  });
});

describe('printed list', () => {
  it('is an A4 PDF attachment with the title, company, products, codes, EAN digits and —', async () => {
    const response = await get(admin, WISHLIST_FILE_PATHS.print(shared));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="priljubljeni-dvorisce-sentvid-a.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    const plain = text.replace(/\s+/g, ' ');
    expect(plain).toContain('Dvorišče Šentvid; "A"');
    expect(plain).toContain(HOSTILE_NAME);
    expect(plain).toContain(`Šifra: ${HOSTILE_CODE}`);
    expect(plain).toContain('Vijak brez EAN');
    expect(plain).toMatch(/Natisnjeno \d{2}\. \d{2}\. \d{4}/);
    expect(plain).toContain('Izdelkov: 2');
    // The EAN's digits under the bars: first digit, left six, right six.
    expect(plain).toContain(HOSTILE_EAN.slice(1, 7));
    expect(plain).toContain(HOSTILE_EAN.slice(7));
    expect(plain).toContain('—');
    expect(plain).toContain('2,5 KOS');
    expect(plain).toContain('Stran 1 od 1');
  });

  it('is in English for English (and ?lang=en), the names the English ones', async () => {
    for (const response of [
      await get(admin, WISHLIST_FILE_PATHS.print(shared), 'en'),
      await get(admin, `${WISHLIST_FILE_PATHS.print(shared)}?lang=en`),
    ]) {
      expect(response.statusCode).toBe(200);
      const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
      const plain = text.replace(/\s+/g, ' ');
      expect(plain).toContain('Saw "Top"; English');
      expect(plain).toContain(`Code: ${HOSTILE_CODE}`);
      expect(plain).toContain('Page 1 of 1');
      expect(response.headers['content-disposition']).toContain(
        'favourites-dvorisce-sentvid-a.pdf',
      );
    }
  });

  it('puts ten products on a page and numbers the pages', async () => {
    const many = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.catalogStatus, 1))
      .limit(23);
    expect(many).toHaveLength(23);
    const headers = { authorization: `Bearer ${admin.token}`, 'x-csrf-token': admin.csrf };
    const made = await app.inject({
      method: 'POST',
      url: '/api/customer/wishlist/add',
      headers,
      payload: { name: 'Dolg seznam' },
    });
    const { id } = wishlistSummaryResponseSchema.parse(made.json()).data;
    const added = await app.inject({
      method: 'POST',
      url: `/api/customer/wishlist/product/add/${id}`,
      headers,
      payload: { product_ids: many.map((p) => p.id) },
    });
    expect(added.statusCode, added.body).toBe(200);
    const response = await get(admin, WISHLIST_FILE_PATHS.print(id));
    expect(response.statusCode).toBe(200);
    const { text, totalPages } = await extractText(new Uint8Array(response.rawPayload), {
      mergePages: false,
    });
    expect(totalPages).toBe(3);
    expect(text[2]).toContain('Stran 3 od 3');
    expect(text[1]).toContain('Dolg seznam (nadaljevanje)');
  });

  it('draws the EAN-13 as the domain pattern: one rectangle per bar, within the quiet zones', () => {
    const rects: { x: number; w: number }[] = [];
    const recorder = {
      rect(x: number, _y: number, w: number) {
        rects.push({ x, w });
        return recorder;
      },
      fillColor: () => recorder,
      fill: () => recorder,
      font: () => recorder,
      fontSize: () => recorder,
      text: () => recorder,
    };
    drawEan13(recorder as unknown as PDFKit.PDFDocument, HOSTILE_EAN, 100, 0);
    const module = rects[0]!.w / Math.round(rects[0]!.w / Math.min(...rects.map((r) => r.w)));
    const drawn = Array.from({ length: EAN13_MODULES }, () => '0');
    for (const r of rects) {
      const start = Math.round((r.x - 100) / module) - EAN13_QUIET_ZONE.left;
      for (let i = 0; i < Math.round(r.w / module); i += 1) drawn[start + i] = '1';
    }
    expect(drawn.join('')).toBe(ean13Pattern(HOSTILE_EAN));
  });
});

describe('who may read a list', () => {
  const routes = (id: number) => [
    WISHLIST_FILE_PATHS.export(id, 'csv'),
    WISHLIST_FILE_PATHS.export(id, 'xlsx'),
    WISHLIST_FILE_PATHS.print(id),
  ];

  it('a colleague the list is shared with may export and print it', async () => {
    for (const url of routes(shared)) {
      const response = await get(employee, url);
      expect(response.statusCode, `${url} ${response.body.slice(0, 100)}`).toBe(200);
    }
  });

  it('another user’s unshared list, another company’s list and an unknown id are 404', async () => {
    const cases: [Caller, number][] = [
      [employee, unshared],
      [otherAdmin, shared],
      [admin, foreign],
      [admin, 2_000_000_000],
    ];
    for (const [who, id] of cases) {
      for (const url of routes(id)) {
        const response = await get(who, url);
        expect(response.statusCode, url).toBe(404);
        expect(apiErrorSchema.parse(response.json()).error).toBeTruthy();
      }
    }
    const english = await get(otherAdmin, WISHLIST_FILE_PATHS.print(shared), 'en');
    expect(apiErrorSchema.parse(english.json()).error).toMatch(/not found/i);
  });

  it('an agent acting for nobody gets 403; without a session 401', async () => {
    expect((await get(agent, WISHLIST_FILE_PATHS.print(shared))).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: WISHLIST_FILE_PATHS.print(shared) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad format, a bad lang, an unknown parameter and a bad id with 400', async () => {
    for (const url of [
      `/api/customer/wishlist/${shared}/export`,
      `/api/customer/wishlist/${shared}/export?format=pdf`,
      `/api/customer/wishlist/${shared}/export?format=csv&lang=de`,
      `/api/customer/wishlist/${shared}/print?x=1`,
      '/api/customer/wishlist/abc/print',
    ]) {
      expect((await get(admin, url)).statusCode, url).toBe(400);
    }
  });
});

describe('file names', () => {
  it('are ASCII slugs of the list name, with a fallback for a name without letters', () => {
    expect(listFileName('Projekt Bled – hiša', 'csv', 'sl')).toBe(
      'priljubljeni-projekt-bled-hisa.csv',
    );
    expect(listFileName('!!!', 'pdf', 'en')).toBe('favourites-list.pdf');
    expect(listFileName('x'.repeat(200), 'csv', 'sl')).toHaveLength('priljubljeni-'.length + 64);
  });
});
