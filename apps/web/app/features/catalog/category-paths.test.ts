import { describe, expect, it } from 'vitest';
import { categoryHref, cmsPageHref, isCategoryPathShape, isCmsSlugShape } from './category-paths';

describe('category and CMS addresses (SPEC §2 catch-all)', () => {
  it('puts categories at their path with the trailing slash, under /en in English', () => {
    expect(categoryHref('gradnja/cement-in-malte/', 'sl')).toBe('/gradnja/cement-in-malte/');
    expect(categoryHref('/gradnja/cement-in-malte', 'en')).toBe('/en/gradnja/cement-in-malte/');
  });

  it('puts CMS pages at their slug', () => {
    expect(cmsPageHref('splosni-prodajni-pogoji', 'sl')).toBe('/splosni-prodajni-pogoji');
    expect(cmsPageHref('general-terms-of-sale', 'en')).toBe('/en/general-terms-of-sale');
  });

  it('tells which addresses could be a CMS slug or a category path', () => {
    expect(isCmsSlugShape('kontakt')).toBe(true);
    expect(isCmsSlugShape('kontakt/')).toBe(false);
    expect(isCmsSlugShape('a/b')).toBe(false);
    expect(isCmsSlugShape('favicon.ico')).toBe(false);
    expect(isCategoryPathShape('gradnja/cement-in-malte/')).toBe(true);
    expect(isCategoryPathShape('gradnja')).toBe(true);
    expect(isCategoryPathShape('gradnja//cement/')).toBe(false);
    expect(isCategoryPathShape('wp-admin/setup.php')).toBe(false);
    expect(isCategoryPathShape('')).toBe(false);
  });
});
