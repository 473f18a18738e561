import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './spreadsheet-text.ts';

describe('neutralizeFormula', () => {
  it('puts an apostrophe before text that a spreadsheet would read as a formula', () => {
    expect(neutralizeFormula('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(neutralizeFormula('+386 1 234 56 78')).toBe("'+386 1 234 56 78");
    expect(neutralizeFormula('-2+3')).toBe("'-2+3");
    expect(neutralizeFormula('@x')).toBe("'@x");
    expect(neutralizeFormula('\t=1+1')).toBe("'\t=1+1");
    expect(neutralizeFormula('\r=1+1')).toBe("'\r=1+1");
  });

  it('leaves ordinary text alone', () => {
    expect(neutralizeFormula('')).toBe('');
    expect(neutralizeFormula('Gradbeništvo Čemažar d.o.o.')).toBe('Gradbeništvo Čemažar d.o.o.');
    expect(neutralizeFormula('RA-26-1')).toBe('RA-26-1');
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula(' =1')).toBe(' =1');
    expect(neutralizeFormula("'=1")).toBe("'=1");
  });

  it('property: the result never starts a formula and keeps the text after the apostrophe', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const out = neutralizeFormula(text);
        expect(['=', '+', '-', '@', '\t', '\r']).not.toContain(out.charAt(0));
        expect(out === text || out === `'${text}`).toBe(true);
      }),
    );
  });
});
