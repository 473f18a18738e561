// Partner prices and stock of products, from the ERP (SPEC §3 Pricing / Availability records,
// §4 Product price and stock, §7 Integration API, §8, §9), as `fastify.productPricing`.
//
// The server is the price authority: product documents get their `price` and `stock` resources
// here, and the basket will price its lines here too, so a buyer never sees one price and pays
// another. Guarantees:
// - ONE GetPricing2 and ONE GetAvailability call for all products of a page (the ERP client
//   batches them, caches each item 60 s per partner and lets concurrent identical requests share
//   the call in flight): a warm page of 16 costs no ERP call at all.
// - Never throws and never breaks a list: a failed, empty or timed-out ERP answer marks exactly
//   the requested products' price or stock as error (SPEC §8), the document still answers 200.
// - Price error shows only the default price (SPEC §4): the VPC/MPC entries are the item's list
//   prices (SPEC §3 puts defaultPricing on the Product, not on the partner's record), so the last
//   ones the ERP gave for an item are kept (per instance, DEFAULT_PRICING_TTL_MS) to show then.
//
// Observability: a debug log line per lookup (products, errors, ms) and the client's counters at
// GET /api/metrics/erp (routes.ts).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {
  PriceMode,
  PriceResource,
  PricingMeta,
  StockResource,
} from '@gradnik/contracts/pricing';
import type { ErpAvailabilityRecord, ErpPricingRecord } from '@gradnik/contracts/erp';
import type { Queryable } from '@gradnik/db/connection';
import { partners } from '@gradnik/db/schema/identity';
import { CURRENCY, PRICING_CACHE_MS } from '@gradnik/domain/constants';
import {
  defaultPrice,
  displayPrice,
  priceMode,
  type DefaultPricingEntry,
} from '@gradnik/domain/pricing';
import type { ErpCallOptions, ErpClient, ErpItemResult } from '@gradnik/erp/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Partner prices and stock of products (SPEC §4), from the ERP. */
    productPricing: ProductPricingService;
  }
}

/** What pricing needs to know of a product (a catalogue row fits). */
export interface PricedProduct {
  id: number | string;
  /** ERP item number (ItemNo). */
  code: string;
  /** VAT rate in percent (SPEC §3 ddv), added in MPC mode. */
  vat: number;
  baseUnitOfMeasure: string;
  retailUnitOfMeasure: string;
}

/** Whose prices: the partner's ERP number and price mode (SPEC §4 MPC flag). */
export interface PartnerPricing {
  partnerId: number;
  partnerNo: string;
  mode: PriceMode;
}

export interface ProductPricingEntry {
  price?: PriceResource;
  stock?: StockResource;
}

export interface PricingLookup {
  /** Ask GetPricing2 (default true). */
  price?: boolean;
  /** Ask GetAvailability (default true). */
  stock?: boolean;
  /** The request's logger, so the debug line carries the request id. */
  log?: FastifyBaseLogger;
  /** Per-call ERP options (test mode only: the simulator's fault header, see erpTestCall). */
  call?: ErpCallOptions;
}

/** The simulator's per-request fault header (packages/erp/src/simulator.ts ERP_SIM_FAULT_HEADER). */
export const ERP_FAULT_HEADER = 'x-erp-sim-fault';

/**
 * Issue #4 Done-when: e2e tests switch the simulator's faults per request. In test mode ONLY an
 * incoming `x-erp-sim-fault` header is passed on to the ERP calls of that request; anywhere else
 * a client must never be able to steer the ERP, so the header is ignored. Such a request also
 * empties the ERP cache first (forProducts), so the fault reaches every item of the page.
 */
export function erpTestCall(
  nodeEnv: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): ErpCallOptions | undefined {
  if (nodeEnv !== 'test') return undefined;
  const value = headers[ERP_FAULT_HEADER];
  const fault = Array.isArray(value) ? value[0] : value;
  return fault ? { headers: { [ERP_FAULT_HEADER]: fault } } : undefined;
}

export interface CallerPricing {
  meta: PricingMeta;
  /** Product id → its resources; empty when prices are unavailable (see meta). */
  byProduct: Map<string, ProductPricingEntry>;
}

/** How long the last known default prices of an item are kept for the price-error state. */
export const DEFAULT_PRICING_TTL_MS = 24 * 60 * 60 * 1000;
const DEFAULT_PRICING_MAX_ITEMS = 100_000;
/** Partners' numbers and MPC flags change with the ERP's master data: as fresh as prices. */
export const PARTNER_CACHE_TTL_MS = PRICING_CACHE_MS;
const PARTNER_CACHE_MAX = 10_000;

export interface ProductPricingDeps {
  db: Queryable;
  erp: ErpClient;
  /** Epoch milliseconds. */
  now: () => number;
  log: FastifyBaseLogger;
}

/** Map keeps insertion order: drops the oldest entries above `max`. */
function trim<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done === true) break;
    map.delete(oldest.value);
  }
}

export function createProductPricingService(deps: ProductPricingDeps) {
  const { db, erp, now } = deps;
  const partnersById = new Map<number, { value: PartnerPricing | null; at: number }>();
  const partnersInFlight = new Map<number, Promise<PartnerPricing | null>>();
  const lastDefaultPricing = new Map<string, { entries: DefaultPricingEntry[]; at: number }>();

  function partnerPricing(row: { id: number; partnerNo: string; mpcPrice: boolean }) {
    return {
      partnerId: row.id,
      partnerNo: row.partnerNo,
      mode: priceMode({ MpcPrice: row.mpcPrice }),
    };
  }

  async function loadPartner(partnerId: number): Promise<PartnerPricing | null> {
    const [row] = await db
      .select({ id: partners.id, partnerNo: partners.partnerNo, mpcPrice: partners.mpcPrice })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .limit(1);
    return row ? partnerPricing(row) : null;
  }

  /** The partner's ERP number and price mode, cached per instance like prices (60 s). */
  function partnerOf(partnerId: number): Promise<PartnerPricing | null> {
    const cached = partnersById.get(partnerId);
    if (cached && now() - cached.at < PARTNER_CACHE_TTL_MS) return Promise.resolve(cached.value);
    const pending = partnersInFlight.get(partnerId);
    if (pending) return pending;
    const load = loadPartner(partnerId)
      .then((value) => {
        partnersById.delete(partnerId);
        partnersById.set(partnerId, { value, at: now() });
        trim(partnersById, PARTNER_CACHE_MAX);
        return value;
      })
      .finally(() => partnersInFlight.delete(partnerId));
    partnersInFlight.set(partnerId, load);
    return load;
  }

  /**
   * Loads every partner's number and flag at start, so a partner's first page costs no extra
   * query (the product list's fixed query count, issue #3). A failure is only logged: lookups
   * load partners one by one then.
   */
  async function warmPartners(): Promise<void> {
    try {
      const rows = await db
        .select({ id: partners.id, partnerNo: partners.partnerNo, mpcPrice: partners.mpcPrice })
        .from(partners)
        .limit(PARTNER_CACHE_MAX);
      const at = now();
      for (const row of rows) {
        partnersById.set(row.id, { value: partnerPricing(row), at });
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'partner price modes could not be preloaded');
    }
  }

  function rememberDefaults(record: ErpPricingRecord): void {
    if (record.defaultPricing.length === 0) return;
    lastDefaultPricing.delete(record.ItemNo);
    lastDefaultPricing.set(record.ItemNo, { entries: record.defaultPricing, at: now() });
    trim(lastDefaultPricing, DEFAULT_PRICING_MAX_ITEMS);
  }

  function knownDefaults(itemNo: string): DefaultPricingEntry[] | undefined {
    const known = lastDefaultPricing.get(itemNo);
    if (!known) return undefined;
    if (now() - known.at >= DEFAULT_PRICING_TTL_MS) {
      lastDefaultPricing.delete(itemNo);
      return undefined;
    }
    return known.entries;
  }

  function priceResource(
    product: PricedProduct,
    mode: PriceMode,
    result: ErpItemResult<ErpPricingRecord> | undefined,
  ): PriceResource {
    const common = { mode, currency: CURRENCY, vatIncluded: mode === 'mpc' } as const;
    const id = String(product.id);
    if (result?.status !== 'ok') {
      return {
        id,
        type: 'price',
        attributes: {
          status: 'error',
          ...common,
          defaultPrice: defaultPrice(knownDefaults(product.code), mode),
        },
      };
    }
    const record = result.record;
    rememberDefaults(record);
    const shown = (unit: 'base' | 'retail') => ({
      unit: unit === 'base' ? product.baseUnitOfMeasure : product.retailUnitOfMeasure,
      ...displayPrice(record, { mode, unit, vatPercent: product.vat }),
    });
    return {
      id,
      type: 'price',
      attributes: {
        status: 'ok',
        ...common,
        defaultPrice: defaultPrice(record.defaultPricing, mode),
        base: shown('base'),
        retail: shown('retail'),
        calculationId: record.CalculationId,
        priceUpdate: record.PriceUpdate,
      },
    };
  }

  function stockResource(
    product: PricedProduct,
    result: ErpItemResult<ErpAvailabilityRecord> | undefined,
  ): StockResource {
    const id = String(product.id);
    if (result?.status !== 'ok') return { id, type: 'stock', attributes: { status: 'error' } };
    const r = result.record;
    return {
      id,
      type: 'stock',
      attributes: {
        status: 'ok',
        Basket: r.Basket,
        AvailabilityWEBMsg: r.AvailabilityWEBMsg,
        OrgUnitStock: r.OrgUnitStock,
        StockAvailableEmMp: r.StockAvailableEmMp,
        unit: product.retailUnitOfMeasure,
      },
    };
  }

  /**
   * Price and stock resources of `products` for the partner: one pricing and one availability
   * lookup for all of them, in parallel. Resolves for every product; never rejects.
   */
  async function forProducts(
    partner: Pick<PartnerPricing, 'partnerNo' | 'mode'>,
    products: readonly PricedProduct[],
    lookup: PricingLookup = {},
  ): Promise<Map<string, ProductPricingEntry>> {
    const started = now();
    const wantPrice = lookup.price ?? true;
    const wantStock = lookup.stock ?? true;
    const itemNos = [...new Set(products.map((p) => p.code))];
    const none = Promise.resolve(new Map<string, never>());
    // Test mode only (erpTestCall): a request that switches a simulator fault on must reach the
    // ERP, not an answer another test left in the 60 s cache, or fault tests depend on order.
    if (lookup.call?.headers?.[ERP_FAULT_HEADER]) erp.clearCache();
    // The client never rejects; the guard keeps "never break the list" if a fake one does.
    const [pricing, availability] = await Promise.all([
      itemNos.length > 0 && wantPrice
        ? erp
            .getPricing(partner.partnerNo, itemNos, lookup.call)
            .catch(() => new Map<string, never>())
        : none,
      itemNos.length > 0 && wantStock
        ? erp
            .getAvailability(partner.partnerNo, itemNos, lookup.call)
            .catch(() => new Map<string, never>())
        : none,
    ]);
    const entries = new Map<string, ProductPricingEntry>();
    let priceErrors = 0;
    let stockErrors = 0;
    for (const product of products) {
      const entry: ProductPricingEntry = {};
      if (wantPrice) {
        entry.price = priceResource(product, partner.mode, pricing.get(product.code));
        if (entry.price.attributes.status === 'error') priceErrors += 1;
      }
      if (wantStock) {
        entry.stock = stockResource(product, availability.get(product.code));
        if (entry.stock.attributes.status === 'error') stockErrors += 1;
      }
      entries.set(String(product.id), entry);
    }
    (lookup.log ?? deps.log).debug(
      {
        partnerNo: partner.partnerNo,
        products: products.length,
        priceErrors,
        stockErrors,
        ms: now() - started,
      },
      'product pricing',
    );
    return entries;
  }

  /**
   * The caller's prices (the token's partner). Agents belong to no partner (SPEC §6): no
   * prices and no ERP call, and the meta says why.
   */
  async function forCaller(
    partnerId: number | null,
    products: readonly PricedProduct[],
    lookup: PricingLookup = {},
  ): Promise<CallerPricing> {
    const partner = partnerId === null ? null : await partnerOf(partnerId);
    if (!partner) {
      return { meta: { mode: null, unavailable: 'no_partner' }, byProduct: new Map() };
    }
    return {
      meta: { mode: partner.mode, unavailable: null },
      byProduct: await forProducts(partner, products, lookup),
    };
  }

  return { partnerOf, warmPartners, forProducts, forCaller, metrics: () => erp.metrics() };
}
export type ProductPricingService = ReturnType<typeof createProductPricingService>;

export const productPricingPlugin = fp(
  (fastify: FastifyInstance) => {
    const service = createProductPricingService({
      db: fastify.db,
      erp: fastify.erp,
      now: () => fastify.now().getTime(),
      log: fastify.log,
    });
    fastify.decorate('productPricing', service);
    fastify.addHook('onReady', () => service.warmPartners());
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-product-pricing',
    dependencies: ['gradnik-api-db', 'gradnik-api-erp'],
    fastify: '5.x',
  },
);
