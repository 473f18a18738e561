// Issue #15 quick-order pad and list import (decision 040): resolving ten pasted lines (codes and
// EANs, one unknown with the SPEC §8 text, rounding to whole packages per SPEC §5, in stock and
// out of stock, merged duplicates), the files (CSV with BOM and semicolons, XLSX made with
// ExcelJS including formula cells, too large, too many rows, a text renamed .xlsx) and the import
// into a favourites list (added / updated / error report, another company's list 404). Runs on
// PGlite and on PostgreSQL (the postgres project).
import ExcelJS from 'exceljs';
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  quickOrderParseFileResponseSchema,
  quickOrderResolveResponseSchema,
  wishlistImportResponseSchema,
} from '@gradnik/contracts/quick-order';
import { wishlistProducts } from '@gradnik/db/schema/account';
import { products } from '@gradnik/db/schema/catalog';
import { cartMessageText } from '@gradnik/domain/adding';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@gradnik/domain/quick-order';
import { DEMO, openTestDatabase, startApi, tokensFor, type TestDatabase } from './helpers.ts';
import { multipartBody } from './multipart.ts';

let database: TestDatabase;
let app: FastifyInstance;

interface Caller {
  token: string;
  csrf: string;
}
let admin: Caller;
let otherAdmin: Caller;
let agent: Caller;

interface Row {
  id: number;
  code: string;
  ean: string | null;
  minimumSalesUnitRetail: number;
}
let catalogue: Row[];

async function caller(email: string): Promise<Caller> {
  const t = await tokensFor(app, email);
  return { token: t.access_token, csrf: t.csrf_token ?? '' };
}

function headers(who: Caller, locale?: string) {
  return {
    authorization: `Bearer ${who.token}`,
    'x-csrf-token': who.csrf,
    ...(locale ? { 'accept-language': locale } : {}),
  };
}

function resolve(who: Caller, lines: object[], locale?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/quick-order/resolve',
    headers: headers(who, locale),
    payload: { lines },
  });
}

function upload(who: Caller, url: string, name: string, data: Buffer, locale?: string) {
  const form = multipartBody({}, [{ field: 'file', name, data }]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers(who, locale), ...form.headers },
    payload: form.payload,
  });
}

/** `expect.stringMatching`, typed (it is `any`). */
const anyText = (pattern: RegExp): string => expect.stringMatching(pattern) as string;

const errorOf = (response: { body: string }) => apiErrorSchema.parse(JSON.parse(response.body));

async function listsOf(who: Caller): Promise<{ id: number; name: string; default: boolean }[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/customer/wishlist/user',
    headers: headers(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number; name: string; default: boolean }[] }>().data;
}

async function newList(who: Caller, name: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customer/wishlist/add',
    headers: headers(who),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('List');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  admin = await caller(DEMO.admin);
  otherAdmin = await caller(DEMO.otherAdmin);
  agent = await caller(DEMO.agent);
  catalogue = await database.db
    .select({
      id: products.id,
      code: products.code,
      ean: products.ean,
      minimumSalesUnitRetail: products.minimumSalesUnitRetail,
    })
    .from(products)
    .where(and(eq(products.catalogStatus, 1), isNotNull(products.ean)))
    .orderBy(asc(products.id))
    .limit(80);
  expect(catalogue.length).toBeGreaterThanOrEqual(40);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('POST /api/quick-order/resolve', () => {
  it('resolves ten lines: codes and EANs, one unknown, rounding, stock, merged duplicates', async () => {
    // Which of the first products the simulator has in stock, and which not.
    const probe = quickOrderResolveResponseSchema.parse(
      (
        await resolve(
          admin,
          catalogue.map((p) => ({ token: p.code, quantity: 1 })),
        )
      ).json(),
    );
    const inStock = probe.data.filter((l) => l.status === 'ok').map((l) => l.product!.code);
    const outOfStock = probe.data
      .filter((l) => l.status === 'out_of_stock')
      .map((l) => l.product!.code);
    expect(inStock.length).toBeGreaterThanOrEqual(5);
    expect(outOfStock.length).toBeGreaterThanOrEqual(1);

    const [packaged] = await database.db
      .select({ id: products.id, code: products.code, m: products.minimumSalesUnitRetail })
      .from(products)
      .where(and(eq(products.catalogStatus, 1), gt(products.minimumSalesUnitRetail, 1)))
      .orderBy(asc(products.id))
      .limit(1);
    expect(packaged).toBeDefined();
    const byCode = new Map(catalogue.map((p) => [p.code, p]));
    const viaEan = byCode.get(inStock[1]!)!;
    const lines = [
      { token: inStock[0]!, quantity: 2, line: 1 },
      { token: viaEan.ean!, quantity: 3, line: 2 },
      { token: 'NI-TAKE-SIFRE', quantity: 1, line: 3 },
      { token: packaged!.code, quantity: packaged!.m + 0.5, line: 4 },
      { token: outOfStock[0]!, quantity: 4, line: 5 },
      { token: inStock[2]!, quantity: 1, line: 6 },
      { token: inStock[3]!, quantity: 1.5, line: 7 },
      { token: inStock[4]!, quantity: 5, line: 8 },
      // The same product by its code: merged with line 2, quantities summed.
      { token: viaEan.code, quantity: 1, line: 9 },
      { token: inStock[0]!, quantity: 1, line: 10 },
    ];
    const response = await resolve(admin, lines);
    expect(response.statusCode, response.body).toBe(200);
    const body = quickOrderResolveResponseSchema.parse(response.json());
    expect(body.meta.merged).toBe(2);
    expect(body.data).toHaveLength(8);
    const line = (n: number) => body.data.find((l) => l.lines.includes(n))!;

    expect(line(1)).toMatchObject({ lines: [1, 10], requested: 3, status: 'ok' });
    expect(line(2)).toMatchObject({
      lines: [2, 9],
      tokens: [viaEan.ean, viaEan.code],
      requested: 4,
      product: { code: viaEan.code, ean: viaEan.ean },
    });
    expect(line(3)).toMatchObject({
      status: 'unknown',
      product: null,
      quantity: null,
      message: 'Izdelek s to EAN kodo ne obstaja oziroma ni bil najden.',
    });
    // SPEC §5: raised to the next whole package, and said so.
    expect(line(4)).toMatchObject({ quantity: packaged!.m * 2, rounded: true });
    expect(line(5).status).toBe('out_of_stock');
    expect(line(5).stock).toMatchObject({ status: 'ok' });
    expect(line(7)).toMatchObject({ requested: 1.5, quantity: 2, rounded: true });
    expect(line(8)).toMatchObject({ quantity: 5, rounded: false });
    // The server prices every known line for the partner.
    for (const known of body.data.filter((l) => l.product)) expect(known.price?.status).toBe('ok');
  });

  it('answers the unknown text in English', async () => {
    const response = await resolve(admin, [{ token: '0000000000000', quantity: 1 }], 'en');
    const body = quickOrderResolveResponseSchema.parse(response.json());
    expect(body.data[0]?.message).toBe(cartMessageText('cart.unknownEan', 'en'));
  });

  it('refuses bad bodies with a 400 and agents acting for nobody with a 403', async () => {
    expect((await resolve(admin, [])).statusCode).toBe(400);
    expect((await resolve(admin, [{ token: 'x', quantity: 0 }])).statusCode).toBe(400);
    expect((await resolve(admin, [{ token: 'x', quantity: 1, price: 1 }])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 1001 }, () => ({ token: 'x', quantity: 1 }));
    expect((await resolve(admin, tooMany)).statusCode).toBe(400);
    const refused = await resolve(agent, [{ token: 'x', quantity: 1 }], 'en');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toMatch(/act for a customer/);
  });

  it('needs the CSRF header', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/quick-order/resolve',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { lines: [{ token: 'x', quantity: 1 }] },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/quick-order/parse-file', () => {
  const url = '/api/quick-order/parse-file';

  it('reads Slovenian Excel CSV: BOM, semicolons, header, decimal comma', async () => {
    const [a, b] = catalogue;
    const csv = `\uFEFFŠifra;Naziv;Količina\r\n${a!.code};"Lepilo; belo";2,5\r\n${b!.ean};;\r\n${a!.code};x;-1\r\n`;
    const response = await upload(admin, url, 'narocilo.csv', Buffer.from(csv, 'utf8'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = quickOrderParseFileResponseSchema.parse(response.json());
    expect(data.lines).toEqual([
      { line: 2, token: a!.code, quantity: 2.5 },
      { line: 3, token: b!.ean, quantity: 1 },
    ]);
    expect(data.problems).toEqual([
      { row: 4, value: `${a!.code} x -1`, message: anyText(/Količina ni veljavna/) },
    ]);
  });

  it('reads an XLSX: numbers, a formula by its stored result, never evaluated', async () => {
    const [a, b, c] = catalogue;
    const file = await xlsx([
      ['Code', 'Quantity'],
      [a!.code, 3],
      // Stored result 8: read as 8 (the formula itself is not run).
      [b!.code, { formula: '2*2', result: 8 }],
      // No stored result: a row error, not a guess.
      [c!.code, { formula: 'A1*1000' }],
    ]);
    const response = await upload(admin, url, 'order.xlsx', file, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = quickOrderParseFileResponseSchema.parse(response.json());
    expect(data.lines).toEqual([
      { line: 2, token: a!.code, quantity: 3 },
      { line: 3, token: b!.code, quantity: 8 },
    ]);
    expect(data.problems).toEqual([
      { row: 4, value: c!.code, message: anyText(/formulas are not evaluated/) },
    ]);
  });

  it('refuses a file over 2 MB with 413, in Slovenian and English', async () => {
    const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 0x31);
    const sl = await upload(admin, url, 'velika.csv', big);
    expect(sl.statusCode).toBe(413);
    expect(errorOf(sl).error).toBe('Datoteka »velika.csv« je prevelika: največ 2 MB.');
    const en = await upload(admin, url, 'big.csv', big, 'en');
    expect(en.statusCode).toBe(413);
    expect(errorOf(en).error).toBe('The file "big.csv" is too large: at most 2 MB.');
  });

  it('refuses 5 001 rows, a text renamed .xlsx, binary and an empty form', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `${i};1`).join('\n');
    const many = await upload(admin, url, 'many.csv', Buffer.from(rows));
    expect(many.statusCode).toBe(400);
    expect(errorOf(many).error).toBe('Datoteka ima preveč vrstic: največ 5000.');
    const renamed = await upload(admin, url, 'list.xlsx', Buffer.from('1000003;2\n'), 'en');
    expect(renamed.statusCode).toBe(400);
    expect(errorOf(renamed).code).toBe('notSpreadsheet');
    const pdf = await upload(admin, url, 'x.csv', Buffer.from('%PDF-1.7\u0000\u0001'));
    expect(pdf.statusCode).toBe(400);
    const zipNotXlsx = await upload(admin, url, 'x.xlsx', Buffer.from('PK\u0003\u0004junk'));
    expect(zipNotXlsx.statusCode).toBe(400);
    expect(errorOf(zipNotXlsx).code).toBe('damaged');
    const form = multipartBody({ note: 'x' });
    const none = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers(admin), ...form.headers },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).code).toBe('fileRequired');
  });

  it('refuses more than 1 000 lines for the pad', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => `${i};1`).join('\n');
    const response = await upload(admin, url, 'pad.csv', Buffer.from(rows));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('tooManyLines');
  });
});

describe('POST /api/customer/wishlist/{id}/import', () => {
  it('imports CSV rows into a list, reports the rows that did not match, updates on re-import', async () => {
    const listId = await newList(admin, `Uvoz ${Date.now()}`);
    const [a, b, c] = catalogue;
    const csv =
      `\uFEFFŠifra;EAN;Količina\r\n${a!.code};;2\r\n;${b!.ean};1\r\nNEZNANA;;3\r\n` +
      `${c!.code};;abc\r\n${a!.code};;1\r\n`;
    const url = `/api/customer/wishlist/${listId}/import`;
    const first = await upload(admin, url, 'seznam.csv', Buffer.from(csv));
    expect(first.statusCode, first.body).toBe(200);
    const report = wishlistImportResponseSchema.parse(first.json()).data;
    expect(report).toMatchObject({ added: 2, updated: 0 });
    expect(report.errors).toEqual([
      { row: 4, value: 'NEZNANA 3', message: cartMessageText('cart.unknownEan', 'sl') },
      { row: 5, value: `${c!.code} abc`, message: anyText(/Količina ni veljavna/) },
    ]);
    const stored = await database.db
      .select({ productId: wishlistProducts.productId, quantity: wishlistProducts.quantity })
      .from(wishlistProducts)
      .where(eq(wishlistProducts.wishlistId, listId))
      .orderBy(asc(wishlistProducts.productId));
    const expected = [
      // Duplicates merged: 2 + 1, rounded up to whole packages (SPEC §5).
      {
        productId: a!.id,
        quantity: Math.ceil(3 / a!.minimumSalesUnitRetail) * a!.minimumSalesUnitRetail,
      },
      { productId: b!.id, quantity: b!.minimumSalesUnitRetail },
    ].sort((x, y) => x.productId - y.productId);
    expect(stored).toEqual(expected);

    const again = await upload(admin, url, 'seznam.xlsx', await xlsx([[a!.code, 1]]), 'en');
    expect(wishlistImportResponseSchema.parse(again.json()).data).toEqual({
      added: 0,
      updated: 1,
      errors: [],
    });
  });

  it("answers 404 for another company's list and for an unknown one", async () => {
    const [theirs] = await listsOf(otherAdmin);
    const file = Buffer.from(`${catalogue[0]!.code};1`);
    const other = await upload(admin, `/api/customer/wishlist/${theirs!.id}/import`, 'a.csv', file);
    expect(other.statusCode).toBe(404);
    const unknown = await upload(admin, '/api/customer/wishlist/999999/import', 'a.csv', file);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(other).error).toBe(errorOf(unknown).error);
  });

  it('refuses a file without any line, and an agent acting for nobody', async () => {
    const [own] = await listsOf(admin);
    const url = `/api/customer/wishlist/${own!.id}/import`;
    const blank = await upload(admin, url, 'a.csv', Buffer.from('\r\n;;\r\n'));
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).code).toBe('noLines');
    const byAgent = await upload(agent, url, 'a.csv', Buffer.from('1;1'));
    expect(byAgent.statusCode).toBe(403);
  });
});
