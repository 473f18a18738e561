// The catch-all's resolution order (SPEC §2) against a fake shop API that answers exactly the
// documents of packages/contracts/src/catalog.ts and cms.ts.
import type { CategoryNode } from '@gradnik/contracts/catalog';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ShopApi } from '../../context';
import { clearOptionCodesCache } from './catalog-api.server';
import { resolveCatchAll } from './catch-all.server';
import { TREE } from './tree-fixture';

const cement = TREE[0]!.children[0]!;

function product(id: number, name: string) {
  return {
    id: String(id),
    type: 'product',
    attributes: {
      id: String(id),
      code: `GR-${id}`,
      name,
      description: null,
      shortDescription: null,
      advantages: [],
      properties: [],
      attributes: [],
      BaseUnitOfMeasure: 'KOS',
      RetailUnitOfMeasure: 'KOS',
      MinimumSalesUnitRetail: 1,
      MinimumWholeSalesUnitRetail: 1,
      MinimumWholeSalesUnit: 1,
      FactorUnitRetail: 1,
      MinimumSalesUnit: 1,
      ean: null,
      ddv: 22,
      isAction: false,
      ParentCategoryID: '3',
      media: { Images: [], Videos: [], Documents: [], UrlMainPicture: null, EnergyLabel: null },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    relationships: { price: { data: [] }, stock: { data: [] } },
  };
}

interface Call {
  method: string;
  path: string;
  language: string | null;
  body?: string;
}

function fakeApi({ total = 40 }: { total?: number } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));
  const api: ShopApi = {
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      calls.push({
        method: init.method ?? 'GET',
        path: decodeURIComponent(path),
        language: headers.get('Accept-Language'),
        body: typeof init.body === 'string' ? init.body : undefined,
      });
      const url = new URL(path, 'http://api');
      if (url.pathname === '/twill-api/v1/kontakt') {
        return json({
          data: {
            id: '9',
            title: 'Kontakt',
            slug: 'kontakt',
            created: '2025-01-01T10:00:00Z',
            updated: '2025-02-03T10:00:00Z',
            published: true,
            position: 9,
            frontend_column: 4,
            shown_in_footer: true,
            content: '<p>Pišite nam.</p>',
            blocks: [{ type: 'contact', content: { email: 'info@gradnik.si' } }],
          },
          meta: { alternates: { sl: 'kontakt', en: 'contact' } },
        });
      }
      if (
        url.pathname === '/twill-api/v1/general-terms-of-sale' &&
        headers.get('Accept-Language') === 'en'
      ) {
        return json({
          data: {
            id: '2',
            title: 'General terms of sale',
            slug: 'general-terms-of-sale',
            created: '2025-01-01T10:00:00Z',
            updated: '2025-01-01T10:00:00Z',
            published: true,
            position: 1,
            frontend_column: 1,
            shown_in_footer: true,
            content: '<p>Terms.</p>',
            blocks: [],
          },
          meta: { alternates: { sl: 'splosni-prodajni-pogoji', en: 'general-terms-of-sale' } },
        });
      }
      if (url.pathname.startsWith('/twill-api/v1/'))
        return json({ error: 'Not Found', statusCode: 404 }, 404);
      if (url.pathname === '/jsonapi/catalog') {
        const wanted = (url.searchParams.get('filter[url]') ?? '').replace(/^\/|\/$/g, '');
        const found = wanted === 'gradnja/cement-in-malte';
        const node: CategoryNode = {
          ...cement,
          attributes: {
            ...cement.attributes,
            filters: [{ code: 'znamka', active: true, sort: 1 }],
          },
        };
        return json({
          data: found ? [node] : [],
          meta: {
            path: found
              ? [
                  { id: '1', type: 'catalog', attributes: { name: 'Gradnja', url: 'gradnja/' } },
                  {
                    id: '2',
                    type: 'catalog',
                    attributes: { name: 'Cement in malte', url: 'gradnja/cement-in-malte/' },
                  },
                ]
              : [],
          },
        });
      }
      if (url.pathname === '/jsonapi/attribute') {
        return json({
          data: [
            {
              id: '1',
              type: 'attribute',
              attributes: {
                id: '1',
                code: 'znamka',
                name: 'Znamka',
                type: 'select',
                typeData: null,
                status: 1,
                filterable: true,
                position: 1,
                options: [
                  { id: '11', code: 'knauf', name: 'Knauf', position: 1 },
                  { id: '12', code: 'baumit', name: 'Baumit', position: 2 },
                ],
              },
            },
          ],
          meta: { total: 1 },
        });
      }
      if (url.pathname === '/jsonapi/product') {
        const counts = url.searchParams.get('aggregate') === 'index.catalog.id';
        const limit = Number(url.searchParams.get('page[limit]'));
        const offset = Number(url.searchParams.get('page[offset]') ?? 0);
        return json({
          data: counts ? [] : [product(offset + 1, 'Cement Portland CEM II')],
          meta: {
            total,
            offset,
            limit,
            sort: url.searchParams.get('sort') ?? 'product.label',
            aggregate: counts
              ? { 'index.catalog.id': { '3': 25, '4': 15 } }
              : {
                  'index.attribute.id': [
                    {
                      id: '1',
                      code: 'znamka',
                      name: 'Znamka',
                      type: 'select',
                      typeData: null,
                      options: [
                        {
                          id: '11',
                          code: 'knauf',
                          name: 'Knauf',
                          selected: true,
                          productCount: 40,
                        },
                        {
                          id: '12',
                          code: 'baumit',
                          name: 'Baumit',
                          selected: false,
                          productCount: 0,
                        },
                      ],
                    },
                  ],
                },
          },
          links: { self: '', first: '', prev: null, next: null, last: '' },
        });
      }
      return json({ error: 'Not Found', statusCode: 404 }, 404);
    },
  };
  return { api, calls };
}

beforeEach(() => clearOptionCodesCache());

describe('catch-all resolution (SPEC §2)', () => {
  it('finds a CMS page by its slug first, with its contact block', async () => {
    const { api, calls } = fakeApi();
    const result = await resolveCatchAll(api, 'sl', 'kontakt', new URLSearchParams());
    expect(result).toEqual({
      kind: 'cms',
      page: {
        title: 'Kontakt',
        content: '<p>Pišite nam.</p>',
        updated: '03. 02. 2025',
        blocks: [
          {
            type: 'contact',
            company: null,
            address: null,
            email: 'info@gradnik.si',
            phones: [],
            social: [],
          },
        ],
      },
    });
    expect(calls).toEqual([
      { method: 'GET', path: '/twill-api/v1/kontakt?include=blocks', language: 'sl' },
    ]);
  });

  it('then a category by its path, loading products, facets and subcategory counts', async () => {
    const { api, calls } = fakeApi();
    const result = await resolveCatchAll(
      api,
      'en',
      'gradnja/cement-in-malte/',
      new URLSearchParams('filters=11,99&sort=code&dir=desc&page=2'),
    );
    if (result.kind !== 'category') throw new Error(`expected a category, got ${result.kind}`);
    const { category } = result;
    expect(category.href).toBe('/en/gradnja/cement-in-malte/');
    expect(category.crumbs).toEqual([
      { name: 'Gradnja', href: '/en/gradnja/' },
      { name: 'Cement in malte', href: null },
    ]);
    // Option 99 is not offered by this category: dropped.
    expect(category.listing.query).toEqual({ filters: [11], page: 2, sort: 'code', dir: 'desc' });
    expect(category.listing.total).toBe(40);
    expect(category.listing.pageCount).toBe(3);
    expect(category.listing.products.map((p) => p.name)).toEqual(['Cement Portland CEM II']);
    expect(category.listing.subcategories).toEqual([
      { id: '3', name: 'Cement', url: 'gradnja/cement-in-malte/cement/', productCount: 25 },
      {
        id: '4',
        name: 'Malte in ometi',
        url: 'gradnja/cement-in-malte/malte-in-ometi/',
        productCount: 15,
      },
    ]);
    expect(category.listing.filterGroups[0]?.options.map((o) => o.productCount)).toEqual([40, 0]);

    // A multi-segment path is no CMS slug: no CMS call. Every call in the page's language.
    expect(calls.every((call) => call.language === 'en')).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /jsonapi/catalog?include=catalog&filter[url]=gradnja/cement-in-malte/',
      'POST /jsonapi/attribute?include=media,text,attribute/property',
      'GET /jsonapi/product?include=media,text&filter[f_catid]=2&filter[f_oneid][znamka][]=11&sort=-product.code&page[offset]=16&page[limit]=16&aggregate=index.attribute.id',
      'GET /jsonapi/product?include=&filter[f_catid]=2&page[limit]=0&aggregate=index.catalog.id',
    ]);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ filter: { code: ['znamka'] } });
  });

  it('sends a category address without the trailing slash to the slash form, keeping the query', async () => {
    const { api } = fakeApi();
    expect(
      await resolveCatchAll(api, 'sl', 'gradnja/cement-in-malte', new URLSearchParams('page=2')),
    ).toEqual({
      kind: 'redirect',
      location: '/gradnja/cement-in-malte/?page=2',
    });
  });

  it('sends a page past the last one to the last page', async () => {
    const { api } = fakeApi({ total: 20 });
    expect(
      await resolveCatchAll(
        api,
        'sl',
        'gradnja/cement-in-malte/',
        new URLSearchParams('page=9&sort=code'),
      ),
    ).toEqual({ kind: 'redirect', location: '/gradnja/cement-in-malte/?sort=code&page=2' });
  });

  it('leads a CMS slug of the other language to this language’s page (language switch)', async () => {
    const { api, calls } = fakeApi();
    expect(
      await resolveCatchAll(api, 'sl', 'general-terms-of-sale', new URLSearchParams()),
    ).toEqual({
      kind: 'redirect',
      location: '/splosni-prodajni-pogoji',
    });
    expect(calls.map((call) => `${call.language} ${call.path.split('?')[0]}`)).toEqual([
      'sl /twill-api/v1/general-terms-of-sale',
      'sl /jsonapi/catalog',
      'en /twill-api/v1/general-terms-of-sale',
    ]);
  });

  it('is not found when neither a page nor a category matches', async () => {
    const { api, calls } = fakeApi();
    expect(await resolveCatchAll(api, 'sl', 'ta-stran-ne-obstaja', new URLSearchParams())).toEqual({
      kind: 'not-found',
    });
    expect(calls.map((call) => `${call.language} ${call.path.split('?')[0]}`)).toEqual([
      'sl /twill-api/v1/ta-stran-ne-obstaja',
      'sl /jsonapi/catalog',
      'en /twill-api/v1/ta-stran-ne-obstaja',
    ]);
    expect(await resolveCatchAll(api, 'sl', 'wp-login.php', new URLSearchParams())).toEqual({
      kind: 'not-found',
    });
  });

  it('asks for the option codes of a category once within OPTION_CODES_TTL_MS (issue #3)', async () => {
    const { api, calls } = fakeApi();
    const search = () => new URLSearchParams('filters=11');
    await resolveCatchAll(api, 'sl', 'gradnja/cement-in-malte/', search());
    await resolveCatchAll(api, 'en', 'gradnja/cement-in-malte/', search());
    const attributeCalls = calls.filter((call) => call.path.startsWith('/jsonapi/attribute'));
    expect(attributeCalls).toHaveLength(1);
    // The second page still filters by the option's attribute code.
    expect(calls.filter((call) => call.path.includes('filter[f_oneid][znamka][]=11'))).toHaveLength(
      2,
    );
  });
});
