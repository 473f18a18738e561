// Order history and account activity of the demo partners: orders and inquiries with lines,
// offers answering inquiries, complaints, documents, notifications and favourites lists.
// SPEC §2 (/narocila, /povprasevanje-ponudbe, /reklamacije, /dokumenti, /obvestila,
// /priljubljeni), §3 (Notification, Favourites list), §6 (default list).
import { simOrderStatus } from '@gradnik/erp/simulator-rules';
import { documentLineOf, transportLine } from '../document-lines.ts';
import type {
  complaints,
  DocumentLine,
  documents,
  notifications,
  wishlistProducts,
  wishlists,
} from '../schema/account.ts';
import type {
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
export type ComplaintRow = Insert<typeof complaints> & { id: number };
export type DocumentRow = Insert<typeof documents> & { id: number };
export type NotificationRow = Insert<typeof notifications> & { id: string };
export type WishlistRow = Insert<typeof wishlists> & { id: number };
export type WishlistProductRow = Insert<typeof wishlistProducts>;
export type OrderStatusEventRow = Insert<typeof orderStatusEvents>;

export interface ActivityData {
  orders: OrderRow[];
  orderLines: OrderLineRow[];
  orderStatusEvents: OrderStatusEventRow[];
  inquiryOffers: InquiryOfferRow[];
  complaints: ComplaintRow[];
  documents: DocumentRow[];
  notifications: NotificationRow[];
  wishlists: WishlistRow[];
  wishlistProducts: WishlistProductRow[];
}

const DAY = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const round3 = (n: number) => Math.round(n * 1000) / 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
/** Slovenian date for notification texts (SPEC §9 DD. MM. YYYY). */
const slDate = (d: Date) =>
  `${pad(d.getUTCDate(), 2)}. ${pad(d.getUTCMonth() + 1, 2)}. ${d.getUTCFullYear()}`;

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
    complaints: [],
    documents: [],
    notifications: [],
    wishlists: [],
    wishlistProducts: [],
  };
  const ref = referenceDate.getTime();
  const products = catalog.products;
  const prices = catalog.referencePrices;
  const delivery = services.filter((s) => s.type === 'delivery' && s.active);
  const payment = services.filter((s) => s.type === 'payment' && s.active);
  let lineId = 1;
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
      const ageDays = rng.int(0, 364);
      const createdAt = new Date(ref - ageDays * DAY - rng.int(8, 17) * 3_600_000);
      const deliveryService = rng.weighted(delivery, [6, 3, 1].slice(0, delivery.length));
      const store = deliveryService.code === 5 ? rng.pick(stores) : undefined;
      const recipient = deliveryAddresses.length ? rng.pick(deliveryAddresses) : undefined;
      const payer =
        paymentAddresses.find((a) => a.partnerAddressStatus === 1) ?? paymentAddresses[0];
      // An order's status comes from the ERP (simOrderStatus, once the order has its number);
      // an inquiry's is the offers issue's: asked, answered with an offer, closed.
      const status =
        kind === 'inquiry'
          ? ageDays > 30
            ? rng.pick(['answered', 'closed'])
            : rng.pick(['received', 'answered'])
          : 'received';
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
    }
  });

  renumberOrders(out);
  settleOrderStatuses(out, referenceDate);
  const linesByOrder = groupBy(out.orderLines, (l) => l.orderId);

  people.partners.forEach((partner, pIndex) => {
    const rng = Rng.for(seed, 'activity-documents', pIndex);
    for (const order of out.orders.filter((o) => o.partnerId === partner.id)) {
      const orderId = order.id;
      const createdAt = order.createdAt as Date;
      const lines = linesByOrder.get(orderId) ?? [];
      const net = order.totalNet ?? 0;
      const vat = order.totalVat ?? 0;
      if (order.kind === 'inquiry' && order.status !== 'received') {
        // The retailer's answer: an offer with prices for the inquired lines.
        const offerAt = new Date(createdAt.getTime() + rng.int(1, 3) * DAY);
        const validUntil = new Date(offerAt.getTime() + 30 * DAY);
        const offerLines: InquiryOfferLine[] = lines.map((l) => ({
          lineNo: l.lineNo,
          productId: l.productId ?? null,
          itemNo: l.itemNo,
          name: l.name,
          quantity: l.quantityRetail,
          unit: l.retailUnitOfMeasure ?? 'KOS',
          unitPrice: l.priceBasicRetailUnit ?? 0,
          discountPercent: l.discountRetailUnit ?? 0,
          lineValue: l.lineValue ?? 0,
          vat: l.vat ?? 22,
          deliveryDate: isoDate(new Date(offerAt.getTime() + rng.int(5, 21) * DAY)),
        }));
        out.inquiryOffers.push({
          id: out.inquiryOffers.length + 1,
          offerNo: docNo('PN'),
          orderId,
          partnerId: partner.id,
          // An open offer past its valid-until day is expired (derived, decision 036).
          status: validUntil.getTime() < ref ? rng.pick(['accepted', 'open', 'declined']) : 'open',
          validUntil: isoDate(validUntil),
          totalNet: round2(net),
          totalGross: round2(net + vat),
          lines: offerLines,
          note: 'Ponudba velja 30 dni. Cene so brez DDV.',
          createdAt: offerAt,
        });
        out.orderStatusEvents.push({ orderId, status: 'answered', at: offerAt });
      }
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
      out.complaints.push({
        id: out.complaints.length + 1,
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
      }
    }
    // Offers also appear among the documents.
    for (const offer of out.inquiryOffers.filter((o) => o.partnerId === partner.id)) {
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
          productId: l.productId,
          itemNo: l.itemNo,
          name: l.name,
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

  // Notifications: order events of the user's orders plus general announcements.
  for (const user of people.users) {
    const rng = Rng.for(seed, 'notifications', user.id);
    const isAgent = user.groupId === GROUP_IDS.gradnik_agent;
    const own = out.orders.filter((o) => o.userId === user.id).slice(-12);
    const items: { at: Date; type: string; kind: string; title: string; content: string }[] = [];
    for (const o of own) {
      const at = new Date((o.createdAt as Date).getTime() + rng.int(1, 48) * 3_600_000);
      if (o.kind === 'order') {
        items.push({
          at,
          type: 'order_status',
          kind: 'info',
          title: `Naročilo ${o.orderNo} je ${o.status === 'cancelled' ? 'preklicano' : 'potrjeno'}`,
          content: `Vaše naročilo ${o.orderNo} z dne ${slDate(o.createdAt as Date)} je ${o.status === 'cancelled' ? 'preklicano' : 'potrjeno in v pripravi'}.`,
        });
      } else {
        const offer = out.inquiryOffers.find((f) => f.orderId === o.id);
        if (offer) {
          items.push({
            at,
            type: 'offer',
            kind: 'alert',
            title: `Prejeli ste ponudbo ${offer.offerNo}`,
            content: `Na povpraševanje ${o.orderNo} smo pripravili ponudbo ${offer.offerNo}, veljavno do ${slDate(new Date(offer.validUntil ?? ''))}.`,
          });
        }
      }
    }
    const general: [string, string, string][] = [
      [
        'system',
        'Vzdrževalna dela',
        'Zaradi vzdrževalnih del spletna trgovina v nedeljo med 2. in 4. uro ne bo dosegljiva.',
      ],
      [
        'promotion',
        'Nova akcija: barve in laki',
        'Ta teden vam pri nakupu barv in lakov nudimo dodatnih 10 % popusta.',
      ],
      [
        'system',
        'Spremenjen delovni čas',
        'Trgovski center Gradnik Koper bo med prazniki odprt od 8. do 12. ure.',
      ],
      ['document', 'Nov račun je na voljo', 'V rubriki Dokumenti je na voljo nov račun.'],
      [
        'promotion',
        'Novosti v ponudbi',
        'V ponudbo smo dodali nove keramične ploščice serije Carrara.',
      ],
    ];
    const extra = isAgent ? 3 : rng.int(2, 5);
    for (const [type, title, content] of rng.sample(general, extra)) {
      items.push({
        at: new Date(ref - rng.int(1, 120) * DAY - rng.int(0, 86_000) * 1000),
        type,
        kind: type === 'system' ? 'alert' : 'info',
        title,
        content,
      });
    }
    items.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const it of items) {
      const ageDays = (ref - it.at.getTime()) / DAY;
      out.notifications.push({
        id: rng.uuid(),
        userId: user.id,
        notificationType: it.type,
        type: it.kind,
        data: { title: it.title, content: it.content },
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
      name: 'Priljubljeni',
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
 * 'received' when asked; their answers are added with the offers.
 */
function settleOrderStatuses(out: ActivityData, referenceDate: Date): void {
  for (const o of out.orders) {
    const createdAt = o.createdAt as Date;
    if (o.kind !== 'order') {
      out.orderStatusEvents.push({ orderId: o.id, status: 'received', at: createdAt });
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

/** Gives offers, complaints and documents numbers that grow with their dates, per year. */
function renumberDocuments(out: ActivityData): void {
  const offer = numberer('PN');
  for (const f of byDate(out.inquiryOffers, (r) => r.createdAt as Date))
    f.offerNo = offer(f.createdAt as Date);
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
      d.docNo = out.inquiryOffers.find((f) => f.orderId === d.orderId)?.offerNo ?? d.docNo;
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
