// The users section's list (issue #13; SPEC §7 GET /api/customer, contracts customer-list.ts)
// for the profile page's loader: the company's users for an admin, the agent's customers for
// an agent. Only what the section shows reaches the browser.
import { customerListResponseSchema } from '@gradnik/contracts/customer-list';
import type { Locale } from '@gradnik/domain/locale';
import { USER_INVITED } from '@gradnik/domain/user-management';
import type { ShopApi } from '../../context';
import { fetchDocument, SessionRejectedError } from '../../lib/shop-document.server';
import { customerListApiQuery, type CustomerListFilter } from './customer-list-filter';

export const CUSTOMER_LIST_API_PATH = '/api/customer';

export interface CustomerRow {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  /** The partner's short name. */
  company: string | null;
  partnerNo: string;
  /** The customer group code: customer_admin or customer_employee (SPEC §6). */
  role: string;
  /** SPEC §3 User.status 1. */
  active: boolean;
  /** Status 2: invited, not yet accepted (decision 034). */
  invited: boolean;
  /** An invited user's link expiry (ISO), null when none works any more. */
  invitationExpiresAt: string | null;
}

export interface CustomerListPage {
  rows: CustomerRow[];
  total: number;
  page: number;
  lastPage: number;
}

/** null: the list could not be loaded now (the section says so; the page still shows). */
export type CustomerListData = CustomerListPage | null;

/** Throws SessionRejectedError on 401 (the loader sends the user to sign in). */
export async function loadCustomerList(
  api: ShopApi,
  locale: Locale,
  filter: CustomerListFilter,
): Promise<CustomerListData> {
  const query = customerListApiQuery(filter).toString();
  const path = query ? `${CUSTOMER_LIST_API_PATH}?${query}` : CUSTOMER_LIST_API_PATH;
  try {
    const document = await fetchDocument(api, locale, path, customerListResponseSchema);
    if (!document) return null;
    const { data } = document;
    return {
      rows: data.data.map((item) => ({
        id: Number(item.id),
        firstname: item.customer_data.firstname,
        lastname: item.customer_data.lastname,
        email: item.customer_data.email,
        company: item.customer_data.company,
        partnerNo: item.customer_data.partner.PartnerNo,
        role: item.customer_group.code,
        active: item.customer_data.status === 1,
        invited: item.customer_data.status === USER_INVITED,
        invitationExpiresAt: item.invitation?.expires_at ?? null,
      })),
      total: data.total,
      page: data.current_page,
      lastPage: Math.max(1, data.last_page),
    };
  } catch (error) {
    if (error instanceof SessionRejectedError) throw error;
    // The rest of the profile page does not depend on the list: it still shows.
    console.error('Loading the customer list failed', error);
    return null;
  }
}
