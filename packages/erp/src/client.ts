// The shop's client for the retailer's integration API (SPEC §7 Integration API). It talks to
// ERP_URL, or to the built-in simulator (same paths, same payloads) when ERP_URL is unset.
//
// What it guarantees, and why:
// - Pricing and availability go out as ONE batched call for all requested items that are not
//   cached (a category page of 16 products is one call, not 16), SPEC §9 page size 16.
// - Results are cached per (partner, item code) for 60 s (SPEC §7, §9 "Pricing and stock cache
//   60 s"); concurrent requests for the same items share one in-flight call, so a burst of page
//   views cannot become a request storm against the ERP.
// - A failed, non-2xx, empty or timed-out call marks exactly the requested (uncached) items as
//   error and never throws (SPEC §8: "Pricing or availability failure or empty result marks all
//   requested products' pricing or stock as error"); the page then shows the default price or
//   'error_checking_inventory' (SPEC §4). Errors are not cached, so the next request retries.
// - Order statuses (issue #12) are never cached: they change, and the shop stores what it gets.
//   Neither are inquiry offers (issue #14, GetInquiryOffers), asked for the same way.
import {
  ERP_MAX_INQUIRIES_PER_CALL,
  ERP_MAX_INQUIRY_LINES,
  ERP_MAX_INQUIRY_REQUESTS,
  ERP_MAX_ITEMS_PER_CALL,
  ERP_MAX_ORDERS_PER_CALL,
  erpAvailabilityRecordSchema,
  erpInquiryOffersRecordSchema,
  erpInquiryOffersRequestSchema,
  erpInquiryQuerySchema,
  erpOrderStatusQuerySchema,
  erpOrderStatusRecordSchema,
  erpOrderStatusRequestSchema,
  erpPricingRecordSchema,
  erpRoutingRequestSchema,
  erpRoutingResponseSchema,
  erpStoreStockSchema,
} from '@gradnik/contracts/erp';
import type {
  ErpAvailabilityRecord,
  ErpInquiryOffersRecord,
  ErpInquiryQuery,
  ErpOrderDraftInput,
  ErpOrderStatusQuery,
  ErpPricingRecord,
  ErpRoutingResponse,
  ErpStoreStock,
} from '@gradnik/contracts/erp';
import type { OrderStatus } from '@gradnik/domain/order-status';
import {
  ERP_MAX_COMPLAINT_LINES,
  ERP_MAX_COMPLAINT_MESSAGES,
  ERP_MAX_COMPLAINTS_PER_CALL,
  erpComplaintQuerySchema,
  erpComplaintStatusRecordSchema,
  type ErpComplaintLine,
  type ErpComplaintQuery,
  type ErpComplaintStatusRecord,
} from '@gradnik/contracts/erp-complaint';
import type { ComplaintResolution } from '@gradnik/domain/complaints';

/** pino-compatible subset (Fastify's request.log and app.log fit). */
export interface ErpLogger {
  debug(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface ErpClientOptions {
  /** ERP origin (optionally with a path prefix); calls go to `${baseUrl}/Pimcore/...`. */
  baseUrl: string;
  /** Per call, including reading the body; SPEC does not fix it. Default 3000 ms. */
  timeoutMs?: number;
  /** SPEC §9: pricing and stock cache 60 s. */
  cacheTtlMs?: number;
  /** Bound on cached (partner, item) entries per kind; the oldest go first. Default 50 000. */
  cacheMaxEntries?: number;
  /** Defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  logger?: ErpLogger;
  /** Clock in epoch milliseconds, for the cache; default Date.now. */
  now?: () => number;
  /** Sent on every call, e.g. Authorization for the real ERP. Never logged. */
  headers?: Readonly<Record<string, string>>;
}

export interface ErpCallOptions {
  /** Extra headers for this call only (tests pass `x-erp-sim-fault`). Never logged. */
  headers?: Readonly<Record<string, string>>;
}

export type ErpItemResult<T> = { status: 'ok'; record: T } | { status: 'error' };

export type ErpFailureReason =
  'timeout' | 'network' | 'http' | 'invalid-response' | 'empty' | 'invalid-request';

export type ErpStocksResult =
  { status: 'ok'; stocks: ErpStoreStock[] } | { status: 'error'; reason: ErpFailureReason };

export type ErpRoutingResult =
  | { status: 'ok'; routing: ErpRoutingResponse }
  | { status: 'error'; reason: ErpFailureReason; message?: string };

/** An order the shop asks the status of: its number and when the shop placed it. */
export interface ErpOrderRef {
  orderNo: string;
  created: Date;
}

export interface ErpOrderStatusStep {
  status: OrderStatus;
  /** When the order entered the status. */
  at: Date;
}

export interface ErpOrderStatusEntry {
  /** The current status (the last step of `history`). */
  status: OrderStatus;
  /** Every status the order has passed through, oldest first; the first is 'received'. */
  history: ErpOrderStatusStep[];
}

/** `orders` holds the orders the ERP knows, by order number; unknown ones are missing. */
export type ErpOrderStatusResult =
  | { status: 'ok'; orders: ReadonlyMap<string, ErpOrderStatusEntry> }
  | { status: 'error'; reason: ErpFailureReason };

/** An inquiry the shop asks the offers of (issue #14): what it asked for and the thread. */
export interface ErpInquiryRef {
  inquiryNo: string;
  created: Date;
  lines: readonly { lineNo: number; itemNo: string; quantity: number; unit: string }[];
  /** The buyer's thread messages, oldest first (the newest ERP_MAX_INQUIRY_REQUESTS are sent). */
  requests: readonly { at: Date; kind: 'message' | 'revision_request'; message: string }[];
}

/** `inquiries` holds the inquiries the ERP knows, by number; unknown ones are missing. */
export type ErpInquiryOffersResult =
  | { status: 'ok'; inquiries: ReadonlyMap<string, ErpInquiryOffersRecord> }
  | { status: 'error'; reason: ErpFailureReason };

/** A complaint the shop submits or asks about (issue #16, decision 043): sent whole each time. */
export interface ErpComplaintRef {
  complaintNo: string;
  created: Date;
  orderNo: string | null;
  deliveryNoteNo: string | null;
  desiredResolution: ComplaintResolution;
  description: string;
  attachments: number;
  lines: readonly ErpComplaintLine[];
  /** The buyer's thread messages, oldest first (the newest ERP_MAX_COMPLAINT_MESSAGES are sent). */
  messages: readonly { at: Date; message: string }[];
}

/** `complaints` holds the complaints the ERP answered, by number; unknown ones are missing. */
export type ErpComplaintStatusResult =
  | { status: 'ok'; complaints: ReadonlyMap<string, ErpComplaintStatusRecord> }
  | { status: 'error'; reason: ErpFailureReason };

export interface ErpClientMetrics {
  /** HTTP calls made, per endpoint family (getStocks makes two: TC and CS). */
  pricingCalls: number;
  availabilityCalls: number;
  stockCalls: number;
  routingCalls: number;
  orderStatusCalls: number;
  inquiryOfferCalls: number;
  complaintCalls: number;
  /** Items answered from the 60 s cache. */
  cacheHits: number;
  /** Items that had to be fetched. */
  cacheMisses: number;
  /** Items that joined a call already in flight for another request. */
  sharedInFlight: number;
  /** Calls that failed (timeout, network, non-2xx, empty, invalid) or left requested items unanswered. */
  errors: number;
}

export interface ErpClient {
  getPricing(
    partnerNo: string,
    itemNos: readonly string[],
    options?: ErpCallOptions,
  ): Promise<ReadonlyMap<string, ErpItemResult<ErpPricingRecord>>>;
  getAvailability(
    partnerNo: string,
    itemNos: readonly string[],
    options?: ErpCallOptions,
  ): Promise<ReadonlyMap<string, ErpItemResult<ErpAvailabilityRecord>>>;
  /** Stock per store (GetStocksTC) followed by the central warehouse (GetStocksCS). Not cached. */
  getStocks(itemNo: string, options?: ErpCallOptions): Promise<ErpStocksResult>;
  /** Delivery dates, current prices and transport costs for an order draft (SPEC §4 Packages). */
  getRouting(draft: ErpOrderDraftInput, options?: ErpCallOptions): Promise<ErpRoutingResult>;
  /**
   * Current status and history of the partner's orders (GetOrderStatus, issue #12). Not cached;
   * split into parallel calls above 200 orders; any failed call fails the whole lookup.
   */
  getOrderStatuses(
    partnerNo: string,
    orders: readonly ErpOrderRef[],
    options?: ErpCallOptions,
  ): Promise<ErpOrderStatusResult>;
  /**
   * The offers, revisions and caretaker replies of the partner's inquiries (GetInquiryOffers,
   * issue #14). Not cached; split into parallel calls above 50 inquiries; any failed call fails
   * the whole lookup. Never throws.
   */
  getInquiryOffers(
    partnerNo: string,
    inquiries: readonly ErpInquiryRef[],
    options?: ErpCallOptions,
  ): Promise<ErpInquiryOffersResult>;
  /**
   * Submits the partner's complaints and reads their state, credit note and replies
   * (GetComplaintStatus, issue #16): the first call about a complaint is its submission. Not
   * cached; split into parallel calls above 50; any failed call fails the whole lookup. Never
   * throws.
   */
  getComplaintStatuses(
    partnerNo: string,
    complaints: readonly ErpComplaintRef[],
    options?: ErpCallOptions,
  ): Promise<ErpComplaintStatusResult>;
  metrics(): ErpClientMetrics;
  /** Forgets cached pricing and availability (e.g. after a price import). */
  clearCache(): void;
}

const PATHS = {
  pricing: '/Pimcore/B2B/GetPricing2',
  availability: '/Pimcore/B2B/GetAvailability',
  stocksTC: '/Pimcore/General/GetStocksTC',
  stocksCS: '/Pimcore/General/GetStocksCS',
  routing: '/Pimcore/B2B/GetRouting',
  orderStatus: '/Pimcore/B2B/GetOrderStatus',
  inquiryOffers: '/Pimcore/B2B/GetInquiryOffers',
  complaintStatus: '/Pimcore/B2B/GetComplaintStatus',
} as const;

type CallKind =
  | 'pricing'
  | 'availability'
  | 'stock'
  | 'routing'
  | 'orderStatus'
  | 'inquiryOffers'
  | 'complaintStatus';

type PostResult =
  { ok: true; data: unknown } | { ok: false; reason: ErpFailureReason; status?: number };

interface RecordSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

const noLogger: ErpLogger = { debug: () => undefined, warn: () => undefined };

function isTimeout(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError'
  );
}

export function createErpClient(options: ErpClientOptions): ErpClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 3000;
  const cacheTtlMs = options.cacheTtlMs ?? 60_000;
  const cacheMaxEntries = options.cacheMaxEntries ?? 50_000;
  const doFetch = options.fetch ?? globalThis.fetch;
  const logger = options.logger ?? noLogger;
  const now = options.now ?? Date.now;
  const baseHeaders = options.headers ?? {};

  const counters: ErpClientMetrics = {
    pricingCalls: 0,
    availabilityCalls: 0,
    stockCalls: 0,
    routingCalls: 0,
    orderStatusCalls: 0,
    inquiryOfferCalls: 0,
    complaintCalls: 0,
    cacheHits: 0,
    cacheMisses: 0,
    sharedInFlight: 0,
    errors: 0,
  };

  function countCall(kind: CallKind): void {
    if (kind === 'pricing') counters.pricingCalls += 1;
    else if (kind === 'availability') counters.availabilityCalls += 1;
    else if (kind === 'stock') counters.stockCalls += 1;
    else if (kind === 'orderStatus') counters.orderStatusCalls += 1;
    else if (kind === 'inquiryOffers') counters.inquiryOfferCalls += 1;
    else if (kind === 'complaintStatus') counters.complaintCalls += 1;
    else counters.routingCalls += 1;
  }

  /** One POST; never throws. Logs the path only: base URL and headers may carry credentials. */
  async function post(
    kind: CallKind,
    path: string,
    body: unknown,
    call: ErpCallOptions | undefined,
  ): Promise<PostResult> {
    countCall(kind);
    const started = now();
    try {
      const response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          ...baseHeaders,
          ...call?.headers,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        // The timeout covers reading the body too: fetch's signal aborts the body stream.
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        // Drain so the connection can be reused; the ERP's error text is not ours to show.
        await response.body?.cancel();
        logger.warn({ path, status: response.status, ms: now() - started }, 'ERP call failed');
        return { ok: false, reason: 'http', status: response.status };
      }
      let data: unknown;
      try {
        data = await response.json();
      } catch (error) {
        if (isTimeout(error)) throw error;
        logger.warn({ path, ms: now() - started }, 'ERP answered with invalid JSON');
        return { ok: false, reason: 'invalid-response' };
      }
      logger.debug({ path, status: response.status, ms: now() - started }, 'ERP call');
      return { ok: true, data };
    } catch (error) {
      const reason: ErpFailureReason = isTimeout(error) ? 'timeout' : 'network';
      logger.warn(
        {
          path,
          reason,
          ms: now() - started,
          err: error instanceof Error ? error.message : String(error),
        },
        'ERP call failed',
      );
      return { ok: false, reason };
    }
  }

  /**
   * Per-item batched lookup with a 60 s cache and in-flight sharing; used for GetPricing2 and
   * GetAvailability, which have the same request shape { itemNo[], PartnerNo }.
   */
  function createBatchedLookup<T extends { ItemNo: string }>(
    kind: 'pricing' | 'availability',
    schema: RecordSchema<T>,
  ) {
    const path = PATHS[kind];
    const cache = new Map<string, { record: T; storedAt: number }>();
    const inFlight = new Map<string, Promise<ErpItemResult<T>>>();
    const keyOf = (partnerNo: string, itemNo: string): string => `${partnerNo}\u0000${itemNo}`;

    function remember(key: string, record: T): void {
      cache.delete(key);
      cache.set(key, { record, storedAt: now() });
      // Map keeps insertion order: the first key is the oldest entry.
      while (cache.size > cacheMaxEntries) {
        const oldest = cache.keys().next();
        if (oldest.done === true) break;
        cache.delete(oldest.value);
      }
    }

    /** One call for up to ERP_MAX_ITEMS_PER_CALL items; resolves (never rejects) with every item. */
    async function fetchBatch(
      partnerNo: string,
      itemNos: readonly string[],
      call: ErpCallOptions | undefined,
    ): Promise<Map<string, ErpItemResult<T>>> {
      const results = new Map<string, ErpItemResult<T>>();
      const failAll = (): Map<string, ErpItemResult<T>> => {
        counters.errors += 1;
        for (const itemNo of itemNos) results.set(itemNo, { status: 'error' });
        return results;
      };
      logger.debug({ path, partnerNo, items: itemNos.length }, 'ERP batch call');
      const answer = await post(kind, path, { itemNo: itemNos, PartnerNo: partnerNo }, call);
      if (!answer.ok) return failAll();
      if (!Array.isArray(answer.data)) {
        logger.warn({ path, partnerNo, items: itemNos.length }, 'ERP answer is not a list');
        return failAll();
      }
      if (answer.data.length === 0) {
        // SPEC §8: an empty result is an error for all requested products.
        logger.warn({ path, partnerNo, items: itemNos.length }, 'ERP answered with an empty list');
        return failAll();
      }
      const requested = new Set(itemNos);
      let invalid = 0;
      for (const raw of answer.data) {
        const parsed = schema.safeParse(raw);
        if (!parsed.success) {
          invalid += 1;
          continue;
        }
        const record = parsed.data;
        if (!requested.has(record.ItemNo)) continue;
        remember(keyOf(partnerNo, record.ItemNo), record);
        results.set(record.ItemNo, { status: 'ok', record });
      }
      const missing = itemNos.filter((itemNo) => !results.has(itemNo));
      for (const itemNo of missing) results.set(itemNo, { status: 'error' });
      if (missing.length > 0 || invalid > 0) {
        counters.errors += 1;
        logger.warn(
          { path, partnerNo, missing: missing.length, invalid },
          'ERP answer lacks requested items',
        );
      }
      return results;
    }

    async function lookup(
      partnerNo: string,
      itemNos: readonly string[],
      call?: ErpCallOptions,
    ): Promise<ReadonlyMap<string, ErpItemResult<T>>> {
      const results = new Map<string, ErpItemResult<T>>();
      const waiting: Array<Promise<void>> = [];
      const toFetch: string[] = [];
      const at = now();
      let hits = 0;
      let shared = 0;
      for (const itemNo of new Set(itemNos)) {
        const key = keyOf(partnerNo, itemNo);
        const cached = cache.get(key);
        if (cached !== undefined && at - cached.storedAt < cacheTtlMs) {
          hits += 1;
          results.set(itemNo, { status: 'ok', record: cached.record });
          continue;
        }
        // SPEC §4: an entry older than 60 s is not shown; fetch it again.
        if (cached !== undefined) cache.delete(key);
        const pending = inFlight.get(key);
        if (pending !== undefined) {
          shared += 1;
          waiting.push(pending.then((result) => void results.set(itemNo, result)));
          continue;
        }
        toFetch.push(itemNo);
      }
      counters.cacheHits += hits;
      counters.cacheMisses += toFetch.length;
      counters.sharedInFlight += shared;
      if (hits > 0 || shared > 0) logger.debug({ path, partnerNo, hits, shared }, 'ERP cache hits');

      for (let start = 0; start < toFetch.length; start += ERP_MAX_ITEMS_PER_CALL) {
        const chunk = toFetch.slice(start, start + ERP_MAX_ITEMS_PER_CALL);
        const batch = fetchBatch(partnerNo, chunk, call);
        // Registered before any await, so a concurrent request for these items joins this call.
        for (const itemNo of chunk) {
          const key = keyOf(partnerNo, itemNo);
          // fetchBatch does not reject; the second handler only guards "never throws" against
          // a faulty injected logger or fetch.
          const itemResult = batch.then(
            (found): ErpItemResult<T> => found.get(itemNo) ?? { status: 'error' },
            (): ErpItemResult<T> => ({ status: 'error' }),
          );
          inFlight.set(key, itemResult);
          waiting.push(
            itemResult.then((result) => {
              results.set(itemNo, result);
              if (inFlight.get(key) === itemResult) inFlight.delete(key);
            }),
          );
        }
      }
      await Promise.all(waiting);
      return results;
    }

    return { lookup, clear: () => cache.clear() };
  }

  const pricing = createBatchedLookup<ErpPricingRecord>('pricing', erpPricingRecordSchema);
  const availability = createBatchedLookup<ErpAvailabilityRecord>(
    'availability',
    erpAvailabilityRecordSchema,
  );

  async function stocksFrom(path: string, itemNo: string, call: ErpCallOptions | undefined) {
    const answer = await post('stock', path, { itemNo }, call);
    if (!answer.ok) return answer;
    if (!Array.isArray(answer.data))
      return { ok: false as const, reason: 'invalid-response' as const };
    const stocks: ErpStoreStock[] = [];
    for (const raw of answer.data) {
      const parsed = erpStoreStockSchema.safeParse(raw);
      if (!parsed.success) return { ok: false as const, reason: 'invalid-response' as const };
      stocks.push(parsed.data);
    }
    return { ok: true as const, stocks };
  }

  type OrderStatusBatch =
    | { ok: true; orders: Map<string, ErpOrderStatusEntry> }
    | { ok: false; reason: ErpFailureReason };

  /** One GetOrderStatus call for up to ERP_MAX_ORDERS_PER_CALL orders; never rejects. */
  async function fetchOrderStatuses(
    partnerNo: string,
    queries: readonly ErpOrderStatusQuery[],
    call: ErpCallOptions | undefined,
  ): Promise<OrderStatusBatch> {
    const path = PATHS.orderStatus;
    logger.debug({ path, partnerNo, orders: queries.length }, 'ERP order status call');
    const answer = await post('orderStatus', path, { PartnerNo: partnerNo, Orders: queries }, call);
    if (!answer.ok) {
      counters.errors += 1;
      return { ok: false, reason: answer.reason };
    }
    if (!Array.isArray(answer.data)) {
      counters.errors += 1;
      logger.warn({ path, partnerNo, orders: queries.length }, 'ERP answer is not a list');
      return { ok: false, reason: 'invalid-response' };
    }
    if (answer.data.length === 0) {
      // The shop asks only for orders it has placed with the ERP: an empty list is the ERP not
      // answering (the simulator's 'empty' fault), not "no order known" (SPEC §8 style).
      counters.errors += 1;
      logger.warn({ path, partnerNo, orders: queries.length }, 'ERP answered with an empty list');
      return { ok: false, reason: 'empty' };
    }
    const requested = new Set(queries.map((query) => query.OrderNo));
    const orders = new Map<string, ErpOrderStatusEntry>();
    let invalid = 0;
    for (const raw of answer.data) {
      const parsed = erpOrderStatusRecordSchema.safeParse(raw);
      if (!parsed.success) {
        invalid += 1;
        continue;
      }
      const record = parsed.data;
      if (!requested.has(record.OrderNo) || orders.has(record.OrderNo)) continue;
      orders.set(record.OrderNo, {
        status: record.Status,
        history: record.History.map((step) => ({ status: step.Status, at: new Date(step.At) })),
      });
    }
    if (invalid > 0) {
      // The valid records still count; the dropped orders are re-asked for next time.
      counters.errors += 1;
      logger.warn({ path, partnerNo, invalid }, 'ERP order status answer has invalid records');
    }
    const unknown = requested.size - orders.size;
    if (unknown > 0) logger.debug({ path, partnerNo, unknown }, 'ERP does not know some orders');
    return { ok: true, orders };
  }

  type InquiryOffersBatch =
    | { ok: true; inquiries: Map<string, ErpInquiryOffersRecord> }
    | { ok: false; reason: ErpFailureReason };

  /** One GetInquiryOffers call for up to ERP_MAX_INQUIRIES_PER_CALL inquiries; never rejects. */
  async function fetchInquiryOffers(
    partnerNo: string,
    queries: readonly ErpInquiryQuery[],
    call: ErpCallOptions | undefined,
  ): Promise<InquiryOffersBatch> {
    const path = PATHS.inquiryOffers;
    logger.debug({ path, partnerNo, inquiries: queries.length }, 'ERP inquiry offers call');
    const answer = await post(
      'inquiryOffers',
      path,
      { PartnerNo: partnerNo, Inquiries: queries },
      call,
    );
    if (!answer.ok) {
      counters.errors += 1;
      return { ok: false, reason: answer.reason };
    }
    if (!Array.isArray(answer.data)) {
      counters.errors += 1;
      logger.warn({ path, partnerNo, inquiries: queries.length }, 'ERP answer is not a list');
      return { ok: false, reason: 'invalid-response' };
    }
    if (answer.data.length === 0) {
      // As GetOrderStatus: the shop asks only about inquiries it sent, so an empty list is the
      // ERP not answering (the simulator's 'empty' fault), not "none known".
      counters.errors += 1;
      logger.warn(
        { path, partnerNo, inquiries: queries.length },
        'ERP answered with an empty list',
      );
      return { ok: false, reason: 'empty' };
    }
    const requested = new Set(queries.map((query) => query.InquiryNo));
    const inquiries = new Map<string, ErpInquiryOffersRecord>();
    let invalid = 0;
    for (const raw of answer.data) {
      const parsed = erpInquiryOffersRecordSchema.safeParse(raw);
      if (!parsed.success) {
        invalid += 1;
        continue;
      }
      const record = parsed.data;
      if (!requested.has(record.InquiryNo) || inquiries.has(record.InquiryNo)) continue;
      inquiries.set(record.InquiryNo, record);
    }
    if (invalid > 0) {
      // The valid records still count; the dropped inquiries are asked about again next time.
      counters.errors += 1;
      logger.warn({ path, partnerNo, invalid }, 'ERP inquiry offers answer has invalid records');
    }
    return { ok: true, inquiries };
  }

  type ComplaintBatch =
    | { ok: true; complaints: Map<string, ErpComplaintStatusRecord> }
    | { ok: false; reason: ErpFailureReason };

  /** One GetComplaintStatus call for up to ERP_MAX_COMPLAINTS_PER_CALL complaints; never rejects. */
  async function fetchComplaintStatuses(
    partnerNo: string,
    queries: readonly ErpComplaintQuery[],
    call: ErpCallOptions | undefined,
  ): Promise<ComplaintBatch> {
    const path = PATHS.complaintStatus;
    const answer = await post(
      'complaintStatus',
      path,
      { PartnerNo: partnerNo, Complaints: queries },
      call,
    );
    if (!answer.ok) {
      counters.errors += 1;
      return { ok: false, reason: answer.reason };
    }
    if (!Array.isArray(answer.data) || answer.data.length === 0) {
      // As GetInquiryOffers: the shop asks only about complaints it sends whole, which the ERP
      // takes as submitted, so an empty list is the ERP not answering.
      counters.errors += 1;
      logger.warn({ path, partnerNo, complaints: queries.length }, 'ERP complaint answer empty');
      return { ok: false, reason: Array.isArray(answer.data) ? 'empty' : 'invalid-response' };
    }
    const requested = new Set(queries.map((q) => q.ComplaintNo));
    const complaints = new Map<string, ErpComplaintStatusRecord>();
    let invalid = 0;
    for (const raw of answer.data) {
      const parsed = erpComplaintStatusRecordSchema.safeParse(raw);
      if (!parsed.success) {
        invalid += 1;
        continue;
      }
      const record = parsed.data;
      if (!requested.has(record.ComplaintNo) || complaints.has(record.ComplaintNo)) continue;
      complaints.set(record.ComplaintNo, record);
    }
    if (invalid > 0) {
      counters.errors += 1;
      logger.warn({ path, partnerNo, invalid }, 'ERP complaint answer has invalid records');
    }
    return { ok: true, complaints };
  }

  return {
    async getComplaintStatuses(partnerNo, complaints, call) {
      if (complaints.length === 0) return { status: 'ok', complaints: new Map() };
      const iso = (at: Date): string =>
        at instanceof Date && Number.isFinite(at.getTime()) ? at.toISOString() : '';
      const queries = new Map<string, ErpComplaintQuery>();
      let skipped = 0;
      for (const c of complaints) {
        const query = erpComplaintQuerySchema.safeParse({
          ComplaintNo: c.complaintNo,
          Created: iso(c.created),
          OrderNo: c.orderNo,
          DeliveryNoteNo: c.deliveryNoteNo,
          DesiredResolution: c.desiredResolution,
          Description: c.description.slice(0, 4000),
          Attachments: c.attachments,
          Lines: c.lines.slice(0, ERP_MAX_COMPLAINT_LINES),
          Messages: c.messages
            .slice(-ERP_MAX_COMPLAINT_MESSAGES)
            .map((m) => ({ At: iso(m.at), Message: m.message.slice(0, 4000) })),
        });
        if (!query.success) skipped += 1;
        else if (!queries.has(query.data.ComplaintNo))
          queries.set(query.data.ComplaintNo, query.data);
      }
      if (queries.size === 0 || partnerNo.length === 0 || partnerNo.length > 32) {
        logger.warn(
          { path: PATHS.complaintStatus, skipped },
          'Complaint status request does not match the ERP contract',
        );
        return { status: 'error', reason: 'invalid-request' };
      }
      if (skipped > 0)
        logger.warn({ path: PATHS.complaintStatus, skipped }, 'Complaints left out (contract)');
      const all = [...queries.values()];
      const chunks: ErpComplaintQuery[][] = [];
      for (let start = 0; start < all.length; start += ERP_MAX_COMPLAINTS_PER_CALL)
        chunks.push(all.slice(start, start + ERP_MAX_COMPLAINTS_PER_CALL));
      const batches = await Promise.all(
        chunks.map((chunk) => fetchComplaintStatuses(partnerNo, chunk, call)),
      );
      const found = new Map<string, ErpComplaintStatusRecord>();
      for (const batch of batches) {
        if (!batch.ok) return { status: 'error', reason: batch.reason };
        for (const [no, record] of batch.complaints) found.set(no, record);
      }
      return { status: 'ok', complaints: found };
    },

    getPricing: pricing.lookup,
    getAvailability: availability.lookup,

    async getStocks(itemNo, call) {
      const [stores, central] = await Promise.all([
        stocksFrom(PATHS.stocksTC, itemNo, call),
        stocksFrom(PATHS.stocksCS, itemNo, call),
      ]);
      if (!stores.ok || !central.ok) {
        counters.errors += 1;
        const reason = !stores.ok ? stores.reason : !central.ok ? central.reason : 'network';
        logger.warn({ itemNo, reason }, 'ERP stock lookup failed');
        return { status: 'error', reason };
      }
      const stocks = [...stores.stocks, ...central.stocks];
      if (stocks.length === 0) {
        // Every item has at least its central-warehouse record; nothing at all means the ERP
        // did not answer, not "no stock" (shown as 'error_checking_inventory', SPEC §8).
        counters.errors += 1;
        logger.warn({ itemNo }, 'ERP stock lookup answered with empty lists');
        return { status: 'error', reason: 'empty' };
      }
      return { status: 'ok', stocks };
    },

    async getRouting(input, call) {
      const draft = erpRoutingRequestSchema.safeParse(input);
      if (!draft.success) {
        const message = draft.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
          .join('; ');
        logger.warn({ message }, 'Order draft does not match the ERP contract');
        return { status: 'error', reason: 'invalid-request', message };
      }
      const answer = await post('routing', PATHS.routing, draft.data, call);
      if (!answer.ok) {
        counters.errors += 1;
        return { status: 'error', reason: answer.reason };
      }
      const parsed = erpRoutingResponseSchema.safeParse(answer.data);
      if (!parsed.success) {
        counters.errors += 1;
        const empty = Array.isArray(answer.data) && answer.data.length === 0;
        logger.warn(
          { path: PATHS.routing, empty },
          'ERP routing answer does not match the contract',
        );
        return { status: 'error', reason: empty ? 'empty' : 'invalid-response' };
      }
      // Every line sent must come back: a missing line would silently lose its date and price check.
      const answered = new Set(parsed.data.OrderLines.map((line) => line.OrderLine));
      const missing = draft.data.OrderLines.filter((line) => !answered.has(line.OrderLine)).length;
      if (missing > 0) {
        counters.errors += 1;
        logger.warn({ path: PATHS.routing, missing }, 'ERP routing answer lacks order lines');
        return { status: 'error', reason: 'invalid-response' };
      }
      return { status: 'ok', routing: parsed.data };
    },

    async getOrderStatuses(partnerNo, orders, call) {
      if (orders.length === 0) return { status: 'ok', orders: new Map() };
      const path = PATHS.orderStatus;
      // Distinct, well-formed orders (the first of a repeated number wins). A malformed one is
      // left out, and so missing from the answer, rather than failing the partner's others.
      const queries = new Map<string, ErpOrderStatusQuery>();
      let skipped = 0;
      for (const order of orders) {
        const created =
          order.created instanceof Date && Number.isFinite(order.created.getTime())
            ? order.created.toISOString()
            : '';
        const query = erpOrderStatusQuerySchema.safeParse({
          OrderNo: order.orderNo,
          Created: created,
        });
        if (!query.success) skipped += 1;
        else if (!queries.has(query.data.OrderNo)) queries.set(query.data.OrderNo, query.data);
      }
      const partner = erpOrderStatusRequestSchema.shape.PartnerNo.safeParse(partnerNo);
      if (!partner.success || queries.size === 0) {
        const message = partner.success
          ? 'no order with a valid number and date'
          : partner.error.issues.map((issue) => `PartnerNo: ${issue.message}`).join('; ');
        logger.warn({ path, message }, 'Order status request does not match the ERP contract');
        return { status: 'error', reason: 'invalid-request' };
      }
      if (skipped > 0) {
        logger.warn({ path, partnerNo, skipped }, 'Orders with an invalid number or date left out');
      }

      const all = [...queries.values()];
      const chunks: ErpOrderStatusQuery[][] = [];
      for (let start = 0; start < all.length; start += ERP_MAX_ORDERS_PER_CALL) {
        chunks.push(all.slice(start, start + ERP_MAX_ORDERS_PER_CALL));
      }
      const batches = await Promise.all(
        chunks.map((chunk) => fetchOrderStatuses(partnerNo, chunk, call)),
      );
      const found = new Map<string, ErpOrderStatusEntry>();
      for (const batch of batches) {
        // A partial answer would look like unknown orders: all or nothing, the shop asks again.
        if (!batch.ok) return { status: 'error', reason: batch.reason };
        for (const [orderNo, entry] of batch.orders) found.set(orderNo, entry);
      }
      return { status: 'ok', orders: found };
    },

    async getInquiryOffers(partnerNo, inquiries, call) {
      if (inquiries.length === 0) return { status: 'ok', inquiries: new Map() };
      const path = PATHS.inquiryOffers;
      const iso = (at: Date): string =>
        at instanceof Date && Number.isFinite(at.getTime()) ? at.toISOString() : '';
      // Distinct, well-formed inquiries (the first of a repeated number wins); a malformed one is
      // left out, and so missing from the answer, rather than failing the partner's others.
      const queries = new Map<string, ErpInquiryQuery>();
      let skipped = 0;
      for (const inquiry of inquiries) {
        const query = erpInquiryQuerySchema.safeParse({
          InquiryNo: inquiry.inquiryNo,
          Created: iso(inquiry.created),
          Lines: inquiry.lines.slice(0, ERP_MAX_INQUIRY_LINES).map((line) => ({
            LineNo: line.lineNo,
            ItemNo: line.itemNo,
            Quantity: line.quantity,
            Unit: line.unit,
          })),
          Requests: inquiry.requests.slice(-ERP_MAX_INQUIRY_REQUESTS).map((request) => ({
            At: iso(request.at),
            Kind: request.kind,
            Message: request.message,
          })),
        });
        if (!query.success) skipped += 1;
        else if (!queries.has(query.data.InquiryNo)) queries.set(query.data.InquiryNo, query.data);
      }
      const partner = erpInquiryOffersRequestSchema.safeParse({
        PartnerNo: partnerNo,
        Inquiries: [...queries.values()].slice(0, 1),
      });
      if (!partner.success || queries.size === 0) {
        const message =
          queries.size === 0
            ? 'no inquiry with a valid number, date and lines'
            : 'PartnerNo does not match the contract';
        logger.warn({ path, message }, 'Inquiry offers request does not match the ERP contract');
        return { status: 'error', reason: 'invalid-request' };
      }
      if (skipped > 0) {
        logger.warn(
          { path, partnerNo, skipped },
          'Inquiries that do not match the contract left out',
        );
      }
      const all = [...queries.values()];
      const chunks: ErpInquiryQuery[][] = [];
      for (let start = 0; start < all.length; start += ERP_MAX_INQUIRIES_PER_CALL) {
        chunks.push(all.slice(start, start + ERP_MAX_INQUIRIES_PER_CALL));
      }
      const batches = await Promise.all(
        chunks.map((chunk) => fetchInquiryOffers(partnerNo, chunk, call)),
      );
      const found = new Map<string, ErpInquiryOffersRecord>();
      for (const batch of batches) {
        if (!batch.ok) return { status: 'error', reason: batch.reason };
        for (const [inquiryNo, record] of batch.inquiries) found.set(inquiryNo, record);
      }
      return { status: 'ok', inquiries: found };
    },

    metrics: () => ({ ...counters }),

    clearCache() {
      pricing.clear();
      availability.clear();
    },
  };
}
