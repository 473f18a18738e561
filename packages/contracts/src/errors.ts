// Failure shapes of the shop API (SPEC §7, §8): an `error` field, or an `errors` key whose
// keys map to lists of messages (field errors). Clients read either.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  error: z.string(),
  /** Field name → messages, for validation failures. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Machine-readable reason, e.g. a LoginFailureCode of auth.ts or 'invalid_token'. */
  code: z.string().optional(),
  statusCode: z.number().int(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
