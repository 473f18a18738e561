// The complaints pages' constants, zod-free: the web's filter links, forms and the draft read
// them in the browser (issue #11: any name imported from complaint.ts brings zod along).
// Decision 043.
export {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_LINE_NOTE_MAX_LENGTH,
  COMPLAINT_LIST_DEFAULT_PAGE_SIZE,
  COMPLAINT_LIST_PAGE_SIZES,
  COMPLAINT_MAX_LINES,
  COMPLAINT_MESSAGE_MAX_LENGTH,
  COMPLAINT_REASONS,
  COMPLAINT_RESOLUTIONS,
  COMPLAINT_STATES,
  type ComplaintReason,
  type ComplaintResolution,
  type ComplaintState,
} from '@gradnik/domain/complaints';

export const COMPLAINTS_PATH = '/api/complaints';
/** The search of delivered orders and delivery notes the new complaint starts from. */
export const COMPLAINT_SOURCES_PATH = '/api/complaints/sources';
/** Matches a search answers at most. */
export const COMPLAINT_SOURCES_MAX = 10;
/** The search text: a number or part of one. */
export const COMPLAINT_SOURCE_QUERY_MAX_LENGTH = 40;
/**
 * A filing's client key (Idempotency-Key header or `idempotencyKey`, as the basket's placing):
 * 8–100 visible ASCII characters, e.g. a UUID the draft keeps (decision 043).
 */
export const COMPLAINT_IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;
