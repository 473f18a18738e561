// A partners row as SPEC §3 Partner's PascalCase fields: the one mapping both GET /jsonapi/customer
// (its included partner) and GET /api/partner answer with. Contacts differ between the two (a
// JSON string there, SPEC §3; the parsed array with the guardians here), so each adds its own.
import type { PartnerAttributes } from '@gradnik/contracts/customer';
import type { partners } from '@gradnik/db/schema/identity';

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export function partnerFields(
  p: typeof partners.$inferSelect,
): Omit<PartnerAttributes, 'Contacts'> {
  return {
    id: String(p.id),
    PartnerNo: p.partnerNo,
    RecordTypeId: p.recordTypeId,
    NameShort: p.nameShort,
    Name1: p.name1,
    Name2: p.name2,
    SupplierYesNo: p.supplierYesNo,
    B2BBuyerYesNo: p.b2bBuyerYesNo,
    ContractorYesNo: p.contractorYesNo,
    RecipientYesNo: p.recipientYesNo,
    TaxNumber: p.taxNumber,
    TaxCountryName: p.taxCountryName,
    RegistrationNumber: p.registrationNumber,
    GLN: p.gln,
    Email: p.email,
    Phone: p.phone,
    MobilePhone: p.mobilePhone,
    WebAddress: p.webAddress,
    Street: p.street,
    City: p.city,
    PostalCode: p.postalCode,
    CountryName: p.countryName,
    PartnerStatus: p.partnerStatus,
    PartnerMark: p.partnerMark,
    RegionalSales: p.regionalSales,
    TargetGroup: p.targetGroup,
    TargetGroupSegment: p.targetGroupSegment,
    PartnerOrganisationUnit: p.partnerOrganisationUnit,
    WholesaleOrRepro: p.wholesaleOrRepro,
    AbcCustomer: p.abcCustomer,
    PartnerRank: p.partnerRank,
    InterestPercent: numberOrNull(p.interestPercent),
    Insurance: p.insurance,
    LimitType: p.limitType,
    LimitAmount: numberOrNull(p.limitAmount),
    MpcPrice: p.mpcPrice,
    internalStatus: { state: p.internalStatusState, status: p.internalStatusStatus },
  };
}
