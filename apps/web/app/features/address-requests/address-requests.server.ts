// The company's address change requests for the profile page's loader (issue #13; decision 033):
// GET /api/partner/address/requests, newest first, one page of up to 50 (a company asks for few
// changes; the note under the list says when older ones are not shown). Null when the shop API
// has none for the caller (404); a SessionRejectedError on 401, an Error otherwise.
import {
  addressRequestListResponseSchema,
  type AddressRequestItem,
} from '@gradnik/contracts/address-request';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { fetchDocument } from '../../lib/shop-document.server';

export const ADDRESS_REQUESTS_SHOWN = 50;
export const ADDRESS_REQUESTS_PATH = `/api/partner/address/requests?per_page=${ADDRESS_REQUESTS_SHOWN}`;

export interface AddressRequestHistoryData {
  items: AddressRequestItem[];
  total: number;
}

export async function loadAddressRequests(
  api: ShopApi,
  locale: Locale,
): Promise<AddressRequestHistoryData | null> {
  const answer = await fetchDocument(
    api,
    locale,
    ADDRESS_REQUESTS_PATH,
    addressRequestListResponseSchema,
  );
  return answer ? { items: answer.data.data, total: answer.data.total } : null;
}
