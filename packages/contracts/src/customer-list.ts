// GET /api/customer (SPEC §7 "GET /api/customer with query search, page, per_page (when not 10),
// partner_id, partner_address_id; response data.total and data.data with customer_data,
// customer_group, addresses"; issue #13 users section and the agent's customer search).
// Laravel-style page like the other /api lists; decision 031 records the shape.
import { z } from 'zod';
import { CUSTOMER_LIST_PAGE_SIZE } from '@gradnik/domain/constants';
import { idParamSchema } from './ids.ts';

/** SPEC §9: customer list default page size 10. */
export const CUSTOMER_LIST_DEFAULT_PER_PAGE = CUSTOMER_LIST_PAGE_SIZE;
/** The largest page the list serves at once (issue #13; decision 031). */
export const CUSTOMER_LIST_MAX_PER_PAGE = 50;
/** The longest search text: names, e-mails, company names and partner numbers are shorter. */
export const CUSTOMER_SEARCH_MAX_LENGTH = 100;
/** The last page that can be asked for (page has at most seven digits). */
export const CUSTOMER_LIST_PAGE_MAX = 1_000_000;

const boundedInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a positive integer')
    .transform(Number)
    .refine((n) => n <= max, { message: `must be at most ${max}` });

/** GET /api/customer?search=&page=&per_page=&partner_id=&partner_address_id= */
export const customerListQuerySchema = z
  .object({
    /** Every word must match a first or last name, an e-mail, a company name or (prefix) a partner number. */
    search: z.string().trim().max(CUSTOMER_SEARCH_MAX_LENGTH).optional(),
    page: boundedInt(CUSTOMER_LIST_PAGE_MAX).optional(),
    per_page: boundedInt(CUSTOMER_LIST_MAX_PER_PAGE).optional(),
    /** Only this partner's users (one the caller may see, else 404). */
    partner_id: idParamSchema.optional(),
    /** Only the users of the partner this address (partner_addresses.id) belongs to. */
    partner_address_id: idParamSchema.optional(),
  })
  .strict();
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListPartnerSchema = z.object({
  id: z.string(),
  PartnerNo: z.string(),
  NameShort: z.string().nullable(),
});

/** The SPEC §3 User fields an agent or a company admin needs in the list. */
export const customerListDataSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  mobile: z.string().nullable(),
  /** SPEC §3 User.status: 1 active, 0 deactivated, 2 invited (decision 034). */
  status: z.number().int(),
  languageid: z.string(),
  /** The partner's NameShort (the company as the list shows it). */
  company: z.string().nullable(),
  partner: customerListPartnerSchema,
});

export const customerListItemSchema = z.object({
  id: z.string(),
  customer_data: customerListDataSchema,
  customer_group: z.object({ id: z.string(), label: z.string(), code: z.string() }),
  /** The ids of the user's partner's addresses (SPEC §3 User.addresses), as text. */
  addresses: z.array(z.string()),
  /**
   * Only for an invited user (status 2, decision 034): when the invitation link expires (ISO
   * 8601; in the past when it expired unused), or null when no link works any more.
   */
  invitation: z.object({ expires_at: z.string().nullable() }).optional(),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerListResponseSchema = z.object({
  data: z.object({
    data: z.array(customerListItemSchema),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>;
