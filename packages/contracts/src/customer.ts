// GET /jsonapi/customer?include=partner,customer/property (SPEC §3 User, Partner; §7).
// A JSON:API document: the user in `data`, the partner and the user's properties in `included`.
import { z } from 'zod';

export const customerGroupSchema = z.object({ id: z.string(), label: z.string(), code: z.string() });

export const customerAttributesSchema = z.object({
  id: z.string(),
  code: z.string().nullable(),
  label: z.string().nullable(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  salutation: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  address3: z.string().nullable(),
  city: z.string().nullable(),
  postal: z.string().nullable(),
  state: z.string().nullable(),
  countryid: z.string().nullable(),
  languageid: z.string().nullable(),
  telephone: z.string().nullable(),
  telefax: z.string().nullable(),
  mobile: z.string().nullable(),
  website: z.string().nullable(),
  birthday: z.string().nullable(),
  status: z.number().int(),
  group: customerGroupSchema,
  addresses: z.array(z.string()),
  contacts: z.array(z.unknown()),
  ssoId: z.string().nullable(),
  b2bUserKisId: z.string().nullable(),
});
export type CustomerAttributes = z.infer<typeof customerAttributesSchema>;

export const partnerAttributesSchema = z.object({
  id: z.string(),
  PartnerNo: z.string(),
  RecordTypeId: z.string().nullable(),
  NameShort: z.string().nullable(),
  Name1: z.string().nullable(),
  Name2: z.string().nullable(),
  SupplierYesNo: z.boolean().nullable(),
  B2BBuyerYesNo: z.boolean().nullable(),
  ContractorYesNo: z.boolean().nullable(),
  RecipientYesNo: z.boolean().nullable(),
  TaxNumber: z.string().nullable(),
  TaxCountryName: z.string().nullable(),
  RegistrationNumber: z.string().nullable(),
  GLN: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  MobilePhone: z.string().nullable(),
  WebAddress: z.string().nullable(),
  Street: z.string().nullable(),
  City: z.string().nullable(),
  PostalCode: z.string().nullable(),
  CountryName: z.string().nullable(),
  PartnerStatus: z.string().nullable(),
  PartnerMark: z.string().nullable(),
  RegionalSales: z.string().nullable(),
  TargetGroup: z.string().nullable(),
  TargetGroupSegment: z.string().nullable(),
  PartnerOrganisationUnit: z.string().nullable(),
  WholesaleOrRepro: z.string().nullable(),
  AbcCustomer: z.string().nullable(),
  PartnerRank: z.string().nullable(),
  InterestPercent: z.number().nullable(),
  Insurance: z.string().nullable(),
  LimitType: z.string().nullable(),
  LimitAmount: z.number().nullable(),
  /** SPEC §3: delivered as a JSON string of contacts with `Contact{product}TypeId`. */
  Contacts: z.string(),
  /** The partner's MPC price flag: prices shown as retail MPC (SPEC §4). */
  MpcPrice: z.boolean(),
  internalStatus: z.object({ state: z.string().nullable(), status: z.string().nullable() }),
});
export type PartnerAttributes = z.infer<typeof partnerAttributesSchema>;

export const customerPropertySchema = z.object({ type: z.string(), value: z.string() });

export const customerDocumentSchema = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('customer'),
    attributes: customerAttributesSchema,
    relationships: z.object({
      partner: z.object({ data: z.object({ id: z.string(), type: z.literal('partner') }).nullable() }),
      'customer/property': z.object({
        data: z.array(z.object({ id: z.string(), type: z.literal('customer/property') })),
      }),
    }),
  }),
  included: z.array(
    z.discriminatedUnion('type', [
      z.object({ id: z.string(), type: z.literal('partner'), attributes: partnerAttributesSchema }),
      z.object({ id: z.string(), type: z.literal('customer/property'), attributes: customerPropertySchema }),
    ]),
  ),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const customerQuerySchema = z
  .object({
    include: z.string().optional(),
    /** Warm-up call (SPEC §7: GET /jsonapi/customer?p=1). */
    p: z.string().optional(),
  })
  .strict();
