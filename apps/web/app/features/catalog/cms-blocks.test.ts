import { describe, expect, it } from 'vitest';
import { dialNumber, readBlocks, readContactBlock } from './cms-blocks';

const contact = {
  type: 'contact',
  content: {
    company: 'Gradnik d.o.o.',
    address: 'Štajerska cesta 250, 1231 Ljubljana - Črnuče',
    email: 'info@gradnik.si',
    phones: [
      { label: 'Splošne informacije', labelEn: 'General information', number: '+386 1 560 40 00' },
      { label: 'Podpora B2B', number: '080 12 34' },
      { label: 'brez številke' },
    ],
    social: [
      { name: 'Facebook', url: 'https://www.facebook.com/gradnik.si' },
      { name: 'Zlonamerno', url: 'javascript:alert(1)' },
    ],
  },
};

describe('CMS contact block (SPEC §2 Footer: address, e-mail, phone and social links)', () => {
  it('reads address, e-mail, phones with dialable numbers and social links', () => {
    expect(readContactBlock(contact, 'sl')).toEqual({
      type: 'contact',
      company: 'Gradnik d.o.o.',
      address: 'Štajerska cesta 250, 1231 Ljubljana - Črnuče',
      email: 'info@gradnik.si',
      phones: [
        { label: 'Splošne informacije', number: '+386 1 560 40 00', dial: '+38615604000' },
        { label: 'Podpora B2B', number: '080 12 34', dial: '0801234' },
      ],
      social: [{ name: 'Facebook', url: 'https://www.facebook.com/gradnik.si' }],
    });
  });

  it('uses the English phone labels in English, falling back to Slovenian', () => {
    const phones = readContactBlock(contact, 'en')?.phones.map((phone) => phone.label);
    expect(phones).toEqual(['General information', 'Podpora B2B']);
  });

  it('skips blocks it does not know and survives malformed content', () => {
    expect(readBlocks([{ type: 'gallery', content: {} }, contact], 'sl')).toHaveLength(1);
    expect(
      readContactBlock({ type: 'contact', content: { phones: 'x', social: null } }, 'sl'),
    ).toEqual({
      type: 'contact',
      company: null,
      address: null,
      email: null,
      phones: [],
      social: [],
    });
  });

  it('dials only digits and a leading plus', () => {
    expect(dialNumber('+386 (1) 560-40-00')).toBe('+38615604000');
    expect(dialNumber('01 5+60')).toBe('01560');
  });
});
