// The checkout's state (the cart page, SPEC §4 Cart mode) as one pure reducer: the step, the
// order info the buyer chooses, the routing check and the lines a placing was refused for, the
// placed order and its invoice, and the flags that disable controls while something runs. Each
// thing that happens is ONE action, so no half-done transition (say, placed but still on step 3
// with the old info) can ever render. What is not state (timers, the routing check's sequence
// counter, the in-flight guard of placing) stays in use-checkout.ts. The step and reset rules
// are the domain's (checkout-steps.ts); a mode change is a new checkout (cart-page.tsx mounts
// one per mode), so it starts again from `initialCheckoutState`.
import type { RoutingCheckDocument } from '@gradnik/contracts/basket';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import {
  nextStep,
  previousStep,
  resetOrderInfo,
  type CartMode,
  type CheckoutStep,
  type OrderInfo,
} from '@gradnik/domain/checkout-steps';
import type { LineProblem } from './lines-step';
import type { RoutingState } from './routing-section';

export interface CheckoutPageState {
  readonly step: CheckoutStep;
  /** null until the basket has loaded (and again after placing, until it loads anew). */
  readonly info: OrderInfo | null;
  /** A change the next must wait for runs (a delivery method or a line action being saved). */
  readonly busy: boolean;
  readonly routing: RoutingState;
  /** The routing check whose answer is awaited; an answer of any other check is stale. */
  readonly routingCheck: number | null;
  /** The lines a placing was refused for (409), until the lines or the routing check change. */
  readonly refused: ReadonlyMap<string, LineProblem>;
  readonly placed: PlacedOrderDocument | null;
  /** The number of the invoice made for the placed order. */
  readonly invoice: string | null;
  /** Placing runs (from the click until the basket has reloaded or the refusal is shown). */
  readonly sending: boolean;
  /** The 'clear the cart' question is open. */
  readonly clearing: boolean;
}

const NO_PROBLEMS: ReadonlyMap<string, LineProblem> = new Map();

export const initialCheckoutState: CheckoutPageState = Object.freeze<CheckoutPageState>({
  step: 1,
  info: null,
  busy: false,
  routing: { status: 'idle' },
  routingCheck: null,
  refused: NO_PROBLEMS,
  placed: null,
  invoice: null,
  sending: false,
  clearing: false,
});

/** A routing check starts (its number comes from the caller's counter). */
export interface RoutingStarted {
  readonly type: 'routingStarted';
  readonly seq: number;
}

/** The lines or the order info changed: the routing answer and the refused lines are stale. */
export interface RoutingStale {
  readonly type: 'routingStale';
}

export type CheckoutAction =
  /** The basket's stored order info, taken once (the buyer's edits lead after that). */
  | { readonly type: 'infoLoaded'; readonly info: OrderInfo }
  /** A step-2 choice (the caller stores it on the basket). */
  | { readonly type: 'infoEdited'; readonly info: OrderInfo }
  /** The reference number or the note typed (stored by the caller after a pause). */
  | {
      readonly type: 'textTyped';
      readonly field: 'referenceNumber' | 'note';
      readonly text: string;
    }
  /** A delivery method chosen: shown at once, and busy until it is saved. */
  | { readonly type: 'deliveryChosen'; readonly info: OrderInfo }
  /** A line action started that the next change must wait for. */
  | { readonly type: 'busyStarted' }
  /** The busy change is done; `then`: what the routing check does in the same moment. */
  | { readonly type: 'busyEnded'; readonly then?: RoutingStarted | RoutingStale }
  | { readonly type: 'stepForward' }
  | { readonly type: 'stepBack' }
  | RoutingStarted
  | {
      readonly type: 'routingChecked';
      readonly seq: number;
      readonly result: RoutingCheckDocument['data'];
    }
  | { readonly type: 'routingFailed'; readonly seq: number; readonly messages: readonly string[] }
  | RoutingStale
  /** SPEC §4 reset: step 1, the order info's choices, reference number and note cleared. */
  | { readonly type: 'reset' }
  | { readonly type: 'placingStarted' }
  /** Placed: the confirmation shows; the checkout behind it starts again from step 1. */
  | { readonly type: 'placed'; readonly order: PlacedOrderDocument }
  /** A refused placing told the new transport cost: the checked one is replaced with it. */
  | {
      readonly type: 'transportChanged';
      readonly current: number | null;
      readonly currentTax: number | null;
    }
  /** Placing refused for lines: it ends, back to the lines, each flagged. */
  | { readonly type: 'linesRefused'; readonly problems: ReadonlyMap<string, LineProblem> }
  /** Placing ended (placed and the basket reloaded, or failed without flagged lines). */
  | { readonly type: 'placingEnded' }
  | { readonly type: 'invoiceCreated'; readonly invoice: string }
  /** The confirmation is left for a new order or inquiry. */
  | { readonly type: 'newStarted' }
  | { readonly type: 'clearAsked' }
  | { readonly type: 'clearCancelled' }
  /** Clearing the cart confirmed: the question closes, the routing answer is stale. */
  | { readonly type: 'clearConfirmed' };

/** No routing answer awaited or shown, no refused lines. */
function stale(state: CheckoutPageState): CheckoutPageState {
  return { ...state, routing: { status: 'idle' }, routingCheck: null, refused: NO_PROBLEMS };
}

function withStep(state: CheckoutPageState, step: CheckoutStep): CheckoutPageState {
  return step === state.step ? state : { ...state, step };
}

export function checkoutReducer(
  state: CheckoutPageState,
  action: CheckoutAction,
): CheckoutPageState {
  switch (action.type) {
    case 'infoLoaded':
      return state.info === null ? { ...state, info: action.info } : state;
    case 'infoEdited':
      return action.info === state.info ? state : { ...state, info: action.info };
    case 'textTyped':
      return state.info
        ? { ...state, info: { ...state.info, [action.field]: action.text } }
        : state;
    case 'deliveryChosen':
      return { ...state, info: action.info, busy: true };
    case 'busyStarted':
      return state.busy ? state : { ...state, busy: true };
    case 'busyEnded': {
      const done = { ...state, busy: false };
      return action.then ? checkoutReducer(done, action.then) : done;
    }
    case 'stepForward':
      return withStep(state, nextStep(state.step));
    case 'stepBack':
      return withStep(state, previousStep(state.step));
    case 'routingStarted':
      return { ...state, routing: { status: 'checking' }, routingCheck: action.seq };
    case 'routingChecked':
      if (action.seq !== state.routingCheck) return state;
      return {
        ...state,
        routing: { status: 'done', result: action.result },
        routingCheck: null,
        refused: NO_PROBLEMS,
      };
    case 'routingFailed':
      if (action.seq !== state.routingCheck) return state;
      return {
        ...state,
        routing: { status: 'failed', messages: action.messages },
        routingCheck: null,
      };
    case 'routingStale':
      return stale(state);
    case 'reset':
      if (!state.info) return state;
      return stale({ ...state, ...resetOrderInfo({ step: state.step, info: state.info }) });
    case 'placingStarted':
      // One placing at a time: a second click while sending is the same order.
      return state.sending ? state : { ...state, sending: true };
    case 'placed':
      // `sending` stays on until the basket has reloaded (placingEnded).
      return stale({ ...state, placed: action.order, info: null, step: 1 });
    case 'transportChanged': {
      const { routing } = state;
      if (routing.status !== 'done') return state;
      const result = {
        ...routing.result,
        transportCosts: action.current,
        transportCostsTax: action.currentTax,
      };
      return { ...state, routing: { status: 'done', result } };
    }
    case 'linesRefused':
      return { ...state, sending: false, refused: action.problems, step: 1 };
    case 'placingEnded':
      return state.sending ? { ...state, sending: false } : state;
    case 'invoiceCreated':
      return { ...state, invoice: action.invoice };
    case 'newStarted':
      return { ...state, placed: null, invoice: null };
    case 'clearAsked':
      return { ...state, clearing: true };
    case 'clearCancelled':
      return { ...state, clearing: false };
    case 'clearConfirmed':
      return stale({ ...state, clearing: false });
  }
}

// ---------------------------------------------------------------------------------------------
// Selectors

/** The transport cost of the routing check (the API's one rule, SPEC §4 code 4); else null. */
export function checkedTransportCost(state: CheckoutPageState): number | null {
  return state.routing.status === 'done' ? state.routing.result.transportCosts : null;
}

/** Orders go on from step 2 only with a routing check that found nothing to resolve. */
export function routingBlocks(state: CheckoutPageState, mode: CartMode): boolean {
  return mode === 'order' && (state.routing.status !== 'done' || state.routing.result.hasErrors);
}
