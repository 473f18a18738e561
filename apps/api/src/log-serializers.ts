// Errors as the logs see them. The brief: "Secrets and stack traces never reach the browser or
// the logs". pino's standard error serializer writes the stack (file paths, library internals,
// sometimes the values of a failed query); this keeps what an operator needs to find the fault:
// the error's type, code, status and message, and the same of its cause, one level deep.

// A type, not an interface: Fastify's logger types want an object with an index signature.
export type LoggedError = {
  type: string;
  message: string;
  /**
   * Only the stack's first line ('TypeError: message'), without its frames: Fastify's logger
   * types ask for a `stack`, and a reader expects the line that names the error.
   */
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: { type: string; message: string };
};

function typeOf(err: object): string {
  return (err as { name?: unknown }).name?.toString() ?? err.constructor?.name ?? 'Error';
}

function messageOf(err: object): string {
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' ? message : '';
}

/** The pino serializer for `err`: no stack, no enumerable extras (they may carry data). */
export function errorForLog(err: unknown): LoggedError {
  if (typeof err !== 'object' || err === null) {
    return { type: typeof err, message: String(err), stack: String(err) };
  }
  const { code, statusCode, cause } = err as {
    code?: unknown;
    statusCode?: unknown;
    cause?: unknown;
  };
  const type = typeOf(err);
  const message = messageOf(err);
  return {
    type,
    message,
    stack: `${type}: ${message}`,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof statusCode === 'number' ? { statusCode } : {}),
    ...(typeof cause === 'object' && cause !== null
      ? { cause: { type: typeOf(cause), message: messageOf(cause) } }
      : {}),
  };
}

export const LOG_SERIALIZERS = { err: errorForLog, error: errorForLog } as const;
