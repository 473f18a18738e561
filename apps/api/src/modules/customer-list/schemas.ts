// GET /api/customer: schemas from the contract (packages/contracts customer-list.ts).
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  customerListQuerySchema,
  customerListResponseSchema,
} from '@gradnik/contracts/customer-list';
import { acceptLanguageHeaders } from '../catalog/schemas.ts';

export const listCustomersRoute = {
  tags: ['customer'],
  summary: "The company's users, or the customers an agent serves (issue #13)",
  description:
    'SPEC §7 GET /api/customer. A customer_admin (also an agent impersonating one) gets the ' +
    'users of their own company; an agent not impersonating gets the customer users of the ' +
    'partners assigned to them (agent_partners); a customer_employee gets 403. search: every ' +
    'word must match (case and accents ignored) a first or last name, an e-mail, the company ' +
    'name (NameShort, Name1) or the start of the partner number. partner_id / ' +
    'partner_address_id narrow to one partner the caller may see (404 otherwise). Ordered by ' +
    'company, last name, first name, id; per_page 10 (default) to 50. Laravel-style paging.',
  headers: acceptLanguageHeaders,
  querystring: customerListQuerySchema,
  response: {
    200: customerListResponseSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
};
