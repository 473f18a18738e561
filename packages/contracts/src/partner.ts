// The company profile's calls (issue #13 "Company profile"; SPEC §3 Partner, Partner address,
// Guardian; §7 customer and partner calls). Shared by the shop API (validation, OpenAPI) and the
// web (the profile page's loader).
//
//   GET /api/partner                  → PartnerResponse: the token's partner
//   GET /api/partner/status/internal  → PartnerInternalStatusResponse
//   GET /api/partner/{id}/address     → PartnerProfileAddressList: delivery and payment addresses
//
// `{id}` is the numeric partner id GET /api/partner answers as `id`, and only the token's own
// partner is found: any other id is 404 (docs/decisions/028-company-profile.md). An agent acting
// for nobody has no partner: 403.
import { z } from 'zod';
import { pendingAddressRequestSchema } from './address-request.ts';
import { partnerAddressSchema } from './basket.ts';
import { partnerAttributesSchema } from './customer.ts';
import { idParamSchema } from './ids.ts';

/**
 * One contact of SPEC §3 Partner.Contacts as the ERP delivers it (parsed from its JSON string).
 * Its type key carries the brand (`Contact{product}TypeId`, here ContactGradnikTypeId), so the
 * object is open: every key the ERP sent is kept.
 */
export const partnerContactSchema = z.looseObject({
  Name: z.string().optional(),
  Surname: z.string().optional(),
  MobilePhone: z.string().nullable().optional(),
  Email: z.string().nullable().optional(),
});
export type PartnerContactItem = z.infer<typeof partnerContactSchema>;

/** SPEC §3 Guardian (caretaker or financial): the contact SPEC §6/§9 picks by type. */
export const guardianSchema = z.object({
  Name: z.string(),
  Surname: z.string(),
  MobilePhone: z.string().nullable(),
  Email: z.string().nullable(),
});
export type GuardianContact = z.infer<typeof guardianSchema>;

/** SPEC §3 Partner.internalStatus. */
export const partnerInternalStatusSchema = z.object({
  state: z.string().nullable(),
  status: z.string().nullable(),
});

/**
 * SPEC §3 Partner in PascalCase, as GET /jsonapi/customer?include=partner gives it, but with
 * Contacts as the parsed array and the two guardians already picked (SPEC §6, §9: caretaker
 * type 3 then 4, financial type 1 then 2), so no client repeats the rule.
 */
export const partnerSchema = partnerAttributesSchema.omit({ Contacts: true }).extend({
  Contacts: z.array(partnerContactSchema),
  internalStatus: partnerInternalStatusSchema,
  caretaker: guardianSchema.nullable(),
  financialGuardian: guardianSchema.nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnerResponseSchema = z.object({ data: partnerSchema });
export type PartnerResponse = z.infer<typeof partnerResponseSchema>;

/**
 * GET /api/partner/status/internal: SPEC §3 internalStatus {state, status} with each value's
 * translation in the request's language (the value itself when it has none).
 */
export const partnerInternalStatusResponseSchema = z.object({
  data: partnerInternalStatusSchema.extend({
    stateTranslation: z.string().nullable(),
    statusTranslation: z.string().nullable(),
  }),
});
export type PartnerInternalStatusResponse = z.infer<typeof partnerInternalStatusResponseSchema>;

/** The two purposes of a partner's addresses: delivery (recipients) and payment (payers). */
export const PARTNER_ADDRESS_PURPOSES = ['delivery', 'payment'] as const;
export type PartnerAddressPurpose = (typeof PARTNER_ADDRESS_PURPOSES)[number];

/**
 * SPEC §3 Partner address with every field: the checkout's shape (./basket.ts) plus flags, the
 * purpose, InternalPartnerAddressStatus and its translation in the request's language, and
 * the address's pending change request if any (address-request.ts).
 */
export const partnerProfileAddressSchema = partnerAddressSchema.extend({
  purpose: z.enum(PARTNER_ADDRESS_PURPOSES),
  flags: z.string().nullable(),
  InternalPartnerAddressStatus: z.string().nullable(),
  InternalPartnerAddressStatusTranslation: z.string().nullable(),
  /** Its pending change or removal request (decision 033); absent when it has none. */
  pendingRequest: pendingAddressRequestSchema.optional(),
});
export type PartnerProfileAddress = z.infer<typeof partnerProfileAddressSchema>;

/** Delivery addresses first (default type 0 before type 1), then payment addresses. */
export const partnerProfileAddressListSchema = z.object({
  data: z.array(partnerProfileAddressSchema),
});
export type PartnerProfileAddressList = z.infer<typeof partnerProfileAddressListSchema>;

export const partnerIdParamsSchema = z.object({ id: idParamSchema }).strict();
