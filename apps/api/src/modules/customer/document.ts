// Database rows → the JSON:API customer document of SPEC §3/§7 (contracts/customer.ts).
import type { CustomerDocument, PartnerAttributes } from '@gradnik/contracts/customer';
import { partnerFields } from '../partner/partner-fields.ts';
import type { CustomerRecord } from './repository.ts';
import type { CustomerIncludePath } from './schemas.ts';

type PartnerRow = NonNullable<CustomerRecord['partner']>;

function partnerAttributes(p: PartnerRow): PartnerAttributes {
  // SPEC §3: Contacts are delivered as a JSON string, as the ERP sends them.
  return { ...partnerFields(p), Contacts: JSON.stringify(p.contacts) };
}

export function toCustomerDocument(
  record: CustomerRecord,
  include: ReadonlySet<CustomerIncludePath>,
): CustomerDocument {
  const { user, group, properties, addressIds, partner } = record;
  const included: CustomerDocument['included'] = [];
  if (include.has('partner') && partner) {
    included.push({
      id: String(partner.id),
      type: 'partner',
      attributes: partnerAttributes(partner),
    });
  }
  if (include.has('customer/property')) {
    for (const property of properties) {
      included.push({
        id: String(property.id),
        type: 'customer/property',
        attributes: { type: property.type, value: property.value ?? '' },
      });
    }
  }

  return {
    data: {
      id: String(user.id),
      type: 'customer',
      attributes: {
        id: String(user.id),
        code: user.code,
        label: user.label,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        salutation: user.salutation,
        title: user.title,
        company: user.company,
        address1: user.address1,
        address2: user.address2,
        address3: user.address3,
        city: user.city,
        postal: user.postal,
        state: user.state,
        countryid: user.countryid,
        languageid: user.languageid,
        telephone: user.telephone,
        telefax: user.telefax,
        mobile: user.mobile,
        website: user.website,
        birthday: user.birthday,
        status: user.status,
        group: { id: String(group.id), label: group.label, code: group.code },
        addresses: addressIds.map(String),
        contacts: [],
        ssoId: user.ssoId,
        b2bUserKisId: user.b2bUserKisId,
      },
      relationships: {
        // Linkage is always given (JSON:API): the client learns ids without asking for the rows.
        partner: {
          data: user.partnerId === null ? null : { id: String(user.partnerId), type: 'partner' },
        },
        'customer/property': {
          data: properties.map((p) => ({ id: String(p.id), type: 'customer/property' as const })),
        },
      },
    },
    included,
  };
}
