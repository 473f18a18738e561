// Inquiry offers (issue #14, decision 036): the list and detail of the company's inquiries with
// the retailer's offers, kept up to date from the ERP (GetInquiryOffers, asked at most once a
// minute per inquiry, as order statuses are), and the buyer's actions: accept into the cart,
// decline, write to the caretaker or ask for a revised offer, request a new offer, withdraw.
// Every id is the token's company's: any other is 404, like an unknown one.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErpInquiryOffersRecord } from '@gradnik/contracts/erp';
import {
  INQUIRY_LIST_DEFAULT_PAGE_SIZE,
  type InquiryDetail,
  type InquiryDetailResponse,
  type InquiryListItem,
  type InquiryListQuery,
  type InquiryListResponse,
  type InquiryMessageBody,
  type InquiryRenewResponse,
  type Offer,
  type OfferAcceptBody,
  type OfferAcceptResponse,
  type OfferDeclineBody,
  type OfferSummary,
} from '@gradnik/contracts/offer';
import type { InquiryOfferLine } from '@gradnik/db/schema/commerce';
import { documentFileName } from '@gradnik/domain/account-documents';
import { PRICING_CACHE_MS } from '@gradnik/domain/constants';
import { ljubljanaDay, ljubljanaDayRange } from '@gradnik/domain/date-range';
import type { Locale } from '@gradnik/domain/locale';
import {
  inquiryActions,
  offerExpired,
  offerExpiresSoon,
  offerLineValue,
  offerNetUnitPrice,
  offerTotals,
  shownInquiryState,
  type OfferStatus,
  type StoredInquiryState,
} from '@gradnik/domain/offer';
import { caretaker, inquiriesAllowed, parseContacts } from '@gradnik/domain/partner';
import { AUTHENTICATION_REQUIRED, HttpError } from '../../http-error.ts';
import { laravelPage } from '../../laravel-page.ts';
import { requestLocale } from '../../request-locale.ts';
import { erpTestCall } from '../pricing/service.ts';
import { CARETAKER_FALLBACK, offerError } from './messages.ts';
import { renderOfferPdf } from './pdf.ts';
import type { NewOffer, OfferRow, OfferUpdate } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    offerService: OfferService;
  }
}

/** SPEC §9's 60 s: the ERP is asked about an inquiry at most once a minute (decision 036). */
export const OFFER_REFRESH_MS = PRICING_CACHE_MS;
/** Inquiries one refresh asks about at most (the newest waiting ones; older ones follow). */
const REFRESH_BATCH = 50;
/** Partners whose list refresh this instance remembers (the oldest are forgotten first). */
const LIST_REFRESH_MEMO_MAX = 10_000;

const fullName = (p: { firstname: string; lastname: string }) =>
  `${p.firstname} ${p.lastname}`.trim();

interface Caller {
  userId: number;
  partnerId: number;
  /** The agent acting for the user (SPEC §6), recorded on what the call writes. */
  agentUserId: number | null;
}

function offerSummary(offer: OfferRow, now: Date): OfferSummary {
  const open = offer.status === 'open';
  return {
    revision: offer.revision,
    number: offer.offerNo,
    createdAt: offer.createdAt.toISOString(),
    validUntil: offer.validUntil,
    status: offer.status,
    expired: open && offerExpired(offer.validUntil, now),
    expiresSoon: open && offerExpiresSoon(offer.validUntil, now),
    totalGross: offer.totalGross,
  };
}

/**
 * An offer line as the contract shows it. In the stored line, productId/itemNo/name are the
 * product asked for and `substitute` the one offered instead (schema InquiryOfferLine); the
 * contract shows the offered product, with the one asked for as `substituteFor`.
 */
function offerLine(line: InquiryOfferLine): Offer['lines'][number] {
  const offered = line.substitute ?? {
    productId: line.productId,
    itemNo: line.itemNo,
    name: line.name,
  };
  return {
    lineNo: line.lineNo,
    inquiryLineNo: line.inquiryLineNo ?? null,
    productId: offered.productId === null ? null : String(offered.productId),
    code: offered.itemNo,
    name: offered.name,
    requestedQuantity: line.requestedQuantity ?? null,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent,
    netUnitPrice: offerNetUnitPrice(line.unitPrice, line.discountPercent),
    lineValue: line.lineValue,
    vat: line.vat,
    deliveryDate: line.deliveryDate,
    substituteFor: line.substitute
      ? {
          productId: line.productId === null ? null : String(line.productId),
          code: line.itemNo,
          name: line.name,
        }
      : null,
  };
}

function offerOf(
  row: OfferRow,
  placed: readonly { id: number; orderNo: string }[],
  now: Date,
  locale: Locale,
): Offer {
  const totals = offerTotals(row.lines, row.transportCost);
  const order = placed.find((o) => o.id === row.acceptedOrderId);
  return {
    ...offerSummary(row, now),
    note: row.note,
    lines: row.lines.map(offerLine),
    totals: {
      net: totals.net,
      byRate: totals.byRate,
      transport: totals.transport,
      transportVat: totals.transportVat,
      vat: totals.vat,
      gross: totals.gross,
    },
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    declineReason: row.declineReason,
    order: order ? { id: String(order.id), number: order.orderNo } : null,
    pdfFileName: documentFileName('offer', row.offerNo, locale),
  };
}

function trimOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done === true) return;
    map.delete(oldest.value);
  }
}

export function createOfferService(fastify: FastifyInstance) {
  const repo = fastify.offerRepository;
  const lastListRefresh = new Map<number, number>();

  function callerOf(request: FastifyRequest): Caller {
    const auth = request.auth;
    if (!auth) throw new HttpError(401, AUTHENTICATION_REQUIRED, 'missing_token');
    // SPEC §6: an agent acting for no partner has no inquiries.
    if (auth.partnerId === null) throw offerError(request, 403, 'noPartner');
    return {
      userId: auth.userId,
      partnerId: auth.partnerId,
      agentUserId: auth.impersonation?.agentUserId ?? null,
    };
  }

  /** The partner's number, whether it may send inquiries (SPEC §6) and its caretaker's name. */
  async function partnerOf(request: FastifyRequest, partnerId: number) {
    const partner = await fastify.basketRepository.partner(partnerId);
    if (!partner) throw offerError(request, 403, 'noPartner');
    const contacts = parseContacts(partner.contacts, fastify.apiConfig.brandCode);
    const keeper = caretaker(contacts);
    return {
      partnerNo: partner.partnerNo,
      inquiriesAllowed: inquiriesAllowed(contacts),
      caretakerName: keeper ? `${keeper.name} ${keeper.surname}`.trim() : null,
    };
  }

  /** The ERP's answer as rows to store: catalogue ids and names, snapshots, totals. */
  async function updateOf(
    record: ErpInquiryOffersRecord,
    asked: readonly { lineNo: number; quantity: number; vat: number }[],
  ): Promise<OfferUpdate> {
    const codes = record.Offers.flatMap((o) =>
      o.Lines.flatMap((l) => [l.ItemNo, ...(l.SubstituteFor ? [l.SubstituteFor] : [])]),
    );
    const catalogue = new Map((await repo.productsByCode(codes)).map((p) => [p.code, p]));
    const product = (code: string) => {
      const found = catalogue.get(code);
      return { productId: found?.id ?? null, itemNo: code, name: found?.nameSl ?? code };
    };
    const offers = record.Offers.map((offer): NewOffer => {
      const lines = offer.Lines.map((l): InquiryOfferLine => {
        const askedLine = asked.find((a) => a.lineNo === l.InquiryLineNo);
        const offered = product(l.ItemNo);
        const askedFor = l.SubstituteFor ? product(l.SubstituteFor) : offered;
        return {
          lineNo: l.LineNo,
          inquiryLineNo: l.InquiryLineNo,
          ...askedFor,
          requestedQuantity: askedLine?.quantity ?? null,
          quantity: l.Quantity,
          unit: l.Unit,
          unitPrice: l.UnitPrice,
          discountPercent: l.DiscountPercent,
          lineValue: offerLineValue(l.Quantity, l.UnitPrice, l.DiscountPercent),
          vat: catalogue.get(l.ItemNo)?.vat ?? askedLine?.vat ?? 22,
          deliveryDate: l.DeliveryDate,
          substitute: l.SubstituteFor ? offered : null,
        };
      });
      const totals = offerTotals(lines, offer.TransportCost);
      return {
        revision: offer.Revision,
        offerNo: offer.OfferNo,
        createdAt: new Date(offer.OfferedAt),
        validUntil: offer.ValidUntil,
        transportCost: offer.TransportCost,
        totalNet: totals.net,
        totalVat: totals.vat,
        totalGross: totals.gross,
        lines,
        note: offer.Note,
      };
    });
    return {
      state: record.State,
      offers,
      replies: record.Replies.map((r) => ({ at: new Date(r.At), body: r.Message })),
    };
  }

  /**
   * Decision 036: before the list or an inquiry is read, the partner's inquiries waiting for
   * the retailer that were not asked about in the last minute get the ERP's answer (one
   * GetInquiryOffers call). A failed call leaves what is stored: the page still answers.
   */
  async function refresh(
    request: FastifyRequest,
    partnerId: number,
    partnerNo: string,
    inquiryId?: number,
  ): Promise<void> {
    const now = fastify.now();
    if (inquiryId === undefined) {
      // As the orders list: this instance asked for the partner less than a minute ago, so the
      // claim would find nothing due; skipping it spares every list view a write (bench).
      const last = lastListRefresh.get(partnerId);
      if (last !== undefined && now.getTime() - last < OFFER_REFRESH_MS) return;
      lastListRefresh.delete(partnerId);
      lastListRefresh.set(partnerId, now.getTime());
      trimOldest(lastListRefresh, LIST_REFRESH_MEMO_MAX);
    }
    const claimed = await repo.claimWaiting(
      partnerId,
      now,
      new Date(now.getTime() - OFFER_REFRESH_MS),
      REFRESH_BATCH,
      inquiryId,
    );
    if (claimed.length === 0) return;
    const inputs = await repo.erpInputs(claimed.map((c) => c.id));
    const answer = await fastify.erp.getInquiryOffers(
      partnerNo,
      claimed.map((c) => ({
        inquiryNo: c.orderNo,
        created: c.createdAt,
        lines: inputs.lines
          .filter((l) => l.orderId === c.id)
          .map((l) => ({ lineNo: l.lineNo, itemNo: l.itemNo, quantity: l.quantity, unit: l.unit })),
        requests: inputs.requests
          .filter((r) => r.inquiryId === c.id)
          .map((r) => ({ at: r.at, kind: r.kind, message: r.body })),
      })),
      erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
    );
    if (answer.status !== 'ok') {
      request.log.warn(
        { reason: answer.reason, inquiries: claimed.length },
        'inquiry offers refresh failed',
      );
      return;
    }
    for (const inquiry of claimed) {
      const record = answer.inquiries.get(inquiry.orderNo);
      if (!record) continue;
      const asked = inputs.lines.filter((l) => l.orderId === inquiry.id);
      await repo.applyErpAnswer(partnerId, inquiry.id, await updateOf(record, asked));
    }
  }

  async function list(
    request: FastifyRequest,
    query: InquiryListQuery,
  ): Promise<InquiryListResponse> {
    const caller = callerOf(request);
    const partner = await partnerOf(request, caller.partnerId);
    await refresh(request, caller.partnerId, partner.partnerNo);
    const now = fastify.now();
    const page = query.page ?? 1;
    const perPage = query.per_page ?? INQUIRY_LIST_DEFAULT_PAGE_SIZE;
    const { rows, total } = await repo.list(
      {
        partnerId: caller.partnerId,
        state: query.status,
        ...ljubljanaDayRange(query.date_from, query.date_to),
        today: ljubljanaDay(now),
      },
      query.sort ?? '-date',
      (page - 1) * perPage,
      perPage,
    );
    const items = rows.map((row): InquiryListItem => {
      const offer =
        row.offerId !== null && row.revision !== null && row.offerNo !== null
          ? {
              status: row.offerStatus as OfferStatus,
              validUntil: row.validUntil,
            }
          : null;
      return {
        id: String(row.id),
        number: row.orderNo,
        createdAt: row.createdAt.toISOString(),
        placedBy: { id: String(row.userId), name: fullName(row) },
        agent:
          row.agentFirstname !== null && row.agentLastname !== null
            ? { name: fullName({ firstname: row.agentFirstname, lastname: row.agentLastname }) }
            : null,
        state: shownInquiryState(row.status as StoredInquiryState, offer, now),
        inquiryGross: row.totalGross,
        offer:
          offer && row.revision !== null && row.offerNo !== null
            ? {
                revision: row.revision,
                number: row.offerNo,
                createdAt: new Date(row.offerCreatedAt).toISOString(),
                validUntil: row.validUntil,
                status: offer.status,
                expired: offer.status === 'open' && offerExpired(row.validUntil, now),
                expiresSoon: offer.status === 'open' && offerExpiresSoon(row.validUntil, now),
                totalGross: Number(row.offerGross),
              }
            : null,
      };
    });
    return {
      data: laravelPage(items, total, page, perPage),
      inquiriesAllowed: partner.inquiriesAllowed,
    };
  }

  /** The inquiry as the detail shows it, after asking the ERP when due; 404 when not own. */
  async function detailOf(
    request: FastifyRequest,
    caller: Caller,
    id: number,
    options: { refresh: boolean } = { refresh: true },
  ): Promise<InquiryDetail> {
    const partner = await partnerOf(request, caller.partnerId);
    if (!(await repo.findOwn(caller.partnerId, id)))
      throw offerError(request, 404, 'inquiryNotFound');
    if (options.refresh) await refresh(request, caller.partnerId, partner.partnerNo, id);
    const found = await repo.detail(caller.partnerId, id);
    if (!found) throw offerError(request, 404, 'inquiryNotFound');
    const locale = requestLocale(request);
    const now = fastify.now();
    const { inquiry, lines, offers, thread, persons, placed } = found;
    const person = (userId: number | null) => persons.find((p) => p.id === userId) ?? null;
    const current = offers[0] ?? null;
    const state = shownInquiryState(inquiry.status as StoredInquiryState, current, now);
    const placedBy = person(inquiry.userId);
    const agent = person(inquiry.actingUserId);
    return {
      id: String(inquiry.id),
      number: inquiry.orderNo,
      createdAt: inquiry.createdAt.toISOString(),
      state,
      placedBy: { id: String(inquiry.userId), name: placedBy ? fullName(placedBy) : '' },
      agent: agent ? { name: fullName(agent) } : null,
      reference: inquiry.customerRef,
      note: inquiry.comment,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        productId: l.productId === null ? null : String(l.productId),
        code: l.itemNo,
        name: l.name,
        quantity: l.quantityRetail,
        unit: l.retailUnitOfMeasure,
        unitPrice: l.priceForPartnerRetailUnit,
        note: l.note,
      })),
      offer: current ? offerOf(current, placed, now, locale) : null,
      history: offers.slice(1).map((o) => offerSummary(o, now)),
      thread: thread.map((m) => {
        const writer = person(m.userId);
        const actingAgent = person(m.actingUserId);
        return {
          id: String(m.id),
          author: m.author,
          authorName:
            m.author === 'caretaker'
              ? (partner.caretakerName ?? CARETAKER_FALLBACK[locale])
              : writer
                ? fullName(writer)
                : '',
          agent: actingAgent ? { name: fullName(actingAgent) } : null,
          kind: m.kind,
          body: m.body,
          createdAt: m.createdAt.toISOString(),
        };
      }),
      actions: inquiryActions(state, partner.inquiriesAllowed),
      inquiriesAllowed: partner.inquiriesAllowed,
    };
  }

  async function detail(request: FastifyRequest, id: number): Promise<InquiryDetailResponse> {
    return { data: await detailOf(request, callerOf(request), id) };
  }

  /**
   * An action's preconditions: an own inquiry (404), a partner that may send inquiries (403,
   * SPEC §6), and the action allowed in the inquiry's state (409).
   */
  async function actionable(
    request: FastifyRequest,
    caller: Caller,
    id: number,
    action: keyof InquiryDetail['actions'],
  ): Promise<InquiryDetail> {
    const current = await detailOf(request, caller, id);
    if (!current.inquiriesAllowed) throw offerError(request, 403, 'inquiriesNotAllowed');
    if (!current.actions[action]) {
      if (current.state === 'expired') throw offerError(request, 409, 'offerExpired');
      throw offerError(request, 409, 'actionNotAllowed');
    }
    return current;
  }

  /** The current offer, which must be the revision the buyer saw (decision 036: 409 else). */
  function currentOffer(
    request: FastifyRequest,
    detail: InquiryDetail,
    revision: number,
  ): NonNullable<InquiryDetail['offer']> {
    const offer = detail.offer;
    if (!offer) throw offerError(request, 409, 'actionNotAllowed');
    if (offer.revision !== revision) throw offerError(request, 409, 'offerRevised');
    if (offer.expired) throw offerError(request, 409, 'offerExpired');
    if (offer.status !== 'open') throw offerError(request, 409, 'offerNotOpen');
    return offer;
  }

  /** Accept: the chosen lines (all by default) into the cart at the offered prices. */
  async function accept(
    request: FastifyRequest,
    id: number,
    body: OfferAcceptBody,
  ): Promise<OfferAcceptResponse> {
    const caller = callerOf(request);
    const detail = await actionable(request, caller, id, 'accept');
    const offer = currentOffer(request, detail, body.revision);
    const chosen = body.lines
      ? [...new Set(body.lines)].map((lineNo) => {
          const line = offer.lines.find((l) => l.lineNo === lineNo);
          if (!line) throw offerError(request, 400, 'offerLineNotFound');
          return line;
        })
      : offer.lines;
    const ids = chosen.flatMap((l) => (l.productId === null ? [] : [Number(l.productId)]));
    const sellable = new Set(
      (await fastify.basketRepository.sellableProducts(ids)).map((p) => p.id),
    );
    // A line whose product the shop no longer sells cannot go into the cart (decision 036).
    const items = chosen.flatMap((l) =>
      l.productId !== null && sellable.has(Number(l.productId))
        ? [
            {
              productId: Number(l.productId),
              quantity: l.quantity,
              offerLineNo: l.lineNo,
              customPrice: l.netUnitPrice,
            },
          ]
        : [],
    );
    if (items.length === 0) throw offerError(request, 409, 'nothingToAccept');
    const stored = await repo.ownOffer(caller.partnerId, id, offer.revision);
    if (!stored) throw offerError(request, 404, 'offerNotFound');
    const replaced = await fastify.basketRepository.putOfferLines(
      { userId: caller.userId, partnerId: caller.partnerId, kind: 'default' },
      stored.offer.id,
      items,
    );
    return { data: { added: items.length, replaced } };
  }

  async function decline(
    request: FastifyRequest,
    id: number,
    body: OfferDeclineBody,
  ): Promise<InquiryDetailResponse> {
    const caller = callerOf(request);
    const detail = await actionable(request, caller, id, 'decline');
    const offer = currentOffer(request, detail, body.revision);
    const stored = await repo.ownOffer(caller.partnerId, id, offer.revision);
    if (!stored) throw offerError(request, 404, 'offerNotFound');
    const reason = body.reason && body.reason.length > 0 ? body.reason : null;
    if (!(await repo.decline(id, stored.offer.id, caller.userId, reason, fastify.now())))
      throw offerError(request, 409, 'offerNotOpen');
    return { data: await detailOf(request, caller, id, { refresh: false }) };
  }

  /** A message to the caretaker; with revisionRequest, a request for a revised offer. */
  async function message(
    request: FastifyRequest,
    id: number,
    body: InquiryMessageBody,
  ): Promise<InquiryDetailResponse> {
    const caller = callerOf(request);
    const revision = body.revisionRequest === true;
    const detail = await actionable(request, caller, id, revision ? 'requestRevision' : 'message');
    const added = await repo.addMessage({
      partnerId: caller.partnerId,
      inquiryId: id,
      userId: caller.userId,
      actingUserId: caller.agentUserId,
      kind: revision ? 'revision_request' : 'message',
      body: body.body,
      offerRevision: revision ? (detail.offer?.revision ?? null) : null,
      at: fastify.now(),
    });
    if (!added) throw offerError(request, 409, 'actionNotAllowed');
    return { data: await detailOf(request, caller, id) };
  }

  /** Request a new offer: a new inquiry with the same lines (from an expired or declined one). */
  async function renew(request: FastifyRequest, id: number): Promise<InquiryRenewResponse> {
    const caller = callerOf(request);
    await actionable(request, caller, id, 'renew');
    const found = await repo.detail(caller.partnerId, id);
    if (!found) throw offerError(request, 404, 'inquiryNotFound');
    const { inquiry, lines } = found;
    const created = await fastify.db.transaction((tx) =>
      fastify.orderRepository.insertPlaced(
        tx,
        {
          kind: 'inquiry',
          partnerId: caller.partnerId,
          userId: caller.userId,
          actingUserId: caller.agentUserId,
          idempotencyKey: null,
          comment: inquiry.comment,
          customerRef: inquiry.customerRef,
          deliveryServiceId: inquiry.deliveryServiceId,
          paymentServiceId: inquiry.paymentServiceId,
          deliveryCode: inquiry.deliveryCode,
          deliveryType: inquiry.deliveryType,
          storeId: inquiry.storeId,
          recipient: inquiry.recipient,
          payer: inquiry.payer,
          specialDeliveryLocation: inquiry.specialDeliveryLocation,
          needCarLift: inquiry.needCarLift,
          transportCosts: null,
          oneDelivery: null,
          totalNet: inquiry.totalNet,
          totalVat: inquiry.totalVat,
          totalGross: inquiry.totalGross,
        },
        lines.map(({ id: _id, orderId: _orderId, offerId: _offerId, ...line }) => line),
        fastify.now(),
      ),
    );
    return { data: { id: String(created.id), number: created.orderNo } };
  }

  async function withdraw(request: FastifyRequest, id: number): Promise<InquiryDetailResponse> {
    const caller = callerOf(request);
    await actionable(request, caller, id, 'withdraw');
    if (!(await repo.withdraw(id, fastify.now())))
      throw offerError(request, 409, 'actionNotAllowed');
    return { data: await detailOf(request, caller, id, { refresh: false }) };
  }

  /** The offer revision as a PDF (the documents' renderer); 404 when not own. */
  async function pdf(request: FastifyRequest, id: number, revision: number) {
    const caller = callerOf(request);
    const found = await repo.ownOffer(caller.partnerId, id, revision);
    if (!found) throw offerError(request, 404, 'offerNotFound');
    const locale = requestLocale(request);
    const buyer = await fastify.documentRepository.partner(caller.partnerId);
    if (!buyer) throw offerError(request, 404, 'offerNotFound');
    return {
      fileName: documentFileName('offer', found.offer.offerNo, locale),
      body: await renderOfferPdf(found.offer, found.inquiry, buyer, locale),
    };
  }

  return { list, detail, accept, decline, message, renew, withdraw, pdf };
}
export type OfferService = ReturnType<typeof createOfferService>;

export const offerServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('offerService', createOfferService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-offer-service',
    dependencies: [
      'gradnik-api-erp',
      'gradnik-api-offer-repository',
      'gradnik-api-order-repository',
      'gradnik-api-basket-repository',
      'gradnik-api-document-repository',
    ],
    fastify: '5.x',
  },
);
