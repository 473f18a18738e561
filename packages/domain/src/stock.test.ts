import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CENTRAL_WAREHOUSE_ID } from './constants.ts';
import {
  CENTRAL_WAREHOUSE_NAME,
  centralWarehouseName,
  isCentralWarehouse,
  storeSupplyOf,
} from './stock.ts';

describe('stock per store (SPEC §3 Store, §9)', () => {
  it("maps 'Zadnji kosi' to last pieces and 'Zaloga' to supply", () => {
    expect(storeSupplyOf('Zadnji kosi')).toBe('last-pieces');
    expect(storeSupplyOf('Zaloga')).toBe('supply');
  });

  it('ignores surrounding spaces and letter case of the ERP text', () => {
    expect(storeSupplyOf('  zadnji   KOSI ')).toBe('last-pieces');
    expect(storeSupplyOf('ZALOGA\n')).toBe('supply');
  });

  it('treats anything else as no supply', () => {
    for (const text of ['Ni zaloge', '', 'Na zalogi', 'Zaloga 5', 'Zadnji', null, undefined]) {
      expect(storeSupplyOf(text)).toBe('no-supply');
    }
  });

  it('never gives supply or last pieces for other texts (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('sl');
        fc.pre(key !== 'zaloga' && key !== 'zadnji kosi');
        expect(storeSupplyOf(text)).toBe('no-supply');
      }),
    );
  });

  it('names the central warehouse CS as SPEC §3 does', () => {
    expect(CENTRAL_WAREHOUSE_ID).toBe('CS');
    expect(CENTRAL_WAREHOUSE_NAME).toBe('Centralno skladišče');
    expect(centralWarehouseName('sl')).toBe('Centralno skladišče');
    expect(centralWarehouseName('en')).toBe('Central warehouse');
    expect(isCentralWarehouse('CS')).toBe(true);
    expect(isCentralWarehouse('101')).toBe(false);
  });
});
