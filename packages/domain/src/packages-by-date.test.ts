import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DELIVERY_TYPE,
  chosenPackages,
  isDeliveryType,
  oneDelivery,
  packagesByDate,
} from './packages-by-date.ts';

interface Line {
  id: string;
  date: string | null;
}
const line = (id: string, date: string | null): Line => ({ id, date });
const dateOf = (l: Line) => l.date;
const ids = (lines: readonly Line[]) => lines.map((l) => l.id);

describe('packages by delivery date (SPEC §4 Packages)', () => {
  it('groups lines by date, sorted, and offers one package on the latest date', () => {
    const options = packagesByDate(
      [
        line('a', '2025-03-12'),
        line('b', '2025-03-10'),
        line('c', '2025-03-12'),
        line('d', '2025-03-11'),
      ],
      dateOf,
    );
    expect(options.byDate.map((p) => [p.date, ids(p.lines)])).toEqual([
      ['2025-03-10', ['b']],
      ['2025-03-11', ['d']],
      ['2025-03-12', ['a', 'c']],
    ]);
    expect(options.hasChoice).toBe(true);
    expect(options.single?.date).toBe('2025-03-12');
    expect(ids(options.single?.lines ?? [])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives a single package when all lines share a date', () => {
    const options = packagesByDate([line('a', '2025-03-12'), line('b', '2025-03-12')], dateOf);
    expect(options.hasChoice).toBe(false);
    expect(options.byDate).toHaveLength(1);
    expect(chosenPackages(options, 'multiple_packages')).toEqual([options.single]);
    expect(chosenPackages(options, 'single_package')).toEqual([options.single]);
  });

  it('keeps undated lines out of every package', () => {
    const options = packagesByDate(
      [line('a', null), line('b', '2025-03-12'), line('c', ' ')],
      dateOf,
    );
    expect(ids(options.undated)).toEqual(['a', 'c']);
    expect(ids(options.single?.lines ?? [])).toEqual(['b']);
    const none = packagesByDate([line('a', null)], dateOf);
    expect(none.single).toBeNull();
    expect(chosenPackages(none, 'single_package')).toEqual([]);
  });

  it('ships the chosen packages', () => {
    const options = packagesByDate([line('a', '2025-03-12'), line('b', '2025-03-10')], dateOf);
    expect(chosenPackages(options, 'multiple_packages').map((p) => p.date)).toEqual([
      '2025-03-10',
      '2025-03-12',
    ]);
    expect(chosenPackages(options, 'single_package').map((p) => p.date)).toEqual(['2025-03-12']);
  });

  it('defaults the delivery type to single_package', () => {
    expect(DEFAULT_DELIVERY_TYPE).toBe('single_package');
    expect(isDeliveryType('multiple_packages')).toBe(true);
    expect(isDeliveryType('both')).toBe(false);
  });

  it('loses no line and sorts packages strictly by date (property)', () => {
    const date = fc
      .integer({ min: 0, max: 40 })
      .map((d) => new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.option(date, { nil: null }), { maxLength: 30 }), (dates) => {
        const lines = dates.map((d, i) => line(String(i), d));
        const options = packagesByDate(lines, dateOf);
        const packed = options.byDate.flatMap((p) => ids(p.lines));
        expect([...packed, ...ids(options.undated)].sort()).toEqual(ids(lines).sort());
        for (let i = 1; i < options.byDate.length; i += 1) {
          expect(options.byDate[i - 1]!.date < options.byDate[i]!.date).toBe(true);
        }
        for (const p of options.byDate) expect(p.lines.every((l) => l.date === p.date)).toBe(true);
        const distinct = new Set(dates.filter((d) => d !== null));
        expect(options.byDate).toHaveLength(distinct.size);
        expect(options.hasChoice).toBe(distinct.size > 1);
        expect(options.single?.date ?? null).toBe([...distinct].sort().at(-1) ?? null);
      }),
    );
  });
});

describe('OneDelivery (SPEC §4 Packages)', () => {
  it('is 1 with exactly one package', () => {
    expect(oneDelivery(['p'], { wholesale: false, deliveryCode: 4 })).toBe(1);
    expect(oneDelivery(1, { wholesale: false, deliveryCode: 5 })).toBe(1);
    expect(oneDelivery(1, { wholesale: true, deliveryCode: 5 })).toBe(1);
  });

  it('is 0 for a wholesale partner with one package and delivery code 4', () => {
    expect(oneDelivery(['p'], { wholesale: true, deliveryCode: 4 })).toBe(0);
  });

  it('is 0 with several packages or none', () => {
    expect(oneDelivery(['p', 'q'], { wholesale: false, deliveryCode: 4 })).toBe(0);
    expect(oneDelivery(0, { wholesale: false, deliveryCode: 4 })).toBe(0);
  });
});
