// Complaints (issue #16, decision 043): filing a complaint against a delivered order with lines
// and photos, the claimable quantity, the files' content checks (HEIC, SVG, HTML, lying names,
// empty, truncated, too many, too large), EXIF stripped, the ERP simulator moving the states and
// issuing a credit note seen among the documents, the thread, the PDF, 404 for another
// company's ids on every route, and filing with an idempotency key (replay, races, per user).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintDetailResponseSchema,
  complaintFilesResponseSchema,
  complaintListResponseSchema,
  complaintSourcesResponseSchema,
  type ComplaintDetail,
  type ComplaintSource,
} from '@gradnik/contracts/complaint';
import { documentListResponseSchema } from '@gradnik/contracts/document';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { complaints, notifications } from '@gradnik/db/schema/account';
import { users } from '@gradnik/db/schema/identity';
import { uploads } from '@gradnik/db/schema/contact';
import {
  basketSession,
  DEMO,
  openTestDatabase,
  startApi,
  type BasketSession,
  type TestDatabase,
} from './helpers.ts';
import { multipartBody, type MultipartFile } from './multipart.ts';
import { jpegWithExif, png } from './upload-fixtures.ts';

// Read by the API's built-in simulator when it starts (plugins/erp.ts): answers at once.
process.env.ERP_SIM_OFFER_DELAY = '0';

let tdb: TestDatabase;
let app: FastifyInstance;
let buyer: BasketSession;
let other: BasketSession;
let source: ComplaintSource;
let otherSource: ComplaintSource;

function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  who: BasketSession = buyer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { ...who.auth, ...headers },
    ...(payload ? { payload } : {}),
  });
}

function upload(
  url: string,
  files: MultipartFile[],
  fields: Record<string, string> = {},
  who: BasketSession = buyer,
  headers: Record<string, string> = {},
) {
  const form = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, ...form.headers, ...headers },
    payload: form.payload,
  });
}

async function sourcesOf(who: BasketSession): Promise<ComplaintSource[]> {
  const response = await call('GET', '/api/complaints/sources', undefined, who);
  expect(response.statusCode).toBe(200);
  return complaintSourcesResponseSchema.parse(response.json()).data;
}

/** A line of the source with at least `quantity` still claimable. */
function claimableLine(s: ComplaintSource, quantity = 1) {
  const line = s.lines.find((l) => l.claimable >= quantity);
  if (!line) throw new Error(`no claimable line in ${s.order.number}`);
  return line;
}

async function file(
  description = 'Dva kosa sta prispela razbita.',
  desiredResolution = 'credit_note',
  s: ComplaintSource = source,
): Promise<ComplaintDetail> {
  const line = claimableLine(s);
  const response = await call('POST', '/api/complaints', {
    orderId: Number(s.order.id),
    ...(s.deliveryNotes[0] ? { deliveryNoteId: Number(s.deliveryNotes[0].id) } : {}),
    lines: [{ orderLineId: Number(line.orderLineId), quantity: 1, reason: 'damaged' }],
    description,
    desiredResolution,
  });
  expect(response.statusCode, response.body).toBe(201);
  return complaintDetailResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = await startApi(tdb.db);
  buyer = await basketSession(app, tdb.db, DEMO.admin);
  other = await basketSession(app, tdb.db, DEMO.otherAdmin);
  const found = await sourcesOf(buyer);
  const withRoom = found.filter((s) => s.lines.filter((l) => l.claimable >= 1).length >= 1);
  expect(withRoom.length).toBeGreaterThan(2);
  source = withRoom[0]!;
  otherSource = withRoom[1]!;
}, 120_000);

afterAll(async () => {
  await app?.close();
  await tdb?.close();
});

describe('what a complaint can be about', () => {
  it('lists delivered orders with their delivery notes and claimable quantities', async () => {
    const found = await sourcesOf(buyer);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    for (const s of found) {
      expect(['delivered', 'invoiced']).toContain(s.order.status);
      for (const line of s.lines) expect(line.claimable).toBeLessThanOrEqual(line.delivered);
    }
    expect(found.some((s) => s.deliveryNotes.length > 0)).toBe(true);
  });

  it('finds an order by part of its number, or by its delivery note', async () => {
    const part = source.order.number.slice(-5);
    const byOrder = await call('GET', `/api/complaints/sources?q=${encodeURIComponent(part)}`);
    expect(
      complaintSourcesResponseSchema.parse(byOrder.json()).data.map((s) => s.order.id),
    ).toContain(source.order.id);
    const note = found(source);
    if (note) {
      const byNote = await call('GET', `/api/complaints/sources?q=${encodeURIComponent(note)}`);
      expect(
        complaintSourcesResponseSchema.parse(byNote.json()).data.map((s) => s.order.id),
      ).toContain(source.order.id);
    }
    const one = await call('GET', `/api/complaints/sources?order_id=${source.order.id}`);
    expect(complaintSourcesResponseSchema.parse(one.json()).data).toHaveLength(1);
  });

  it("never shows another company's order", async () => {
    const response = await call(
      'GET',
      `/api/complaints/sources?order_id=${source.order.id}`,
      undefined,
      other,
    );
    expect(complaintSourcesResponseSchema.parse(response.json()).data).toEqual([]);
  });
});

function found(s: ComplaintSource): string | null {
  return s.deliveryNotes[0]?.number ?? null;
}

describe('filing a complaint', () => {
  it('stores the lines, is submitted to the simulator and resolved with a credit note', async () => {
    const complaint = await file();
    expect(complaint.number).toMatch(/^R\d{4}-\d{6}$/);
    expect(complaint.lines).toHaveLength(1);
    expect(complaint.lines[0]).toMatchObject({ quantity: 1, reason: 'damaged' });
    expect(complaint.order?.id).toBe(source.order.id);
    // ERP_SIM_OFFER_DELAY 0: submitted → in review → approved → resolved at once.
    expect(complaint.state).toBe('resolved');
    expect(complaint.timeline.map((e) => e.state)).toEqual([
      'submitted',
      'in_progress',
      'approved',
      'resolved',
    ]);
    expect(complaint.creditNote).not.toBeNull();
    expect(complaint.creditNote!.amount).toBeLessThan(0);
    expect(complaint.retailerNote).toMatch(/dobropis/);
    const docs = await call(
      'GET',
      `/api/documents?type=credit_note&q=${encodeURIComponent(complaint.creditNote!.number)}`,
    );
    expect(docs.statusCode).toBe(200);
    const list = documentListResponseSchema.parse(docs.json());
    expect(list.data.data.map((d) => d.number)).toContain(complaint.creditNote!.number);
    // The complainant is notified of the new state (notification/notify.ts).
    const [me] = await tdb.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.admin));
    const told = await tdb.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(
        and(eq(notifications.userId, me!.id), eq(notifications.notificationType, 'complaint')),
      );
    expect(told.some((n) => n.data.title.includes(complaint.number))).toBe(true);
    const listed = await call('GET', '/api/complaints?status=resolved');
    const items = complaintListResponseSchema.parse(listed.json()).data.data;
    expect(items.find((i) => i.id === complaint.id)?.creditNote?.number).toBe(
      complaint.creditNote!.number,
    );
  });

  it('counts earlier complaints: a quantity over what is left is 400 in sl and en', async () => {
    const line = claimableLine(otherSource);
    const body = {
      orderId: Number(otherSource.order.id),
      lines: [
        { orderLineId: Number(line.orderLineId), quantity: line.claimable + 1, reason: 'defect' },
      ],
      description: 'Preveč',
      desiredResolution: 'refund',
    };
    const sl = await call('POST', '/api/complaints', body);
    expect(sl.statusCode).toBe(400);
    const slError = apiErrorSchema.parse(sl.json());
    expect(slError.error).toContain('največ');
    expect(slError.errors?.['lines.0.quantity']).toBeDefined();
    const en = await call('POST', '/api/complaints', body, buyer, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(apiErrorSchema.parse(en.json()).error).toContain('at most');
    // After one filed complaint the claimable quantity is less by what it claims.
    const before = line.claimable;
    await file('Ena enota manjka.', 'credit_note', otherSource);
    const after = (await sourcesOf(buyer))
      .find((s) => s.order.id === otherSource.order.id)
      ?.lines.find((l) => l.orderLineId === line.orderLineId);
    expect(after?.claimable).toBe(Math.max(0, before - 1));
  });

  it('refuses a line of another order, a line twice, and an unknown delivery note', async () => {
    const foreignLine = claimableLine(otherSource);
    const line = claimableLine(source);
    const base = {
      orderId: Number(source.order.id),
      description: 'x',
      desiredResolution: 'repair',
    };
    const wrong = await call('POST', '/api/complaints', {
      ...base,
      lines: [{ orderLineId: Number(foreignLine.orderLineId), quantity: 1, reason: 'other' }],
    });
    expect(wrong.statusCode).toBe(400);
    const twice = await call('POST', '/api/complaints', {
      ...base,
      lines: [
        { orderLineId: Number(line.orderLineId), quantity: 0.5, reason: 'other' },
        { orderLineId: Number(line.orderLineId), quantity: 0.5, reason: 'other' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const note = await call('POST', '/api/complaints', {
      ...base,
      deliveryNoteId: 2_000_000_000,
      lines: [{ orderLineId: Number(line.orderLineId), quantity: 0.5, reason: 'other' }],
    });
    expect(note.statusCode).toBe(400);
  });

  it('is rejected by the simulator when the description asks for it', async () => {
    const complaint = await file('Testni primer: zavrni to reklamacijo.', 'replacement');
    expect(complaint.state).toBe('rejected');
    expect(complaint.creditNote).toBeNull();
    expect(complaint.retailerNote).toMatch(/zavrnjena/);
  });

  it('needs the CSRF header', async () => {
    const line = claimableLine(source);
    const response = await app.inject({
      method: 'POST',
      url: '/api/complaints',
      headers: { authorization: buyer.auth.authorization! },
      payload: {
        orderId: Number(source.order.id),
        lines: [{ orderLineId: Number(line.orderLineId), quantity: 1, reason: 'other' }],
        description: 'brez CSRF',
        desiredResolution: 'refund',
      },
    });
    expect(response.statusCode).toBe(403);
    expect(apiErrorSchema.parse(response.json()).code).toBe('csrf');
  });
});

describe('photos and files', () => {
  let complaint: ComplaintDetail;

  beforeAll(async () => {
    complaint = await file('Poškodovana embalaža, fotografije priložene.');
  });

  it('keeps a photo re-encoded without EXIF, with a 320 px thumbnail', async () => {
    const response = await upload(`/api/complaints/${complaint.id}/files`, [
      { name: 'foto.jpg', type: 'image/jpeg', data: await jpegWithExif() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = complaintFilesResponseSchema.parse(response.json()).data;
    expect(stored).toMatchObject({ type: 'image/jpeg', thumbnail: true });
    const [row] = await tdb.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, Number(stored!.id)));
    // FILE_STORAGE unset: the bytes are in the row (decision 043), no bucket key.
    expect(row!.storageKey).toBeNull();
    const data = row!.data!;
    const meta = await sharp(data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(data.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    const download = await call('GET', `/api/complaints/${complaint.id}/files/${stored!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const big = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const second = await upload(`/api/complaints/${complaint.id}/files`, [
      { name: 'velika.png', data: big },
    ]);
    const [bigStored] = complaintFilesResponseSchema.parse(second.json()).data;
    const thumb = await call(
      'GET',
      `/api/complaints/${complaint.id}/files/${bigStored!.id}/thumbnail`,
    );
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBe(320);
  });

  it('refuses HEIC, SVG, HTML, a lying name, an empty and a truncated file with a clear 400', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a00' } })
      .jpeg()
      .toBuffer();
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(32, 1),
    ]);
    const cases: [MultipartFile, RegExp][] = [
      [{ name: 'IMG_0001.HEIC', type: 'image/heic', data: heic }, /HEIC/],
      [
        {
          name: 'slika.svg',
          type: 'image/svg+xml',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        },
        /ni slika/,
      ],
      [
        {
          name: 'stran.html',
          type: 'text/html',
          data: Buffer.from('<html><script>x</script></html>'),
        },
        /ni slika/,
      ],
      [
        { name: 'foto.png', type: 'image/png', data: Buffer.from('just text pretending') },
        /ni slika/,
      ],
      [{ name: 'prazna.jpg', type: 'image/jpeg', data: Buffer.alloc(0) }, /prazna/],
      [
        { name: 'odrezana.jpg', type: 'image/jpeg', data: jpeg.subarray(0, jpeg.length / 2) },
        /poškodovana/,
      ],
    ];
    for (const [bad, message] of cases) {
      const response = await upload(`/api/complaints/${complaint.id}/files`, [bad]);
      expect(response.statusCode, bad.name).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error, bad.name).toMatch(message);
    }
    const en = await upload(`/api/complaints/${complaint.id}/files`, [cases[0]![0]], {}, buyer, {
      'accept-language': 'en',
    });
    expect(apiErrorSchema.parse(en.json()).error).toMatch(/HEIC format, which is not supported/);
  });

  it('refuses 6 files and a file of 10 MB + 1 byte with 413, keeping the complaint', async () => {
    const small = await png();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, data: small }));
    const tooMany = await upload(`/api/complaints/${complaint.id}/files`, six);
    expect(tooMany.statusCode).toBe(413);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    small.copy(huge);
    const tooLarge = await upload(`/api/complaints/${complaint.id}/files`, [
      { name: 'ogromna.png', data: huge },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(apiErrorSchema.parse(tooLarge.json()).error).toMatch(/10 MB/);
    // The complaint and its two earlier files are kept as they were.
    const detail = await call('GET', `/api/complaints/${complaint.id}`);
    const kept = complaintDetailResponseSchema.parse(detail.json()).data;
    expect(kept.description).toBe(complaint.description);
    expect(kept.lines).toEqual(complaint.lines);
    expect(kept.files).toHaveLength(2);
    // Five in all: three more fit, a fourth does not.
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `q${i}.png`, data: small }));
    expect((await upload(`/api/complaints/${complaint.id}/files`, four)).statusCode).toBe(413);
    const three = four.slice(0, 3);
    expect((await upload(`/api/complaints/${complaint.id}/files`, three)).statusCode).toBe(201);
    const full = complaintDetailResponseSchema.parse(
      (await call('GET', `/api/complaints/${complaint.id}`)).json(),
    ).data;
    expect(full.files).toHaveLength(5);
    expect(full.actions.addFiles).toBe(false);
  });

  it('takes files only on the first day; later photos go with a message answered by the retailer', async () => {
    const old = await file('Star primer.');
    await tdb.db
      .update(complaints)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(complaints.id, Number(old.id)));
    const late = await upload(`/api/complaints/${old.id}/files`, [
      { name: 'a.png', data: await png() },
    ]);
    expect(late.statusCode).toBe(409);
    const message = await upload(
      `/api/complaints/${old.id}/messages`,
      [{ name: 'dodatna.png', data: await png() }],
      { body: 'Pošiljam še eno fotografijo.' },
    );
    expect(message.statusCode, message.body).toBe(201);
    const detail = complaintDetailResponseSchema.parse(message.json()).data;
    const mine = detail.thread.find((m) => m.author === 'buyer');
    expect(mine?.files).toHaveLength(1);
    const photo = await call(
      'GET',
      `/api/complaints/${old.id}/files/${mine!.files[0]!.id}/thumbnail`,
    );
    expect(photo.statusCode).toBe(200);
    // The next read asks the simulator, which replies (delay 0).
    const reread = complaintDetailResponseSchema.parse(
      (await call('GET', `/api/complaints/${old.id}`)).json(),
    ).data;
    expect(reread.thread.some((m) => m.author === 'retailer')).toBe(true);
    const empty = await upload(`/api/complaints/${old.id}/messages`, [], { body: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('gives the complaint as a PDF with its number and lines', async () => {
    const response = await call('GET', `/api/complaints/${complaint.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `reklamacija-${complaint.number}.pdf`,
    );
    const { text } = await extractText(new Uint8Array(response.rawPayload), { mergePages: true });
    expect(text).toContain(complaint.number);
    expect(text).toContain('Poškodovano pri prevozu');
  });

  it("answers 404 for another company's complaint, files and thumbnails on every route", async () => {
    const fileId = complaint.files[0]?.id ?? '1';
    const detail = complaintDetailResponseSchema.parse(
      (await call('GET', `/api/complaints/${complaint.id}`)).json(),
    ).data;
    const realFile = detail.files[0]!.id;
    const gets = [
      `/api/complaints/${complaint.id}`,
      `/api/complaints/${complaint.id}/pdf`,
      `/api/complaints/${complaint.id}/files/${realFile}`,
      `/api/complaints/${complaint.id}/files/${realFile}/thumbnail`,
      `/api/complaints/${complaint.id}/files/${fileId}`,
    ];
    for (const url of gets) {
      const response = await call('GET', url, undefined, other);
      expect(response.statusCode, url).toBe(404);
    }
    expect(
      (
        await upload(
          `/api/complaints/${complaint.id}/files`,
          [{ name: 'a.png', data: await png() }],
          {},
          other,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload(`/api/complaints/${complaint.id}/messages`, [], { body: 'hej' }, other))
        .statusCode,
    ).toBe(404);
    const order = await call(
      'POST',
      '/api/complaints',
      {
        orderId: Number(source.order.id),
        lines: [
          { orderLineId: Number(source.lines[0]!.orderLineId), quantity: 1, reason: 'other' },
        ],
        description: 'tuje',
        desiredResolution: 'refund',
      },
      other,
    );
    expect(order.statusCode).toBe(404);
    // A file of one of the buyer's complaints asked through another of its complaints: 404.
    const another = await file('Druga.');
    const crossed = await call('GET', `/api/complaints/${another.id}/files/${realFile}`);
    expect(crossed.statusCode).toBe(404);
    // The other company's list does not show it.
    const list = complaintListResponseSchema.parse(
      (await call('GET', '/api/complaints?per_page=50', undefined, other)).json(),
    );
    expect(list.data.data.map((i) => i.id)).not.toContain(complaint.id);
  });
});

describe('filing with an idempotency key (decision 043)', () => {
  let employee: BasketSession;
  let counter = 0;

  beforeAll(async () => {
    employee = await basketSession(app, tdb.db, DEMO.employee);
  });

  /** A fresh key, as the draft makes one (a UUID). */
  const newKey = () => `test-key-${process.pid}-${Date.now()}-${(counter += 1)}`;

  function post(
    key: { header?: string; body?: string },
    who: BasketSession = buyer,
    s: ComplaintSource = source,
    description = 'Ključ oddaje',
  ) {
    const line = claimableLine(s, 0.01);
    return call(
      'POST',
      '/api/complaints',
      {
        orderId: Number(s.order.id),
        lines: [{ orderLineId: Number(line.orderLineId), quantity: 0.01, reason: 'damaged' }],
        description,
        desiredResolution: 'credit_note',
        ...(key.body ? { idempotencyKey: key.body } : {}),
      },
      who,
      key.header ? { 'idempotency-key': key.header } : {},
    );
  }

  async function withKey(key: string) {
    return tdb.db
      .select({ id: complaints.id })
      .from(complaints)
      .where(eq(complaints.idempotencyKey, key));
  }

  async function notificationCount(email: string) {
    const [me] = await tdb.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return (
      await tdb.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, me!.id))
    ).length;
  }

  it('answers a retried filing with the complaint already filed: 200, same number, nothing again', async () => {
    const key = newKey();
    const first = await post({ header: key });
    expect(first.statusCode, first.body).toBe(201);
    const filed = complaintDetailResponseSchema.parse(first.json()).data;
    // The simulator answered at once (delay 0): the first filing notified the complainant.
    expect(filed.state).toBe('resolved');
    const told = await notificationCount(DEMO.admin);
    // The same key in the body (the web sends both), and a body that says something else.
    const again = await post({ body: key }, buyer, source, 'Drugačen opis');
    expect(again.statusCode, again.body).toBe(200);
    const repeated = complaintDetailResponseSchema.parse(again.json()).data;
    expect(repeated.id).toBe(filed.id);
    expect(repeated.number).toBe(filed.number);
    expect(repeated.description).toBe('Ključ oddaje');
    expect(repeated.timeline).toEqual(filed.timeline);
    expect(await withKey(key)).toHaveLength(1);
    expect(await notificationCount(DEMO.admin)).toBe(told);
    // Without a key every filing is a new complaint, as before.
    const plain = [await post({}), await post({})];
    expect(plain.map((r) => r.statusCode)).toEqual([201, 201]);
    const ids = plain.map((r) => complaintDetailResponseSchema.parse(r.json()).data.id);
    expect(new Set([...ids, filed.id]).size).toBe(3);
  });

  it('files one complaint when two identical filings race', async () => {
    const key = newKey();
    const answers = await Promise.all([post({ header: key }), post({ header: key })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((r) => complaintDetailResponseSchema.parse(r.json()).data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await withKey(key)).toHaveLength(1);
  });

  it('files one complaint when the same key races about two different orders', async () => {
    // No common order lock: the unique (user_id, idempotency_key) decides.
    const key = newKey();
    const answers = await Promise.all([
      post({ header: key }, buyer, source),
      post({ header: key }, buyer, otherSource),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((r) => complaintDetailResponseSchema.parse(r.json()).data.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await withKey(key)).toHaveLength(1);
  });

  it("keeps keys per user: a colleague's same key files their own complaint", async () => {
    const key = newKey();
    const mine = await post({ header: key });
    const theirs = await post({ header: key }, employee);
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode, theirs.body).toBe(201);
    const a = complaintDetailResponseSchema.parse(mine.json()).data;
    const b = complaintDetailResponseSchema.parse(theirs.json()).data;
    expect(a.id).not.toBe(b.id);
    expect(a.filedBy.name).not.toBe(b.filedBy.name);
    expect(await withKey(key)).toHaveLength(2);
    // Each user's retry answers their own.
    const again = await post({ header: key }, employee);
    expect(again.statusCode).toBe(200);
    expect(complaintDetailResponseSchema.parse(again.json()).data.id).toBe(b.id);
  });

  it('refuses a malformed key in the body with a 400; a malformed header is ignored', async () => {
    const bad = await post({ body: 'kratek' });
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).errors?.idempotencyKey).toBeDefined();
    const odd = await post({ header: 'x' });
    expect(odd.statusCode).toBe(201);
  });
});

describe('the list', () => {
  it('filters by state and date, pages, and shows seeded complaints with their lines', async () => {
    const all = complaintListResponseSchema.parse((await call('GET', '/api/complaints')).json());
    expect(all.data.total).toBeGreaterThan(5);
    expect(all.data.data.length).toBeLessThanOrEqual(10);
    for (const item of all.data.data) expect(item.products.length).toBeGreaterThan(0);
    const rejected = complaintListResponseSchema.parse(
      (await call('GET', '/api/complaints?status=rejected&per_page=50')).json(),
    );
    expect(rejected.data.data.every((i) => i.state === 'rejected')).toBe(true);
    const future = complaintListResponseSchema.parse(
      (await call('GET', '/api/complaints?date_from=2099-01-01')).json(),
    );
    expect(future.data.total).toBe(0);
    // A range holding every complaint, with a state: the same rows as the state alone (the
    // list's statement is prepared once per filter shape, its values bound per call).
    const ranged = complaintListResponseSchema.parse(
      (
        await call(
          'GET',
          '/api/complaints?status=rejected&date_from=2000-01-01&date_to=2099-12-31&per_page=50',
        )
      ).json(),
    );
    expect(ranged.data.total).toBe(rejected.data.total);
    expect(ranged.data.data.map((i) => i.id)).toEqual(rejected.data.data.map((i) => i.id));
    // A page past the end has no rows and still says the total.
    const beyond = complaintListResponseSchema.parse(
      (await call('GET', '/api/complaints?page=999')).json(),
    );
    expect(beyond.data.data).toEqual([]);
    expect(beyond.data.total).toBe(all.data.total);
    const bad = await call('GET', '/api/complaints?status=lost');
    expect(bad.statusCode).toBe(400);
    const reversed = await call('GET', '/api/complaints?date_from=2026-02-01&date_to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
  });

  it('an agent acting for nobody is refused', async () => {
    const agent = await basketSession(app, tdb.db, DEMO.agent);
    expect((await call('GET', '/api/complaints', undefined, agent)).statusCode).toBe(403);
  });
});
