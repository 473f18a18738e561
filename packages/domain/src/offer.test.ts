import { describe, expect, it } from 'vitest';
import {
  inquiryActions,
  offerExpired,
  offerExpiresSoon,
  offerLineValue,
  offerNetUnitPrice,
  offerPriceHolds,
  offerTotals,
  shownInquiryState,
} from './offer.ts';

// 30 November 2026 23:30 in Ljubljana is 22:30 UTC (winter time, UTC+1).
const lateOn30Nov = new Date('2026-11-30T22:30:00Z');
// 1 December 2026 00:30 in Ljubljana, still 30 November in UTC.
const earlyOn1Dec = new Date('2026-11-30T23:30:00Z');

describe('offer expiry (decision 036: valid through its last day, Ljubljana time)', () => {
  it('is valid until the end of its valid-until day and expired the next', () => {
    expect(offerExpired('2026-11-30', lateOn30Nov)).toBe(false);
    expect(offerExpired('2026-11-30', earlyOn1Dec)).toBe(true);
  });

  it('never expires without a date', () => {
    expect(offerExpired(null, earlyOn1Dec)).toBe(false);
  });

  it('marks an offer expiring within 3 days, today included, but not an expired one', () => {
    expect(offerExpiresSoon('2026-11-30', lateOn30Nov)).toBe(true);
    expect(offerExpiresSoon('2026-12-02', lateOn30Nov)).toBe(true);
    expect(offerExpiresSoon('2026-12-03', lateOn30Nov)).toBe(false);
    expect(offerExpiresSoon('2026-11-30', earlyOn1Dec)).toBe(false);
    expect(offerExpiresSoon(null, earlyOn1Dec)).toBe(false);
  });
});

describe('the inquiry state a buyer sees', () => {
  it('shows an offered inquiry with an expired open offer as expired', () => {
    const offer = { status: 'open' as const, validUntil: '2026-11-30' };
    expect(shownInquiryState('offered', offer, lateOn30Nov)).toBe('offered');
    expect(shownInquiryState('offered', offer, earlyOn1Dec)).toBe('expired');
  });

  it('keeps every other state as stored', () => {
    const past = { status: 'accepted' as const, validUntil: '2020-01-01' };
    expect(shownInquiryState('accepted', past, earlyOn1Dec)).toBe('accepted');
    expect(shownInquiryState('sent', null, earlyOn1Dec)).toBe('sent');
  });
});

describe('what the buyer may do', () => {
  it('accepts, declines, asks and asks for a revision of a received offer', () => {
    expect(inquiryActions('offered', true)).toEqual({
      accept: true,
      decline: true,
      message: true,
      requestRevision: true,
      renew: false,
      withdraw: false,
    });
  });

  it('has only a new inquiry from an expired or declined offer', () => {
    for (const state of ['expired', 'declined'] as const) {
      const actions = inquiryActions(state, true);
      expect(Object.entries(actions).filter(([, may]) => may)).toEqual([['renew', true]]);
    }
  });

  it('withdraws an inquiry only before the offer comes', () => {
    expect(inquiryActions('sent', true).withdraw).toBe(true);
    expect(inquiryActions('in_preparation', true).withdraw).toBe(true);
    expect(inquiryActions('offered', true).withdraw).toBe(false);
  });

  it('does nothing without a type-3 caretaker (SPEC §6)', () => {
    expect(Object.values(inquiryActions('offered', false)).some(Boolean)).toBe(false);
  });
});

describe('offer prices', () => {
  it('applies the discount per unit, then multiplies', () => {
    expect(offerNetUnitPrice(12.5, 10)).toBe(11.25);
    expect(offerLineValue(3, 12.5, 10)).toBe(33.75);
    expect(offerLineValue(2.5, 7.3333, 0)).toBe(18.33);
  });

  it('holds the offered price only while open, valid, and up to the offered quantity', () => {
    const open = { status: 'open' as const, validUntil: '2026-11-30' };
    expect(offerPriceHolds(open, 10, 10, lateOn30Nov)).toBe(true);
    expect(offerPriceHolds(open, 10, 10.001, lateOn30Nov)).toBe(false);
    expect(offerPriceHolds(open, 10, 5, earlyOn1Dec)).toBe(false);
    expect(offerPriceHolds({ ...open, status: 'superseded' }, 10, 5, lateOn30Nov)).toBe(false);
    expect(offerPriceHolds({ ...open, status: 'declined' }, 10, 5, lateOn30Nov)).toBe(false);
  });
});

describe('offerTotals', () => {
  it('sums the lines by VAT rate and adds the transport with its 22 % VAT', () => {
    const totals = offerTotals(
      [
        { lineValue: 100, vat: 22 },
        { lineValue: 50.5, vat: 9.5 },
      ],
      35,
    );
    expect(totals.net).toBe(150.5);
    expect(totals.byRate).toEqual([
      { rate: 22, base: 100, vat: 22 },
      { rate: 9.5, base: 50.5, vat: 4.8 },
    ]);
    expect(totals.transportVat).toBe(7.7);
    expect(totals.vat).toBe(34.5);
    expect(totals.gross).toBe(220);
  });

  it('is all zero for an empty offer without transport', () => {
    expect(offerTotals([], 0)).toMatchObject({ net: 0, vat: 0, gross: 0, transport: 0 });
  });
});
