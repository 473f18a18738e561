// Order history and account activity of the demo partners: orders and inquiries with lines,
// offers answering inquiries, complaints, documents, notifications and favourites lists.
// SPEC §2 (/narocila, /povprasevanje-ponudbe, /reklamacije, /dokumenti, /obvestila,
// /priljubljeni), §3 (Notification, Favourites list), §6 (default list).
import { DEFAULT_WISHLIST_NAME } from '@gradnik/domain/constants';
import type { Locale } from '@gradnik/domain/locale';
import {
  notificationText,
  type NotificationLink,
  type NotificationText,
} from '@gradnik/domain/notifications';
import { offerLineValue, offerTotals } from '@gradnik/domain/offer';
import { simOrderStatus } from '@gradnik/erp/simulator-rules';
import { documentLineOf, transportLine } from '../document-lines.ts';
import type {
  complaintEvents,
  complaintLines,
  complaintMessages,
  complaints,
  DocumentLine,
  documents,
  notifications,
  wishlistProducts,
  wishlistShares,
  wishlists,
} from '../schema/account.ts';
import type {
  inquiryMessages,
  InquiryOfferLine,
  inquiryOffers,
  orderLines,
  OrderParty,
  orders,
  orderStatusEvents,
} from '../schema/commerce.ts';
import type { CatalogData } from './catalog.ts';
import type { ServiceRow, StoreRow } from './content-data.ts';
import type { PeopleData, PartnerAddressRow } from './people.ts';
import { GROUP_IDS } from './people.ts';
import { Rng } from './random.ts';
import { pad } from './text.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type OrderRow = Insert<typeof orders> & { id: number };
export type OrderLineRow = Insert<typeof orderLines> & { id: number };
export type InquiryOfferRow = Insert<typeof inquiryOffers> & { id: number };
export type InquiryMessageRow = Insert<typeof inquiryMessages> & { id: number };
export type ComplaintRow = Insert<typeof complaints> & { id: number };
export type ComplaintLineRow = Insert<typeof complaintLines>;
export type ComplaintEventRow = Insert<typeof complaintEvents>;
export type ComplaintMessageRow = Insert<typeof complaintMessages>;
export type DocumentRow = Insert<typeof documents> & { id: number };
export type NotificationRow = Insert<typeof notifications> & { id: string };
export type WishlistRow = Insert<typeof wishlists> & { id: number };
export type WishlistProductRow = Insert<typeof wishlistProducts>;
export type WishlistShareRow = Insert<typeof wishlistShares>;
export type OrderStatusEventRow = Insert<typeof orderStatusEvents>;

export interface ActivityData {
  orders: OrderRow[];
  orderLines: OrderLineRow[];
  orderStatusEvents: OrderStatusEventRow[];
  inquiryOffers: InquiryOfferRow[];
  inquiryMessages: InquiryMessageRow[];
  complaints: ComplaintRow[];
  /** Issue #16: each complaint's lines, timeline and thread (decision 043). */
  complaintLines: ComplaintLineRow[];
  complaintEvents: ComplaintEventRow[];
  complaintMessages: ComplaintMessageRow[];
  documents: DocumentRow[];
  notifications: NotificationRow[];
  wishlists: WishlistRow[];
  wishlistProducts: WishlistProductRow[];
  /** Issue #15 (decision 039): lists shared with colleagues. */
  wishlistShares: WishlistShareRow[];
}

const DAY = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function party(a: PartnerAddressRow): OrderParty {
  return {
    id: a.id,
    partner_address_id: a.partnerAddressId,
    name: a.partnerAddressName1 ?? '',
    street: a.shippingStreet ?? '',
    post: a.shippingPostalCode ?? '',
    city: a.shippingCity ?? '',
  };
}

const COMPLAINT_REASONS: [code: string, sl: string][] = [
  ['damaged', 'Blago je bilo poškodovano pri dostavi.'],
  ['wrong_item', 'Dostavljen je bil napačen artikel.'],
  ['missing_quantity', 'Dostavljena količina ne ustreza dobavnici.'],
  ['defect', 'Izdelek ne deluje pravilno.'],
  ['other', 'Odstopanje v odtenku glede na vzorec.'],
];

export function generateActivity(
  seed: number,
  referenceDate: Date,
  catalog: CatalogData,
  people: PeopleData,
  services: ServiceRow[],
  stores: StoreRow[],
  /** Multiplies the number of orders per company (1: a few hundred, issue #12). */
  scale = 1,
): ActivityData {
  const out: ActivityData = {
    orders: [],
    orderLines: [],
    orderStatusEvents: [],
    inquiryOffers: [],
    inquiryMessages: [],
    complaints: [],
    complaintLines: [],
    complaintEvents: [],
    complaintMessages: [],
    documents: [],
    notifications: [],
    wishlists: [],
    wishlistProducts: [],
    wishlistShares: [],
  };
  const ref = referenceDate.getTime();
  const products = catalog.products;
  const prices = catalog.referencePrices;
  const delivery = services.filter((s) => s.type === 'delivery' && s.active);
  const payment = services.filter((s) => s.type === 'payment' && s.active);
  let lineId = 1;
  /** Issue #14: what each inquiry's offers will be, planned with the inquiry. */
  const offerPlans = new Map<number, OfferPlan>();
  // Numbers are placeholders here; renumber() makes them follow the dates afterwards.
  let placeholder = 0;
  const docNo = (prefix: string) => `${prefix}-tmp-${(placeholder += 1)}`;

  people.partners.forEach((partner, pIndex) => {
    const rng = Rng.for(seed, 'activity', pIndex);
    const partnerUsers = people.users.filter((u) => u.partnerId === partner.id && u.status === 1);
    if (partnerUsers.length === 0 || products.length === 0) return;
    const deliveryAddresses = people.partnerAddresses.filter(
      (a) => a.partnerId === partner.id && a.purpose === 'delivery',
    );
    const paymentAddresses = people.partnerAddresses.filter(
      (a) => a.partnerId === partner.id && a.purpose === 'payment',
    );
    const wholesale = partner.wholesaleOrRepro === 'Wholesale';
    const canInquire = (partner.contacts ?? []).some((c) => c.ContactGradnikTypeId === 3);
    // Issue #12: the demo companies (partners A and B of the demo sign-ins) have a year of a
    // few hundred orders; the other partners, whom no demo sign-in sees, a lighter year.
    const orderCount = Math.round(
      (pIndex === 0 ? 300 : pIndex === 1 ? 200 : rng.int(15, 40)) * scale,
    );
    const inquiryCount = canInquire ? Math.round((pIndex === 0 ? 24 : rng.int(0, 4)) * scale) : 0;

    for (let n = 0; n < orderCount + inquiryCount; n += 1) {
      const kind = n < orderCount ? 'order' : 'inquiry';
      const user =
        pIndex < 2 && n % 3 !== 2
          ? partnerUsers[n % Math.min(2, partnerUsers.length)]!
          : rng.pick(partnerUsers);
      const ageDrawn = rng.int(0, 364);
      const hour = rng.int(8, 17);
      // Issue #14: the first demo company has inquiries in every state (decision 036); the
      // others a mix of answered ones. An inquiry's age follows from its scenario.
      const scenario =
        kind === 'inquiry' ? inquiryScenario(pIndex, n - orderCount, ageDrawn, rng) : null;
      const ageDays = scenario ? scenario.ageDays : ageDrawn;
      const createdAt =
        scenario?.state === 'sent'
          ? new Date(ref - 2 * 3_600_000)
          : new Date(ref - ageDays * DAY - hour * 3_600_000);
      const deliveryService = rng.weighted(delivery, [6, 3, 1].slice(0, delivery.length));
      const store = deliveryService.code === 5 ? rng.pick(stores) : undefined;
      const recipient = deliveryAddresses.length ? rng.pick(deliveryAddresses) : undefined;
      const payer =
        paymentAddresses.find((a) => a.partnerAddressStatus === 1) ?? paymentAddresses[0];
      // An order's status comes from the ERP (simOrderStatus, once the order has its number);
      // an inquiry's is its scenario's stored state (decision 036).
      const status = scenario ? STORED_STATE[scenario.state] : 'received';
      const orderId = out.orders.length + 1;
      const lineCount = rng.int(1, kind === 'inquiry' ? 4 : 8);
      // Partners keep buying from a familiar assortment: a window of ~400 products each.
      const windowStart = (pIndex * 397) % products.length;
      const picked = distinctIndices(rng, Math.min(products.length, 400), lineCount).map(
        (k) => (windowStart + k) % products.length,
      );
      let net = 0;
      let vat = 0;
      const lines: OrderLineRow[] = [];
      picked.forEach((productIndex, k) => {
        const p = products[productIndex]!;
        const retailPrice = prices[productIndex] ?? 10;
        const qRetail = round3(p.minimumSalesUnitRetail * rng.int(1, wholesale ? 40 : 10));
        const qBase = round3(qRetail * p.factorUnitRetail);
        const discount = rng.pick([0, 0, 5, 10, 15]);
        const partnerRetail = round2(retailPrice * (1 - discount / 100));
        const value = round2(partnerRetail * qRetail);
        net += value;
        vat += value * (p.vat / 100);
        const deliveryDate = new Date(createdAt.getTime() + rng.int(1, 7) * DAY);
        lines.push({
          id: lineId++,
          orderId,
          lineNo: k + 1,
          productId: p.id,
          itemNo: p.code,
          ean: p.ean,
          name: p.nameSl,
          storeId: store?.id ?? 'CS',
          quantityBase: qBase,
          quantityRetail: qRetail,
          baseUnitOfMeasure: p.baseUnitOfMeasure,
          retailUnitOfMeasure: p.retailUnitOfMeasure,
          priceBasicBaseUnit: round2(retailPrice / p.factorUnitRetail),
          priceBasicRetailUnit: retailPrice,
          discountBaseUnit: discount,
          discountRetailUnit: discount,
          discountAddBaseUnit: 0,
          priceForPartnerBaseUnit: round2(partnerRetail / p.factorUnitRetail),
          priceForPartnerRetailUnit: partnerRetail,
          priceTypeBaseUnit: discount > 0 ? 'partner' : 'basic',
          priceTypeRetailUnit: discount > 0 ? 'partner' : 'basic',
          lineValue: round2(value),
          lineValueRetail: round2(value),
          vat: p.vat,
          deliveryDate: kind === 'order' ? isoDate(deliveryDate) : null,
          calculationId: kind === 'order' ? `C${pad(orderId, 6)}${k + 1}` : null,
          note: rng.chance(0.1) ? 'Prosimo za dostavo na paleti.' : null,
        });
      });
      const transport =
        kind === 'order' && deliveryService.code === 4 ? round2(rng.int(25, 120)) : null;
      const orderNo = kind === 'order' ? docNo('N') : docNo('P');
      out.orders.push({
        id: orderId,
        orderNo,
        kind,
        partnerId: partner.id,
        userId: user.id,
        actingUserId: null,
        status,
        idempotencyKey: null,
        comment: rng.chance(0.3)
          ? rng.pick([
              'Dostava dopoldne.',
              'Pokličite pred dostavo.',
              'Material za objekt v gradnji.',
            ])
          : null,
        customerRef: rng.chance(0.6)
          ? `PO-${createdAt.getUTCFullYear()}-${pad(rng.int(1, 999), 3)}`
          : null,
        deliveryServiceId: deliveryService.id,
        paymentServiceId: payment[0]?.id ?? null,
        deliveryCode: deliveryService.code,
        paymentType: 2,
        deliveryType: lineCount > 3 && rng.chance(0.3) ? 'multiple_packages' : 'single_package',
        storeId: store?.id ?? (deliveryService.code === 1 ? 'CS' : null),
        recipient: recipient ? party(recipient) : null,
        payer: payer ? party(payer) : null,
        specialDeliveryLocation: null,
        needCarLift: deliveryService.code === 4 && rng.chance(0.2),
        transportCosts: transport,
        oneDelivery: kind === 'order' ? (wholesale && deliveryService.code === 4 ? 0 : 1) : null,
        totalNet: round2(net),
        totalVat: round2(vat),
        totalGross: round2(net + vat),
        createdAt,
        updatedAt: createdAt,
      });
      out.orderLines.push(...lines);
      if (scenario && scenario.state !== 'sent' && scenario.state !== 'in_preparation') {
        const plan = planOffers(seed, orderId, scenario, createdAt, lines, products, prices, ref);
        offerPlans.set(orderId, plan);
        if (scenario.state === 'accepted') {
          // The order placed from the offer, at its prices (the placing marks its lines).
          const accepted = acceptedOrder(plan, out.orders[out.orders.length - 1]!, () => lineId++);
          plan.acceptedOrderId = accepted.order.id = out.orders.length + 1;
          for (const l of accepted.lines) l.orderId = accepted.order.id;
          out.orders.push(accepted.order);
          out.orderLines.push(...accepted.lines);
          plan.acceptedLines = accepted.lines;
        }
      }
    }
  });

  renumberOrders(out);
  settleOrderStatuses(out, referenceDate);
  const linesByOrder = groupBy(out.orderLines, (l) => l.orderId);

  people.partners.forEach((partner, pIndex) => {
    const rng = Rng.for(seed, 'activity-documents', pIndex);
    for (const order of out.orders.filter((o) => o.partnerId === partner.id)) {
      const orderId = order.id;
      const lines = linesByOrder.get(orderId) ?? [];
      const plan = offerPlans.get(orderId);
      if (order.kind === 'inquiry' && plan) addOffers(out, plan, order, partner.id);
      if (order.kind === 'order') {
        for (const doc of orderDocuments(order, lines, rng, ref, () => docNo('tmp'))) {
          out.documents.push({ ...doc, id: out.documents.length + 1 });
        }
      }
    }

    // Complaints about delivered orders.
    const partnerOrders = out.orders.filter(
      (o) => o.partnerId === partner.id && (o.status === 'delivered' || o.status === 'invoiced'),
    );
    const complaintCount = Math.min(partnerOrders.length, pIndex === 0 ? 6 : rng.int(0, 2));
    for (const order of rng.sample(partnerOrders, complaintCount)) {
      const line = linesByOrder.get(order.id)?.[0];
      const [reason, text] = rng.pick(COMPLAINT_REASONS);
      const createdAt = new Date((order.createdAt as Date).getTime() + rng.int(2, 10) * DAY);
      const age = (ref - createdAt.getTime()) / DAY;
      const status =
        age > 30
          ? rng.pick(['resolved', 'approved', 'rejected'])
          : rng.pick(['submitted', 'in_progress']);
      const complaintId = out.complaints.length + 1;
      out.complaints.push({
        id: complaintId,
        complaintNo: docNo('R'),
        partnerId: partner.id,
        userId: order.userId,
        orderId: order.id,
        productId: line?.productId ?? null,
        status,
        reason,
        description: text,
        quantity: line ? Math.min(line.quantityRetail, rng.int(1, 3)) : null,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + rng.int(0, 10) * DAY),
      });
      const complaint = out.complaints[out.complaints.length - 1]!;
      if (line)
        complaintDetails(
          out,
          complaint,
          order,
          line,
          linesByOrder.get(order.id) ?? [],
          Rng.for(seed, 'activity-complaints', complaintId),
        );
      if (line && (status === 'approved' || status === 'resolved')) {
        // The credit note gives back one retail unit of the complained line.
        const credited: DocumentLine = {
          ...documentLineOf(line),
          quantity: 1,
          value: line.priceForPartnerRetailUnit ?? 0,
        };
        const creditVat = round2((credited.value * credited.vat) / 100);
        const issued = new Date(createdAt.getTime() + 7 * DAY);
        out.documents.push({
          id: out.documents.length + 1,
          partnerId: partner.id,
          orderId: order.id,
          docType: 'credit_note',
          docNo: docNo('DB'),
          issuedAt: isoDate(issued),
          dueAt: isoDate(new Date(issued.getTime() + 15 * DAY)),
          amount: -round2(credited.value + creditVat),
          net: -round2(credited.value),
          vat: -creditVat,
          // Settled against the next invoice, unless it is recent.
          status: issued.getTime() + 15 * DAY < ref ? 'paid' : 'open',
          lines: [credited],
        });
        // Issue #16: the complaint links the credit note it was resolved with.
        complaint.creditNoteId = out.documents.length;
      }
    }
    // Offers also appear among the documents (the current revision of each).
    const current = new Map<number, InquiryOfferRow>();
    for (const offer of out.inquiryOffers.filter((o) => o.partnerId === partner.id)) {
      const seen = current.get(offer.orderId);
      if (!seen || (seen.revision ?? 1) < (offer.revision ?? 1)) current.set(offer.orderId, offer);
    }
    for (const offer of current.values()) {
      out.documents.push({
        id: out.documents.length + 1,
        partnerId: partner.id,
        orderId: offer.orderId,
        docType: 'offer',
        docNo: offer.offerNo,
        issuedAt: isoDate(offer.createdAt as Date),
        dueAt: offer.validUntil ?? null,
        amount: offer.totalGross ?? 0,
        net: offer.totalNet ?? 0,
        vat: round2((offer.totalGross ?? 0) - (offer.totalNet ?? 0)),
        status: offer.status ?? 'open',
        lines: (offer.lines ?? []).map((l) => ({
          lineNo: l.lineNo,
          productId: (l.substitute ?? l).productId,
          itemNo: (l.substitute ?? l).itemNo,
          name: (l.substitute ?? l).name,
          quantity: l.quantity,
          unit: l.unit,
          unitPrice: l.unitPrice,
          discountPercent: l.discountPercent,
          value: l.lineValue,
          vat: l.vat,
        })),
      });
    }
  });

  renumberDocuments(out);

  // Notifications: order events of the user's orders plus general announcements, in the user's
  // own language and linked to their record, as the API writes them (decision 042).
  for (const user of people.users) {
    const rng = Rng.for(seed, 'notifications', user.id);
    const isAgent = user.groupId === GROUP_IDS.gradnik_agent;
    const locale: Locale = user.languageid === 'en' ? 'en' : 'sl';
    const own = out.orders.filter((o) => o.userId === user.id).slice(-12);
    const items: {
      at: Date;
      type: string;
      alert: boolean;
      text: NotificationText;
      link?: NotificationLink;
    }[] = [];
    for (const o of own) {
      const at = new Date((o.createdAt as Date).getTime() + rng.int(1, 48) * 3_600_000);
      if (o.kind === 'order') {
        const status = o.status === 'cancelled' ? 'cancelled' : 'confirmed';
        items.push({
          at,
          type: 'order_status',
          alert: false,
          text: notificationText('order_status', { number: o.orderNo, status }, locale),
          link: { kind: 'order', id: o.id },
        });
      } else {
        const offer = out.inquiryOffers.find((f) => f.orderId === o.id && f.revision === 1);
        if (offer) {
          items.push({
            at,
            type: 'offer',
            alert: false,
            text: notificationText('offer', { number: offer.offerNo }, locale),
            link: { kind: 'offer', id: o.id },
          });
        }
      }
    }
    const extra = isAgent ? 3 : rng.int(2, 5);
    for (const [type, sl, en] of rng.sample(ANNOUNCEMENTS, extra)) {
      items.push({
        at: new Date(ref - rng.int(1, 120) * DAY - rng.int(0, 86_000) * 1000),
        type,
        alert: type === 'system',
        text: locale === 'en' ? en : sl,
      });
    }
    items.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const it of items) {
      const ageDays = (ref - it.at.getTime()) / DAY;
      out.notifications.push({
        id: rng.uuid(),
        userId: user.id,
        notificationType: it.type,
        type: it.alert ? 'alert' : 'info',
        data: { ...it.text, ...(it.link ? { link: it.link } : {}) },
        // Recent ones are unread, so the unread counter (SPEC §4) shows something.
        readAt: ageDays > 14 || rng.chance(0.3) ? new Date(it.at.getTime() + 3_600_000) : null,
        createdAt: it.at,
      });
    }
  }

  // SPEC §6: every user has a default list 'Priljubljeni' (not editable or deletable).
  for (const user of people.users) {
    const rng = Rng.for(seed, 'wishlists', user.id);
    const listId = out.wishlists.length + 1;
    const created = user.createdAt as Date;
    out.wishlists.push({
      id: listId,
      userId: user.id,
      name: DEFAULT_WISHLIST_NAME,
      isDefault: true,
      createdAt: created,
    });
    const lists = [listId];
    if (user.email === 'uprava@demo.si') {
      for (const name of ['Projekt Bled – hiša', 'Kopalnica Novak']) {
        const id = out.wishlists.length + 1;
        out.wishlists.push({ id, userId: user.id, name, isDefault: false, createdAt: created });
        lists.push(id);
      }
      // The site kit is shared with the company's buyer, to look at and buy from (decision 039).
      const buyer = people.users.find((u) => u.email === 'nabava@demo.si');
      if (buyer)
        out.wishlistShares.push({
          wishlistId: lists[1]!,
          userId: buyer.id,
          access: 'read',
          createdAt: new Date(created.getTime() + DAY),
        });
    }
    if (user.groupId === GROUP_IDS.gradnik_agent || products.length === 0) continue;
    for (const id of lists) {
      const count = Math.min(products.length, user.id <= 3 ? rng.int(4, 8) : rng.int(0, 4));
      for (const p of distinctIndices(rng, products.length, count).map((k) => products[k]!)) {
        out.wishlistProducts.push({
          wishlistId: id,
          productId: p.id,
          quantity: p.minimumSalesUnitRetail,
          createdAt: new Date(created.getTime() + rng.int(1, 20) * DAY),
        });
      }
    }
  }
  return out;
}

/** `count` distinct integers in [0, n) without copying a large array. */
function distinctIndices(rng: Rng, n: number, count: number): number[] {
  const chosen = new Set<number>();
  const want = Math.min(n, count);
  while (chosen.size < want) chosen.add(rng.int(0, n - 1));
  return [...chosen];
}

const byDate = <T extends { id: number | string }>(rows: T[], at: (r: T) => Date) =>
  rows.slice().sort((a, b) => at(a).getTime() - at(b).getTime() || (a.id < b.id ? -1 : 1));

function numberer(prefix: string) {
  const perYear = new Map<number, number>();
  return (at: Date) => {
    const year = at.getUTCFullYear();
    const next = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, next);
    return `${prefix}-${String(year).slice(2)}-${pad(next, 6)}`;
  };
}

/** Gives orders numbers that grow with their dates, per year (before the ERP sees them). */
function renumberOrders(out: ActivityData): void {
  const order = numberer('N');
  const inquiry = numberer('P');
  for (const o of byDate(out.orders, (r) => r.createdAt as Date)) {
    o.orderNo = o.kind === 'order' ? order(o.createdAt as Date) : inquiry(o.createdAt as Date);
  }
}

/**
 * Issue #12: an order's status and its history are what the ERP says on the reference day: the
 * simulator's rule (the shop asks the same simulator later, so both agree). Inquiries start
 * 'sent' when asked (decision 036); their answers are added with the offers.
 */
function settleOrderStatuses(out: ActivityData, referenceDate: Date): void {
  for (const o of out.orders) {
    const createdAt = o.createdAt as Date;
    if (o.kind !== 'order') {
      out.orderStatusEvents.push({ orderId: o.id, status: 'sent', at: createdAt });
      continue;
    }
    const { status, history } = simOrderStatus(o.orderNo, createdAt, referenceDate);
    o.status = status;
    o.updatedAt = history.at(-1)?.at ?? createdAt;
    for (const step of history) {
      out.orderStatusEvents.push({ orderId: o.id, status: step.status, at: step.at });
    }
  }
}

const COMPLAINT_WISHES = ['credit_note', 'credit_note', 'refund', 'replacement', 'repair'] as const;

/**
 * Issue #16 (decision 043): a complaint's lines (the first line of the order with the
 * complained quantity, sometimes a second), its wish, its delivery note, its timeline up to
 * its state and, for some, a thread. Its own random stream, so the rest of the demo data stays
 * as it was. A complaint not yet final is due for the ERP (next_check_at), so the simulator
 * moves it on the first read, as seeded inquiries are answered.
 */
function complaintDetails(
  out: ActivityData,
  complaint: ComplaintRow,
  order: OrderRow,
  first: OrderLineRow,
  lines: readonly OrderLineRow[],
  rng: Rng,
): void {
  const created = complaint.createdAt as Date;
  const status = complaint.status as string;
  complaint.desiredResolution = rng.pick(COMPLAINT_WISHES);
  const note = out.documents.find((d) => d.orderId === order.id && d.docType === 'delivery_note');
  complaint.deliveryNoteId = note?.id ?? null;
  complaint.nextCheckAt = status === 'rejected' || status === 'resolved' ? null : created;
  const chosen = [first, ...(lines.length > 1 && rng.chance(0.4) ? [lines[1]!] : [])];
  chosen.forEach((l, index) => {
    out.complaintLines.push({
      complaintId: complaint.id,
      lineNo: index + 1,
      orderLineId: l.id,
      productId: l.productId ?? null,
      itemNo: l.itemNo,
      name: l.name,
      unit: l.retailUnitOfMeasure ?? 'KOS',
      quantity: index === 0 ? (complaint.quantity ?? 1) : Math.min(l.quantityRetail, rng.int(1, 2)),
      reason: index === 0 ? (complaint.reason ?? 'other') : rng.pick(['damaged', 'defect']),
      note: null,
    });
  });
  const steps: [string, number, string | null][] = [['submitted', 0, null]];
  if (status !== 'submitted') steps.push(['in_progress', 1, null]);
  if (status === 'rejected')
    steps.push(['rejected', 5, 'Reklamacija je zavrnjena: poškodba ni nastala pri dostavi.']);
  if (status === 'approved' || status === 'resolved') steps.push(['approved', 5, null]);
  if (status === 'resolved')
    steps.push(['resolved', 7, 'Reklamacija je rešena. Izdali smo dobropis.']);
  for (const [state, days, text] of steps) {
    out.complaintEvents.push({
      complaintId: complaint.id,
      status: state,
      note: text,
      createdAt: new Date(created.getTime() + days * DAY),
    });
  }
  complaint.retailerNote = steps[steps.length - 1]?.[2] ?? null;
  if (status !== 'submitted' && rng.chance(0.5)) {
    const asked = new Date(created.getTime() + DAY / 2);
    out.complaintMessages.push(
      {
        complaintId: complaint.id,
        author: 'buyer',
        userId: complaint.userId ?? null,
        body: 'Ali potrebujete še kakšno fotografijo embalaže?',
        createdAt: asked,
      },
      {
        complaintId: complaint.id,
        author: 'retailer',
        body: 'Hvala, fotografije zadoščajo. Reklamacijo obravnavamo.',
        createdAt: new Date(asked.getTime() + DAY / 4),
      },
    );
  }
}

/** The retailer's announcements in the demo's notification centres, in both languages. */
const ANNOUNCEMENTS: readonly [type: string, sl: NotificationText, en: NotificationText][] = [
  [
    'system',
    {
      title: 'Vzdrževalna dela',
      content:
        'Zaradi vzdrževalnih del spletna trgovina v nedeljo med 2. in 4. uro ne bo dosegljiva.',
    },
    {
      title: 'Maintenance',
      content: 'The web shop will be unavailable on Sunday between 2 and 4 a.m. for maintenance.',
    },
  ],
  [
    'promotion',
    {
      title: 'Nova akcija: barve in laki',
      content: 'Ta teden vam pri nakupu barv in lakov nudimo dodatnih 10 % popusta.',
    },
    {
      title: 'New promotion: paints and varnishes',
      content: 'This week you get an extra 10% off paints and varnishes.',
    },
  ],
  [
    'system',
    {
      title: 'Spremenjen delovni čas',
      content: 'Trgovski center Gradnik Koper bo med prazniki odprt od 8. do 12. ure.',
    },
    {
      title: 'Changed opening hours',
      content: 'The Gradnik Koper store is open from 8 a.m. to 12 noon over the holidays.',
    },
  ],
  [
    'promotion',
    {
      title: 'Novosti v ponudbi',
      content: 'V ponudbo smo dodali nove keramične ploščice serije Carrara.',
    },
    {
      title: 'New in the range',
      content: 'We have added the new Carrara series of ceramic tiles to our range.',
    },
  ],
];

/** Gives offers, complaints and documents numbers that grow with their dates, per year. */
function renumberDocuments(out: ActivityData): void {
  const offer = numberer('PN');
  const offerNos = new Map<string, string>();
  for (const f of byDate(out.inquiryOffers, (r) => r.createdAt as Date)) {
    const numbered = offer(f.createdAt as Date);
    offerNos.set(f.offerNo, numbered);
    f.offerNo = numbered;
  }
  const complaint = numberer('R');
  for (const c of byDate(out.complaints, (r) => r.createdAt as Date))
    c.complaintNo = complaint(c.createdAt as Date);
  const docs = {
    invoice: numberer('RA'),
    delivery_note: numberer('DO'),
    credit_note: numberer('DB'),
    order_confirmation: numberer('PO'),
  };
  const orders = new Map(out.orders.map((o) => [o.id, o]));
  for (const d of byDate(out.documents, (r) => new Date(r.issuedAt))) {
    if (d.docType === 'offer') {
      d.docNo = offerNos.get(d.docNo) ?? d.docNo;
    } else {
      d.docNo = docs[d.docType](new Date(d.issuedAt));
    }
    // The order shows its invoice (SPEC §7 POST /jsonapi/order keeps the number on the order).
    const order = d.orderId ? orders.get(d.orderId) : undefined;
    if (d.docType === 'invoice' && order) order.invoiceNo = d.docNo;
  }
}

function documentTotals(lines: readonly DocumentLine[]) {
  const net = round2(lines.reduce((sum, l) => sum + l.value, 0));
  const vat = round2(lines.reduce((sum, l) => sum + round2((l.value * l.vat) / 100), 0));
  return { net, vat, amount: round2(net + vat) };
}

/**
 * The documents the ERP issued for an order as it went: a confirmation when confirmed, a
 * delivery note per shipment (two when it was partly shipped first), an invoice when invoiced
 * (due in 30 days; most paid, some still open or overdue). Transport is a line of its own.
 */
function orderDocuments(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  rng: Rng,
  ref: number,
  placeholderNo: () => string,
): DocumentRow[] {
  const history = simOrderStatus(order.orderNo, order.createdAt as Date, new Date(ref)).history;
  const at = (status: string) => history.find((step) => step.status === status)?.at;
  const goods = lines.map(documentLineOf);
  const transport = order.transportCosts
    ? [transportLine(goods.length + 1, order.transportCosts)]
    : [];
  const docs: DocumentRow[] = [];
  const push = (
    docType: DocumentRow['docType'],
    issued: Date,
    docLines: DocumentLine[],
    fields: Partial<DocumentRow> = {},
  ) =>
    docs.push({
      id: 0,
      partnerId: order.partnerId,
      orderId: order.id,
      docType,
      docNo: placeholderNo(),
      issuedAt: isoDate(issued),
      dueAt: null,
      status: 'issued',
      lines: docLines,
      ...documentTotals(docLines),
      ...fields,
    });
  const confirmed = at('confirmed');
  if (confirmed) push('order_confirmation', confirmed, [...goods, ...transport]);
  const partly = at('partly_shipped');
  const shipped = at('shipped');
  if (partly && goods.length > 1) {
    const half = Math.ceil(goods.length / 2);
    push('delivery_note', partly, goods.slice(0, half));
    if (shipped) push('delivery_note', shipped, goods.slice(half));
  } else if (shipped ?? partly) {
    push('delivery_note', (shipped ?? partly) as Date, goods);
  }
  const invoiced = at('invoiced');
  if (invoiced) {
    const due = new Date(invoiced.getTime() + 30 * DAY);
    const paid = due.getTime() < ref ? rng.chance(0.9) : rng.chance(0.25);
    push('invoice', invoiced, [...goods, ...transport], {
      dueAt: isoDate(due),
      status: paid ? 'paid' : 'open',
    });
  }
  return docs;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Issue #14 (decision 036): the demo inquiries and the retailer's offers. The first demo company
// has inquiries in every state; the others a mix of answered ones. Offers are planned with their
// inquiry (own Rng per inquiry), so the accepted ones can come with the order placed from them.

type InquiryScenarioState =
  | 'sent'
  | 'in_preparation'
  | 'offered'
  | 'offered_soon'
  | 'expired'
  | 'accepted'
  | 'declined'
  | 'withdrawn'
  | 'revised';

interface InquiryScenario {
  state: InquiryScenarioState;
  ageDays: number;
}

const STORED_STATE: Record<InquiryScenarioState, string> = {
  sent: 'sent',
  in_preparation: 'in_preparation',
  offered: 'offered',
  offered_soon: 'offered',
  expired: 'offered',
  accepted: 'accepted',
  declined: 'declined',
  withdrawn: 'withdrawn',
  revised: 'offered',
};

/** The first demo company's inquiries cycle through these: every state is shown. */
const DEMO_SCENARIOS: readonly InquiryScenarioState[] = [
  'offered',
  'offered_soon',
  'accepted',
  'declined',
  'expired',
  'revised',
  'withdrawn',
  'in_preparation',
  'sent',
  'accepted',
  'expired',
  'declined',
];

/** The offer is valid through this many days after the day it was made (as the simulator). */
const OFFER_VALID_DAYS = 14;

function inquiryScenario(
  pIndex: number,
  index: number,
  ageDrawn: number,
  rng: Rng,
): InquiryScenario {
  const state =
    pIndex === 0
      ? DEMO_SCENARIOS[index % DEMO_SCENARIOS.length]!
      : rng.weighted<InquiryScenarioState>(
          ['offered', 'accepted', 'declined', 'expired'],
          [2, 4, 2, 2],
        );
  // Ages that make the state true on the reference day (offers are valid for 14 days).
  const ageDays: Record<InquiryScenarioState, number> = {
    sent: 0,
    in_preparation: 1,
    offered: 2 + (ageDrawn % 5),
    offered_soon: OFFER_VALID_DAYS - 2,
    expired: 30 + (ageDrawn % 300),
    accepted: 20 + (ageDrawn % 300),
    declined: 10 + (ageDrawn % 300),
    withdrawn: 3 + (ageDrawn % 60),
    revised: 4 + (ageDrawn % 4),
  };
  return { state, ageDays: ageDays[state] };
}

interface OfferPlan {
  scenario: InquiryScenario;
  offerAt: Date;
  /** Revision 1's lines; a revised inquiry's revision 2 has 2 points more discount. */
  lines: InquiryOfferLine[];
  transportCost: number;
  /** The buyer's question and the caretaker's reply (some inquiries). */
  question: boolean;
  acceptedOrderId?: number;
  acceptedLines?: OrderLineRow[];
}

const OFFER_NOTE =
  'Pripravili smo ponudbo za vaše povpraševanje. Cene so brez DDV, dobavni roki so okvirni.';
const OFFER_NOTE_REVISED = 'Popravljena ponudba po vaši želji: dodatni popust na vse postavke.';
const DECLINE_REASONS = [
  'Cena je previsoka.',
  'Dobavni rok je predolg.',
  'Projekt je prestavljen na naslednje leto.',
];

function offerLinesFor(
  lines: readonly OrderLineRow[],
  rng: Rng,
  offerAt: Date,
  products: CatalogData['products'],
  prices: readonly number[],
  extraDiscount: number,
): InquiryOfferLine[] {
  return lines.map((l, k) => {
    const index = products.findIndex((p) => p.id === l.productId);
    const product = products[index];
    const unitPrice = l.priceBasicRetailUnit ?? prices[index] ?? 10;
    // Every third line 5–10 % off; out of stock lines (one in four here) arrive later, and some
    // of those are offered with a product of the same category instead.
    const discount = ((k + 1) % 3 === 0 ? rng.int(5, 10) : 0) + extraDiscount;
    const late = rng.chance(0.25);
    const substituteOf =
      late && product && rng.chance(0.5)
        ? products.find((p) => p.categoryId === product.categoryId && p.id !== product.id)
        : undefined;
    const substitutePrice = substituteOf
      ? (prices[products.indexOf(substituteOf)] ?? unitPrice)
      : unitPrice;
    const quantity = l.quantityRetail;
    return {
      lineNo: k + 1,
      inquiryLineNo: l.lineNo,
      productId: l.productId ?? null,
      itemNo: l.itemNo,
      name: l.name,
      requestedQuantity: quantity,
      quantity,
      unit: l.retailUnitOfMeasure ?? 'KOS',
      unitPrice: substitutePrice,
      discountPercent: discount,
      lineValue: offerLineValue(quantity, substitutePrice, discount),
      vat: l.vat ?? 22,
      deliveryDate: isoDate(
        new Date(
          offerAt.getTime() + (late && !substituteOf ? rng.int(14, 28) : rng.int(2, 6)) * DAY,
        ),
      ),
      substitute: substituteOf
        ? { productId: substituteOf.id, itemNo: substituteOf.code, name: substituteOf.nameSl }
        : null,
    };
  });
}

function planOffers(
  seed: number,
  orderId: number,
  scenario: InquiryScenario,
  createdAt: Date,
  lines: readonly OrderLineRow[],
  products: CatalogData['products'],
  prices: readonly number[],
  ref: number,
): OfferPlan {
  const rng = Rng.for(seed, 'inquiry-offer', orderId);
  const hours = scenario.state === 'offered_soon' ? 1 : rng.int(3, 20);
  // Offered within a day (the day after for the one expiring soon: valid 2 more days).
  const offerAt = new Date(Math.min(createdAt.getTime() + hours * 3_600_000, ref - 3_600_000));
  const offerLines = offerLinesFor(lines, rng, offerAt, products, prices, 0);
  const net = offerLines.reduce((sum, l) => sum + l.lineValue, 0);
  return {
    scenario,
    offerAt,
    lines: offerLines,
    transportCost: net > 500 ? 0 : 35,
    question: rng.chance(0.5) || scenario.state === 'offered',
  };
}

/** The order placed from an accepted offer: its lines at the offer's prices. */
function acceptedOrder(
  plan: OfferPlan,
  inquiry: OrderRow,
  nextLineId: () => number,
): { order: OrderRow; lines: OrderLineRow[] } {
  const placedAt = new Date(plan.offerAt.getTime() + 2 * DAY);
  const lines: OrderLineRow[] = plan.lines.map((l, k) => {
    const offered = l.substitute ?? l;
    const net = round2(l.unitPrice * (1 - l.discountPercent / 100));
    return {
      id: nextLineId(),
      orderId: 0,
      lineNo: k + 1,
      productId: offered.productId,
      itemNo: offered.itemNo,
      ean: null,
      name: offered.name,
      storeId: 'CS',
      quantityBase: l.quantity,
      quantityRetail: l.quantity,
      baseUnitOfMeasure: l.unit,
      retailUnitOfMeasure: l.unit,
      priceBasicBaseUnit: l.unitPrice,
      priceBasicRetailUnit: l.unitPrice,
      discountBaseUnit: l.discountPercent,
      discountRetailUnit: l.discountPercent,
      discountAddBaseUnit: 0,
      priceForPartnerBaseUnit: net,
      priceForPartnerRetailUnit: net,
      priceTypeBaseUnit: l.discountPercent > 0 ? 'discountPercentage' : 'basic',
      priceTypeRetailUnit: l.discountPercent > 0 ? 'discountPercentage' : 'basic',
      lineValue: l.lineValue,
      lineValueRetail: l.lineValue,
      vat: l.vat,
      deliveryDate: l.deliveryDate,
      calculationId: null,
      note: null,
    };
  });
  const totals = offerTotals(
    lines.map((l) => ({ lineValue: l.lineValue ?? 0, vat: l.vat ?? 22 })),
    plan.transportCost,
  );
  return {
    order: {
      ...inquiry,
      id: 0,
      orderNo: `N-tmp-accepted-${inquiry.id}`,
      kind: 'order',
      status: 'received',
      deliveryCode: inquiry.deliveryCode ?? 4,
      transportCosts: plan.transportCost,
      oneDelivery: 1,
      totalNet: totals.net,
      totalVat: totals.vat,
      totalGross: totals.gross,
      createdAt: placedAt,
      updatedAt: placedAt,
    },
    lines,
  };
}

/** The offers, thread and state events of a planned inquiry (ids in insertion order). */
function addOffers(out: ActivityData, plan: OfferPlan, inquiry: OrderRow, partnerId: number) {
  const { scenario, offerAt } = plan;
  const orderId = inquiry.id;
  const validUntil = (at: Date) => isoDate(new Date(at.getTime() + OFFER_VALID_DAYS * DAY));
  const message = (row: Omit<InquiryMessageRow, 'id' | 'inquiryId' | 'partnerId'>) =>
    out.inquiryMessages.push({
      ...row,
      id: out.inquiryMessages.length + 1,
      inquiryId: orderId,
      partnerId,
    });
  const offerRow = (
    revision: number,
    at: Date,
    lines: InquiryOfferLine[],
    extra: Partial<InquiryOfferRow>,
  ): InquiryOfferRow => {
    const totals = offerTotals(lines, plan.transportCost);
    const row: InquiryOfferRow = {
      id: out.inquiryOffers.length + 1,
      offerNo: `PN-tmp-${orderId}-${revision}`,
      orderId,
      partnerId,
      revision,
      status: 'open',
      validUntil: validUntil(at),
      transportCost: plan.transportCost,
      totalNet: totals.net,
      totalVat: totals.vat,
      totalGross: totals.gross,
      lines,
      note: revision === 1 ? OFFER_NOTE : OFFER_NOTE_REVISED,
      createdAt: at,
      ...extra,
    };
    out.inquiryOffers.push(row);
    return row;
  };
  if (scenario.state === 'withdrawn') {
    out.orderStatusEvents.push({ orderId, status: 'withdrawn', at: offerAt });
    return;
  }
  out.orderStatusEvents.push({
    orderId,
    status: 'in_preparation',
    at: new Date(offerAt.getTime() - 3_600_000),
  });
  out.orderStatusEvents.push({ orderId, status: 'offered', at: offerAt });
  if (scenario.state === 'revised') {
    // Revision 1, a revision request, and revision 2 with 2 points more discount.
    offerRow(1, offerAt, plan.lines, { status: 'superseded' });
    const askedAt = new Date(offerAt.getTime() + DAY);
    message({
      author: 'buyer',
      userId: inquiry.userId,
      kind: 'revision_request',
      body: 'Prosimo za dodaten popust pri večji količini.',
      offerRevision: 1,
      createdAt: askedAt,
    });
    const revisedAt = new Date(askedAt.getTime() + 2 * 3_600_000);
    const revised = plan.lines.map((l) => {
      const discountPercent = l.discountPercent + 2;
      return {
        ...l,
        discountPercent,
        lineValue: offerLineValue(l.quantity, l.unitPrice, discountPercent),
      };
    });
    offerRow(2, revisedAt, revised, {});
    message({
      author: 'caretaker',
      kind: 'message',
      body: 'Pripravili smo popravljeno ponudbo.',
      createdAt: revisedAt,
    });
    return;
  }
  const decidedAt = new Date(offerAt.getTime() + 2 * DAY);
  const offer = offerRow(1, offerAt, plan.lines, {
    ...(scenario.state === 'accepted'
      ? {
          status: 'accepted',
          acceptedOrderId: plan.acceptedOrderId ?? null,
          decidedAt,
          decidedByUserId: inquiry.userId,
        }
      : {}),
    ...(scenario.state === 'declined'
      ? {
          status: 'declined',
          decidedAt,
          decidedByUserId: inquiry.userId,
          declineReason: DECLINE_REASONS[orderId % DECLINE_REASONS.length],
        }
      : {}),
  });
  for (const line of plan.acceptedLines ?? []) line.offerId = offer.id;
  if (plan.question) {
    const askedAt = new Date(offerAt.getTime() + 3 * 3_600_000);
    message({
      author: 'buyer',
      userId: inquiry.userId,
      kind: 'message',
      body: 'Ali je mogoča dostava že prej?',
      createdAt: askedAt,
    });
    message({
      author: 'caretaker',
      kind: 'message',
      body: 'Preverili smo: dobavni rok je najkrajši mogoči, za nujne postavke vas pokličemo.',
      createdAt: new Date(askedAt.getTime() + 2 * 3_600_000),
    });
  }
  if (scenario.state === 'accepted' || scenario.state === 'declined')
    out.orderStatusEvents.push({ orderId, status: scenario.state, at: decidedAt });
}
