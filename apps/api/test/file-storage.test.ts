// Uploads in an S3-compatible bucket (issue #16: "the database by default, or an S3-compatible
// bucket when configured"; decision 043), against the in-process double (support/s3-double.ts):
// with FILE_STORAGE=s3 a complaint photo and a question attachment land in the bucket under a
// random key (the row keeps the key, no bytes), re-encoded without EXIF; downloads and
// thumbnails come through the API with ownership checked; a failing or refusing bucket is a
// clear 503 in the request's language and the complaint is left as it was; an object whose row
// could not be stored is removed again; rows stored in the database before the switch are still
// served.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  complaintDetailResponseSchema,
  complaintFilesResponseSchema,
  complaintSourcesResponseSchema,
  type ComplaintDetail,
  type ComplaintSource,
} from '@gradnik/contracts/complaint';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { questionResponseSchema } from '@gradnik/contracts/question';
import { complaintMessages } from '@gradnik/db/schema/account';
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
import { startS3Double, type S3Double } from './support/s3-double.ts';
import { loadApiConfig } from '../src/config.ts';
import { checkUpload } from '../src/modules/upload/content.ts';
import { createUploadStore } from '../src/modules/upload/repository.ts';
import { createFileStorage, s3Bucket } from '../src/modules/upload/storage.ts';
import { jpegWithExif, png } from './upload-fixtures.ts';

let tdb: TestDatabase;
let bucket: S3Double;
/** FILE_STORAGE=s3 against the double. */
let app: FastifyInstance;
/** The same database with the default FILE_STORAGE=database (before the switch). */
let before: FastifyInstance;
let buyer: BasketSession;
let other: BasketSession;
let sources: ComplaintSource[];
let next = 0;

function upload(
  on: FastifyInstance,
  url: string,
  files: MultipartFile[],
  fields: Record<string, string> = {},
  who: BasketSession = buyer,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const form = multipartBody(fields, files);
  return on.inject({
    method: 'POST',
    url,
    headers: { ...who.auth, ...form.headers, ...headers },
    payload: form.payload,
  });
}

function get(on: FastifyInstance, url: string, who: BasketSession = buyer) {
  return on.inject({ method: 'GET', url, headers: who.auth });
}

/** Files a complaint about a line of the next delivered order (each test its own). */
async function file(on: FastifyInstance = app): Promise<ComplaintDetail> {
  const s = sources[next % sources.length]!;
  next += 1;
  const line = s.lines.find((l) => l.claimable >= 0.01)!;
  const response = await on.inject({
    method: 'POST',
    url: '/api/complaints',
    headers: buyer.auth,
    payload: {
      orderId: Number(s.order.id),
      lines: [{ orderLineId: Number(line.orderLineId), quantity: 0.01, reason: 'damaged' }],
      description: 'Razbito, fotografije v shrambi.',
      desiredResolution: 'credit_note',
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return complaintDetailResponseSchema.parse(response.json()).data;
}

async function uploadRow(id: string) {
  const [row] = await tdb.db
    .select()
    .from(uploads)
    .where(eq(uploads.id, Number(id)));
  return row!;
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  bucket = await startS3Double();
  app = await startApi(tdb.db, { env: bucket.env() });
  before = await startApi(tdb.db);
  buyer = await basketSession(app, tdb.db, DEMO.admin);
  other = await basketSession(app, tdb.db, DEMO.otherAdmin);
  const response = await get(app, '/api/complaints/sources');
  sources = complaintSourcesResponseSchema
    .parse(response.json())
    .data.filter((s) => s.lines.some((l) => l.claimable >= 0.01));
  expect(sources.length).toBeGreaterThan(1);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await before?.close();
  await bucket?.close();
  await tdb?.close();
});

describe('FILE_STORAGE=s3', () => {
  it('puts a complaint photo, re-encoded without EXIF, into the bucket under a random key', async () => {
    const complaint = await file();
    const response = await upload(app, `/api/complaints/${complaint.id}/files`, [
      { name: 'foto.jpg', type: 'image/jpeg', data: await jpegWithExif() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = complaintFilesResponseSchema.parse(response.json()).data;
    const row = await uploadRow(stored!.id);
    expect(row.data).toBeNull();
    expect(row.storageKey).toMatch(
      /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const object = bucket.objects.get(row.storageKey!);
    expect(object).toBeDefined();
    expect(object!.contentType).toBe('image/jpeg');
    expect(object!.body.length).toBe(row.byteSize);
    expect((await sharp(object!.body).metadata()).exif).toBeUndefined();
    expect(object!.body.includes(Buffer.from('secret-gps-owner'))).toBe(false);

    // Served through the API, as the database's files: the same bytes and headers.
    const download = await get(app, `/api/complaints/${complaint.id}/files/${stored!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(object!.body)).toBe(true);
    const thumb = await get(app, `/api/complaints/${complaint.id}/files/${stored!.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('jpeg');

    // Another company: 404 on the file and its thumbnail, like an unknown id; the bucket is
    // not even asked.
    const asked = bucket.log.length;
    for (const url of [
      `/api/complaints/${complaint.id}/files/${stored!.id}`,
      `/api/complaints/${complaint.id}/files/${stored!.id}/thumbnail`,
    ])
      expect((await get(app, url, other)).statusCode, url).toBe(404);
    expect(bucket.log.length).toBe(asked);
  });

  it("puts a thread message's photo and a question's attachment there too", async () => {
    const complaint = await file();
    const message = await upload(
      app,
      `/api/complaints/${complaint.id}/messages`,
      [{ name: 'dodatna.png', data: await png(600, 400) }],
      { body: 'Še ena fotografija.' },
    );
    expect(message.statusCode, message.body).toBe(201);
    const photo = complaintDetailResponseSchema
      .parse(message.json())
      .data.thread.find((m) => m.author === 'buyer')!.files[0]!;
    expect((await uploadRow(photo.id)).storageKey).toMatch(/^uploads\//);
    const thumb = await get(app, `/api/complaints/${complaint.id}/files/${photo.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(Math.max((await sharp(thumb.rawPayload).metadata()).width ?? 0)).toBe(320);

    const asked = await upload(app, '/api/questions', [{ name: 'skica.png', data: await png() }], {
      subject: 'Shramba',
      message: 'Priloga v vedru.',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const question = questionResponseSchema.parse(asked.json()).data;
    const attachment = question.attachments[0]!;
    const row = await uploadRow(String(attachment.id));
    expect(row.data).toBeNull();
    expect(bucket.objects.has(row.storageKey!)).toBe(true);
    const download = await get(app, `/api/questions/${question.id}/attachments/${attachment.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bucket.objects.get(row.storageKey!)!.body)).toBe(true);
    expect(
      (await get(app, `/api/questions/${question.id}/attachments/${attachment.id}`, other))
        .statusCode,
    ).toBe(404);
  });

  it('answers a failing bucket with a clear 503 in the request language; the complaint is intact', async () => {
    const complaint = await file();
    const first = await upload(app, `/api/complaints/${complaint.id}/files`, [
      { name: 'prva.png', data: await png() },
    ]);
    expect(first.statusCode).toBe(201);
    const [kept] = complaintFilesResponseSchema.parse(first.json()).data;
    const objects = bucket.objects.size;
    const rows = (await tdb.db.select({ id: uploads.id }).from(uploads)).length;
    bucket.failWith(500);
    try {
      const sl = await upload(app, `/api/complaints/${complaint.id}/files`, [
        { name: 'druga.png', data: await png() },
      ]);
      expect(sl.statusCode).toBe(503);
      const slError = apiErrorSchema.parse(sl.json());
      expect(slError.code).toBe('storage_unavailable');
      expect(slError.error).toBe(
        'Datotek trenutno ni mogoče shraniti. Vse drugo je ostalo nespremenjeno; poskusite znova čez nekaj trenutkov.',
      );
      expect(slError.errors?.files).toBeDefined();
      const en = await upload(
        app,
        `/api/complaints/${complaint.id}/files`,
        [{ name: 'druga.png', data: await png() }],
        {},
        buyer,
        { 'accept-language': 'en' },
      );
      expect(en.statusCode).toBe(503);
      expect(apiErrorSchema.parse(en.json()).error).toMatch(/^Files cannot be saved right now/);
      // A message with a photo is not stored without it (the web keeps the text).
      const message = await upload(
        app,
        `/api/complaints/${complaint.id}/messages`,
        [{ name: 'tretja.png', data: await png() }],
        { body: 'Ne sme se shraniti brez fotografije.' },
      );
      expect(message.statusCode).toBe(503);
      // Reading a file stored there: 503 too (try again), not a 500.
      const read = await get(app, `/api/complaints/${complaint.id}/files/${kept!.id}`);
      expect(read.statusCode).toBe(503);
      expect(apiErrorSchema.parse(read.json()).error).toMatch(/ni mogoče prebrati/);
    } finally {
      bucket.failWith(null);
    }
    expect(bucket.objects.size).toBe(objects);
    expect((await tdb.db.select({ id: uploads.id }).from(uploads)).length).toBe(rows);
    const messages = await tdb.db
      .select({ id: complaintMessages.id })
      .from(complaintMessages)
      .where(eq(complaintMessages.complaintId, Number(complaint.id)));
    expect(messages).toEqual([]);
    const detail = complaintDetailResponseSchema.parse(
      (await get(app, `/api/complaints/${complaint.id}`)).json(),
    ).data;
    expect(detail.description).toBe(complaint.description);
    expect(detail.lines).toEqual(complaint.lines);
    expect(detail.files.map((f) => f.id)).toEqual([kept!.id]);
    // Back up: the same upload succeeds, and the earlier file reads again.
    const again = await upload(app, `/api/complaints/${complaint.id}/files`, [
      { name: 'druga.png', data: await png() },
    ]);
    expect(again.statusCode).toBe(201);
    expect((await get(app, `/api/complaints/${complaint.id}/files/${kept!.id}`)).statusCode).toBe(
      200,
    );
  });

  it('removes the object again when its row cannot be stored', async () => {
    const checked = await checkUpload('sirota.png', await png());
    if (!checked.ok) throw new Error(checked.reason);
    const settings = loadApiConfig({ ...bucket.env(), JWT_SECRET: 's'.repeat(32) }).s3!;
    const objects = s3Bucket(settings);
    const store = createUploadStore(tdb.db, createFileStorage('s3', objects, app.log));
    const count = bucket.objects.size;
    try {
      // The row's insert fails for real: no such company (foreign key).
      const failed = await store
        .staged([checked.file], (staged) =>
          tdb.db.transaction((tx) =>
            store.store(
              tx,
              { partnerId: 2_000_000_000, userId: 1, purpose: 'complaint', ownerId: 1 },
              staged,
            ),
          ),
        )
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failed).not.toBeNull();
    } finally {
      objects.close();
    }
    expect(bucket.log.at(-2)).toMatch(/^PUT \/gradnik-test\/uploads\/.+ → 200$/);
    expect(bucket.log.at(-1)).toMatch(/^DELETE \/gradnik-test\/uploads\/.+ → 204$/);
    expect(bucket.objects.size).toBe(count);
  });

  it('keeps serving files stored in the database before the switch', async () => {
    const complaint = await file(before);
    const response = await upload(before, `/api/complaints/${complaint.id}/files`, [
      { name: 'prej.png', data: await png(500, 300) },
    ]);
    expect(response.statusCode).toBe(201);
    const [stored] = complaintFilesResponseSchema.parse(response.json()).data;
    const row = await uploadRow(stored!.id);
    expect(row.storageKey).toBeNull();
    expect(row.data).not.toBeNull();
    const asked = bucket.log.length;
    const download = await get(app, `/api/complaints/${complaint.id}/files/${stored!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(row.data!)).toBe(true);
    const thumb = await get(app, `/api/complaints/${complaint.id}/files/${stored!.id}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(bucket.log.length).toBe(asked);
    // …and a file stored in the bucket is read from there by the API set back to the database.
    const later = await upload(app, `/api/complaints/${complaint.id}/files`, [
      { name: 'potem.png', data: await png() },
    ]);
    const [inBucket] = complaintFilesResponseSchema.parse(later.json()).data;
    const back = await startApi(tdb.db, {
      env: { ...bucket.env(), FILE_STORAGE: 'database' },
    });
    try {
      const read = await get(back, `/api/complaints/${complaint.id}/files/${inBucket!.id}`);
      expect(read.statusCode).toBe(200);
      expect(
        read.rawPayload.equals(
          bucket.objects.get((await uploadRow(inBucket!.id)).storageKey!)!.body,
        ),
      ).toBe(true);
    } finally {
      await back.close();
    }
  });

  it('is refused by a bucket that does not know the access key: 503, nothing stored', async () => {
    const wrong = await startApi(tdb.db, {
      env: { ...bucket.env(), S3_ACCESS_KEY_ID: 'SOMEONEELSE0000' },
    });
    try {
      const complaint = await file();
      const objects = bucket.objects.size;
      const response = await upload(wrong, `/api/complaints/${complaint.id}/files`, [
        { name: 'a.png', data: await png() },
      ]);
      expect(response.statusCode).toBe(503);
      expect(bucket.log.at(-1)).toMatch(/^PUT .+ → 403$/);
      expect(bucket.objects.size).toBe(objects);
      const detail = complaintDetailResponseSchema.parse(
        (await get(app, `/api/complaints/${complaint.id}`)).json(),
      ).data;
      expect(detail.files).toEqual([]);
    } finally {
      await wrong.close();
    }
  });
});
