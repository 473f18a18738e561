// GET /jsonapi/customer: the contract's query and document schemas (packages/contracts
// customer.ts), plus the include paths this endpoint knows (JSON:API: an include path the
// server does not support is a 400).
import { customerDocumentSchema, customerQuerySchema } from '@gradnik/contracts/customer';
import { apiErrorSchema } from '@gradnik/contracts/errors';

export const CUSTOMER_INCLUDES = ['partner', 'customer/property'] as const;
export type CustomerIncludePath = (typeof CUSTOMER_INCLUDES)[number];

export function parseIncludes(include: string | undefined): string[] {
  return (include ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean);
}

function isIncludePath(path: string): path is CustomerIncludePath {
  return (CUSTOMER_INCLUDES as readonly string[]).includes(path);
}

export function includedPaths(include: string | undefined): Set<CustomerIncludePath> {
  return new Set(parseIncludes(include).filter(isIncludePath));
}

export const customerQueryWithIncludes = customerQuerySchema.superRefine((query, ctx) => {
  for (const path of parseIncludes(query.include)) {
    if (!isIncludePath(path)) {
      ctx.addIssue({
        code: 'custom',
        path: ['include'],
        message: `Unsupported include path '${path}' (known: ${CUSTOMER_INCLUDES.join(', ')})`,
      });
    }
  }
});

export const getCustomerRoute = {
  tags: ['customer'],
  summary: 'The signed-in user, with its partner and properties on request',
  description:
    'SPEC §7: GET /jsonapi/customer?include=partner,customer/property. `?p=1` is the warm-up call ' +
    'and answers the same document. Only what `include` names is added to `included`; an agent has ' +
    'no partner (relationships.partner.data is null).',
  querystring: customerQueryWithIncludes,
  response: {
    200: customerDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
  },
};
