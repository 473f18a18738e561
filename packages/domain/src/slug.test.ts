import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify, stripDiacritics } from './slug.ts';

describe('slugify (SPEC §3 CMS page slug)', () => {
  it('turns spaces into dashes and lowercases', () => {
    expect(slugify('Pogoji poslovanja')).toBe('pogoji-poslovanja');
    expect(slugify('About Us')).toBe('about-us');
  });

  it('removes Slovenian diacritics', () => {
    expect(slugify('Splošni pogoji in ČŠŽ đ')).toBe('splosni-pogoji-in-csz-d');
    expect(slugify('Varstvo osebnih podatkov – piškotki')).toBe(
      'varstvo-osebnih-podatkov-piskotki',
    );
  });

  it('folds punctuation runs into one dash and trims dashes at the ends', () => {
    expect(slugify('  Kontakt: Gradnik d.o.o.!  ')).toBe('kontakt-gradnik-d-o-o');
    expect(slugify('2,5 L')).toBe('2-5-l');
  });

  it('always yields a lowercase ASCII slug without leading, trailing or double dashes', () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        const slug = slugify(title);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('stripDiacritics', () => {
  it('keeps the letters and drops the marks', () => {
    expect(stripDiacritics('Čebelarstvo žaga šivanje Đuro')).toBe('Cebelarstvo zaga sivanje Duro');
  });
});
