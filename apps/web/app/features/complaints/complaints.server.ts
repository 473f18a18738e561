// The complaints list and one complaint from the shop API (GET /api/complaints and
// /api/complaints/{id}, contracts/complaint.ts; decision 043) for the pages' loaders. A 403 (an
// agent acting for no partner) is no server error: the page says why, in the API's own words.
import {
  COMPLAINTS_PATH,
  complaintDetailResponseSchema,
  complaintListResponseSchema,
  complaintSourcesResponseSchema,
  type ComplaintDetail,
  type ComplaintListItem,
  type ComplaintSource,
} from '@gradnik/contracts/complaint';
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../../context';
import { withApiLanguage } from '../../lib/api-language';
import { fetchDocument, SessionRejectedError } from '../../lib/shop-document.server';
import {
  complaintsApiQuery,
  type ComplaintsFilter,
  type ComplaintsFilterError,
} from './complaints-filter';

export interface ComplaintsPage {
  complaints: ComplaintListItem[];
  total: number;
  page: number;
  lastPage: number;
  errors: ComplaintsFilterError[];
  /** The API's refusal (403), shown instead of the list. */
  refused: string | null;
}

async function refusalText(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error !== '') return body.error;
  } catch {
    // Not JSON: the caller's own text is used.
  }
  return null;
}

/** One page of the company's complaints. Throws SessionRejectedError on 401, an Error on others but 403. */
export async function loadComplaints(
  api: ShopApi,
  locale: Locale,
  filter: ComplaintsFilter,
): Promise<ComplaintsPage> {
  const { query, errors } = complaintsApiQuery(filter);
  const path = `${COMPLAINTS_PATH}?${query.toString()}`;
  const response = await api.fetch(path, withApiLanguage(locale));
  if (response.status === 401) throw new SessionRejectedError(path);
  if (response.status === 403) {
    const refused = (await refusalText(response)) ?? '403';
    return { complaints: [], total: 0, page: 1, lastPage: 1, errors, refused };
  }
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const parsed = complaintListResponseSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`GET ${path}: the document does not match the contract`);
  const { data } = parsed.data;
  return {
    complaints: data.data,
    total: data.total,
    page: data.current_page,
    lastPage: Math.max(1, data.last_page),
    errors,
    refused: null,
  };
}

/** The complaint, or null when it is not the company's (404). Throws SessionRejectedError on 401. */
export async function loadComplaint(
  api: ShopApi,
  locale: Locale,
  id: number,
): Promise<ComplaintDetail | null> {
  const document = await fetchDocument(
    api,
    locale,
    `${COMPLAINTS_PATH}/${id}`,
    complaintDetailResponseSchema,
  );
  return document?.data ?? null;
}

/** The order a new complaint starts from (the order page's button), or null. */
export async function loadComplaintSource(
  api: ShopApi,
  locale: Locale,
  orderId: number,
): Promise<ComplaintSource | null> {
  const document = await fetchDocument(
    api,
    locale,
    `${COMPLAINTS_PATH}/sources?order_id=${orderId}`,
    complaintSourcesResponseSchema,
  );
  return document?.data[0] ?? null;
}
