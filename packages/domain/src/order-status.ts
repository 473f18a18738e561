// An order's status after placing (issue #12; SPEC §2 Orders list and Order detail show a status
// but not its values). The ERP owns it; the shop shows it and filters by it. An order moves
// forward along ORDER_STATUS_FLOW, or is cancelled; inquiries keep their own states (issue #14,
// decision 036: one list, in ./offer.ts).
import type { Locale } from './locale.ts';
import { INQUIRY_STATE_LABELS, STORED_INQUIRY_STATES } from './offer.ts';

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

/** Statuses nothing follows: the shop stops asking the ERP about such an order. */
export const SETTLED_STATUSES = ['invoiced', 'cancelled'] as const satisfies readonly OrderStatus[];

/** An inquiry's stored states (decision 036; 'expired' is derived and never stored). */
export const INQUIRY_STATUSES = STORED_INQUIRY_STATES;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** The way an inquiry goes when all goes well; declined and withdrawn end it like cancelled. */
export const INQUIRY_STATUS_FLOW = ['sent', 'in_preparation', 'offered', 'accepted'] as const;

/** Every status the orders list can filter by (orders' and inquiries' stored ones). */
export const LISTED_STATUSES = [
  ...ORDER_STATUSES,
  'sent',
  'offered',
  'accepted',
  'declined',
  'withdrawn',
] as const satisfies readonly (OrderStatus | InquiryStatus)[];
export type ListedStatus = (typeof LISTED_STATUSES)[number];

/** Statuses that end an order or inquiry off its flow (shown after the steps it reached). */
const ENDING_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'declined', 'withdrawn']);

const ORDER_ONLY_LABELS: Record<Locale, Record<OrderStatus, string>> = {
  sl: {
    received: 'Prejeto',
    confirmed: 'Potrjeno',
    in_preparation: 'V pripravi',
    partly_shipped: 'Delno odpremljeno',
    shipped: 'Odpremljeno',
    delivered: 'Dostavljeno',
    invoiced: 'Zaračunano',
    cancelled: 'Preklicano',
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
  },
};

function labelsOf(locale: Locale): Record<ListedStatus, string> {
  const inquiry = INQUIRY_STATE_LABELS[locale];
  return {
    ...ORDER_ONLY_LABELS[locale],
    sent: inquiry.sent,
    offered: inquiry.offered,
    accepted: inquiry.accepted,
    declined: inquiry.declined,
    withdrawn: inquiry.withdrawn,
  };
}

/** Orders' and inquiries' labels (the inquiry ones are @gradnik/domain/offer's). */
export const ORDER_STATUS_LABELS: Record<Locale, Record<ListedStatus, string>> = {
  sl: labelsOf('sl'),
  en: labelsOf('en'),
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
  /** When the order entered this step (ISO 8601), when the history knows it. */
  readonly at: string | null;
}

export interface StatusHistoryEntry {
  readonly status: string;
  /** ISO 8601 instant. */
  readonly at: string;
}

/** Steps an order may skip: one shipped at once is never partly shipped. */
const OPTIONAL_STEPS: ReadonlySet<ListedStatus> = new Set(['partly_shipped']);

/**
 * The steps an order or inquiry goes through, with where it stands and when each step was
 * reached (issue #12 order detail: "status with a timeline of status changes"). A cancelled order
 * shows the steps it had reached, then the cancellation; an unknown status no steps. An optional
 * step shows only when the order passed through it or stands in it.
 */
export function statusTimeline(
  kind: 'order' | 'inquiry',
  status: string,
  history: readonly StatusHistoryEntry[] = [],
): TimelineStep[] {
  const when = new Map(history.map((h) => [h.status, h.at]));
  const flow: readonly ListedStatus[] = kind === 'order' ? ORDER_STATUS_FLOW : INQUIRY_STATUS_FLOW;
  if (ENDING_STATUSES.has(status) && isListedStatus(status)) {
    const reached = flow.filter((step) => when.has(step));
    return [
      ...reached.map((step) => ({
        status: step,
        state: 'done' as const,
        at: when.get(step) ?? null,
      })),
      { status, state: 'current', at: when.get(status) ?? null },
    ];
  }
  const at = flow.indexOf(status as ListedStatus);
  if (at < 0) return [];
  return flow
    .map((step, index) => ({
      status: step,
      state:
        index < at ? ('done' as const) : index === at ? ('current' as const) : ('next' as const),
      at: index <= at ? (when.get(step) ?? null) : null,
    }))
    .filter(
      (step) =>
        !OPTIONAL_STEPS.has(step.status) || step.state === 'current' || when.has(step.status),
    );
}
