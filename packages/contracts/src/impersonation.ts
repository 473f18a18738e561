// Impersonation (SPEC §3 Impersonation, §4, §5, §7; issue #13). SPEC's calls:
//   POST /api/customer/impersonate   {id, reason}       → ImpersonateResponse (agents only)
//   POST /api/customer/depersonate   {in, out, ident}   → DepersonateResponse
//   POST (app server) /api/impersonate {cookie}         → stores the `_i` cookie and the session
// and ours (docs/decisions/030-impersonation.md):
//   POST /api/customer/impersonate/session {ident}     → TokenResponse, the app server's one
//        exchange of a new visit for its tokens (the agent's bearer token)
//   GET  /api/customer/impersonation                    → the running visit (impersonated token)
//   GET  /api/partner/impersonations?page&per_page      → the company's audit (customer_admin)
import { IMPERSONATION_REASON_MAX, IMPERSONATION_REASON_MIN } from '@gradnik/domain/impersonation';
import { z } from 'zod';
import { DB_ID_MAX } from './ids.ts';

const ident = z.string().max(200);
const userId = z.number().int().min(1).max(DB_ID_MAX);

export const impersonateBodySchema = z
  .object({
    /** The customer user to act for. */
    id: z
      .union([
        userId,
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ])
      .pipe(userId),
    /** Issue #13 audit: why the agent acts for the customer. */
    reason: z.string().trim().min(IMPERSONATION_REASON_MIN).max(IMPERSONATION_REASON_MAX),
  })
  .strict();
export type ImpersonateBody = z.input<typeof impersonateBodySchema>;

const personSchema = z.object({ id: z.number(), name: z.string(), ssoid: z.string().nullable() });

export const impersonateResponseSchema = z.object({
  result: z.object({
    /** 64 characters (SPEC §9); the browser keeps it in the `_i` cookie. */
    ident: z.string(),
    impersonator: personSchema,
    impersonated: personSchema.extend({
      access_token: z.string(),
      /**
       * Rotated by the app server's exchange at once, so the copy the browser saw is dead
       * (decision 030); reusing it ends the visit (refresh-token reuse, decision 002).
       */
      refresh_token: z.string(),
      expires_in: z.number(),
      refresh_expires_in: z.number(),
    }),
  }),
  message: z.string(),
});
export type ImpersonateResponse = z.infer<typeof impersonateResponseSchema>;

export const depersonateBodySchema = z
  .object({
    /** The impersonated (customer) user's id. */
    in: userId,
    /** The impersonator's (agent's) id. */
    out: userId,
    ident,
  })
  .strict();
export type DepersonateBody = z.infer<typeof depersonateBodySchema>;

export const depersonateResponseSchema = z.object({
  result: z.boolean(),
  error: z.string().nullable(),
  message: z.string(),
});
export type DepersonateResponse = z.infer<typeof depersonateResponseSchema>;

export const impersonationExchangeBodySchema = z.object({ ident }).strict();

/** POST (app server) /api/impersonate: SPEC §7 {cookie}; null or absent `cookie` stops. */
export const appImpersonateBodySchema = z.object({ cookie: z.string().max(200).nullable() });

export const currentImpersonationSchema = z.object({
  data: z.object({
    impersonator: personSchema,
    impersonated: personSchema.extend({ company: z.string().nullable() }),
    reason: z.string(),
    startedAt: z.string(),
    endsBy: z.string(),
  }),
});
export type CurrentImpersonation = z.infer<typeof currentImpersonationSchema>;

export const IMPERSONATION_AUDIT_PAGE_SIZE = 10;

export const impersonationAuditQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(IMPERSONATION_AUDIT_PAGE_SIZE),
  })
  .strict();

export const impersonationAuditResponseSchema = z.object({
  data: z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(
      z.object({
        id: z.number(),
        agent: z.string(),
        customer: z.string(),
        reason: z.string(),
        startedAt: z.string(),
        endedAt: z.string().nullable(),
        endReason: z.enum(['stopped', 'idle', 'max_length', 'logout', 'superseded']).nullable(),
        actions: z.array(
          z.object({
            method: z.string(),
            route: z.string(),
            statusCode: z.number().int(),
            at: z.string(),
          }),
        ),
      }),
    ),
  }),
});
export type ImpersonationAuditResponse = z.infer<typeof impersonationAuditResponseSchema>;
