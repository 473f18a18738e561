// Storage of the invitations (issue #13 "Users", decision 034). An invited user is a users row
// of the admin's company in status 2 (USER_INVITED) without a password, and an 'invitation'
// one_time_links row (modules/one-time-link). Each change is one transaction that first checks,
// under a row lock, that the caller is still an active admin of the company by the database
// (not only by the token, as user management does, decision 032). Accepting is the link's one
// use (a conditional UPDATE: of two concurrent accepts exactly one wins), the password and the
// activation, all or nothing.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '@gradnik/db/connection';
import { customerGroups, partners, users } from '@gradnik/db/schema/identity';
import { isLocale, type Locale } from '@gradnik/domain/locale';
import { CUSTOMER_ADMIN } from '@gradnik/domain/roles';
import {
  MANAGED_GROUPS,
  USER_ACTIVE,
  USER_INVITED,
  type ManagedGroup,
} from '@gradnik/domain/user-management';
import { customerListColumns, type CustomerListRow } from '../customer-list/list-item.ts';
import type { OneTimeLinks } from '../one-time-link/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    invitationRepository: InvitationRepository;
  }
}

export interface InviteInput {
  email: string;
  firstname: string;
  lastname: string;
  group: ManagedGroup;
  language: Locale;
}

/** What the invitation e-mail needs besides the link. */
export interface InvitationMailFacts {
  token: string;
  expiresAt: Date;
  email: string;
  firstname: string;
  language: Locale;
  company: string;
  invitedBy: string;
}

export type InvitationChange =
  | { outcome: 'forbidden' }
  | { outcome: 'not_found' }
  | { outcome: 'taken' }
  | { outcome: 'not_invited' }
  | { outcome: 'done'; row: CustomerListRow; mail: InvitationMailFacts };

export type WithdrawResult =
  | { outcome: 'forbidden' }
  | { outcome: 'not_found' }
  | { outcome: 'not_invited' }
  | { outcome: 'done'; email: string };

export interface InvitationInfo {
  company: string | null;
  email: string;
  firstname: string;
  lastname: string;
  language: Locale;
}

/** Thrown inside the accept's transaction to undo the link's use. */
class NotInvitedAnyMore extends Error {}

const languageOf = (id: string): Locale => (isLocale(id) ? id : 'sl');

export function createInvitationRepository(db: Database, links: OneTimeLinks, now: () => Date) {
  /** The caller, locked, when they still are an active admin of the company; else undefined. */
  async function activeAdmin(tx: Queryable, partnerId: number, actorId: number) {
    const [actor] = await tx
      .select({
        firstname: users.firstname,
        lastname: users.lastname,
        status: users.status,
        code: customerGroups.code,
      })
      .from(users)
      .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
      .where(and(eq(users.id, actorId), eq(users.partnerId, partnerId)))
      .for('update', { of: users });
    return actor?.code === CUSTOMER_ADMIN && actor.status === USER_ACTIVE ? actor : undefined;
  }

  async function companyName(tx: Queryable, partnerId: number): Promise<string> {
    const [partner] = await tx
      .select({ nameShort: partners.nameShort, name1: partners.name1, no: partners.partnerNo })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .limit(1);
    return partner?.nameShort ?? partner?.name1 ?? partner?.no ?? '';
  }

  async function row(tx: Queryable, userId: number): Promise<CustomerListRow> {
    const [found] = await tx
      .select(customerListColumns)
      .from(users)
      .innerJoin(partners, eq(partners.id, users.partnerId))
      .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!found) throw new Error(`user ${userId} vanished inside its own transaction`);
    return found;
  }

  /** A customer user of the company, locked; agents and other companies' users are not found. */
  async function companyUser(tx: Queryable, partnerId: number, userId: number) {
    const [target] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        languageid: users.languageid,
        status: users.status,
      })
      .from(users)
      .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
      .where(
        and(
          eq(users.id, userId),
          eq(users.partnerId, partnerId),
          inArray(customerGroups.code, [...MANAGED_GROUPS]),
        ),
      )
      .for('update', { of: users });
    return target;
  }

  return {
    /** POST /api/customer/invite: the pending user and its link, or why not. */
    invite(
      partnerId: number,
      actorId: number,
      input: InviteInput,
      ttlSeconds: number,
    ): Promise<InvitationChange> {
      return db.transaction(async (tx): Promise<InvitationChange> => {
        const actor = await activeAdmin(tx, partnerId, actorId);
        if (!actor) return { outcome: 'forbidden' };
        const [group] = await tx
          .select({ id: customerGroups.id })
          .from(customerGroups)
          .where(eq(customerGroups.code, input.group))
          .limit(1);
        if (!group) throw new Error(`customer group ${input.group} missing`);
        const [partner] = await tx
          .select({
            name1: partners.name1,
            street: partners.street,
            city: partners.city,
            postalCode: partners.postalCode,
          })
          .from(partners)
          .where(eq(partners.id, partnerId))
          .limit(1);
        const at = now();
        // The unique e-mail decides, also against a concurrent invitation or sign-up.
        const inserted = await tx
          .insert(users)
          .values({
            email: input.email,
            passwordHash: null,
            partnerId,
            groupId: group.id,
            label: `${input.firstname} ${input.lastname}`,
            firstname: input.firstname,
            lastname: input.lastname,
            company: partner?.name1 ?? null,
            address1: partner?.street ?? null,
            city: partner?.city ?? null,
            postal: partner?.postalCode ?? null,
            languageid: input.language,
            status: USER_INVITED,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        const userId = inserted[0]?.id;
        if (userId === undefined) return { outcome: 'taken' };
        const { token, expiresAt } = await links.issue(
          {
            purpose: 'invitation',
            userId,
            email: input.email,
            createdByUserId: actorId,
            ttlSeconds,
          },
          tx,
        );
        return {
          outcome: 'done',
          row: await row(tx, userId),
          mail: {
            token,
            expiresAt,
            email: input.email,
            firstname: input.firstname,
            language: input.language,
            company: await companyName(tx, partnerId),
            invitedBy: `${actor.firstname} ${actor.lastname}`,
          },
        };
      });
    },

    /** A new link for an invited user of the company; the earlier ones stop working. */
    resend(
      partnerId: number,
      actorId: number,
      userId: number,
      ttlSeconds: number,
    ): Promise<InvitationChange> {
      return db.transaction(async (tx): Promise<InvitationChange> => {
        const actor = await activeAdmin(tx, partnerId, actorId);
        if (!actor) return { outcome: 'forbidden' };
        const target = await companyUser(tx, partnerId, userId);
        if (!target) return { outcome: 'not_found' };
        if (target.status !== USER_INVITED) return { outcome: 'not_invited' };
        // issue() revokes the user's earlier unused invitation links in the same transaction.
        const { token, expiresAt } = await links.issue(
          {
            purpose: 'invitation',
            userId,
            email: target.email,
            createdByUserId: actorId,
            ttlSeconds,
          },
          tx,
        );
        return {
          outcome: 'done',
          row: await row(tx, userId),
          mail: {
            token,
            expiresAt,
            email: target.email,
            firstname: target.firstname,
            language: languageOf(target.languageid),
            company: await companyName(tx, partnerId),
            invitedBy: `${actor.firstname} ${actor.lastname}`,
          },
        };
      });
    },

    /**
     * Withdraws an invitation: the pending user is deleted, and its links with it (ON DELETE
     * CASCADE), so the address is free again and the list no longer shows it.
     */
    withdraw(partnerId: number, actorId: number, userId: number): Promise<WithdrawResult> {
      return db.transaction(async (tx): Promise<WithdrawResult> => {
        if (!(await activeAdmin(tx, partnerId, actorId))) return { outcome: 'forbidden' };
        const target = await companyUser(tx, partnerId, userId);
        if (!target) return { outcome: 'not_found' };
        if (target.status !== USER_INVITED) return { outcome: 'not_invited' };
        await tx.delete(users).where(and(eq(users.id, userId), eq(users.status, USER_INVITED)));
        return { outcome: 'done', email: target.email };
      });
    },

    /** GET /api/invitation/{token}: what the page shows, when the link still works. */
    async info(token: string): Promise<{ state: string; info?: InvitationInfo }> {
      const { state, link } = await links.inspect('invitation', token);
      if (!link || state !== 'valid') return { state };
      const [found] = await db
        .select({
          email: users.email,
          firstname: users.firstname,
          lastname: users.lastname,
          languageid: users.languageid,
          status: users.status,
          nameShort: partners.nameShort,
          name1: partners.name1,
        })
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partnerId))
        .where(eq(users.id, link.userId))
        .limit(1);
      if (found?.status !== USER_INVITED) return { state: 'not_invited' };
      return {
        state,
        info: {
          company: found.nameShort ?? found.name1,
          email: found.email,
          firstname: found.firstname,
          lastname: found.lastname,
          language: languageOf(found.languageid),
        },
      };
    },

    /**
     * Accepts: uses the link (once), sets the password and activates the user, and revokes
     * the user's other invitation links. Undefined when the link no longer works.
     */
    async accept(
      token: string,
      passwordHash: string,
    ): Promise<{ userId: number; email: string } | undefined> {
      const at = now();
      try {
        return await db.transaction(async (tx) => {
          const link = await links.consume('invitation', token, tx);
          if (!link) return undefined;
          const [user] = await tx
            .update(users)
            .set({ passwordHash, status: USER_ACTIVE, updatedAt: at })
            .where(and(eq(users.id, link.userId), eq(users.status, USER_INVITED)))
            .returning({ id: users.id, email: users.email });
          if (!user) throw new NotInvitedAnyMore();
          await links.revokeOthers(user.id, 'invitation', link.id, tx);
          return { userId: user.id, email: user.email };
        });
      } catch (error) {
        if (error instanceof NotInvitedAnyMore) return undefined;
        throw error;
      }
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;

export const invitationRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'invitationRepository',
      createInvitationRepository(fastify.db, fastify.oneTimeLinks, fastify.now),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-invitation-repository',
    dependencies: ['gradnik-api-db', 'gradnik-api-one-time-links'],
    fastify: '5.x',
  },
);
