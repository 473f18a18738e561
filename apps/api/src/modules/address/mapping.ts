// A partner_addresses row → SPEC §3 Partner address, PascalCase as the ERP names the fields.
// One mapping for the checkout's recipients/payers calls (./routes.ts) and the company profile's
// GET /api/partner/{id}/address (../partner/routes.ts), so the two never drift.
import type { PartnerAddress } from '@gradnik/contracts/basket';
import type { partnerAddresses } from '@gradnik/db/schema/identity';

export type PartnerAddressRecord = typeof partnerAddresses.$inferSelect;

/** The fields the checkout reads (contracts basket.ts partnerAddressSchema). */
export function toPartnerAddress(row: PartnerAddressRecord): PartnerAddress {
  return {
    id: String(row.id),
    PartnerAddressId: row.partnerAddressId,
    PartnerNo: row.partnerNo,
    RecordTypeId: row.recordTypeId,
    AddressType: row.addressType,
    PartnerAddressName1: row.partnerAddressName1,
    PartnerAddressName2: row.partnerAddressName2,
    GLN: row.gln,
    ShippingStreet: row.shippingStreet,
    ShippingCity: row.shippingCity,
    ShippingPostalCode: row.shippingPostalCode,
    PartnerAddressStatus: row.partnerAddressStatus,
  };
}
