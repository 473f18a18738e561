// The API's request validator: fastify-type-provider-zod's, with each issue carrying its input
// (zod's `reportInput`), so the error handler can give zod's default messages in the request's
// language (errors.ts `localizedIssueMessage`; the brief: bad input gets a clear 4xx in the
// request's language). The input stays on the server: only the messages reach the answer.
import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodType } from 'zod/v4/core';

export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (!result.error) return { value: result.data };
    // The issue shape Fastify and the error handler read (Ajv's), as the type provider makes it.
    return {
      error: result.error.issues.map(({ path, code, message, ...params }) => ({
        keyword: code,
        instancePath: `/${path.join('/')}`,
        schemaPath: `#/${path.join('/')}/${code}`,
        message,
        params,
      })),
    };
  };
