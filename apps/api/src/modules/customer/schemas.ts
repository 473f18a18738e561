// GET /jsonapi/customer: the contract's query and document schemas (packages/contracts
// customer.ts), plus the include paths this endpoint knows (JSON:API: an include path the
// server does not support is a 400).
import { customerDocumentSchema, customerQuerySchema } from '@gradnik/contracts/customer';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import { profileUpdateBodySchema } from '@gradnik/contracts/profile';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

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

export const updateCustomerRoute = {
  tags: ['customer'],
  summary: "Change the signed-in user's own contact fields and language (issue #13)",
  description:
    'Decision 027. JSON:API body `{ data: { type: "customer", attributes: { … } } }` with any of ' +
    'salutation, title, firstname, lastname, telephone, mobile, telefax, website, birthday ' +
    '(YYYY-MM-DD, in the past), address1–3, postal (1000–9999), city, languageid (sl | en); ' +
    'null or "" clears an optional field. Read-only fields (email, group, status, company, ' +
    'partner …) and unknown keys are a 400 naming the field; every failing field is listed in ' +
    '`errors` under `data.attributes.<field>`, in the Accept-Language language. Always the ' +
    "token's own user (an `id` of another user is a 409). An agent not impersonating: 403. " +
    'Requires the X-CSRF-Token header. Answers the updated customer document, like GET.',
  headers: acceptLanguageHeaders,
  querystring: customerQueryWithIncludes,
  body: profileUpdateBodySchema,
  response: {
    200: customerDocumentSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    409: apiErrorSchema,
  },
};
