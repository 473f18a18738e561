// One company user as GET /api/customer lists it (SPEC §7; decision 031): the columns a list row
// reads and the item it answers. The user-management calls answer the same item (decision 032).
import type { CustomerListItem } from '@gradnik/contracts/customer-list';
import { customerGroups, partners, users } from '@gradnik/db/schema/identity';
import { USER_INVITED } from '@gradnik/domain/user-management';

/** Select these from users joined with partners and customer_groups. */
export const customerListColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  telephone: users.telephone,
  mobile: users.mobile,
  status: users.status,
  languageid: users.languageid,
  groupId: customerGroups.id,
  groupLabel: customerGroups.label,
  groupCode: customerGroups.code,
  partnerId: partners.id,
  partnerNo: partners.partnerNo,
  nameShort: partners.nameShort,
};

export interface CustomerListRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string | null;
  mobile: string | null;
  status: number;
  languageid: string;
  groupId: number;
  groupLabel: string;
  groupCode: string;
  partnerId: number;
  partnerNo: string;
  nameShort: string | null;
}

/**
 * The list item. `invitationExpiry`: for an invited user (status 2, decision 034), when the
 * newest unused invitation link expires (undefined or null: none works any more).
 */
export function customerListItem(
  row: CustomerListRow,
  addressIds: readonly number[],
  invitationExpiry?: Date | null,
): CustomerListItem {
  return {
    id: String(row.id),
    customer_data: {
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      telephone: row.telephone,
      mobile: row.mobile,
      status: row.status,
      languageid: row.languageid,
      company: row.nameShort,
      partner: { id: String(row.partnerId), PartnerNo: row.partnerNo, NameShort: row.nameShort },
    },
    customer_group: { id: String(row.groupId), label: row.groupLabel, code: row.groupCode },
    addresses: addressIds.map(String),
    ...(row.status === USER_INVITED
      ? { invitation: { expires_at: invitationExpiry ? invitationExpiry.toISOString() : null } }
      : {}),
  };
}
