// Header and meta names of the basket calls (SPEC §7 CSRF, decision 008) WITHOUT zod: the root
// page and the browser's basket calls use them, and any name imported from ./basket.ts, whose
// top level builds zod schemas, would put zod in the page's JavaScript (issue #11).
// ./basket.ts re-exports them for the API.

/** The header that carries the page's CSRF token on every state-changing basket call. */
export const CSRF_HEADER = 'x-csrf-token';
/** The <meta name> the page renders the token into (SPEC §7 "a CSRF token from page meta"). */
export const CSRF_META_NAME = 'csrf-token';
/** Optional header: a client-made key per placement attempt (a UUID); see basketPlaceBodySchema. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
