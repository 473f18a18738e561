import { describe, expect, it } from 'vitest';
import { parseProductCodes, simulatedAnswerText } from './question.ts';

describe('parseProductCodes', () => {
  it('splits on commas, semicolons and white space, once each, upper case', () => {
    expect(parseProductCodes(' gr-001, GR-002;gr-001\n\tGR-003 ')).toEqual([
      'GR-001',
      'GR-002',
      'GR-003',
    ]);
  });
  it('gives nothing for an empty field', () => {
    expect(parseProductCodes('')).toEqual([]);
    expect(parseProductCodes(' , ;\n')).toEqual([]);
  });
});

describe('simulatedAnswerText', () => {
  it('answers in the buyer’s language, signed by the caretaker', () => {
    expect(simulatedAnswerText('sl', 'Marko Horvat')).toBe(
      'Hvala za vprašanje. Odgovor pripravljamo in vam ga pošljemo v enem delovnem dnevu. — Marko Horvat',
    );
    expect(simulatedAnswerText('en', null)).toBe(
      'Thank you for your question. We are preparing the answer and will send it to you within one working day.',
    );
    expect(simulatedAnswerText('sl', '  ')).not.toContain('—');
  });
});
