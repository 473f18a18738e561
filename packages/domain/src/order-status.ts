// An order's status after placing (issue #12; SPEC §2 Orders list and Order detail show a status
// but not its values). The ERP owns it; the shop shows it and filters by it. An order moves
// forward along ORDER_STATUS_FLOW, or is cancelled; inquiries keep their own ('received',
// 'answered', 'closed': the offers issue).
import type { Locale } from './locale.ts';

export const ORDER_STATUS_FLOW = [
  'received',
  'confirmed',
  'in_preparation',
  'partly_shipped',
  'shipped',
  'delivered',
  'invoiced',
] as const;
export const ORDER_STATUSES = [...ORDER_STATUS_FLOW, 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An inquiry's statuses: asked, answered with an offer, closed. */
export const INQUIRY_STATUSES = ['received', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Every status the orders list can filter by (orders' and inquiries'). */
export const LISTED_STATUSES = [...ORDER_STATUSES, 'answered', 'closed'] as const;
export type ListedStatus = (typeof LISTED_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<Locale, Record<ListedStatus, string>> = {
  sl: {
    received: 'Prejeto',
    confirmed: 'Potrjeno',
    in_preparation: 'V pripravi',
    partly_shipped: 'Delno odpremljeno',
    shipped: 'Odpremljeno',
    delivered: 'Dostavljeno',
    invoiced: 'Zaračunano',
    cancelled: 'Preklicano',
    answered: 'Odgovorjeno',
    closed: 'Zaključeno',
  },
  en: {
    received: 'Received',
    confirmed: 'Confirmed',
    in_preparation: 'In preparation',
    partly_shipped: 'Partly shipped',
    shipped: 'Shipped',
    delivered: 'Delivered',
    invoiced: 'Invoiced',
    cancelled: 'Cancelled',
    answered: 'Answered',
    closed: 'Closed',
  },
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

function isListedStatus(value: string): value is ListedStatus {
  return (LISTED_STATUSES as readonly string[]).includes(value);
}

export function orderStatusLabel(status: string, locale: Locale): string {
  return isListedStatus(status) ? ORDER_STATUS_LABELS[locale][status] : status;
}

/**
 * Whether an ERP status may replace the stored one: forward along the flow, or to cancelled
 * from anything before shipping. A late or repeated answer never moves an order back.
 */
export function statusMayFollow(current: string, next: OrderStatus): boolean {
  if (current === next) return false;
  if (current === 'cancelled') return false;
  const from = ORDER_STATUS_FLOW.indexOf(current as (typeof ORDER_STATUS_FLOW)[number]);
  if (next === 'cancelled') return from < ORDER_STATUS_FLOW.indexOf('shipped');
  return ORDER_STATUS_FLOW.indexOf(next) > from;
}

export interface TimelineStep {
  readonly status: ListedStatus;
  readonly state: 'done' | 'current' | 'next';
}

/**
 * The steps an order or inquiry goes through, with where it stands (issue #12 order detail:
 * "status with a timeline"). A cancelled order shows only that; an unknown status no steps.
 */
export function statusTimeline(kind: 'order' | 'inquiry', status: string): TimelineStep[] {
  if (status === 'cancelled') return [{ status: 'cancelled', state: 'current' }];
  const flow: readonly ListedStatus[] = kind === 'order' ? ORDER_STATUS_FLOW : INQUIRY_STATUSES;
  const at = flow.indexOf(status as ListedStatus);
  if (at < 0) return [];
  return flow.map((step, index) => ({
    status: step,
    state: index < at ? 'done' : index === at ? 'current' : 'next',
  }));
}
