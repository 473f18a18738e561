// The inquiry offers list's constants, zod-free: the web's filter links and forms read them in
// the browser (issue #11: any name imported from offer.ts brings zod along). Decision 036.

export { INQUIRY_STATES, OFFER_EXPIRES_SOON_DAYS, type InquiryState } from '@gradnik/domain/offer';

export const INQUIRY_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const INQUIRY_LIST_DEFAULT_PAGE_SIZE = 10;
export const INQUIRY_LIST_SORTS = ['-date', 'date', '-value', 'value', 'valid_until'] as const;
export type InquiryListSort = (typeof INQUIRY_LIST_SORTS)[number];

/** A thread message (the 'n/limit znakov' counter of SPEC §5 shows it). */
export const INQUIRY_MESSAGE_MAX_LENGTH = 2000;
export const OFFER_DECLINE_REASON_MAX_LENGTH = 500;
