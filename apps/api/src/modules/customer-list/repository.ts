// The company's users and the agent's customers (issue #13; SPEC §7 GET /api/customer).
// Built for the agent's search over ~50 000 customers (issue #13 benchmark: p95 ≤ 30 ms at 16
// connections), decision 031:
// - one statement for the page and one for the count, never a query per row; the page's
//   partners' address ids come in one more statement for all of them;
// - the agent's scope is a semi-join on agent_partners (its primary key starts with the agent);
// - each text word is `user_key LIKE '%w%' OR partner_id = ANY(<partners whose name has w>)`:
//   the user side is users.search_key (lower-case, unaccented, stored) and its trigram index,
//   the partner side a small uncorrelated sub-select evaluated once (an InitPlan) on the
//   partners' trigram index, so both sides are bitmap index scans and the count never joins
//   partners; a word of digits is a partner number prefix only (@gradnik/domain/customer-search),
//   on the partner number's pattern index.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import {
  agentPartners,
  type CustomerGroupCode,
  customerGroups,
  partnerAddresses,
  partners,
  users,
} from '@gradnik/db/schema/identity';
import type { CustomerSearchWord } from '@gradnik/domain/customer-search';
import { CUSTOMER_ADMIN, CUSTOMER_EMPLOYEE } from '@gradnik/domain/roles';
import { customerListColumns, type CustomerListRow } from './list-item.ts';

declare module 'fastify' {
  interface FastifyInstance {
    customerListRepository: CustomerListRepository;
  }
}

/** Whose users the caller may list: an agent's book, or one company. */
export type CustomerListScope =
  { kind: 'agent'; agentUserId: number } | { kind: 'company'; partnerId: number };

export interface CustomerListFilter {
  /** Words of the search, already split; every one must match. */
  words: readonly CustomerSearchWord[];
  /** Only this partner's users (already checked to be in scope). */
  partnerId?: number;
}

/** Customer users only (SPEC §6): agents are never listed, even if one had a partner. */
const CUSTOMER_ROLES: CustomerGroupCode[] = [CUSTOMER_ADMIN, CUSTOMER_EMPLOYEE];

const MATCHING_PARTNER = 'matching_partner';
// Its own name, so the sub-select never reads the outer query's `partners`.
const matchingPartner = alias(partners, MATCHING_PARTNER);
const partnerKey = sql`lower(public.f_unaccent(coalesce(${matchingPartner.nameShort}, '') || ' ' || coalesce(${matchingPartner.name1}, '')))`;

/** LIKE patterns take the text literally: % and _ and \ are escaped. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The users of the partners the condition picks (an InitPlan: evaluated once per statement). */
function ofPartnersWhere(condition: SQL): SQL {
  return sql`${users.partnerId} = ANY(ARRAY(
    SELECT ${matchingPartner.id} FROM ${partners} AS ${sql.identifier(MATCHING_PARTNER)}
    WHERE ${condition}
  ))`;
}

/**
 * One search word: a partner number's beginning, or text a user's names or e-mail contain, or
 * their partner's name does. One index per branch: no OR inside the sub-select, which would make
 * PostgreSQL read every partner.
 */
function wordMatches(word: CustomerSearchWord): SQL {
  if (word.kind === 'partnerNo')
    return ofPartnersWhere(sql`${matchingPartner.partnerNo} LIKE ${`${word.prefix}%`}`);
  const contains = sql`'%' || lower(public.f_unaccent(${likeLiteral(word.text)})) || '%'`;
  return sql`(${users.searchKey} LIKE ${contains} OR ${ofPartnersWhere(sql`${partnerKey} LIKE ${contains}`)})`;
}

function scopeCondition(scope: CustomerListScope): SQL {
  if (scope.kind === 'company') return eq(users.partnerId, scope.partnerId);
  return inArray(
    users.partnerId,
    sql`(SELECT ${agentPartners.partnerId} FROM ${agentPartners} WHERE ${agentPartners.agentUserId} = ${scope.agentUserId})`,
  );
}

function whereOf(scope: CustomerListScope, filter: CustomerListFilter): SQL | undefined {
  return and(
    scopeCondition(scope),
    filter.partnerId === undefined ? undefined : eq(users.partnerId, filter.partnerId),
    inArray(
      users.groupId,
      sql`(SELECT ${customerGroups.id} FROM ${customerGroups} WHERE ${inArray(customerGroups.code, CUSTOMER_ROLES)})`,
    ),
    ...filter.words.map(wordMatches),
  );
}

export function createCustomerListRepository(db: Queryable) {
  return {
    /** Whether the scope includes this partner (an agent's book, or the company itself). */
    async partnerInScope(scope: CustomerListScope, partnerId: number): Promise<boolean> {
      if (scope.kind === 'company') return scope.partnerId === partnerId;
      const rows = await db
        .select({ partnerId: agentPartners.partnerId })
        .from(agentPartners)
        .where(
          and(
            eq(agentPartners.agentUserId, scope.agentUserId),
            eq(agentPartners.partnerId, partnerId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The partner an address (partner_addresses.id) belongs to, or null. */
    async addressPartner(addressId: number): Promise<number | null> {
      const [row] = await db
        .select({ partnerId: partnerAddresses.partnerId })
        .from(partnerAddresses)
        .where(eq(partnerAddresses.id, addressId))
        .limit(1);
      return row?.partnerId ?? null;
    },

    /** One page, ordered by company, last name, first name, id. */
    page(
      scope: CustomerListScope,
      filter: CustomerListFilter,
      offset: number,
      limit: number,
    ): Promise<CustomerListRow[]> {
      return db
        .select(customerListColumns)
        .from(users)
        .innerJoin(partners, eq(partners.id, users.partnerId))
        .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
        .where(whereOf(scope, filter))
        .orderBy(
          asc(partners.nameShort),
          asc(partners.id),
          asc(users.lastname),
          asc(users.firstname),
          asc(users.id),
        )
        .limit(limit)
        .offset(offset);
    },

    /** How many users the filter matches: over users alone (no join), see the header. */
    async total(scope: CustomerListScope, filter: CustomerListFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(whereOf(scope, filter));
      return row?.n ?? 0;
    },

    /** The address ids of each partner (SPEC §3 User.addresses), in one statement. */
    async addressIds(partnerIds: readonly number[]): Promise<Map<number, number[]>> {
      const byPartner = new Map<number, number[]>();
      if (partnerIds.length === 0) return byPartner;
      const rows = await db
        .select({ id: partnerAddresses.id, partnerId: partnerAddresses.partnerId })
        .from(partnerAddresses)
        .where(inArray(partnerAddresses.partnerId, [...partnerIds]))
        .orderBy(asc(partnerAddresses.partnerId), asc(partnerAddresses.id));
      for (const row of rows) {
        const list = byPartner.get(row.partnerId);
        if (list) list.push(row.id);
        else byPartner.set(row.partnerId, [row.id]);
      }
      return byPartner;
    },
  };
}
export type CustomerListRepository = ReturnType<typeof createCustomerListRepository>;

export const customerListRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('customerListRepository', createCustomerListRepository(fastify.db));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-customer-list-repository',
    dependencies: ['gradnik-api-db'],
    fastify: '5.x',
  },
);
