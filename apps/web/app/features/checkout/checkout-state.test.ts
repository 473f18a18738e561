import type { RoutingCheckDocument } from '@gradnik/contracts/basket';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import { EMPTY_ORDER_INFO, type OrderInfo } from '@gradnik/domain/checkout-steps';
import { describe, expect, it } from 'vitest';
import {
  checkedTransportCost,
  checkoutReducer,
  initialCheckoutState,
  routingBlocks,
  type CheckoutAction,
  type CheckoutPageState,
} from './checkout-state';
import type { LineProblem } from './lines-step';

const INFO: OrderInfo = {
  ...EMPTY_ORDER_INFO,
  recipient: '2',
  payer: '7',
  deliveryMethod: '12',
  deliveryType: 'multiple_packages',
  paymentMethod: '21',
  package: '2030-01-10',
  referenceNumber: 'PO-17',
  note: 'Pokličite pred dostavo',
  needCarLift: true,
  deliveryLocationID: '102',
};

function result(overrides: Partial<RoutingCheckDocument['data']> = {}) {
  return {
    lines: [{ id: 'l1', deliveryDate: '2030-01-10', error: null, priceForPartnerRetailUnit: null }],
    packages: [{ date: '2030-01-10', lines: ['l1'] }],
    singlePackageDate: '2030-01-10',
    oneDelivery: 1,
    transportCosts: 25,
    transportCostsTax: 5.5,
    hasErrors: false,
    ...overrides,
  } satisfies RoutingCheckDocument['data'];
}

const ORDER: PlacedOrderDocument = {
  data: {
    id: '501',
    type: 'order',
    attributes: {
      'order.kind': 'order',
      'order.number': 'N-2030-0001',
      'order.status': 'placed',
      'order.total': 120,
      'order.created': '2030-01-05T10:00:00Z',
      'order.invoice': null,
    },
  },
};

const PRICE_CHANGED: ReadonlyMap<string, LineProblem> = new Map([
  ['l1', { code: 'price_changed', newPrice: 9.9 }],
]);

/** Deeply frozen, so a reducer that mutates its input throws. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !(value instanceof Map)) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

function run(state: CheckoutPageState, ...actions: CheckoutAction[]): CheckoutPageState {
  return actions.reduce((current, action) => checkoutReducer(frozen(current), action), state);
}

const loaded = run(initialCheckoutState, { type: 'infoLoaded', info: INFO });
const onStep2 = run(loaded, { type: 'stepForward' });
const checked = run(
  onStep2,
  { type: 'routingStarted', seq: 1 },
  { type: 'routingChecked', seq: 1, result: result() },
);
const onStep3 = run(checked, { type: 'stepForward' });

describe('checkoutReducer: a new checkout and its order info', () => {
  it('starts on step 1 with nothing loaded, checked, refused, placed or running', () => {
    expect(initialCheckoutState).toEqual({
      step: 1,
      info: null,
      busy: false,
      routing: { status: 'idle' },
      routingCheck: null,
      refused: new Map(),
      placed: null,
      invoice: null,
      sending: false,
      clearing: false,
    });
  });

  it("takes the basket's order info once; after that the buyer's edits lead", () => {
    expect(loaded.info).toBe(INFO);
    const edited = run(loaded, { type: 'infoEdited', info: { ...INFO, payer: '8' } });
    const again = run(edited, { type: 'infoLoaded', info: INFO });
    expect(again).toBe(edited);
    expect(again.info?.payer).toBe('8');
  });

  it('keeps the very state when an edit changes nothing (no needless render)', () => {
    expect(run(loaded, { type: 'infoEdited', info: INFO })).toBe(loaded);
  });

  it('types the reference number and the note into the info, and nothing before it loads', () => {
    const typed = run(
      loaded,
      { type: 'textTyped', field: 'referenceNumber', text: 'PO-18' },
      { type: 'textTyped', field: 'note', text: 'Vhod z dvorišča' },
    );
    expect(typed.info).toEqual({ ...INFO, referenceNumber: 'PO-18', note: 'Vhod z dvorišča' });
    const early = run(initialCheckoutState, { type: 'textTyped', field: 'note', text: 'x' });
    expect(early).toBe(initialCheckoutState);
  });

  it('shows a chosen delivery method at once and is busy until it is saved', () => {
    const chosen = run(onStep2, {
      type: 'deliveryChosen',
      info: { ...INFO, deliveryMethod: '13' },
    });
    expect(chosen.busy).toBe(true);
    expect(chosen.info?.deliveryMethod).toBe('13');
  });
});

describe('checkoutReducer: steps (the domain rules of checkout-steps.ts)', () => {
  it('goes forward to step 3 and no further, back to step 1 and no further', () => {
    const steps = [loaded];
    for (let i = 0; i < 3; i++) steps.push(run(steps.at(-1)!, { type: 'stepForward' }));
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 3]);
    const back = [steps.at(-1)!];
    for (let i = 0; i < 3; i++) back.push(run(back.at(-1)!, { type: 'stepBack' }));
    expect(back.map((s) => s.step)).toEqual([3, 2, 1, 1]);
    expect(back[3]).toBe(back[2]);
  });
});

describe('checkoutReducer: the routing check', () => {
  it('shows the check running, then its answer, which clears the refused lines', () => {
    const refused = run(onStep2, { type: 'linesRefused', problems: PRICE_CHANGED });
    const running = run(refused, { type: 'routingStarted', seq: 4 });
    expect(running.routing).toEqual({ status: 'checking' });
    expect(running.refused).toBe(PRICE_CHANGED);
    const done = run(running, { type: 'routingChecked', seq: 4, result: result() });
    expect(done.routing).toEqual({ status: 'done', result: result() });
    expect(done.refused.size).toBe(0);
  });

  it("drops an older check's answer once a newer one runs", () => {
    const two = run(
      onStep2,
      { type: 'routingStarted', seq: 1 },
      { type: 'routingStarted', seq: 2 },
    );
    const late = run(two, { type: 'routingChecked', seq: 1, result: result() });
    expect(late).toBe(two);
    expect(late.routing).toEqual({ status: 'checking' });
    const lateFailure = run(two, { type: 'routingFailed', seq: 1, messages: ['ERP ne odgovarja'] });
    expect(lateFailure).toBe(two);
    const current = run(two, { type: 'routingChecked', seq: 2, result: result() });
    expect(current.routing.status).toBe('done');
  });

  it('drops the answer of a check the lines made stale meanwhile', () => {
    const stale = run(onStep2, { type: 'routingStarted', seq: 1 }, { type: 'routingStale' });
    expect(stale.routing).toEqual({ status: 'idle' });
    expect(run(stale, { type: 'routingChecked', seq: 1, result: result() })).toBe(stale);
    expect(run(stale, { type: 'routingFailed', seq: 1, messages: [] })).toBe(stale);
  });

  it('takes one answer per check', () => {
    const again = run(checked, { type: 'routingFailed', seq: 1, messages: ['x'] });
    expect(again).toBe(checked);
  });

  it("shows a failed check's messages and keeps the refused lines", () => {
    const failed = run(
      onStep2,
      { type: 'linesRefused', problems: PRICE_CHANGED },
      { type: 'routingStarted', seq: 3 },
      { type: 'routingFailed', seq: 3, messages: ['Preverjanje dobave ni uspelo.'] },
    );
    expect(failed.routing).toEqual({
      status: 'failed',
      messages: ['Preverjanje dobave ni uspelo.'],
    });
    expect(failed.refused).toBe(PRICE_CHANGED);
  });

  it('makes the answer and the refused lines stale when the lines change', () => {
    const refused = run(checked, { type: 'linesRefused', problems: PRICE_CHANGED });
    const stale = run(refused, { type: 'routingStale' });
    expect(stale.routing).toEqual({ status: 'idle' });
    expect(stale.refused.size).toBe(0);
    expect(stale.step).toBe(refused.step);
    expect(stale.info).toBe(refused.info);
  });

  it('ends a busy change and starts the check in one step (no render in between)', () => {
    const busy = run(checked, { type: 'busyStarted' });
    expect(busy.busy).toBe(true);
    const next = run(busy, {
      type: 'busyEnded',
      then: { type: 'routingStarted', seq: 7 },
    });
    expect(next.busy).toBe(false);
    expect(next.routing).toEqual({ status: 'checking' });
    expect(run(next, { type: 'routingChecked', seq: 7, result: result() }).routing.status).toBe(
      'done',
    );
    const staleNext = run(busy, { type: 'busyEnded', then: { type: 'routingStale' } });
    expect(staleNext).toMatchObject({ busy: false, routing: { status: 'idle' } });
    const plain = run(busy, { type: 'busyEnded' });
    expect(plain).toMatchObject({ busy: false, routing: checked.routing });
  });
});

describe('checkoutReducer: reset (SPEC §4)', () => {
  it('returns to step 1 and clears the choices, the reference number and the note', () => {
    const reset = run(onStep3, { type: 'reset' });
    expect(reset.step).toBe(1);
    expect(reset.info).toEqual({
      ...INFO,
      recipient: null,
      payer: null,
      deliveryMethod: null,
      deliveryType: EMPTY_ORDER_INFO.deliveryType,
      paymentMethod: null,
      package: null,
      referenceNumber: '',
      note: '',
    });
    // Not in SPEC §4's list: kept.
    expect(reset.info?.needCarLift).toBe(true);
    expect(reset.info?.deliveryLocationID).toBe('102');
  });

  it('forgets the routing answer, any check on its way and the refused lines', () => {
    const running = run(
      onStep3,
      { type: 'linesRefused', problems: PRICE_CHANGED },
      { type: 'routingStarted', seq: 9 },
    );
    const reset = run(running, { type: 'reset' });
    expect(reset.routing).toEqual({ status: 'idle' });
    expect(reset.refused.size).toBe(0);
    expect(run(reset, { type: 'routingChecked', seq: 9, result: result() })).toBe(reset);
  });

  it('does nothing before the order info has loaded', () => {
    expect(run(initialCheckoutState, { type: 'reset' })).toBe(initialCheckoutState);
  });
});

describe('checkoutReducer: placing (SPEC §7)', () => {
  it('ignores placing again while sending', () => {
    const sending = run(onStep3, { type: 'placingStarted' });
    expect(sending.sending).toBe(true);
    expect(run(sending, { type: 'placingStarted' })).toBe(sending);
  });

  it('shows the placed order and starts the checkout behind it anew, still sending', () => {
    const placed = run(onStep3, { type: 'placingStarted' }, { type: 'placed', order: ORDER });
    expect(placed).toMatchObject({
      placed: ORDER,
      info: null,
      step: 1,
      routing: { status: 'idle' },
      sending: true,
    });
    // The basket has reloaded: sending ends, and its info is taken anew.
    const reloaded = run(
      placed,
      { type: 'placingEnded' },
      { type: 'infoLoaded', info: EMPTY_ORDER_INFO },
    );
    expect(reloaded.sending).toBe(false);
    expect(reloaded.info).toBe(EMPTY_ORDER_INFO);
  });

  it('keeps an invoice for the placed order, and a new order leaves the confirmation', () => {
    const placed = run(onStep3, { type: 'placed', order: ORDER });
    const invoiced = run(placed, { type: 'invoiceCreated', invoice: 'R-77' });
    expect(invoiced.invoice).toBe('R-77');
    const fresh = run(invoiced, { type: 'newStarted' });
    expect(fresh.placed).toBeNull();
    expect(fresh.invoice).toBeNull();
  });

  it("a refused placing for lines goes back to the lines and keeps each line's problem", () => {
    const refused = run(
      onStep3,
      { type: 'placingStarted' },
      { type: 'linesRefused', problems: PRICE_CHANGED },
    );
    expect(refused.sending).toBe(false);
    expect(refused.step).toBe(1);
    expect(refused.refused).toBe(PRICE_CHANGED);
    // The info and the checked routing stay: nothing the buyer chose is lost.
    expect(refused.info).toBe(onStep3.info);
    expect(refused.routing).toBe(onStep3.routing);
  });

  it('a placing failed otherwise stays on step 3 and only stops sending', () => {
    const failed = run(onStep3, { type: 'placingStarted' }, { type: 'placingEnded' });
    expect(failed).toEqual({ ...onStep3, sending: false });
  });

  it('shows the new transport cost of a refusal in the checked routing', () => {
    const changed = run(onStep3, { type: 'transportChanged', current: 40, currentTax: 8.8 });
    expect(changed.routing).toEqual({
      status: 'done',
      result: result({ transportCosts: 40, transportCostsTax: 8.8 }),
    });
    expect(checkedTransportCost(changed)).toBe(40);
    const unchecked = run(loaded, { type: 'transportChanged', current: 40, currentTax: 8.8 });
    expect(unchecked).toBe(loaded);
  });
});

describe('checkoutReducer: clearing the cart', () => {
  it('asks, and a cancel keeps everything', () => {
    const asked = run(checked, { type: 'clearAsked' });
    expect(asked.clearing).toBe(true);
    expect(run(asked, { type: 'clearCancelled' })).toEqual(checked);
  });

  it('a confirm closes the question and makes the routing answer stale', () => {
    const confirmed = run(checked, { type: 'clearAsked' }, { type: 'clearConfirmed' });
    expect(confirmed.clearing).toBe(false);
    expect(confirmed.routing).toEqual({ status: 'idle' });
    expect(confirmed.step).toBe(checked.step);
  });
});

describe('selectors', () => {
  it('orders go on from step 2 only with a check that found nothing to resolve', () => {
    expect(routingBlocks(onStep2, 'order')).toBe(true);
    expect(routingBlocks(run(onStep2, { type: 'routingStarted', seq: 1 }), 'order')).toBe(true);
    expect(routingBlocks(checked, 'order')).toBe(false);
    const withErrors = run(
      onStep2,
      { type: 'routingStarted', seq: 1 },
      { type: 'routingChecked', seq: 1, result: result({ hasErrors: true }) },
    );
    expect(routingBlocks(withErrors, 'order')).toBe(true);
    // An inquiry has no delivery to check.
    expect(routingBlocks(onStep2, 'inquiry')).toBe(false);
  });

  it('the transport cost is the check’s, and none without a check', () => {
    expect(checkedTransportCost(checked)).toBe(25);
    expect(checkedTransportCost(onStep2)).toBeNull();
  });
});
