// CMS pages, Twill-style (SPEC §7 CMS, §3 CMS page, §2 footer and catch-all resolution).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPageDocumentSchema, cmsPageListDocumentSchema } from '@gradnik/contracts/cms';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { cmsPages } from '@gradnik/db/schema/content';
import { slugify } from '@gradnik/domain/slug';
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
  token = (await tokensFor(app, DEMO.agent)).access_token;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function get(url: string, language?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });
}

describe('GET /twill-api/v1/pages', () => {
  it('lists the published pages of the language by position, Slovenian by default', async () => {
    const response = await get('/twill-api/v1/pages');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.vary).toMatch(/Accept-Language/i);
    const { data } = cmsPageListDocumentSchema.parse(response.json());
    const rows = await database.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.locale, 'sl'), eq(cmsPages.published, true)));
    expect(data.map((p) => p.id).sort()).toEqual(rows.map((r) => String(r.id)).sort());
    expect(data.map((p) => p.position)).toEqual(
      [...data.map((p) => p.position)].sort((a, b) => a - b),
    );
    const unpublished = await database.db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.published, false));
    expect(unpublished.length).toBeGreaterThan(0);
    for (const page of unpublished) expect(data.map((p) => p.id)).not.toContain(String(page.id));
    // Footer pages carry their column (SPEC §2 Footer).
    const footer = data.filter((p) => p.shown_in_footer);
    expect(footer.length).toBeGreaterThan(0);
    expect(footer.every((p) => p.frontend_column !== null)).toBe(true);
  });

  it('derives every slug from its title: dashes, lowercase, no diacritics (SPEC §3)', async () => {
    for (const language of ['sl', 'en']) {
      const { data } = cmsPageListDocumentSchema.parse(
        (await get('/twill-api/v1/pages', language)).json(),
      );
      for (const page of data) expect(page.slug).toBe(slugify(page.title));
    }
  });

  it('lists the English pages with Accept-Language: en', async () => {
    const { data } = cmsPageListDocumentSchema.parse(
      (await get('/twill-api/v1/pages', 'en')).json(),
    );
    const rows = await database.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.locale, 'en'), eq(cmsPages.published, true)));
    expect(data.map((p) => p.title).sort()).toEqual(rows.map((r) => r.title).sort());
  });

  it('requires the bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/twill-api/v1/pages' })).statusCode).toBe(401);
  });
});

describe('GET /twill-api/v1/{slug}', () => {
  it('returns a page with its content, blocks on include=blocks, and its slug per language', async () => {
    const [contact] = await database.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.locale, 'sl'), eq(cmsPages.slug, 'kontakt')));
    expect(contact?.blocks.length).toBeGreaterThan(0);
    const response = await get('/twill-api/v1/kontakt?include=blocks');
    expect(response.statusCode, response.body).toBe(200);
    const doc = cmsPageDocumentSchema.parse(response.json());
    expect(doc.data).toMatchObject({
      title: contact!.title,
      slug: 'kontakt',
      content: contact!.content,
    });
    expect(doc.data.blocks).toEqual(contact!.blocks);
    expect(doc.data.blocks[0]?.content).toHaveProperty('email');
    const [english] = await database.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.locale, 'en'), eq(cmsPages.position, contact!.position)));
    expect(doc.meta.alternates).toEqual({ sl: 'kontakt', en: english!.slug });

    const withoutBlocks = cmsPageDocumentSchema.parse((await get('/twill-api/v1/kontakt')).json());
    expect(withoutBlocks.data.blocks).toEqual([]);
  });

  it('looks the slug up among the pages of the request’s language', async () => {
    const [english] = await database.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.locale, 'en'), eq(cmsPages.published, true)))
      .limit(1);
    const found = await get(`/twill-api/v1/${english!.slug}`, 'en');
    expect(found.statusCode).toBe(200);
    expect(cmsPageDocumentSchema.parse(found.json()).data.title).toBe(english!.title);
    // The English slug is no Slovenian page.
    const [sameSlugSl] = await database.db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.locale, 'sl'), eq(cmsPages.slug, english!.slug)));
    if (!sameSlugSl)
      expect((await get(`/twill-api/v1/${english!.slug}`, 'sl')).statusCode).toBe(404);
  });

  it('answers 404 with { error } for unknown and unpublished pages, 400 for a bad include', async () => {
    const unknown = await get('/twill-api/v1/ni-take-strani?include=blocks');
    expect(unknown.statusCode).toBe(404);
    expect(apiErrorSchema.parse(unknown.json()).error).toBe("Page 'ni-take-strani' not found");
    const [hidden] = await database.db
      .select()
      .from(cmsPages)
      .where(eq(cmsPages.published, false))
      .limit(1);
    expect((await get(`/twill-api/v1/${hidden!.slug}`, hidden!.locale)).statusCode).toBe(404);
    const bad = await get('/twill-api/v1/kontakt?include=media');
    expect(bad.statusCode).toBe(400);
  });
});
