// Promotions: GET /api/promotions (SPEC §2 /akcije: 9 a page, 120 in all) and
// GET /api/promotions/featured (the home promo list of 2 to 10 items).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  featuredPromotionsResponseSchema,
  promotionListResponseSchema,
} from '@gradnik/contracts/promotion';
import { promotions } from '@gradnik/db/schema/content';
import {
  ACTIONS_PAGE_SIZE,
  ACTIONS_TOTAL,
  PROMO_LIST_MAX,
  PROMO_LIST_MIN,
} from '@gradnik/domain/constants';
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
let token = '';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApi(database.db);
  token = (await tokensFor(app, DEMO.admin)).access_token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, language = 'sl') {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), 'accept-language': language },
  });
}

async function page(query: string, language = 'sl') {
  const response = await get(`/api/promotions${query}`, language);
  expect(response.statusCode, response.body).toBe(200);
  return promotionListResponseSchema.parse(response.json()).data;
}

describe('GET /api/promotions', () => {
  it('pages 9 at a time through all 120, newest first', async () => {
    const first = await page('');
    expect(first).toMatchObject({
      total: ACTIONS_TOTAL,
      current_page: 1,
      per_page: ACTIONS_PAGE_SIZE,
    });
    expect(first.last_page).toBe(Math.ceil(ACTIONS_TOTAL / ACTIONS_PAGE_SIZE));
    expect(first.data).toHaveLength(ACTIONS_PAGE_SIZE);
    const last = await page(`?page=${first.last_page}`);
    expect(last.data).toHaveLength(ACTIONS_TOTAL - (first.last_page - 1) * ACTIONS_PAGE_SIZE);
    const all = await page(`?page=1&per_page=${ACTIONS_TOTAL}`);
    expect(all.data).toHaveLength(ACTIONS_TOTAL);
    expect(new Set(all.data.map((p) => p.id)).size).toBe(ACTIONS_TOTAL);
    const starts = all.data.map((p) => Date.parse(p.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect((await page('?page=2')).data.map((p) => p.id)).toEqual(
      all.data.slice(ACTIONS_PAGE_SIZE, 2 * ACTIONS_PAGE_SIZE).map((p) => p.id),
    );
    expect((await page(`?page=${first.last_page + 1}`)).data).toEqual([]);
  });

  it('gives title, date range, text, call to action and image in the request’s language', async () => {
    const rows = await database.db.select().from(promotions);
    const sl = (await page('?per_page=3')).data;
    const en = (await page('?per_page=3', 'en')).data;
    for (const [i, promotion] of sl.entries()) {
      const row = rows.find((r) => String(r.id) === promotion.id)!;
      expect(promotion).toEqual({
        id: String(row.id),
        title: row.titleSl,
        text: row.textSl,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        cta: { name: row.ctaLabelSl, link: row.ctaLink },
        image: row.image,
      });
      expect(en[i]).toMatchObject({
        title: row.titleEn,
        text: row.textEn,
        cta: { name: row.ctaLabelEn },
      });
      expect(Date.parse(promotion.endsAt)).toBeGreaterThan(Date.parse(promotion.startsAt));
    }
  });

  it('rejects bad paging with 400 and requires the token', async () => {
    for (const [query, message] of [
      ['?page=0', /page: must be a positive integer/],
      ['?per_page=121', /per_page: must be at most 120/],
      ['?page=x', /page: must be a positive integer/],
      ['?sort=title', /sort: Neznano polje/],
    ] as const) {
      const response = await get(`/api/promotions${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error).toMatch(message);
    }
    expect((await app.inject({ method: 'GET', url: '/api/promotions' })).statusCode).toBe(401);
  });
});

describe('GET /api/promotions/featured', () => {
  it('gives the home page 2 to 10 of the newest promotions', async () => {
    const response = await get('/api/promotions/featured');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = featuredPromotionsResponseSchema.parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(PROMO_LIST_MIN);
    expect(data.length).toBeLessThanOrEqual(PROMO_LIST_MAX);
    const newest = await page(`?per_page=${data.length}`);
    expect(data.map((p) => p.id)).toEqual(newest.data.map((p) => p.id));
  });
});
