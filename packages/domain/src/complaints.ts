// Complaints (reklamacije) about delivered goods (issue #16; SPEC §2 /reklamacije, /reklamacije/
// {id}, /reklamacije/vnos; SPEC §3 "Complaint … record fields: not shown": ours, decision 043).
// One place for the states and their moves, the reasons and resolutions with their words, the
// claimable-quantity rule and the text limits, so the API, the ERP simulator and the web agree.
import type { Locale } from './locale.ts';
import { roundQuantity } from './quantity.ts';

/** The states in their order: submitted → in review → approved or rejected → resolved. */
export const COMPLAINT_STATES = [
  'submitted',
  'in_progress',
  'approved',
  'rejected',
  'resolved',
] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** Where each state may go. The retailer (ERP) moves a complaint; the buyer never does. */
export const COMPLAINT_TRANSITIONS: Readonly<Record<ComplaintState, readonly ComplaintState[]>> = {
  submitted: ['in_progress', 'approved', 'rejected'],
  in_progress: ['approved', 'rejected'],
  approved: ['resolved'],
  rejected: [],
  resolved: [],
};

/** States nothing follows: the ERP is no longer asked about the state (only thread replies). */
export const FINAL_COMPLAINT_STATES = ['rejected', 'resolved'] as const;

export function isComplaintState(value: string): value is ComplaintState {
  return (COMPLAINT_STATES as readonly string[]).includes(value);
}

export function canMoveComplaint(from: ComplaintState, to: ComplaintState): boolean {
  return COMPLAINT_TRANSITIONS[from].includes(to);
}

export function isFinalComplaintState(state: ComplaintState): boolean {
  return (FINAL_COMPLAINT_STATES as readonly string[]).includes(state);
}

/**
 * The states a complaint passes from `from` to reach `to` along the flow, `to` included (an ERP
 * answer may skip steps the shop did not see: submitted → approved passes in_progress). Empty
 * when `to` is not ahead of `from` (never back, never from a final state).
 */
export function complaintPath(from: ComplaintState, to: ComplaintState): ComplaintState[] {
  if (from === to || !reachable(from, to)) return [];
  const flow: ComplaintState[] =
    to === 'rejected'
      ? ['submitted', 'in_progress', 'rejected']
      : ['submitted', 'in_progress', 'approved', 'resolved'];
  return flow.slice(flow.indexOf(from) + 1, flow.indexOf(to) + 1);
}

function reachable(from: ComplaintState, to: ComplaintState): boolean {
  const seen = new Set<ComplaintState>();
  const walk = (state: ComplaintState): boolean =>
    COMPLAINT_TRANSITIONS[state].some((next) => {
      if (next === to) return true;
      if (seen.has(next)) return false;
      seen.add(next);
      return walk(next);
    });
  return walk(from);
}

/** Claimed quantities count against a delivered line unless the complaint was rejected. */
export const CLAIMING_STATES: readonly ComplaintState[] = [
  'submitted',
  'in_progress',
  'approved',
  'resolved',
];

export const COMPLAINT_STATE_LABELS: Record<Locale, Record<ComplaintState, string>> = {
  sl: {
    submitted: 'Oddana',
    in_progress: 'V obravnavi',
    approved: 'Odobrena',
    rejected: 'Zavrnjena',
    resolved: 'Rešena',
  },
  en: {
    submitted: 'Submitted',
    in_progress: 'In review',
    approved: 'Approved',
    rejected: 'Rejected',
    resolved: 'Resolved',
  },
};

/** A line's reason (the seed's codes, migration 0021). */
export const COMPLAINT_REASONS = [
  'damaged',
  'wrong_item',
  'missing_quantity',
  'defect',
  'other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_REASON_LABELS: Record<Locale, Record<ComplaintReason, string>> = {
  sl: {
    damaged: 'Poškodovano pri prevozu',
    wrong_item: 'Napačen izdelek',
    missing_quantity: 'Manjkajoča količina',
    defect: 'Okvara',
    other: 'Drugo',
  },
  en: {
    damaged: 'Damaged in transport',
    wrong_item: 'Wrong item',
    missing_quantity: 'Missing quantity',
    defect: 'Defective',
    other: 'Other',
  },
};

/** What the buyer asks for. */
export const COMPLAINT_RESOLUTIONS = ['replacement', 'credit_note', 'refund', 'repair'] as const;
export type ComplaintResolution = (typeof COMPLAINT_RESOLUTIONS)[number];

export const COMPLAINT_RESOLUTION_LABELS: Record<Locale, Record<ComplaintResolution, string>> = {
  sl: {
    replacement: 'Zamenjava',
    credit_note: 'Dobropis',
    refund: 'Vračilo kupnine',
    repair: 'Popravilo',
  },
  en: {
    replacement: 'Replacement',
    credit_note: 'Credit note',
    refund: 'Refund',
    repair: 'Repair',
  },
};

export function isComplaintReason(value: string): value is ComplaintReason {
  return (COMPLAINT_REASONS as readonly string[]).includes(value);
}

export function isComplaintResolution(value: string): value is ComplaintResolution {
  return (COMPLAINT_RESOLUTIONS as readonly string[]).includes(value);
}

export function complaintStateLabel(state: string, locale: Locale): string {
  return isComplaintState(state) ? COMPLAINT_STATE_LABELS[locale][state] : state;
}

export function complaintReasonLabel(reason: string, locale: Locale): string {
  return isComplaintReason(reason) ? COMPLAINT_REASON_LABELS[locale][reason] : reason;
}

export function complaintResolutionLabel(resolution: string, locale: Locale): string {
  return isComplaintResolution(resolution)
    ? COMPLAINT_RESOLUTION_LABELS[locale][resolution]
    : resolution;
}

// ---------------------------------------------------------------------------------------------
// Limits (SPEC §5: text areas may have a limit with the counter 'n/limit znakov')

/** The complaint's description: required, as the notes' limit (decision 037's 2000). */
export const COMPLAINT_DESCRIPTION_MAX_LENGTH = 2000;
/** A line's own note. */
export const COMPLAINT_LINE_NOTE_MAX_LENGTH = 500;
/** A thread message (as the inquiry thread's). */
export const COMPLAINT_MESSAGE_MAX_LENGTH = 2000;
/** Lines of one complaint (an order has at most a few hundred; one complaint names what broke). */
export const COMPLAINT_MAX_LINES = 100;
/** The complaints list's page sizes (as the other account lists). */
export const COMPLAINT_LIST_PAGE_SIZES = [10, 20, 50] as const;
export const COMPLAINT_LIST_DEFAULT_PAGE_SIZE = 10;
/**
 * Files go with the complaint for this long after it is filed (a failed upload is retried from
 * the same phone); later photos go with a thread message.
 */
export const COMPLAINT_FILES_OPEN_MS = 24 * 60 * 60 * 1000;

export function complaintFilesOpen(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() <= COMPLAINT_FILES_OPEN_MS;
}

// ---------------------------------------------------------------------------------------------
// How much of a delivered line may still be claimed

export interface ClaimedQuantity {
  state: ComplaintState;
  quantity: number;
}

/**
 * The quantity of a delivered line a new complaint may still claim: what was delivered, less
 * what earlier complaints in CLAIMING_STATES claim of the same line (a rejected complaint frees
 * its quantity). Never below 0; rounded to SPEC §5's 3 decimals.
 */
export function claimableQuantity(delivered: number, earlier: readonly ClaimedQuantity[]): number {
  const claimed = earlier
    .filter((c) => CLAIMING_STATES.includes(c.state))
    .reduce((sum, c) => sum + c.quantity, 0);
  return Math.max(0, roundQuantity(delivered - claimed));
}

/** A claimed quantity is valid when above 0, with at most 3 decimals, and within what is claimable. */
export function claimProblem(
  quantity: number,
  claimable: number,
): 'notPositive' | 'tooMany' | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return 'notPositive';
  if (roundQuantity(quantity) > claimable) return 'tooMany';
  return null;
}

/** Statuses of an order whose goods have arrived (decision 043: delivered or later). */
export const COMPLAINABLE_ORDER_STATUSES = ['delivered', 'invoiced'] as const;

// ---------------------------------------------------------------------------------------------
// The simulated retailer's decision (packages/erp simulator; decision 043)

/** Words in a description that make the simulated retailer reject (deterministic demos, e2e). */
const REJECT_WORDS = /\b(zavrni|reject)/i;

export type SimulatedOutcome = 'credit_note' | 'replacement' | 'repair' | 'rejected';

/**
 * What the simulated retailer decides: a description containing 'zavrni'/'reject' is rejected;
 * otherwise the desired resolution holds, with refund paid as a credit note.
 */
export function simulatedComplaintOutcome(
  description: string,
  desired: ComplaintResolution,
): SimulatedOutcome {
  if (REJECT_WORDS.test(description)) return 'rejected';
  if (desired === 'refund' || desired === 'credit_note') return 'credit_note';
  return desired;
}
