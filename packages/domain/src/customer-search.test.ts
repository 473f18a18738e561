import { describe, expect, it } from 'vitest';
import { customerSearchWords } from './customer-search.ts';

describe('customer search words (decision 031)', () => {
  it('splits on white space, once per word', () => {
    expect(customerSearchWords('  Novak   novak Kralj ')).toEqual([
      { kind: 'text', text: 'Novak' },
      { kind: 'text', text: 'novak' },
      { kind: 'text', text: 'Kralj' },
    ]);
  });

  it('reads a word of digits as a partner number prefix', () => {
    expect(customerSearchWords('7123 firma12')).toEqual([
      { kind: 'partnerNo', prefix: '7123' },
      { kind: 'text', text: 'firma12' },
    ]);
  });

  it('has no words without a search', () => {
    expect(customerSearchWords(undefined)).toEqual([]);
    expect(customerSearchWords('   ')).toEqual([]);
  });
});
