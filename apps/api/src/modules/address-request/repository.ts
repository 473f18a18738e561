// Storage of the address change requests (issue #13; SPEC §3 Partner address, §7; decision 033)
// and the one function that applies the retailer's decision, shared by the simulated retailer
// and the integration call, so the two can never apply a decision differently.
//
// The simulated retailer has no worker (instances are stateless and several may run): pending
// requests older than ADDRESS_REQUEST_DECISION_SECONDS are decided when the company's requests
// or addresses are read (`settle`). Each decision runs in one transaction that first locks the
// partner row (FOR NO KEY UPDATE: it serialises the decisions of one company, yet lets orders and
// baskets reference the partner meanwhile), then locks the request rows still pending, applies
// the approvals to partner_addresses and marks the requests, so two instances never apply one
// request twice and a company keeps exactly one default of each purpose. A withdrawal is one
// UPDATE … WHERE status = 'pending': it waits for a running decision and then finds nothing.
import { and, asc, count, desc, eq, isNotNull, isNull, like, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable, Transaction } from '@gradnik/db/connection';
import {
  addressChangeRequests,
  customerGroups,
  partnerAddresses,
  partners,
  users,
} from '@gradnik/db/schema/identity';
import {
  ADDRESS_TYPE_DEFAULT,
  ADDRESS_TYPE_OTHER,
  approvalPlan,
  nextPartnerAddressId,
  parseAddressLine,
  simulatedDecision,
  UNAPPLICABLE_NOTES,
  type AddressRequestDecision,
  type AddressRequestKind,
} from '@gradnik/domain/address-request';
import { PARTNER_ADDRESS_STATUS_DEFAULT_PAYER } from '@gradnik/domain/recipients';
import { CUSTOMER_ADMIN } from '@gradnik/domain/roles';
import { USER_ACTIVE } from '@gradnik/domain/user-management';
import { notify } from '../notification/notify.ts';

declare module 'fastify' {
  interface FastifyInstance {
    addressRequestRepository: AddressRequestRepository;
  }
}

export type AddressRequestRecord = typeof addressChangeRequests.$inferSelect;
export type PartnerAddressRow = typeof partnerAddresses.$inferSelect;

/** A request with the names of who made it (and the agent acting for them). */
export interface AddressRequestView extends AddressRequestRecord {
  requesterFirst: string | null;
  requesterLast: string | null;
  agentFirst: string | null;
  agentLast: string | null;
}

export interface DecisionSettings {
  /** Pending requests older than this are decided by the simulated retailer. */
  delaySeconds: number;
  /** `integration`: the simulator decides nothing; the integration call does. */
  mode: 'simulated' | 'integration';
}

export type NewRequestInput = {
  partnerId: number;
  userId: number;
  actingUserId: number | null;
  kind: AddressRequestKind;
  partnerAddressId: string | null;
  title: string | null;
  address: string | null;
  phone: string | null;
  requestedAddressStatus: number | null;
  addressKey: string | null;
};

const requester = alias(users, 'requester');
const agent = alias(users, 'acting_agent');

/** PostgreSQL's unique_violation (23505), through drizzle's wrapper (`cause`) too. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function createAddressRequestRepository(
  db: Database,
  now: () => Date,
  settings: DecisionSettings,
) {
  function selectView(q: Queryable) {
    return q
      .select({
        id: addressChangeRequests.id,
        partnerId: addressChangeRequests.partnerId,
        userId: addressChangeRequests.userId,
        actingUserId: addressChangeRequests.actingUserId,
        kind: addressChangeRequests.kind,
        partnerAddressId: addressChangeRequests.partnerAddressId,
        title: addressChangeRequests.title,
        address: addressChangeRequests.address,
        phone: addressChangeRequests.phone,
        requestedAddressStatus: addressChangeRequests.requestedAddressStatus,
        addressKey: addressChangeRequests.addressKey,
        status: addressChangeRequests.status,
        decisionNote: addressChangeRequests.decisionNote,
        createdAt: addressChangeRequests.createdAt,
        decidedAt: addressChangeRequests.decidedAt,
        requesterFirst: requester.firstname,
        requesterLast: requester.lastname,
        agentFirst: agent.firstname,
        agentLast: agent.lastname,
      })
      .from(addressChangeRequests)
      .leftJoin(requester, eq(requester.id, addressChangeRequests.userId))
      .leftJoin(agent, eq(agent.id, addressChangeRequests.actingUserId));
  }

  async function view(q: Queryable, id: number): Promise<AddressRequestView | null> {
    const [row] = await selectView(q).where(eq(addressChangeRequests.id, id)).limit(1);
    return row ?? null;
  }

  /** Demotes the current default of `purpose` (SPEC §4), so the new one is the only one. */
  async function demoteDefaults(
    tx: Transaction,
    partnerId: number,
    purpose: 'delivery' | 'payment',
  ): Promise<void> {
    const mine = and(
      eq(partnerAddresses.partnerId, partnerId),
      eq(partnerAddresses.purpose, purpose),
    );
    if (purpose === 'delivery') {
      await tx
        .update(partnerAddresses)
        .set({ addressType: ADDRESS_TYPE_OTHER, partnerAddressStatus: 0 })
        .where(and(mine, eq(partnerAddresses.addressType, ADDRESS_TYPE_DEFAULT)));
    } else {
      await tx
        .update(partnerAddresses)
        .set({ partnerAddressStatus: 0 })
        .where(
          and(
            mine,
            eq(partnerAddresses.partnerAddressStatus, PARTNER_ADDRESS_STATUS_DEFAULT_PAYER),
          ),
        );
    }
  }

  /** The default fields of `purpose` (delivery: type 0 and status 1; payment: status 1). */
  const defaultFields = (purpose: 'delivery' | 'payment') =>
    purpose === 'delivery'
      ? {
          addressType: ADDRESS_TYPE_DEFAULT,
          partnerAddressStatus: PARTNER_ADDRESS_STATUS_DEFAULT_PAYER,
        }
      : { partnerAddressStatus: PARTNER_ADDRESS_STATUS_DEFAULT_PAYER };

  /**
   * Applies the retailer's decision to one pending request (locked by the caller, inside `tx`,
   * the partner row locked too). An approval that cannot be applied (the address is gone, or has
   * become a default it may not remove) is a rejection with the reason as its note.
   */
  async function applyDecision(
    tx: Transaction,
    request: AddressRequestRecord,
    decision: AddressRequestDecision,
    note: string | null,
    at: Date,
  ): Promise<void> {
    let status: AddressRequestDecision = decision;
    let decisionNote = note;
    let madeAddressId: string | null = null;
    if (decision === 'approved') {
      const target =
        request.kind === 'create' || request.partnerAddressId === null
          ? null
          : ((
              await tx
                .select()
                .from(partnerAddresses)
                .where(
                  and(
                    eq(partnerAddresses.partnerId, request.partnerId),
                    eq(partnerAddresses.partnerAddressId, request.partnerAddressId),
                  ),
                )
                .limit(1)
            )[0] ?? null);
      const plan = approvalPlan(request.kind, request.requestedAddressStatus, target);
      const place = request.address === null ? null : parseAddressLine(request.address);
      const parsed = place?.ok ? place.value : null;
      if (plan.action === 'refuse') {
        status = 'rejected';
        decisionNote = plan.note;
      } else if (plan.action === 'insert') {
        const [partner] = await tx
          .select({ partnerNo: partners.partnerNo })
          .from(partners)
          .where(eq(partners.id, request.partnerId));
        if (!partner || !parsed) {
          status = 'rejected';
          decisionNote = UNAPPLICABLE_NOTES.gone;
        } else {
          const prefix = `${partner.partnerNo}-%`;
          const [addressIds, requestIds] = await Promise.all([
            tx
              .select({ id: partnerAddresses.partnerAddressId })
              .from(partnerAddresses)
              .where(like(partnerAddresses.partnerAddressId, prefix)),
            tx
              .select({ id: addressChangeRequests.partnerAddressId })
              .from(addressChangeRequests)
              .where(
                and(
                  eq(addressChangeRequests.partnerId, request.partnerId),
                  isNotNull(addressChangeRequests.partnerAddressId),
                ),
              ),
          ]);
          madeAddressId = nextPartnerAddressId(partner.partnerNo, [
            ...addressIds.map((r) => r.id),
            ...requestIds.flatMap((r) => (r.id === null ? [] : [r.id])),
          ]);
          if (plan.makeDefault) await demoteDefaults(tx, request.partnerId, 'delivery');
          await tx.insert(partnerAddresses).values({
            partnerAddressId: madeAddressId,
            partnerId: request.partnerId,
            partnerNo: partner.partnerNo,
            // As the ERP's delivery addresses (packages/db seed people.ts).
            recordTypeId: '2',
            purpose: 'delivery',
            addressType: plan.addressType,
            partnerAddressName1: request.title,
            flags: 'D',
            shippingStreet: parsed.street,
            shippingCity: parsed.city,
            shippingPostalCode: parsed.postalCode,
            partnerAddressStatus: plan.partnerAddressStatus,
            internalPartnerAddressStatus: 'active',
          });
        }
      } else if (plan.action === 'update' && target) {
        if (plan.makeDefault) await demoteDefaults(tx, request.partnerId, target.purpose);
        await tx
          .update(partnerAddresses)
          .set({
            ...(request.title !== null ? { partnerAddressName1: request.title } : {}),
            ...(parsed
              ? {
                  shippingStreet: parsed.street,
                  shippingCity: parsed.city,
                  shippingPostalCode: parsed.postalCode,
                }
              : {}),
            ...(plan.makeDefault ? defaultFields(target.purpose) : {}),
          })
          .where(eq(partnerAddresses.id, target.id));
      } else if (plan.action === 'remove' && target) {
        // Nothing references an address row: orders keep a copy of their recipient and payer
        // (commerce.ts OrderParty), a basket's choice is checked against the list when used.
        await tx.delete(partnerAddresses).where(eq(partnerAddresses.id, target.id));
      }
    }
    await tx
      .update(addressChangeRequests)
      .set({
        status,
        decisionNote,
        decidedAt: at,
        ...(madeAddressId !== null ? { partnerAddressId: madeAddressId } : {}),
      })
      .where(
        and(eq(addressChangeRequests.id, request.id), eq(addressChangeRequests.status, 'pending')),
      );
    // Issue #16: the one who asked hears of the decision (decision 042).
    if (request.userId !== null)
      await notify(tx, {
        kind: 'address_request',
        userIds: [request.userId],
        link: { kind: 'address', id: request.id },
        params: { decision: status, address: request.title ?? request.address ?? '' },
      });
  }

  /** Locks the company's row: one decision of a company at a time (see the top of the file). */
  async function lockPartner(tx: Transaction, partnerId: number): Promise<void> {
    await tx
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for('no key update');
  }

  return {
    /**
     * The simulated retailer: decides the company's pending requests older than the delay
     * (oldest first), unless decisions are left to the integration. A pending request with a
     * note is one the retailer has taken into manual review: the simulator leaves it to the
     * integration call. Answers how many were decided.
     */
    async settle(partnerId: number): Promise<number> {
      if (settings.mode !== 'simulated') return 0;
      const cutoff = new Date(now().getTime() - settings.delaySeconds * 1000);
      const due = and(
        eq(addressChangeRequests.partnerId, partnerId),
        eq(addressChangeRequests.status, 'pending'),
        lt(addressChangeRequests.createdAt, cutoff),
        isNull(addressChangeRequests.decisionNote),
      );
      // A cheap look first: most reads find nothing due and take no lock.
      const [any] = await db
        .select({ id: addressChangeRequests.id })
        .from(addressChangeRequests)
        .where(due)
        .limit(1);
      if (!any) return 0;
      return db.transaction(async (tx) => {
        await lockPartner(tx, partnerId);
        const rows = await tx
          .select()
          .from(addressChangeRequests)
          .where(due)
          .orderBy(asc(addressChangeRequests.createdAt), asc(addressChangeRequests.id))
          .for('update');
        const at = now();
        for (const row of rows) {
          const verdict = simulatedDecision(row);
          await applyDecision(tx, row, verdict.decision, verdict.note, at);
        }
        return rows.length;
      });
    },

    /**
     * The integration call's decision on request `id` (any company: the retailer decides for
     * all). `not_found` for an unknown id, `not_pending` when it was already decided or withdrawn.
     */
    async decide(
      id: number,
      decision: AddressRequestDecision,
      note: string | null,
    ): Promise<
      | { outcome: 'not_found' }
      | { outcome: 'not_pending' }
      | { outcome: 'decided'; row: AddressRequestView }
    > {
      const [found] = await db
        .select({ partnerId: addressChangeRequests.partnerId })
        .from(addressChangeRequests)
        .where(eq(addressChangeRequests.id, id));
      if (!found) return { outcome: 'not_found' };
      const outcome = await db.transaction(async (tx) => {
        await lockPartner(tx, found.partnerId);
        const [row] = await tx
          .select()
          .from(addressChangeRequests)
          .where(eq(addressChangeRequests.id, id))
          .for('update');
        if (!row) return 'not_found' as const;
        if (row.status !== 'pending') return 'not_pending' as const;
        await applyDecision(tx, row, decision, note, now());
        return 'decided' as const;
      });
      if (outcome === 'not_found') return { outcome };
      if (outcome === 'not_pending') return { outcome };
      const row = await view(db, id);
      return row ? { outcome, row } : { outcome: 'not_found' };
    },

    /** Whether `userId` is, by the database, an active admin of company `partnerId`. */
    async isActiveAdmin(partnerId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
        .where(
          and(
            eq(users.id, userId),
            eq(users.partnerId, partnerId),
            eq(users.status, USER_ACTIVE),
            eq(customerGroups.code, CUSTOMER_ADMIN),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The company's addresses (for the checks of a new request). */
    addresses(partnerId: number): Promise<PartnerAddressRow[]> {
      return db
        .select()
        .from(partnerAddresses)
        .where(eq(partnerAddresses.partnerId, partnerId))
        .orderBy(asc(partnerAddresses.id));
    },

    /** The company's pending requests. */
    pending(partnerId: number): Promise<AddressRequestRecord[]> {
      return db
        .select()
        .from(addressChangeRequests)
        .where(
          and(
            eq(addressChangeRequests.partnerId, partnerId),
            eq(addressChangeRequests.status, 'pending'),
          ),
        )
        .orderBy(asc(addressChangeRequests.createdAt), asc(addressChangeRequests.id));
    },

    /**
     * Stores a new pending request. `duplicate` when the database's partial unique indexes
     * refuse it (a pending one for the address, or for the same new address, came first).
     */
    async create(
      input: NewRequestInput,
    ): Promise<{ outcome: 'duplicate' } | { outcome: 'created'; row: AddressRequestView }> {
      let id: number;
      try {
        const [inserted] = await db
          .insert(addressChangeRequests)
          .values({ ...input, status: 'pending', createdAt: now() })
          .returning({ id: addressChangeRequests.id });
        if (!inserted) throw new Error('address change request not inserted');
        id = inserted.id;
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'duplicate' };
        throw error;
      }
      const row = await view(db, id);
      if (!row) throw new Error(`address change request ${id} vanished`);
      return { outcome: 'created', row };
    },

    /** The company's requests, newest first. */
    async list(partnerId: number, offset: number, limit: number) {
      const where = eq(addressChangeRequests.partnerId, partnerId);
      const [rows, [total]] = await Promise.all([
        selectView(db)
          .where(where)
          .orderBy(desc(addressChangeRequests.createdAt), desc(addressChangeRequests.id))
          .limit(limit)
          .offset(offset)
          .execute(),
        db.select({ n: count() }).from(addressChangeRequests).where(where).execute(),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Request `id` of company `partnerId`, or null (another company's id is unknown). */
    async byId(partnerId: number, id: number): Promise<AddressRequestView | null> {
      const row = await view(db, id);
      return row && row.partnerId === partnerId ? row : null;
    },

    /** The pending request of each address of the company, by PartnerAddressId. */
    async pendingByAddress(partnerId: number): Promise<Map<string, AddressRequestRecord>> {
      const rows = await db
        .select()
        .from(addressChangeRequests)
        .where(
          and(
            eq(addressChangeRequests.partnerId, partnerId),
            eq(addressChangeRequests.status, 'pending'),
            isNotNull(addressChangeRequests.partnerAddressId),
          ),
        );
      return new Map(rows.map((r) => [r.partnerAddressId ?? '', r]));
    },

    /**
     * Withdraws pending request `id` of company `partnerId` (one UPDATE … WHERE pending, so it
     * cannot cross a decision). `not_pending` when it was decided or withdrawn before.
     */
    async withdraw(
      partnerId: number,
      id: number,
    ): Promise<
      | { outcome: 'not_found' }
      | { outcome: 'not_pending' }
      | { outcome: 'withdrawn'; row: AddressRequestView }
    > {
      const updated = await db
        .update(addressChangeRequests)
        .set({ status: 'withdrawn', decidedAt: now() })
        .where(
          and(
            eq(addressChangeRequests.id, id),
            eq(addressChangeRequests.partnerId, partnerId),
            eq(addressChangeRequests.status, 'pending'),
          ),
        )
        .returning({ id: addressChangeRequests.id });
      const row = await view(db, id);
      if (!row || row.partnerId !== partnerId) return { outcome: 'not_found' };
      return updated.length > 0 ? { outcome: 'withdrawn', row } : { outcome: 'not_pending' };
    },
  };
}

export type AddressRequestRepository = ReturnType<typeof createAddressRequestRepository>;

export const addressRequestRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    const config = fastify.apiConfig;
    fastify.decorate(
      'addressRequestRepository',
      createAddressRequestRepository(fastify.db, fastify.now, {
        delaySeconds: config.addressRequestDecisionSeconds,
        mode: config.addressRequestDecision,
      }),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-address-request-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
