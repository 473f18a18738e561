// GET /api/customer (SPEC §7; issue #13): the company's users for its admin, the customers an
// agent serves for the agent. Scoped by the token only (authOf): an agent not impersonating
// sees the partners assigned to them (agent_partners), anyone else their own company; an
// employee is refused (SPEC §6: no users link, and the API refuses it too). Decision 031.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CUSTOMER_LIST_DEFAULT_PER_PAGE } from '@gradnik/contracts/customer-list';
import { customerSearchWords } from '@gradnik/domain/customer-search';
import { accountLinks, isAgent } from '@gradnik/domain/roles';
import { USER_INVITED } from '@gradnik/domain/user-management';
import type { AuthContext } from '../../auth/auth-context.ts';
import { laravelPage } from '../../laravel-page.ts';
import { authOf } from '../../plugins/auth.ts';
import { customerListError } from './messages.ts';
import { customerListItem } from './list-item.ts';
import type { CustomerListScope } from './repository.ts';
import { listCustomersRoute } from './schemas.ts';

/** Whose users the caller may list, or null when they may list none (SPEC §6). */
function scopeOf(auth: AuthContext): CustomerListScope | null {
  // While impersonating, the token is the customer's: the agent sees what the customer would.
  if (isAgent(auth.role) && !auth.impersonation) return { kind: 'agent', agentUserId: auth.userId };
  if (auth.partnerId === null) return null;
  // SPEC §6: the users link is the admin's (an employee counts as one only when not impersonated).
  if (!accountLinks(auth.role, auth.impersonation !== undefined).includes('users')) return null;
  return { kind: 'company', partnerId: auth.partnerId };
}

export const customerListRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repository = fastify.customerListRepository;

  fastify.get('/api/customer', { schema: listCustomersRoute }, async (request, reply) => {
    const auth = authOf(request);
    const scope = scopeOf(auth);
    if (!scope) throw customerListError(request, 403, 'usersForAdminsOnly');
    const { search, partner_id: partnerId, partner_address_id: addressId } = request.query;
    const page = request.query.page ?? 1;
    const perPage = request.query.per_page ?? CUSTOMER_LIST_DEFAULT_PER_PAGE;

    // A partner or an address outside the scope answers 404, whether it exists or not, so the
    // answer never tells another company's ids apart from unknown ones (decision 031).
    let onlyPartner = partnerId;
    if (partnerId !== undefined && !(await repository.partnerInScope(scope, partnerId))) {
      throw customerListError(request, 404, 'partnerNotFound');
    }
    let disjoint = false;
    if (addressId !== undefined) {
      const owner = await repository.addressPartner(addressId);
      if (owner === null || !(await repository.partnerInScope(scope, owner))) {
        throw customerListError(request, 404, 'addressNotFound');
      }
      // Both filters apply: an address of another of the agent's partners matches nobody.
      if (onlyPartner !== undefined && onlyPartner !== owner) disjoint = true;
      onlyPartner = owner;
    }

    void reply.header('cache-control', 'private, no-store');
    if (disjoint) return { data: laravelPage([], 0, page, perPage) };
    const filter = {
      words: customerSearchWords(search),
      ...(onlyPartner === undefined ? {} : { partnerId: onlyPartner }),
    };
    const [rows, total] = await Promise.all([
      repository.page(scope, filter, (page - 1) * perPage, perPage),
      repository.total(scope, filter),
    ]);
    const [addresses, invitations] = await Promise.all([
      repository.addressIds([...new Set(rows.map((r) => r.partnerId))]),
      // Invited users show when their invitation expires (decision 034).
      fastify.oneTimeLinks.validExpiries(
        'invitation',
        rows.filter((r) => r.status === USER_INVITED).map((r) => r.id),
      ),
    ]);
    return {
      data: laravelPage(
        rows.map((row) =>
          customerListItem(row, addresses.get(row.partnerId) ?? [], invitations.get(row.id)),
        ),
        total,
        page,
        perPage,
      ),
    };
  });

  return Promise.resolve();
};
