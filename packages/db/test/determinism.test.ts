// Same seed → byte-identical demo data (ARCHITECTURE.md "Demo data").
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../src/seed/seed.ts';

const referenceDate = new Date('2025-06-01T00:00:00Z');
const fingerprint = (data: unknown) =>
  createHash('sha256').update(JSON.stringify(data)).digest('hex');

describe('demo data generator', () => {
  it('produces identical data for the same seed', async () => {
    const a = await generateDemoData({ products: 500, seed: 7, referenceDate });
    const b = await generateDemoData({ products: 500, seed: 7, referenceDate });
    expect(fingerprint(a)).toBe(fingerprint(b));
  });

  it('produces different data for another seed', async () => {
    const a = await generateDemoData({ products: 200, seed: 7, referenceDate });
    const c = await generateDemoData({ products: 200, seed: 8, referenceDate });
    expect(fingerprint(a.catalog.products)).not.toBe(fingerprint(c.catalog.products));
  });

  it('keeps product i the same whatever the number of products', async () => {
    const small = await generateDemoData({ products: 50, seed: 7, referenceDate });
    const large = await generateDemoData({ products: 300, seed: 7, referenceDate });
    expect(fingerprint(large.catalog.products.slice(0, 50))).toBe(
      fingerprint(small.catalog.products),
    );
  });

  it('writes believable Slovenian and English names', async () => {
    const { catalog } = await generateDemoData({ products: 3000, seed: 7, referenceDate });
    const names = catalog.products.map((p) => p.nameSl);
    expect(names.some((n) => /^Cement .*\b25 kg$/.test(n) || /^Cement .*\b40 kg$/.test(n))).toBe(
      true,
    );
    expect(names.some((n) => /ploščice .+ \d+x\d+ cm$/i.test(n))).toBe(true);
    expect(names.some((n) => /^Vrtalnik udarni .* \d+ W$/.test(n))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    const cables = catalog.products.filter(
      (p) => p.baseUnitOfMeasure === 'M' && p.retailUnitOfMeasure === 'M',
    );
    expect(cables.length).toBeGreaterThan(0);
    expect(cables.every((p) => p.minimumSalesUnitRetail >= 5)).toBe(true);
    expect(catalog.products.some((p) => p.vat === 9.5)).toBe(true);
    expect(catalog.products.some((p) => p.catalogStatus === 0)).toBe(true);
  });
});
