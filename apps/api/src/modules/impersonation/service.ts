// Impersonation (issue #13; SPEC §3, §4, §5, §6, §7; docs/decisions/030-impersonation.md): an
// agent starts a visit to a customer of a partner they serve, giving a reason; the app server
// exchanges the visit once for its own tokens; every request of the visit must name it by the
// ident header, moves its idle clock and, when it changes something, is written to the audit;
// the visit ends when stopped, idle, too long, superseded or signed out.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type {
  DepersonateBody,
  DepersonateResponse,
  ImpersonateResponse,
} from '@gradnik/contracts/impersonation';
import type { TokenResponse } from '@gradnik/contracts/auth';
import type { ImpersonationEndReason } from '@gradnik/db/schema/identity';
import {
  IMPERSONATION_HEADER,
  impersonationLimitReached,
  isImpersonationIdent,
} from '@gradnik/domain/impersonation';
import { CUSTOMER_ADMIN, isAgent } from '@gradnik/domain/roles';
import { USER_INVITED } from '@gradnik/domain/user-management';
import type { AuthContext } from '../../auth/auth-context.ts';
import { authOf } from '../../plugins/auth.ts';
import { requestLocale } from '../../request-locale.ts';
import { ACTIVE_STATUS } from '../user/repository.ts';
import { impersonationError, impersonationText } from './messages.ts';
import { identHash, LAST_SEEN_STEP_MS, type ImpersonationRow } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    impersonation: ImpersonationService;
  }
}

/** How long one instance trusts a visit row it read (as sign-in sessions do: 500 ms). */
const VISIT_CACHE_MS = 500;
const VISIT_CACHE_MAX = 10_000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`;

export function createImpersonationService(fastify: FastifyInstance) {
  const repo = fastify.impersonationRepository;
  const config = fastify.apiConfig;
  const visits = new Map<number, { at: number; row: ImpersonationRow }>();

  async function visit(id: number): Promise<ImpersonationRow | undefined> {
    const hit = visits.get(id);
    if (hit && Date.now() - hit.at < VISIT_CACHE_MS) return hit.row;
    const row = await repo.byId(id);
    if (visits.size >= VISIT_CACHE_MAX) {
      const oldest = visits.keys().next();
      if (!oldest.done) visits.delete(oldest.value);
    }
    if (row) visits.set(id, { at: Date.now(), row });
    return row;
  }

  /** Ends a visit and every sign-in session minted for it (their tokens stop at once). */
  async function endVisit(id: number, reason: ImpersonationEndReason): Promise<boolean> {
    const ended = await repo.end(id, reason, fastify.now());
    for (const family of await repo.families(id)) await fastify.signInSessions.end(family);
    visits.delete(id);
    return ended;
  }

  function agentOnly(request: FastifyRequest): AuthContext {
    const auth = authOf(request);
    // SPEC §4: not impersonating → impersonating only if not already.
    if (auth.impersonation) throw impersonationError(request, 409, 'alreadyActive');
    if (!isAgent(auth.role)) throw impersonationError(request, 403, 'agentsOnly');
    return auth;
  }

  /** POST /api/customer/impersonate {id, reason}. */
  async function start(
    request: FastifyRequest,
    body: { id: number; reason: string },
  ): Promise<ImpersonateResponse> {
    const auth = agentOnly(request);
    const customer = await repo.customer(body.id);
    if (!customer) throw impersonationError(request, 404, 'customerNotFound');
    if (customer.partnerId === null || isAgent(customer.role))
      throw impersonationError(request, 400, 'notACustomer');
    if (!(await repo.serves(auth.userId, customer.partnerId)))
      throw impersonationError(request, 403, 'notAssigned');
    if (customer.status === USER_INVITED) throw impersonationError(request, 409, 'customerInvited');
    if (customer.status !== ACTIVE_STATUS)
      throw impersonationError(request, 409, 'customerInactive');
    const [agent, user] = await Promise.all([
      repo.person(auth.userId),
      fastify.usersRepository.findById(customer.id),
    ]);
    if (!agent || !user) throw impersonationError(request, 404, 'customerNotFound');

    // 256 random bits as 64 hex characters (SPEC §9: the ident has 64 characters).
    const ident = randomBytes(32).toString('hex');
    const now = fastify.now();
    const { row, superseded } = await repo.start({
      ident,
      agentUserId: auth.userId,
      impersonatedUserId: customer.id,
      partnerId: customer.partnerId,
      reason: body.reason,
      now,
      endsBy: new Date(now.getTime() + config.impersonationMaxMinutes * 60_000),
    });
    for (const id of superseded) await endVisit(id, 'superseded');
    const tokens = await fastify.tokenService.startSession(user, {
      sessionId: row.id,
      agentUserId: auth.userId,
    });
    request.log.info(
      { visit: row.id, agent: auth.userId, customer: customer.id },
      'impersonation started',
    );
    return {
      result: {
        ident,
        impersonator: { id: agent.id, name: fullName(agent), ssoid: agent.ssoId },
        impersonated: {
          id: customer.id,
          name: fullName(customer),
          ssoid: customer.ssoId,
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
          expires_in: tokens.expires_in,
          refresh_expires_in: Math.min(
            tokens.refresh_expires_in,
            Math.floor((row.endsBy.getTime() - now.getTime()) / 1000),
          ),
        },
      },
      message: impersonationText('started', requestLocale(request)),
    };
  }

  /** A visit the caller may act on by its ident, still running; throws the SPEC §5 answers. */
  async function runningVisit(request: FastifyRequest, ident: string): Promise<ImpersonationRow> {
    if (!isImpersonationIdent(ident)) throw impersonationError(request, 400, 'unknownSession');
    const row = await repo.byIdent(ident);
    if (!row) throw impersonationError(request, 400, 'invalidIdent');
    return row;
  }

  async function stillRunning(request: FastifyRequest, row: ImpersonationRow): Promise<void> {
    if (row.endedAt) throw impersonationError(request, 409, 'notActive');
    const limit = impersonationLimitReached(row, fastify.now(), config.impersonationIdleMinutes);
    if (limit) {
      await endVisit(row.id, limit);
      throw impersonationError(request, 409, 'notActive');
    }
  }

  /**
   * POST /api/customer/impersonate/session {ident}: the app server takes the visit into the
   * agent's sign-in session, once. The tokens the browser saw in the start answer end here,
   * so only the server-side session (HttpOnly cookie) can act for the customer (decision 030).
   */
  async function exchange(request: FastifyRequest, ident: string): Promise<TokenResponse> {
    const auth = agentOnly(request);
    const row = await runningVisit(request, ident);
    if (row.agentUserId !== auth.userId) throw impersonationError(request, 400, 'invalidIdent');
    await stillRunning(request, row);
    if (!(await repo.markExchanged(row.id, fastify.now())))
      throw impersonationError(request, 409, 'alreadyExchanged');
    for (const family of await repo.families(row.id)) await fastify.signInSessions.end(family);
    const user = await fastify.usersRepository.findById(row.impersonatedUserId);
    if (!user || user.status !== ACTIVE_STATUS)
      throw impersonationError(request, 409, 'customerInactive');
    return fastify.tokenService.startSession(user, {
      sessionId: row.id,
      agentUserId: row.agentUserId,
    });
  }

  /** POST /api/customer/depersonate {in, out, ident}: by the visit itself or its agent. */
  async function stop(
    request: FastifyRequest,
    body: DepersonateBody,
  ): Promise<DepersonateResponse> {
    const auth = authOf(request);
    const row = await runningVisit(request, body.ident);
    const caller =
      auth.impersonation?.sessionId === row.id ||
      (!auth.impersonation && auth.userId === row.agentUserId);
    // Another agent's ident, or ids that do not belong to it, are the same unknown ident.
    if (!caller || row.impersonatedUserId !== body.in || row.agentUserId !== body.out)
      throw impersonationError(request, 400, 'invalidIdent');
    if (row.endedAt) throw impersonationError(request, 409, 'notActive');
    await endVisit(row.id, 'stopped');
    request.log.info({ visit: row.id }, 'impersonation stopped');
    return {
      result: true,
      error: null,
      message: impersonationText('stopped', requestLocale(request)),
    };
  }

  /** Called by the auth hook for every request with an impersonation token (SPEC §6). */
  async function verify(request: FastifyRequest, auth: AuthContext): Promise<void> {
    const visitId = auth.impersonation?.sessionId;
    if (visitId === undefined) return;
    const row = await visit(visitId);
    if (!row || row.agentUserId !== auth.impersonation?.agentUserId || row.endedAt)
      throw impersonationError(request, 401, 'ended');
    const header = request.headers[IMPERSONATION_HEADER];
    if (
      typeof header !== 'string' ||
      !isImpersonationIdent(header) ||
      identHash(header) !== row.ident
    )
      throw impersonationError(request, 401, 'identRequired');
    const now = fastify.now();
    const limit = impersonationLimitReached(row, now, config.impersonationIdleMinutes);
    if (limit) {
      await endVisit(row.id, limit);
      throw impersonationError(request, 401, 'ended');
    }
    if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
      await repo.touch(row.id, now);
      visits.set(row.id, { at: Date.now(), row: { ...row, lastSeenAt: now } });
    }
  }

  /** Issue #13 audit: what a visit changed (never what it only read). */
  async function record(request: FastifyRequest, statusCode: number): Promise<void> {
    const visitId = request.auth?.impersonation?.sessionId;
    if (visitId === undefined || READ_METHODS.has(request.method)) return;
    if (request.routeOptions.config.readsOnly) return;
    await repo.recordAction({
      sessionId: visitId,
      method: request.method,
      route: request.routeOptions.url ?? 'unknown',
      statusCode,
      at: fastify.now(),
    });
  }

  /** GET /api/customer/impersonation: the running visit, for the bar and the app server. */
  async function current(request: FastifyRequest) {
    const auth = authOf(request);
    if (!auth.impersonation) throw impersonationError(request, 409, 'notActive');
    const row = await visit(auth.impersonation.sessionId);
    const [agent, customer] = await Promise.all([
      repo.person(auth.impersonation.agentUserId),
      repo.customer(auth.userId),
    ]);
    if (!row || !agent || !customer) throw impersonationError(request, 409, 'notActive');
    return {
      data: {
        impersonator: { id: agent.id, name: fullName(agent), ssoid: agent.ssoId },
        impersonated: {
          id: customer.id,
          name: fullName(customer),
          ssoid: customer.ssoId,
          company: customer.company,
        },
        reason: row.reason,
        startedAt: row.startedAt.toISOString(),
        endsBy: row.endsBy.toISOString(),
      },
    };
  }

  /** GET /api/partner/impersonations: the company's audit, for its admin (issue #13). */
  async function audit(request: FastifyRequest, page: number, perPage: number) {
    const auth = authOf(request);
    if (auth.partnerId === null || auth.role !== CUSTOMER_ADMIN)
      throw impersonationError(request, 403, 'adminsOnly');
    const {
      visits: rows,
      actions,
      total,
    } = await repo.audit(auth.partnerId, (page - 1) * perPage, perPage);
    return {
      data: {
        total,
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        data: rows.map((v) => ({
          id: v.id,
          agent: `${v.agentFirst} ${v.agentLast}`,
          customer: `${v.customerFirst} ${v.customerLast}`,
          reason: v.reason,
          startedAt: v.startedAt.toISOString(),
          endedAt: v.endedAt?.toISOString() ?? null,
          endReason: v.endReason ?? null,
          actions: actions
            .filter((a) => a.sessionId === v.id)
            .map((a) => ({
              method: a.method,
              route: a.route,
              statusCode: a.statusCode,
              at: a.at.toISOString(),
            })),
        })),
      },
    };
  }

  return { start, exchange, stop, verify, record, current, audit };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;

export const impersonationPlugin = fp(
  (fastify: FastifyInstance) => {
    const service = createImpersonationService(fastify);
    fastify.decorate('impersonation', service);
    // Issue #13: every state-changing call of a visit goes into the audit, answered or refused.
    fastify.addHook('onResponse', async (request, reply) => {
      if (!request.auth?.impersonation) return;
      try {
        await service.record(request, reply.statusCode);
      } catch (error) {
        request.log.error({ err: error }, 'impersonation audit not written');
      }
    });
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-impersonation',
    dependencies: [
      'gradnik-api-impersonation-repository',
      'gradnik-api-token-service',
      'gradnik-api-sign-in-sessions',
      'gradnik-api-users-repository',
    ],
    fastify: '5.x',
  },
);
