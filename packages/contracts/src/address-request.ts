// Address change requests (issue #13; SPEC §3 Partner address, §7; decision 033). Shared by the
// shop API (validation, OpenAPI) and the web (the company profile's forms and history).
//
//   POST /api/partner/address/request-create  {title, address, phone, status}    → 201 {data: item}
//   POST /api/partner/address/request-update  {PartnerAddressId, title, address, phone, status}
//                                                                                 → 201 {data: item}
//   POST /api/partner/address/request-delete  {PartnerAddressId}                  → 201 {data: item}
//   GET  /api/partner/address/requests?page&per_page      → the company's requests, newest first
//   POST /api/partner/address/requests/{id}/withdraw       → 200 {data: item}
//   POST /api/integration/address-requests/{id}/decision  {decision, note?}  → 200 {data: item}
//        (the retailer's integration, bearer INTEGRATION_TOKEN)
//
// `address` is one line, "Street 1, 1000 City" (parsed by @gradnik/domain/address-request; an
// unreadable one is a 400 with the field named). `status` is the PartnerAddressStatus asked for:
// 1 = make it the default, 0 = not.
import { z } from 'zod';
import {
  ADDRESS_REQUEST_DECISIONS,
  ADDRESS_REQUEST_KINDS,
  ADDRESS_REQUEST_LIMITS,
  ADDRESS_REQUEST_STATUSES,
} from '@gradnik/domain/address-request';
import { idParamSchema } from './ids.ts';

const L = ADDRESS_REQUEST_LIMITS;

const titleSchema = z.string().trim().min(1).max(L.title);
const addressSchema = z.string().trim().min(1).max(L.address);
/** Empty means none; the API allows digits, spaces and + ( ) / - (a 400 in the request's language). */
const phoneSchema = z.string().trim().max(L.phone).nullable().optional();
const requestedStatusSchema = z.union([z.literal(0), z.literal(1)]).optional();
const partnerAddressIdSchema = z.string().trim().min(1).max(L.partnerAddressId);

/** POST /api/partner/address/request-create: a new delivery address. */
export const addressRequestCreateBodySchema = z
  .object({
    title: titleSchema,
    address: addressSchema,
    phone: phoneSchema,
    status: requestedStatusSchema,
  })
  .strict();
export type AddressRequestCreateBody = z.infer<typeof addressRequestCreateBodySchema>;

/** POST /api/partner/address/request-update: new name and place of one of the company's addresses. */
export const addressRequestUpdateBodySchema = z
  .object({
    PartnerAddressId: partnerAddressIdSchema,
    title: titleSchema,
    address: addressSchema,
    phone: phoneSchema,
    status: requestedStatusSchema,
  })
  .strict();
export type AddressRequestUpdateBody = z.infer<typeof addressRequestUpdateBodySchema>;

/** POST /api/partner/address/request-delete */
export const addressRequestDeleteBodySchema = z
  .object({ PartnerAddressId: partnerAddressIdSchema })
  .strict();
export type AddressRequestDeleteBody = z.infer<typeof addressRequestDeleteBodySchema>;

/**
 * One request. `title`, `address`, `phone`: what a create or update asks for; for a removal, the
 * address as it was when the removal was asked for (so the history still names it once it is
 * gone). `PartnerAddressId`: the address changed or removed; for an approved create, the address
 * it made (null while pending). `requestedBy`: the company user; `actingAgent`: the sales agent
 * who made it while acting for them (SPEC §3 Impersonation), else null.
 */
export const addressRequestItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADDRESS_REQUEST_KINDS),
  PartnerAddressId: z.string().nullable(),
  title: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(ADDRESS_REQUEST_STATUSES),
  requestedAddressStatus: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  requestedBy: z.string().nullable(),
  actingAgent: z.string().nullable(),
});
export type AddressRequestItem = z.infer<typeof addressRequestItemSchema>;

/** The answer of every POST: the request as it now stands. */
export const addressRequestResponseSchema = z.object({ data: addressRequestItemSchema });
export type AddressRequestResponse = z.infer<typeof addressRequestResponseSchema>;

export const ADDRESS_REQUESTS_PAGE_SIZE = 10;

export const addressRequestListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(ADDRESS_REQUESTS_PAGE_SIZE),
  })
  .strict();

/** GET /api/partner/address/requests: newest first, paged as the other lists of the account. */
export const addressRequestListResponseSchema = z.object({
  data: z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(addressRequestItemSchema),
  }),
});
export type AddressRequestListResponse = z.infer<typeof addressRequestListResponseSchema>;

export const addressRequestParamsSchema = z.object({ id: idParamSchema }).strict();

/** The retailer's decision (integration call). */
export const addressRequestDecisionBodySchema = z
  .object({
    decision: z.enum(ADDRESS_REQUEST_DECISIONS),
    note: z.string().trim().max(L.note).nullable().optional(),
  })
  .strict();
export type AddressRequestDecisionBody = z.infer<typeof addressRequestDecisionBodySchema>;

/**
 * A pending request as GET /api/partner/{id}/address shows it on its address (partner.ts), so the
 * screen can mark the address "pending" with the kind and date.
 */
export const pendingAddressRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADDRESS_REQUEST_KINDS),
  status: z.literal('pending'),
  createdAt: z.string(),
});
export type PendingAddressRequest = z.infer<typeof pendingAddressRequestSchema>;
