// Baskets and their lines (SPEC §7 Basket), always reached through the owner key (user, partner,
// kind) of the token, never through an id the client sends alone: a foreign line id simply is
// not found (404, issue #5). Concurrency rules:
// - the basket row is created race-free (INSERT … ON CONFLICT DO NOTHING, then re-select);
// - every change first bumps the basket's revision (UPDATE … RETURNING locks the row), then
//   touches lines: one lock order everywhere (basket, then lines), so adds, moves and placing
//   never deadlock;
// - the same product added twice adds up in one statement (ON CONFLICT … DO UPDATE SET
//   quantity = basket_lines.quantity + excluded.quantity), so parallel adds lose nothing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable, Transaction } from '@gradnik/db/connection';
import { productUnitColumns } from '@gradnik/db/product-unit-columns';
import { products } from '@gradnik/db/schema/catalog';
import {
  basketLines,
  baskets,
  type BasketAddress,
  type BasketAttributes,
  type BasketKind,
  services,
  type ClientPricing,
  type StoredRouting,
} from '@gradnik/db/schema/commerce';
import { partnerAddresses, partners, specialDeliveryLocations } from '@gradnik/db/schema/identity';
import { QUANTITY_MAX_DEFAULT } from '@gradnik/domain/constants';

declare module 'fastify' {
  interface FastifyInstance {
    basketRepository: BasketRepository;
  }
}

export type { BasketAttributes, ClientPricing, StoredRouting } from '@gradnik/db/schema/commerce';

export interface BasketOwner {
  userId: number;
  partnerId: number;
  kind: BasketKind;
}

export interface NewLine {
  productId: number;
  quantity: number;
  clientPricing: ClientPricing | null;
  customPrice: number | null;
}

const lineColumns = {
  id: basketLines.id,
  productId: basketLines.productId,
  quantity: basketLines.quantity,
  note: basketLines.note,
  clientPricing: basketLines.clientPricing,
  customPrice: basketLines.customPrice,
  // Issue #14: the offer line it was taken from (priced by the offer while that holds).
  offerId: basketLines.offerId,
  offerLineNo: basketLines.offerLineNo,
  code: products.code,
  nameSl: products.nameSl,
  nameEn: products.nameEn,
  ean: products.ean,
  media: products.media,
  vat: products.vat,
  ...productUnitColumns,
};

export function createBasketRepository(db: Database) {
  function ownerWhere(owner: BasketOwner) {
    return and(
      eq(baskets.userId, owner.userId),
      eq(baskets.partnerId, owner.partnerId),
      eq(baskets.kind, owner.kind),
    );
  }

  async function find(owner: BasketOwner, q: Queryable = db) {
    const [row] = await q.select().from(baskets).where(ownerWhere(owner)).limit(1);
    return row;
  }

  /** The owner's basket, created when missing; race-free (two tabs, two instances). */
  async function ensure(owner: BasketOwner, q: Queryable = db) {
    const existing = await find(owner, q);
    if (existing) return existing;
    await q
      .insert(baskets)
      .values({ userId: owner.userId, partnerId: owner.partnerId, kind: owner.kind })
      .onConflictDoNothing({ target: [baskets.userId, baskets.partnerId, baskets.kind] });
    const created = await find(owner, q);
    if (!created) throw new Error('basket vanished right after its creation');
    return created;
  }

  /** Bumps the revision and locks the basket row until the transaction ends. */
  async function touch(basketId: number, q: Queryable) {
    const [row] = await q
      .update(baskets)
      .set({ revision: sql`${baskets.revision} + 1`, updatedAt: sql`now()` })
      .where(eq(baskets.id, basketId))
      .returning();
    if (!row) throw new Error(`basket ${basketId} vanished`);
    return row;
  }

  /** One change of a basket: a transaction that locks the basket first (the lock order above). */
  function changeBasket<T>(basketId: number, work: (tx: Transaction) => Promise<T>) {
    return db.transaction(async (tx) => {
      await touch(basketId, tx);
      return work(tx);
    });
  }

  async function lines(basketId: number, q: Queryable = db) {
    return q
      .select(lineColumns)
      .from(basketLines)
      .innerJoin(products, eq(products.id, basketLines.productId))
      .where(eq(basketLines.basketId, basketId))
      .orderBy(asc(basketLines.id));
  }

  return {
    find,
    ensure,
    touch,
    lines,

    /** Products that exist and are sold (catalog_status 1, SPEC §7/§9), with their units. */
    async sellableProducts(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: products.id, code: products.code, vat: products.vat, ...productUnitColumns })
        .from(products)
        .where(and(inArray(products.id, [...ids]), eq(products.catalogStatus, 1)));
    },

    /** Adds lines in one transaction; the same product adds up (SPEC §7, issue #5). */
    async addLines(owner: BasketOwner, items: readonly NewLine[]) {
      return db.transaction(async (tx) => {
        const basket = await ensure(owner, tx);
        await touch(basket.id, tx);
        for (const item of items) {
          await tx
            .insert(basketLines)
            .values({
              basketId: basket.id,
              productId: item.productId,
              quantity: item.quantity,
              clientPricing: item.clientPricing,
              customPrice: item.customPrice,
            })
            .onConflictDoUpdate({
              target: [basketLines.basketId, basketLines.productId],
              set: {
                quantity: sql`least(${basketLines.quantity} + excluded.quantity, ${QUANTITY_MAX_DEFAULT})`,
                clientPricing: sql`coalesce(excluded.client_pricing, ${basketLines.clientPricing})`,
                customPrice: sql`coalesce(excluded.custom_price, ${basketLines.customPrice})`,
              },
            });
        }
        return basket.id;
      });
    },

    /**
     * Issue #14 accepting an offer: its lines into the owner's cart at the offered quantity,
     * marked with the offer line (decision 036). A product already in the cart becomes the
     * offer's line (its quantity the offered one). `customPrice` is the offer's net unit price:
     * the price the buyer saw, so a later fall back to today's price is price_changed. Returns
     * how many lines replaced a product already in the cart.
     */
    async putOfferLines(
      owner: BasketOwner,
      offerId: number,
      items: readonly {
        productId: number;
        quantity: number;
        offerLineNo: number;
        customPrice: number;
      }[],
    ) {
      return db.transaction(async (tx) => {
        const basket = await ensure(owner, tx);
        await touch(basket.id, tx);
        const present = await tx
          .select({ productId: basketLines.productId })
          .from(basketLines)
          .where(
            and(
              eq(basketLines.basketId, basket.id),
              inArray(
                basketLines.productId,
                items.map((i) => i.productId),
              ),
            ),
          );
        for (const item of items) {
          await tx
            .insert(basketLines)
            .values({
              basketId: basket.id,
              productId: item.productId,
              quantity: item.quantity,
              customPrice: item.customPrice,
              offerId,
              offerLineNo: item.offerLineNo,
            })
            .onConflictDoUpdate({
              target: [basketLines.basketId, basketLines.productId],
              set: {
                quantity: item.quantity,
                customPrice: item.customPrice,
                clientPricing: null,
                offerId,
                offerLineNo: item.offerLineNo,
              },
            });
        }
        return present.length;
      });
    },

    /** Line ids of `ids` that belong to the basket (a foreign id is simply missing). */
    async ownLineIds(basketId: number, ids: readonly number[], q: Queryable = db) {
      if (ids.length === 0) return [];
      const rows = await q
        .select({ id: basketLines.id })
        .from(basketLines)
        .where(and(eq(basketLines.basketId, basketId), inArray(basketLines.id, [...ids])));
      return rows.map((r) => r.id);
    },

    async deleteLines(basketId: number, ids: readonly number[] | 'all') {
      return changeBasket(basketId, async (tx) => {
        const where =
          ids === 'all'
            ? eq(basketLines.basketId, basketId)
            : and(eq(basketLines.basketId, basketId), inArray(basketLines.id, [...ids]));
        const deleted = await tx.delete(basketLines).where(where).returning({ id: basketLines.id });
        return deleted.length;
      });
    },

    /** DELETE the whole basket: lines, order info, comment and reference (SPEC §4 reset). */
    async clear(basketId: number) {
      return changeBasket(basketId, async (tx) => {
        await tx.delete(basketLines).where(eq(basketLines.basketId, basketId));
        await tx
          .update(baskets)
          .set({ comment: null, customerRef: null, attributes: {} })
          .where(eq(baskets.id, basketId));
      });
    },

    async updateLine(
      basketId: number,
      lineId: number,
      set: {
        quantity?: number;
        note?: string;
        clientPricing?: ClientPricing;
        customPrice?: number;
        offerId?: null;
        offerLineNo?: null;
      },
    ) {
      return changeBasket(basketId, async (tx) => {
        const updated = await tx
          .update(basketLines)
          .set(set)
          .where(and(eq(basketLines.basketId, basketId), eq(basketLines.id, lineId)))
          .returning({ id: basketLines.id });
        return updated.length > 0;
      });
    },

    /**
     * Stores the routing answer: only the `routing` key of the attributes (an order info saved
     * meanwhile stays), and no revision bump: the buyer changed nothing.
     */
    async storeRouting(basketId: number, routing: StoredRouting) {
      await db
        .update(baskets)
        .set({
          attributes: sql`jsonb_set(coalesce(${baskets.attributes}, '{}'::jsonb), '{routing}', ${JSON.stringify(routing)}::jsonb)`,
        })
        .where(eq(baskets.id, basketId));
    },

    async updateBasket(
      basketId: number,
      set: {
        comment?: string;
        customerRef?: string;
        attributes?: BasketAttributes;
        deliveryServiceId?: number;
        paymentServiceId?: number;
        deliveryAddress?: BasketAddress;
        paymentAddress?: BasketAddress;
      },
    ) {
      return changeBasket(basketId, async (tx) => {
        const values = {
          ...set,
          attributes: set.attributes,
        };
        if (Object.keys(set).length > 0)
          await tx.update(baskets).set(values).where(eq(baskets.id, basketId));
      });
    },

    /**
     * Moves own lines of `from` into `to` (adding up), in one transaction; both baskets locked in
     * id order. Returns how many lines moved (a foreign id makes the whole move fail first).
     */
    async moveLines(from: number, to: number, lineIds: readonly number[]) {
      return db.transaction(async (tx) => {
        for (const id of [from, to].sort((a, b) => a - b)) await touch(id, tx);
        const moving = await tx
          .select()
          .from(basketLines)
          .where(and(eq(basketLines.basketId, from), inArray(basketLines.id, [...lineIds])));
        for (const line of moving) {
          await tx
            .insert(basketLines)
            .values({
              basketId: to,
              productId: line.productId,
              quantity: line.quantity,
              note: line.note,
              clientPricing: line.clientPricing,
              customPrice: line.customPrice,
            })
            .onConflictDoUpdate({
              target: [basketLines.basketId, basketLines.productId],
              set: {
                quantity: sql`least(${basketLines.quantity} + excluded.quantity, ${QUANTITY_MAX_DEFAULT})`,
              },
            });
        }
        if (moving.length > 0)
          await tx.delete(basketLines).where(
            inArray(
              basketLines.id,
              moving.map((l) => l.id),
            ),
          );
        return moving.length;
      });
    },

    async partner(partnerId: number) {
      const [row] = await db
        .select({
          id: partners.id,
          partnerNo: partners.partnerNo,
          partnerRank: partners.partnerRank,
          wholesaleOrRepro: partners.wholesaleOrRepro,
          contacts: partners.contacts,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .limit(1);
      return row;
    },

    /** The delivery methods in their order (SPEC §3 Delivery/payment method). */
    async deliveryServices() {
      return db
        .select()
        .from(services)
        .where(eq(services.type, 'delivery'))
        .orderBy(asc(services.position), asc(services.id));
    },

    /**
     * Placing, step one inside its transaction: lock the basket (the lock order above) and read
     * its lines' ids and quantities, to compare with what was priced.
     */
    async lockForPlacing(tx: Transaction, basketId: number) {
      await tx.execute(sql`select id from ${baskets} where ${baskets.id} = ${basketId} for update`);
      return tx
        .select({ id: basketLines.id, quantity: basketLines.quantity })
        .from(basketLines)
        .where(eq(basketLines.basketId, basketId))
        .orderBy(asc(basketLines.id));
    },

    /** Placing, last step: the basket is empty and its order info reset, one revision on. */
    async emptyAfterPlacing(tx: Transaction, basketId: number) {
      await tx.delete(basketLines).where(eq(basketLines.basketId, basketId));
      await tx
        .update(baskets)
        .set({
          comment: null,
          customerRef: null,
          attributes: {},
          revision: sql`${baskets.revision} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(baskets.id, basketId));
    },

    /** SPEC §3 special delivery location `save`: kept for the partner's next orders. */
    async saveSpecialDeliveryLocation(
      tx: Transaction,
      location: Omit<typeof specialDeliveryLocations.$inferInsert, 'id' | 'createdAt'>,
    ) {
      await tx.insert(specialDeliveryLocations).values(location);
    },

    /** The partner's addresses of one purpose, in a stable order (SPEC §4 Recipient selection). */
    async addresses(partnerId: number, purpose: 'delivery' | 'payment') {
      return db
        .select()
        .from(partnerAddresses)
        .where(
          and(eq(partnerAddresses.partnerId, partnerId), eq(partnerAddresses.purpose, purpose)),
        )
        .orderBy(asc(partnerAddresses.addressType), asc(partnerAddresses.id));
    },
  };
}

export type BasketRepository = ReturnType<typeof createBasketRepository>;
export type BasketRow = NonNullable<Awaited<ReturnType<BasketRepository['find']>>>;
export type BasketLineRow = Awaited<ReturnType<BasketRepository['lines']>>[number];
export type PartnerAddressRow = Awaited<ReturnType<BasketRepository['addresses']>>[number];

export const basketRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('basketRepository', createBasketRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-basket-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
