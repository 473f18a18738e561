import { describe, expect, it } from 'vitest';
import {
  addressKey,
  approvalPlan,
  formatAddressLine,
  isDefaultAddress,
  isDuplicate,
  isFinal,
  mayRequestRemoval,
  nextPartnerAddressId,
  parseAddressLine,
  simulatedDecision,
  transition,
  UNAPPLICABLE_NOTES,
  type ParsedAddress,
} from './address-request.ts';

const parsed = (text: string): ParsedAddress => {
  const result = parseAddressLine(text);
  if (!result.ok) throw new Error(`not parsed: ${text} (${result.reason})`);
  return result.value;
};

describe('parseAddressLine (SPEC §7 address "Street 1, 1000 City")', () => {
  it('reads the street, the postal code and the post office', () => {
    expect(parsed('Dunajska cesta 5, 1000 Ljubljana')).toEqual({
      street: 'Dunajska cesta 5',
      postalCode: '1000',
      city: 'Ljubljana',
    });
    expect(parsed('  Ulica  heroja Šaranovića 12a ,  2000   Maribor ')).toEqual({
      street: 'Ulica heroja Šaranovića 12a',
      postalCode: '2000',
      city: 'Maribor',
    });
  });

  it('splits at the last comma and accepts an SI- prefix', () => {
    expect(parsed('Obrtna cona, hala 3, SI-1234 Mengeš')).toEqual({
      street: 'Obrtna cona, hala 3',
      postalCode: '1234',
      city: 'Mengeš',
    });
    expect(parsed('Gorenjska cesta 1, 4000 Kranj – Primskovo').city).toBe('Kranj – Primskovo');
  });

  it('refuses a text without the two parts', () => {
    for (const text of [
      'Dunajska cesta 5',
      'Dunajska 5 1000 Ljubljana',
      ', 1000 Ljubljana',
      '12, 1000 Ljubljana',
      'Dunajska 5, 1000',
      'Dunajska 5, Ljubljana',
      'Dunajska 5, 1000 99',
    ]) {
      expect(parseAddressLine(text), text).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('refuses a postal code that is not Slovenian (four digits from 1000)', () => {
    for (const text of [
      'Dunajska 5, 100 Ljubljana',
      'Dunajska 5, 10000 Ljubljana',
      'Dunajska 5, 0999 Ljubljana',
    ]) {
      expect(parseAddressLine(text), text).toEqual({ ok: false, reason: 'postalCode' });
    }
  });

  it('formats back to one line', () => {
    expect(formatAddressLine({ street: 'Dunajska 5', postalCode: '1000', city: 'Ljubljana' })).toBe(
      'Dunajska 5, 1000 Ljubljana',
    );
    expect(formatAddressLine({ street: 'Dunajska 5', postalCode: null, city: null })).toBe(
      'Dunajska 5',
    );
  });
});

describe('addressKey', () => {
  it('ignores case, punctuation, spacing and the space before a house letter', () => {
    const a = addressKey(parsed('Dunajska c. 5 a, 1000 Ljubljana'));
    expect(addressKey(parsed('DUNAJSKA C 5A,1000  ljubljana'))).toBe(a);
    expect(a).toBe('1000|ljubljana|dunajska c 5a');
  });

  it('tells different addresses apart (also by č, š, ž)', () => {
    expect(addressKey(parsed('Cesta 5, 1000 Ljubljana'))).not.toBe(
      addressKey(parsed('Česta 5, 1000 Ljubljana')),
    );
    expect(addressKey(parsed('Cesta 5, 1000 Ljubljana'))).not.toBe(
      addressKey(parsed('Cesta 5, 2000 Ljubljana')),
    );
  });
});

describe('defaults (SPEC §4)', () => {
  const delivery = (addressType: number) => ({
    purpose: 'delivery' as const,
    addressType,
    partnerAddressStatus: 0,
  });
  const payment = (status: number) => ({
    purpose: 'payment' as const,
    addressType: 0,
    partnerAddressStatus: status,
  });

  it('the default delivery address is type 0, the default payer has status 1', () => {
    expect(isDefaultAddress(delivery(0))).toBe(true);
    expect(isDefaultAddress(delivery(1))).toBe(false);
    // Payment addresses are all type 0 in the ERP: the status decides.
    expect(isDefaultAddress(payment(1))).toBe(true);
    expect(isDefaultAddress(payment(0))).toBe(false);
  });

  it('no removal of a default can be asked for', () => {
    expect(mayRequestRemoval(delivery(0))).toBe(false);
    expect(mayRequestRemoval(payment(1))).toBe(false);
    expect(mayRequestRemoval(delivery(1))).toBe(true);
    expect(mayRequestRemoval(payment(0))).toBe(true);
  });

  it('approval per kind', () => {
    expect(approvalPlan('create', 0, null)).toEqual({
      action: 'insert',
      addressType: 1,
      partnerAddressStatus: 0,
      makeDefault: false,
    });
    expect(approvalPlan('create', 1, null)).toEqual({
      action: 'insert',
      addressType: 0,
      partnerAddressStatus: 1,
      makeDefault: true,
    });
    expect(approvalPlan('update', 1, delivery(1))).toEqual({ action: 'update', makeDefault: true });
    expect(approvalPlan('update', 1, delivery(0))).toEqual({
      action: 'update',
      makeDefault: false,
    });
    expect(approvalPlan('update', 0, delivery(0))).toEqual({
      action: 'update',
      makeDefault: false,
    });
    expect(approvalPlan('update', null, null)).toEqual({
      action: 'refuse',
      note: UNAPPLICABLE_NOTES.gone,
    });
    expect(approvalPlan('delete', null, payment(0))).toEqual({ action: 'remove' });
    expect(approvalPlan('delete', null, payment(1))).toEqual({
      action: 'refuse',
      note: UNAPPLICABLE_NOTES.isDefault,
    });
    expect(approvalPlan('delete', null, null)).toEqual({
      action: 'refuse',
      note: UNAPPLICABLE_NOTES.gone,
    });
  });
});

describe('transitions', () => {
  it('only a pending request can be withdrawn or decided', () => {
    expect(transition('pending')).toEqual({ ok: true });
    for (const status of ['approved', 'rejected', 'withdrawn'] as const) {
      expect(transition(status)).toEqual({ ok: false, reason: 'notPending' });
      expect(isFinal(status)).toBe(true);
    }
    expect(isFinal('pending')).toBe(false);
  });
});

describe('isDuplicate', () => {
  const pending = [
    { kind: 'update' as const, partnerAddressId: '100100-003', addressKey: null },
    { kind: 'create' as const, partnerAddressId: null, addressKey: '1000|ljubljana|dunajska 5' },
  ];

  it('refuses a second request for an address with a pending one', () => {
    expect(isDuplicate({ kind: 'delete', partnerAddressId: '100100-003' }, pending)).toBe(true);
    expect(isDuplicate({ kind: 'update', partnerAddressId: '100100-003' }, pending)).toBe(true);
    expect(isDuplicate({ kind: 'update', partnerAddressId: '100100-002' }, pending)).toBe(false);
  });

  it('refuses a second pending new address with the same normalised address', () => {
    expect(isDuplicate({ kind: 'create', addressKey: '1000|ljubljana|dunajska 5' }, pending)).toBe(
      true,
    );
    expect(isDuplicate({ kind: 'create', addressKey: '1000|ljubljana|dunajska 7' }, pending)).toBe(
      false,
    );
  });
});

describe('simulatedDecision', () => {
  it('approves, except a title or address with "zavrni"', () => {
    expect(simulatedDecision({ title: 'Skladišče', address: 'Cesta 1, 1000 Ljubljana' })).toEqual({
      decision: 'approved',
      note: null,
    });
    const rejected = simulatedDecision({ title: 'Prosim ZAVRNI', address: null });
    expect(rejected.decision).toBe('rejected');
    expect(rejected.note).toContain('zavrni');
  });
});

describe('nextPartnerAddressId', () => {
  it('continues after every id the partner used, never reusing one', () => {
    expect(nextPartnerAddressId('100100', ['100100-001', '100100-006', '100101-009', 'x'])).toBe(
      '100100-007',
    );
    expect(nextPartnerAddressId('100100', [])).toBe('100100-001');
    expect(nextPartnerAddressId('100100', ['100100-999'])).toBe('100100-1000');
  });
});
