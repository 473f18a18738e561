// The company profile (issue #13; SPEC §3 Partner, Partner address, Guardian) for the profile
// page's loader: the token's partner and its internal status side by side, then the partner's
// addresses under the id GET /api/partner answered (contracts partner.ts) and the company's
// address change requests (decision 033). Null when the shop
// API finds no partner (404); a SessionRejectedError on 401, an Error otherwise.
import {
  partnerInternalStatusResponseSchema,
  partnerProfileAddressListSchema,
  partnerResponseSchema,
  type Partner,
  type PartnerInternalStatusResponse,
  type PartnerProfileAddress,
} from '@gradnik/contracts/partner';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';
import {
  loadAddressRequests,
  type AddressRequestHistoryData,
} from '../address-requests/address-requests.server';

export const PARTNER_PATH = '/api/partner';
export const PARTNER_STATUS_PATH = '/api/partner/status/internal';
export const partnerAddressesPath = (partnerId: string) =>
  `/api/partner/${encodeURIComponent(partnerId)}/address`;

export interface CompanyProfile {
  partner: Partner;
  internalStatus: PartnerInternalStatusResponse['data'];
  /** Delivery addresses (default first), then payment addresses, as the shop API orders them. */
  addresses: PartnerProfileAddress[];
  /** The company's address change requests (decision 033); null when they could not be read. */
  requests?: AddressRequestHistoryData | null;
}

export type CompanyProfileData = CompanyProfile | null;

export async function loadCompanyProfile(
  api: ShopApi,
  locale: Locale,
): Promise<CompanyProfileData> {
  const [partner, status] = await Promise.all([
    fetchDocument(api, locale, PARTNER_PATH, partnerResponseSchema),
    fetchDocument(api, locale, PARTNER_STATUS_PATH, partnerInternalStatusResponseSchema),
  ]);
  if (!partner || !status) return null;
  const addressesPath = partnerAddressesPath(partner.data.id);
  const [addresses, requests] = await Promise.all([
    fetchDocument(api, locale, addressesPath, partnerProfileAddressListSchema),
    loadAddressRequests(api, locale),
  ]);
  return {
    partner: partner.data,
    internalStatus: status.data,
    addresses: addresses?.data ?? [],
    requests,
  };
}
