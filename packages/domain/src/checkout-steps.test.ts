import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEP_MESSAGES,
  EMPTY_ORDER_INFO,
  NOTE_MAX_LENGTH,
  cartModeFromHash,
  cartModeHash,
  characterCount,
  characterCounterText,
  checkoutSteps,
  isWithinCharacterLimit,
  nextStep,
  previousStep,
  resetOrderInfo,
  toCheckoutStep,
  type OrderInfo,
} from './checkout-steps.ts';

describe('cart mode from the hash (SPEC §2 Cart, §4 Cart mode)', () => {
  it('selects orders with #naročila and inquiries with #povpraševanja', () => {
    expect(cartModeFromHash('#naročila')).toBe('order');
    expect(cartModeFromHash('#povpraševanja')).toBe('inquiry');
  });

  it('understands the percent-encoded and decomposed forms, in any case', () => {
    expect(cartModeFromHash('#povpra%C5%A1evanja')).toBe('inquiry');
    expect(cartModeFromHash('#povpra%c5%a1evanja')).toBe('inquiry');
    expect(cartModeFromHash('#naro%C4%8Dila')).toBe('order');
    expect(cartModeFromHash('#povpras\u030Cevanja')).toBe('inquiry');
    expect(cartModeFromHash('POVPRAŠEVANJA')).toBe('inquiry');
  });

  it('is order mode for any other hash', () => {
    for (const hash of ['', '#', null, undefined, '#povprasevanja', '#%E0%A4%A', '#inquiry']) {
      expect(cartModeFromHash(hash)).toBe('order');
    }
  });

  it('gives back the hash of each mode', () => {
    expect(cartModeHash('order')).toBe('#naročila');
    expect(cartModeHash('inquiry')).toBe('#povpraševanja');
    expect(cartModeFromHash(encodeURI(cartModeHash('inquiry')))).toBe('inquiry');
  });
});

describe('checkout steps (SPEC §2, §4)', () => {
  it('names the order steps', () => {
    expect(checkoutSteps('order', 1).map((s) => s.label)).toEqual([
      'Košarica',
      'Dostava in plačilo',
      'Potrditev naročila',
    ]);
  });

  it('names the inquiry steps', () => {
    expect(checkoutSteps('inquiry', 1).map((s) => s.label)).toEqual([
      'Povpraševanje',
      'Dostava in plačilo',
      'Potrditev povpraševanja',
    ]);
    expect(checkoutSteps('inquiry', 3, 'en').map((s) => s.label)).toEqual([
      'Inquiry',
      'Delivery and payment',
      'Inquiry confirmation',
    ]);
  });

  it('marks the given step active', () => {
    expect(checkoutSteps('order', 2).map((s) => s.active)).toEqual([false, true, false]);
    expect(checkoutSteps('order', '3').map((s) => s.active)).toEqual([false, false, true]);
  });

  it('always has exactly one active step (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('order' as const, 'inquiry' as const),
        fc.anything(),
        (mode, step) => {
          const steps = checkoutSteps(mode, step);
          expect(steps.map((s) => s.step)).toEqual([1, 2, 3]);
          expect(steps.filter((s) => s.active)).toHaveLength(1);
        },
      ),
    );
  });

  it('clamps and parses step values', () => {
    expect(toCheckoutStep(0)).toBe(1);
    expect(toCheckoutStep(7)).toBe(3);
    expect(toCheckoutStep('2')).toBe(2);
    expect(toCheckoutStep('x')).toBe(1);
    expect(toCheckoutStep(null)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(3)).toBe(3);
    expect(previousStep(1)).toBe(1);
    expect(previousStep(3)).toBe(2);
  });

  it('has the same message keys in both languages', () => {
    expect(Object.keys(CHECKOUT_STEP_MESSAGES.en)).toEqual(Object.keys(CHECKOUT_STEP_MESSAGES.sl));
  });
});

describe('order info reset (SPEC §4 Cart mode)', () => {
  const filled: OrderInfo = {
    recipient: '7',
    payer: '9',
    deliveryMethod: 'svc-4',
    deliveryType: 'multiple_packages',
    paymentMethod: 'pay-1',
    package: '2025-03-12',
    referenceNumber: 'GR-2025/17',
    note: 'Dostava po 8. uri',
    needCarLift: true,
    specialDeliveryLocation: {
      name: 'Gradbišče Kranj',
      post: 4000,
      contactPerson: 'Janez Novak',
      contactPhone: '041 123 456',
      description: '',
    },
    deliveryLocationID: 'TC12',
  };

  it('returns to step 1 and clears delivery, package, payment, payer, recipient, reference and note', () => {
    expect(resetOrderInfo({ step: 3, info: filled })).toEqual({
      step: 1,
      info: {
        ...filled,
        recipient: null,
        payer: null,
        deliveryMethod: null,
        deliveryType: 'single_package',
        paymentMethod: null,
        package: null,
        referenceNumber: '',
        note: '',
      },
    });
  });

  it('keeps what SPEC does not list', () => {
    const { info } = resetOrderInfo({ step: 2, info: filled });
    expect(info.needCarLift).toBe(true);
    expect(info.specialDeliveryLocation).toEqual(filled.specialDeliveryLocation);
    expect(info.deliveryLocationID).toBe('TC12');
  });

  it('starts empty with a single package', () => {
    expect(EMPTY_ORDER_INFO.deliveryType).toBe('single_package');
    expect(resetOrderInfo({ step: 2, info: EMPTY_ORDER_INFO })).toEqual({
      step: 1,
      info: EMPTY_ORDER_INFO,
    });
  });
});

describe('character-limit counter (SPEC §5 Other)', () => {
  it("shows 'n/limit znakov'", () => {
    expect(characterCounterText('', 200)).toBe('0/200 znakov');
    expect(characterCounterText('Dostava', 200)).toBe('7/200 znakov');
    expect(characterCounterText('Dostava', 200, 'en')).toBe('7/200 characters');
  });

  it('counts a letter with a caron once however it was typed', () => {
    expect(characterCount('č')).toBe(1);
    expect(characterCount('c\u030C')).toBe(1);
    expect(characterCounterText('Gradbišče', NOTE_MAX_LENGTH)).toBe(`9/${NOTE_MAX_LENGTH} znakov`);
  });

  it('tells whether a text is within the limit', () => {
    expect(isWithinCharacterLimit('a'.repeat(64), 64)).toBe(true);
    expect(isWithinCharacterLimit('a'.repeat(65), 64)).toBe(false);
  });
});
