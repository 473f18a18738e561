// Impersonation sessions, their audit and the agents' book (issue #13; SPEC §3 Impersonation).
// The ident is stored only as its SHA-256; the audit is written here and read by the company's
// admin, and no route updates or deletes it.
import { createHash } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import { ljubljanaDay } from '@gradnik/domain/date-range';
import { notify } from '../notification/notify.ts';
import {
  agentPartners,
  customerGroups,
  impersonationActions,
  impersonationSessions,
  partners,
  refreshTokens,
  users,
  type ImpersonationEndReason,
} from '@gradnik/db/schema/identity';

declare module 'fastify' {
  interface FastifyInstance {
    impersonationRepository: ImpersonationRepository;
  }
}

export function identHash(ident: string): string {
  return createHash('sha256').update(ident).digest('hex');
}

/** How often a busy session's last-seen time is written (idle expiry needs no finer step). */
export const LAST_SEEN_STEP_MS = 60_000;

export type ImpersonationRow = typeof impersonationSessions.$inferSelect;

/** Who a visit names: the agent or the customer, as SPEC §3 Impersonation shows them. */
const personColumns = {
  id: users.id,
  firstname: users.firstname,
  lastname: users.lastname,
  ssoId: users.ssoId,
};

export function createImpersonationRepository(db: Queryable) {
  return {
    /** The customer an agent asks for: with their role and company, or undefined. */
    async customer(userId: number) {
      const [row] = await db
        .select({
          ...personColumns,
          status: users.status,
          partnerId: users.partnerId,
          role: customerGroups.code,
          company: partners.nameShort,
        })
        .from(users)
        .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
        .leftJoin(partners, eq(partners.id, users.partnerId))
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async person(userId: number) {
      const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /** Issue #13: whether the agent serves this partner. */
    async serves(agentUserId: number, partnerId: number): Promise<boolean> {
      const [row] = await db
        .select({ partnerId: agentPartners.partnerId })
        .from(agentPartners)
        .where(
          and(eq(agentPartners.agentUserId, agentUserId), eq(agentPartners.partnerId, partnerId)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Starts a visit; the agent's earlier open visits end as superseded (one at a time). */
    async start(visit: {
      ident: string;
      agentUserId: number;
      impersonatedUserId: number;
      partnerId: number;
      reason: string;
      now: Date;
      endsBy: Date;
    }): Promise<{ row: ImpersonationRow; superseded: number[] }> {
      return db.transaction(async (tx) => {
        const superseded = await tx
          .update(impersonationSessions)
          .set({ endedAt: visit.now, endReason: 'superseded' })
          .where(
            and(
              eq(impersonationSessions.agentUserId, visit.agentUserId),
              isNull(impersonationSessions.endedAt),
            ),
          )
          .returning({ id: impersonationSessions.id });
        const [row] = await tx
          .insert(impersonationSessions)
          .values({
            ident: identHash(visit.ident),
            agentUserId: visit.agentUserId,
            impersonatedUserId: visit.impersonatedUserId,
            partnerId: visit.partnerId,
            reason: visit.reason,
            startedAt: visit.now,
            lastSeenAt: visit.now,
            endsBy: visit.endsBy,
          })
          .returning();
        // Issue #16: the customer is told someone works in their account (a security notice,
        // always e-mailed; decision 042).
        const [agent] = await tx
          .select({ firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(eq(users.id, visit.agentUserId));
        await notify(tx, {
          kind: 'impersonation',
          userIds: [visit.impersonatedUserId],
          link: { kind: 'impersonation', id: row!.id },
          params: {
            agent: agent ? `${agent.firstname} ${agent.lastname}` : '',
            day: ljubljanaDay(visit.now),
          },
        });
        return { row: row!, superseded: superseded.map((r) => r.id) };
      });
    },

    async byIdent(ident: string): Promise<ImpersonationRow | undefined> {
      const [row] = await db
        .select()
        .from(impersonationSessions)
        .where(eq(impersonationSessions.ident, identHash(ident)))
        .limit(1);
      return row;
    },

    async byId(id: number): Promise<ImpersonationRow | undefined> {
      const [row] = await db
        .select()
        .from(impersonationSessions)
        .where(eq(impersonationSessions.id, id))
        .limit(1);
      return row;
    },

    /** Marks the one exchange of a visit's tokens; false when it was taken already. */
    async markExchanged(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(impersonationSessions)
        .set({ exchangedAt: now })
        .where(and(eq(impersonationSessions.id, id), isNull(impersonationSessions.exchangedAt)))
        .returning({ id: impersonationSessions.id });
      return rows.length === 1;
    },

    /** Ends a running visit; false when it had ended already. */
    async end(id: number, reason: ImpersonationEndReason, now: Date): Promise<boolean> {
      const rows = await db
        .update(impersonationSessions)
        .set({ endedAt: now, endReason: reason })
        .where(and(eq(impersonationSessions.id, id), isNull(impersonationSessions.endedAt)))
        .returning({ id: impersonationSessions.id });
      return rows.length === 1;
    },

    /** The sign-in sessions (refresh-token families) minted for a visit. */
    async families(id: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.impersonationSessionId, id));
      return rows.map((r) => r.familyId);
    },

    /** Moves the idle clock on, at most once per LAST_SEEN_STEP_MS. */
    async touch(id: number, now: Date): Promise<void> {
      await db
        .update(impersonationSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(impersonationSessions.id, id),
            lt(impersonationSessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_STEP_MS)),
          ),
        );
    },

    async recordAction(action: {
      sessionId: number;
      method: string;
      route: string;
      statusCode: number;
      at: Date;
    }): Promise<void> {
      await db.insert(impersonationActions).values(action);
    },

    /** Issue #13 audit: the company's visits, newest first, with what was done in them. */
    async audit(partnerId: number, offset: number, limit: number) {
      const agent = alias(users, 'agent');
      const customer = alias(users, 'customer');
      const where = eq(impersonationSessions.partnerId, partnerId);
      const [visits, [total]] = await Promise.all([
        db
          .select({
            id: impersonationSessions.id,
            agentFirst: agent.firstname,
            agentLast: agent.lastname,
            customerFirst: customer.firstname,
            customerLast: customer.lastname,
            reason: impersonationSessions.reason,
            startedAt: impersonationSessions.startedAt,
            endedAt: impersonationSessions.endedAt,
            endReason: impersonationSessions.endReason,
          })
          .from(impersonationSessions)
          .innerJoin(agent, eq(agent.id, impersonationSessions.agentUserId))
          .innerJoin(customer, eq(customer.id, impersonationSessions.impersonatedUserId))
          .where(where)
          .orderBy(desc(impersonationSessions.startedAt), desc(impersonationSessions.id))
          .limit(limit)
          .offset(offset)
          .execute(),
        db.select({ n: count() }).from(impersonationSessions).where(where).execute(),
      ]);
      const ids = visits.map((v) => v.id);
      const actions = ids.length
        ? await db
            .select()
            .from(impersonationActions)
            .where(inArray(impersonationActions.sessionId, ids))
            .orderBy(impersonationActions.at, impersonationActions.id)
        : [];
      return { visits, actions, total: total?.n ?? 0 };
    },
  };
}

export type ImpersonationRepository = ReturnType<typeof createImpersonationRepository>;

export const impersonationRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('impersonationRepository', createImpersonationRepository(fastify.db));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-impersonation-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
