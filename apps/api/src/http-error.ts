// Errors a route or hook throws on purpose: their message is for the user and goes out as
// `error` (SPEC §7: failures carry an error field), with an optional machine-readable code.
// Anything else that reaches the error handler is treated as a bug (plugins/errors.ts).

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Field name → messages, like a validation failure. */
    readonly fields?: Record<string, string[]>,
    /** Response headers that belong to the failure, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
    /**
     * Further members of the answer, declared by the route's schema for this status (e.g. the
     * basket's 409 `conflict`, packages/contracts basket-conflict.ts).
     */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

export const AUTHENTICATION_REQUIRED = 'Authentication required';

export function unauthorized(code = 'invalid_token', message = AUTHENTICATION_REQUIRED): HttpError {
  return new HttpError(401, message, code);
}

export function forbidden(message: string, code?: string): HttpError {
  return new HttpError(403, message, code);
}

export function badRequest(message: string, fields?: Record<string, string[]>): HttpError {
  return new HttpError(400, message, undefined, fields);
}
