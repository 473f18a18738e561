// The inquiry offers list and one inquiry from the shop API (GET /api/inquiries and
// /api/inquiries/{id}, contracts/offer.ts; decision 036) for the pages' loaders. A 403 (an agent
// acting for no partner) is no server error: the page says why, in the API's own words.
import {
  inquiryDetailResponseSchema,
  inquiryListResponseSchema,
  type InquiryDetail,
  type InquiryListItem,
} from '@gradnik/contracts/offer';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { withApiLanguage } from '../../lib/api-language';
import { fetchDocument, SessionRejectedError } from '../../lib/shop-document.server';
import {
  inquiryOffersApiQuery,
  type InquiryOffersFilter,
  type InquiryOffersFilterError,
} from './inquiry-offers-filter';

export const INQUIRIES_PATH = '/api/inquiries';

export interface InquiryOffersPage {
  inquiries: InquiryListItem[];
  total: number;
  page: number;
  lastPage: number;
  errors: InquiryOffersFilterError[];
  /** SPEC §6: false without a type-3 caretaker (the list is read-only, the reason shown). */
  inquiriesAllowed: boolean;
  /** The API's refusal (403), shown instead of the list. */
  refused: string | null;
}

/** The message of an API error body ({ error } or { errors: { field: [..] } }), if any. */
async function refusalText(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown; errors?: unknown };
    if (typeof body.error === 'string' && body.error !== '') return body.error;
  } catch {
    // Not JSON: the page's own text is used.
  }
  return null;
}

/**
 * One page of the company's inquiries. Throws SessionRejectedError on 401, an Error on any other
 * failure but 403.
 */
export async function loadInquiries(
  api: ShopApi,
  locale: Locale,
  filter: InquiryOffersFilter,
  fallbackRefusal: string,
): Promise<InquiryOffersPage> {
  const { query, errors } = inquiryOffersApiQuery(filter);
  const path = `${INQUIRIES_PATH}?${query.toString()}`;
  const empty = { inquiries: [], total: 0, page: 1, lastPage: 1, errors };
  const response = await api.fetch(path, withApiLanguage(locale));
  if (response.status === 401) throw new SessionRejectedError(path);
  if (response.status === 403) {
    const refused = (await refusalText(response)) ?? fallbackRefusal;
    return { ...empty, inquiriesAllowed: false, refused };
  }
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const parsed = inquiryListResponseSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`GET ${path}: the document does not match the contract`);
  }
  const { data, inquiriesAllowed } = parsed.data;
  return {
    inquiries: data.data,
    total: data.total,
    page: data.current_page,
    lastPage: Math.max(1, data.last_page),
    errors,
    inquiriesAllowed,
    refused: null,
  };
}

/** The inquiry, or null when it is not the company's (404). Throws SessionRejectedError on 401. */
export async function loadInquiry(
  api: ShopApi,
  locale: Locale,
  id: number,
): Promise<InquiryDetail | null> {
  const document = await fetchDocument(
    api,
    locale,
    `${INQUIRIES_PATH}/${id}`,
    inquiryDetailResponseSchema,
  );
  return document?.data ?? null;
}
