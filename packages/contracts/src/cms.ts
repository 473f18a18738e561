// CMS pages of the shop API (SPEC §3 CMS page, §7 "CMS", §2 catch-all resolution and footer):
// a Twill-style API. Pages exist per language; the request's `Accept-Language` header (`sl`
// default, `en`) picks which language's pages are listed or looked up.
import { z } from 'zod';

/** SPEC §3 CMS page, without its content (the list call). Dates are ISO 8601. */
export const cmsPageSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Derived from the title (packages/domain slug.ts): lowercase, dashes, no diacritics. */
  slug: z.string(),
  created: z.string(),
  updated: z.string(),
  published: z.boolean(),
  position: z.number().int(),
  /** Footer column the page is listed in when shown_in_footer (SPEC §2 Footer). */
  frontend_column: z.number().int().nullable(),
  shown_in_footer: z.boolean(),
});
export type CmsPageSummary = z.infer<typeof cmsPageSummarySchema>;

/** A content block; the contact page's 'contact' block holds address, e-mail, phones, socials. */
export const cmsBlockSchema = z.object({
  type: z.string(),
  content: z.record(z.string(), z.unknown()),
});
export type CmsBlock = z.infer<typeof cmsBlockSchema>;

export const cmsPageSchema = cmsPageSummarySchema.extend({
  /** HTML from the CMS editors. */
  content: z.string(),
  /** Present with `include=blocks`, else empty. */
  blocks: z.array(cmsBlockSchema),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

/** GET /twill-api/v1/pages: the published pages of the language, by position. */
export const cmsPageListDocumentSchema = z.object({ data: z.array(cmsPageSummarySchema) });
export type CmsPageListDocument = z.infer<typeof cmsPageListDocumentSchema>;

export const cmsPageParamsSchema = z.object({ slug: z.string().min(1).max(200) }).strict();

export const cmsPageQuerySchema = z
  .object({
    include: z.enum(['blocks'], { message: 'Unsupported include path (known: blocks)' }).optional(),
  })
  .strict();

/** GET /twill-api/v1/{slug}?include=blocks: one published page; 404 `{ error }` when unknown. */
export const cmsPageDocumentSchema = z.object({
  data: cmsPageSchema,
  meta: z.object({
    /** The same page's slug in each language that has it (for the language switcher). */
    alternates: z.object({ sl: z.string().optional(), en: z.string().optional() }),
  }),
});
export type CmsPageDocument = z.infer<typeof cmsPageDocumentSchema>;
