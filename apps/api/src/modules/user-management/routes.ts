// The company admin's user management (issue #13 "Users", decision 032):
//   GET  /api/customer/groups           → the groups a company user can have (SPEC §7)
//   POST /api/customer/{id}/role        {group} → the user's row (GET /api/customer shape)
//   POST /api/customer/{id}/deactivate  → the row; the user's sessions end at once
//   POST /api/customer/{id}/reactivate  → the row
// Scoped by the token only (authOf): the caller's company is the only one whose users exist for
// them; the admin check is the users list's (SPEC §6), so the API refuses an employee with 403,
// not only the screen (issue #13).
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerGroup, ManagedUserResponse } from '@gradnik/contracts/user-management';
import { accountLinks, isAgent } from '@gradnik/domain/roles';
import {
  allowedDuringVisit,
  isManagedGroup,
  type AccountAction,
  type UserChange,
} from '@gradnik/domain/user-management';
import { authOf } from '../../plugins/auth.ts';
import { requireCsrf } from '../token/csrf.ts';
import { customerListItem } from '../customer-list/list-item.ts';
import { userManagementError } from './messages.ts';
import { changeRoleRoute, deactivateRoute, listGroupsRoute, reactivateRoute } from './schemas.ts';

/**
 * The company whose users the caller manages; 403 for anyone but its admin (SPEC §6), and for an
 * agent's visit when the action is not one a visit may take (issue #25, decision 032).
 */
export function managedCompany(
  request: FastifyRequest,
  action: AccountAction,
): { partnerId: number; actorId: number } {
  const auth = authOf(request);
  // While impersonating, the token is the customer's: the agent acts as that admin.
  const agentAlone = isAgent(auth.role) && !auth.impersonation;
  if (
    agentAlone ||
    auth.partnerId === null ||
    !accountLinks(auth.role, auth.impersonation !== undefined).includes('users')
  ) {
    throw userManagementError(request, 403, 'usersForAdminsOnly');
  }
  if (auth.impersonation && !allowedDuringVisit(action)) {
    throw userManagementError(request, 403, 'notDuringVisit');
  }
  return { partnerId: auth.partnerId, actorId: auth.userId };
}

const ACTION_OF: Record<UserChange['kind'], AccountAction> = {
  role: 'changeRole',
  deactivate: 'deactivate',
  reactivate: 'reactivate',
};

export const userManagementRoutes: FastifyPluginAsyncZod = (fastify) => {
  const repository = fastify.userManagementRepository;
  const csrf = requireCsrf(fastify.apiConfig.jwtSecret);

  async function apply(
    request: FastifyRequest,
    userId: number,
    change: UserChange,
  ): Promise<ManagedUserResponse> {
    const { partnerId, actorId } = managedCompany(request, ACTION_OF[change.kind]);
    const result = await repository.change(partnerId, actorId, userId, change);
    if (result.outcome === 'forbidden')
      throw userManagementError(request, 403, 'usersForAdminsOnly');
    if (result.outcome === 'not_found') throw userManagementError(request, 404, 'userNotFound');
    if (result.outcome === 'last_admin') throw userManagementError(request, 409, 'lastAdmin');
    // An invited user is (de)activated by accepting or withdrawing the invitation (decision 034).
    if (result.outcome === 'invited') throw userManagementError(request, 409, 'invitationPending');
    // Committed: this instance forgets the ended sessions now, the others when the
    // commit's signal is in (migration 0023), within 500 ms if they do not listen.
    fastify.signInSessions.forget(result.endedSessionIds);
    if (result.outcome === 'changed') {
      request.log.info(
        { userId, change: change.kind, sessionsEnded: result.endedSessionIds.length },
        'company user changed',
      );
    }
    const [addresses, invitations] = await Promise.all([
      fastify.customerListRepository.addressIds([result.row.partnerId]),
      fastify.oneTimeLinks.validExpiries('invitation', [result.row.id]),
    ]);
    return {
      data: customerListItem(
        result.row,
        addresses.get(result.row.partnerId) ?? [],
        invitations.get(result.row.id),
      ),
      changed: result.outcome === 'changed',
    };
  }

  fastify.get('/api/customer/groups', { schema: listGroupsRoute }, async (request, reply) => {
    managedCompany(request, 'view');
    void reply.header('cache-control', 'private, no-store');
    const rows = await repository.groups();
    const data: CustomerGroup[] = [];
    for (const row of rows) {
      if (isManagedGroup(row.code))
        data.push({ id: String(row.id), label: row.label, code: row.code });
    }
    return { data };
  });

  fastify.post('/api/customer/:id/role', { schema: changeRoleRoute, preHandler: csrf }, (request) =>
    apply(request, request.params.id, { kind: 'role', group: request.body.group }),
  );

  fastify.post(
    '/api/customer/:id/deactivate',
    { schema: deactivateRoute, preHandler: csrf },
    (request) => apply(request, request.params.id, { kind: 'deactivate' }),
  );

  fastify.post(
    '/api/customer/:id/reactivate',
    { schema: reactivateRoute, preHandler: csrf },
    (request) => apply(request, request.params.id, { kind: 'reactivate' }),
  );

  return Promise.resolve();
};
