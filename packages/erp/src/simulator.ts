// The built-in ERP simulator: a Fastify plugin answering the integration calls of SPEC §7 (and
// GetOrderStatus, issue #12; GetInquiryOffers, issue #14) at /Pimcore/* (the server registers it with { prefix: '/Pimcore' } when ERP_URL is unset).
// It speaks exactly the real ERP's paths and payloads, so the shop's client cannot tell the
// difference and pointing ERP_URL at the real system needs no code change (ARCHITECTURE.md).
//
// Deliberately NOT wrapped in fastify-plugin: the simulator stands in for an external system,
// so its routes, prefix and error handler stay encapsulated from the shop's own.
//
// The shop runs it with `startInProcessErpSimulator`: on a Fastify instance of its own that never
// listens, so only the shop's ERP client can call it; mounted on the shop's port it would give
// anyone any partner's prices (issue #10 §4).
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import type {
  FastifyBaseLogger,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import {
  erpAvailabilityRequestSchema,
  erpInquiryOffersRequestSchema,
  erpOrderStatusRequestSchema,
  erpPricingRequestSchema,
  erpRoutingRequestSchema,
  erpStocksRequestSchema,
} from '@gradnik/contracts/erp';
import type { ErpInquiryOffersRecord, ErpOrderStatusRecord } from '@gradnik/contracts/erp';
import { erpComplaintStatusRequestSchema } from '@gradnik/contracts/erp-complaint';
import { simComplaintStatus } from './simulator-complaints.ts';
import { ljubljanaDate } from './slovenian-calendar.ts';
import {
  simAvailability,
  simCentralStock,
  simInquiryOffers,
  simOrderStatus,
  SIM_OFFER_DELAY_SECONDS,
  simPricing,
  simRouting,
  simStoreStocks,
} from './simulator-rules.ts';
import type { ErpSimUnits } from './simulator-rules.ts';

export type { ErpSimUnits } from './simulator-rules.ts';

export const ERP_SIM_FAULTS = ['timeout', 'error', 'empty'] as const;
/**
 * timeout: the answer is held back (default 30 s) so the client's timeout fires;
 * error: HTTP 500; empty: 200 with an empty list.
 */
export type ErpSimFault = (typeof ERP_SIM_FAULTS)[number];

/** Per-request fault header, honoured only with `allowFaultHeader` (tests). */
export const ERP_SIM_FAULT_HEADER = 'x-erp-sim-fault';

export interface ErpSimulatorOptions {
  /** Store ids (OrganisationUnit) answered by GetStocksTC and counted in Basket. */
  storeIds: readonly string[];
  /**
   * The shop catalogue's retail factor (and unit) per item. The real ERP knows it; the simulator
   * does not, so the server passes a lookup to keep retail prices = base × factor consistent with
   * the catalogue. Unknown items use factor 1 and KOS. Asked once per call with all its items
   * (one catalogue query for a page, not one per item).
   */
  units?: (
    itemNos: readonly string[],
  ) => ReadonlyMap<string, ErpSimUnits> | Promise<ReadonlyMap<string, ErpSimUnits>>;
  /** Clock for "today" (price update dates, delivery dates) and "now" (order statuses). */
  now?: () => Date;
  /**
   * Issue #14: how long the retailer takes to answer an inquiry, a revision request or a
   * message (ERP_SIM_OFFER_DELAY, in seconds, as milliseconds here). Default 60 s.
   */
  offerDelayMs?: number;
  /**
   * Issue #14: items of the same category per item (from the shop's catalogue, like `units`),
   * from which an out-of-stock item's substitute is drawn. Without it, no substitutes.
   */
  sameCategory?: (
    itemNos: readonly string[],
  ) => ReadonlyMap<string, readonly string[]> | Promise<ReadonlyMap<string, readonly string[]>>;
  /**
   * Fault for every request. undefined: read env ERP_SIM_FAULT once at registration;
   * null: no fault, whatever the env says.
   */
  fault?: ErpSimFault | null;
  /** Honour the `x-erp-sim-fault` request header (test mode only: never in production). */
  allowFaultHeader?: boolean;
  /** How long the timeout fault holds an answer back; default 30 s. */
  timeoutFaultMs?: number;
}

/** Parses an ERP_SIM_FAULT value; throws naming the variable when it is not a known fault. */
export function parseErpSimFault(
  value: string | undefined,
  source = 'ERP_SIM_FAULT',
): ErpSimFault | undefined {
  if (value === undefined || value === '') return undefined;
  if ((ERP_SIM_FAULTS as readonly string[]).includes(value)) return value as ErpSimFault;
  throw new Error(`${source} must be one of ${ERP_SIM_FAULTS.join(', ')} (got '${value}')`);
}

interface SchemaLike<T> {
  safeParse(data: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

class BadRequest extends Error {
  readonly statusCode = 400;
}

/** Validates a body against a contract; the 400 message names each failing field. */
function parseBody<T>(call: string, schema: SchemaLike<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const details = result.error.issues
    .slice(0, 10)
    .map(
      (issue) =>
        `${issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)'}: ${issue.message}`,
    )
    .join('; ');
  throw new BadRequest(`Invalid ${call} request: ${details}`);
}

export const erpSimulator: FastifyPluginCallback<ErpSimulatorOptions> = (
  fastify,
  options,
  done,
) => {
  const storeIds = [...options.storeIds];
  const now = options.now ?? (() => new Date());
  let configuredFault: ErpSimFault | undefined;
  try {
    configuredFault =
      options.fault === undefined
        ? parseErpSimFault(process.env.ERP_SIM_FAULT)
        : (options.fault ?? undefined);
  } catch (error) {
    // A wrong ERP_SIM_FAULT stops start-up with a message naming it (STYLE practice 7).
    done(error instanceof Error ? error : new Error(String(error)));
    return;
  }
  const timeoutFaultMs = options.timeoutFaultMs ?? 30_000;
  const lookupUnits = options.units;
  const offerDelayMs = options.offerDelayMs ?? SIM_OFFER_DELAY_SECONDS * 1000;
  const lookupSameCategory = options.sameCategory;

  // Held-back answers of the timeout fault, released when the server closes so that
  // fastify.close() (tests, graceful shutdown) never waits the full 30 s.
  const stalled = new Set<AbortController>();
  fastify.addHook('preClose', (hookDone) => {
    for (const controller of stalled) controller.abort();
    hookDone();
  });

  fastify.setErrorHandler((error: unknown, request, reply) => {
    const status =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 400 && status < 500) {
      // 4xx (our validation, Fastify's JSON parsing): the message is for the caller.
      const message = error instanceof Error ? error.message : 'Bad request';
      return reply.code(status).send({ error: message });
    }
    request.log.error({ err: error }, 'ERP simulator failed');
    return reply.code(500).send({ error: 'ERP simulator error' });
  });

  function faultOf(request: FastifyRequest): ErpSimFault | undefined {
    if (options.allowFaultHeader === true) {
      const header = request.headers[ERP_SIM_FAULT_HEADER];
      if (typeof header === 'string' && header !== '') {
        try {
          return parseErpSimFault(header, `Header ${ERP_SIM_FAULT_HEADER}`);
        } catch (error) {
          throw new BadRequest(error instanceof Error ? error.message : 'Bad fault header');
        }
      }
    }
    return configuredFault;
  }

  /** Holds the answer back; resolves early when the client hangs up or the server closes. */
  async function stall(reply: FastifyReply): Promise<void> {
    const controller = new AbortController();
    const hangUp = (): void => controller.abort();
    stalled.add(controller);
    reply.raw.once('close', hangUp);
    try {
      await sleep(timeoutFaultMs, undefined, { signal: controller.signal });
    } catch {
      // Aborted: the client is gone or the server is closing; answer at once.
    } finally {
      stalled.delete(controller);
      reply.raw.off('close', hangUp);
    }
  }

  /** The fault's answer for this request, if a fault applies; checked before the body. */
  async function faultAnswer(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ status: number; body: unknown } | undefined> {
    switch (faultOf(request)) {
      case 'timeout':
        await stall(reply);
        // Do not keep the connection alive: when the server is closing, an idle keep-alive
        // socket would hold fastify.close() open until the keep-alive timeout.
        void reply.header('connection', 'close');
        return { status: 504, body: { error: 'ERP simulator fault: timeout' } };
      case 'error':
        return { status: 500, body: { error: 'ERP simulator fault: error' } };
      case 'empty':
        return { status: 200, body: [] };
      case undefined:
        return undefined;
    }
  }

  async function unitsFor(
    itemNos: readonly string[],
  ): Promise<Map<string, ErpSimUnits | undefined>> {
    if (lookupUnits === undefined) return new Map();
    return new Map(await lookupUnits([...new Set(itemNos)]));
  }

  const today = (): string => ljubljanaDate(now());

  fastify.post('/B2B/GetPricing2', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetPricing2', erpPricingRequestSchema, request.body);
    const units = await unitsFor(body.itemNo);
    const day = today();
    return [...new Set(body.itemNo)].map((itemNo) =>
      simPricing(itemNo, body.PartnerNo, units.get(itemNo), day),
    );
  });

  fastify.post('/B2B/GetAvailability', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetAvailability', erpAvailabilityRequestSchema, request.body);
    return [...new Set(body.itemNo)].map((itemNo) =>
      simAvailability(itemNo, body.PartnerNo, storeIds),
    );
  });

  fastify.post('/General/GetStocksTC', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetStocksTC', erpStocksRequestSchema, request.body);
    const units = await unitsFor([body.itemNo]);
    return simStoreStocks(body.itemNo, storeIds, units.get(body.itemNo));
  });

  fastify.post('/General/GetStocksCS', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetStocksCS', erpStocksRequestSchema, request.body);
    const units = await unitsFor([body.itemNo]);
    return [simCentralStock(body.itemNo, units.get(body.itemNo))];
  });

  fastify.post('/B2B/GetRouting', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const draft = parseBody('GetRouting', erpRoutingRequestSchema, request.body);
    const units = await unitsFor(draft.OrderLines.map((line) => line.ItemNo));
    return simRouting(draft, storeIds, (itemNo) => units.get(itemNo), today());
  });

  fastify.post('/B2B/GetOrderStatus', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetOrderStatus', erpOrderStatusRequestSchema, request.body);
    const at = now();
    // Every order is known: the simulator has no database to miss one in (issue #12).
    return body.Orders.map((order): ErpOrderStatusRecord => {
      const { status, history } = simOrderStatus(order.OrderNo, new Date(order.Created), at);
      return {
        OrderNo: order.OrderNo,
        Status: status,
        History: history.map((step) => ({ Status: step.status, At: step.at.toISOString() })),
      };
    });
  });

  fastify.post('/B2B/GetInquiryOffers', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetInquiryOffers', erpInquiryOffersRequestSchema, request.body);
    const at = now();
    const asked = [...new Set(body.Inquiries.flatMap((i) => i.Lines.map((l) => l.ItemNo)))];
    const sameCategory = new Map(
      lookupSameCategory === undefined ? [] : await lookupSameCategory(asked),
    );
    const candidates = [...sameCategory.values()].flat();
    const units = await unitsFor([...asked, ...candidates]);
    const catalogue = {
      units: (itemNo: string) => units.get(itemNo),
      sameCategory: (itemNo: string) => sameCategory.get(itemNo) ?? [],
    };
    // Every inquiry is known: the simulator has no database to miss one in.
    return body.Inquiries.map((inquiry): ErpInquiryOffersRecord =>
      simInquiryOffers(inquiry, body.PartnerNo, at, offerDelayMs, catalogue),
    );
  });

  // Issue #16, decision 043: the retailer's answer to complaints (simulator-complaints.ts).
  fastify.post('/B2B/GetComplaintStatus', async (request, reply) => {
    const fault = await faultAnswer(request, reply);
    if (fault) return reply.code(fault.status).send(fault.body);
    const body = parseBody('GetComplaintStatus', erpComplaintStatusRequestSchema, request.body);
    const at = now();
    // Every complaint is known: the first call about one is its submission.
    return body.Complaints.map((complaint) => simComplaintStatus(complaint, at, offerDelayMs));
  });

  done();
};

/** The base URL of the in-process simulator: a reserved name no network request can reach. */
export const IN_PROCESS_ERP_URL = 'http://erp-simulator.invalid';

export interface InProcessErpSimulator {
  /** What the ERP client calls instead of ERP_URL. */
  readonly baseUrl: string;
  /** A fetch answered by the simulator inside this process (no socket, no port). */
  readonly fetch: typeof globalThis.fetch;
  /** Releases held-back answers (timeout fault) and closes the simulator's instance. */
  close(): Promise<void>;
}

/**
 * The simulator on a private Fastify instance that never listens: the shop's own ERP client is
 * its only caller, through the returned fetch (issue #10 §4: no user can reach the ERP). The
 * client is made exactly as for a real ERP, so ERP_URL keeps meaning what it did.
 */
export async function startInProcessErpSimulator(
  options: ErpSimulatorOptions & { logger?: FastifyBaseLogger },
): Promise<InProcessErpSimulator> {
  const { logger, ...simulator } = options;
  const app = logger ? Fastify({ loggerInstance: logger }) : Fastify({ logger: false });
  await app.register(erpSimulator, { ...simulator, prefix: '/Pimcore' });
  await app.ready();
  const simFetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const body = init?.body;
    if (body != null && typeof body !== 'string') {
      throw new TypeError('The in-process ERP simulator takes string bodies only');
    }
    const res = await app.inject({
      method: (init?.method ?? 'GET').toUpperCase() as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      payload: body ?? undefined,
      signal: init?.signal ?? undefined,
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  return { baseUrl: IN_PROCESS_ERP_URL, fetch: simFetch, close: () => app.close() };
}
