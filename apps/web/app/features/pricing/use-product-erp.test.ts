import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProductErp, productErpPath, sortedCodes } from './use-product-erp';

afterEach(() => {
  vi.unstubAllGlobals();
});

function product(code: string, price: unknown[], stock: unknown[]) {
  return {
    id: code.slice(-1),
    type: 'product',
    attributes: {
      id: code.slice(-1),
      code,
      name: code,
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
      ParentCategoryID: null,
      media: { Videos: [], Images: [], Documents: [], UrlMainPicture: null, EnergyLabel: null },
      createdAt: '2026-01-01T00:00:00Z',
    },
    relationships: { price: { data: price }, stock: { data: stock } },
  };
}

describe('the one ERP request of a page (issue #4: no request storm)', () => {
  it('asks for every code of the page once, sorted, with price and stock', () => {
    const codes = sortedCodes([
      { id: '2', code: 'B2' },
      { id: '1', code: 'A1' },
      { id: '3', code: 'B2' },
    ]);
    expect(codes).toEqual(['A1', 'B2']);
    const url = new URL(productErpPath(codes), 'http://shop.test');
    expect(url.pathname).toBe('/jsonapi/product');
    expect(url.searchParams.getAll('filter[code][]')).toEqual(['A1', 'B2']);
    expect(url.searchParams.get('include')).toBe('price,stock');
    expect(url.searchParams.get('page[limit]')).toBe('2');
  });

  it('maps each product by code with its own price and stock state, bearer and language sent', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(
      Response.json({
        data: [
          product(
            'A1',
            [
              {
                id: '1',
                type: 'price',
                attributes: {
                  status: 'error',
                  mode: 'retail',
                  currency: 'EUR',
                  vatIncluded: false,
                  defaultPrice: null,
                },
              },
            ],
            [
              {
                id: '1',
                type: 'stock',
                attributes: {
                  status: 'ok',
                  Basket: 3,
                  AvailabilityWEBMsg: 'Na zalogi',
                  OrgUnitStock: 'CS',
                  StockAvailableEmMp: 3,
                  unit: 'KOS',
                },
              },
            ],
          ),
          product('B2', [], []),
        ],
        meta: {
          total: 2,
          offset: 0,
          limit: 2,
          sort: 'product.label',
          pricing: { mode: 'retail', unavailable: null },
        },
        links: { self: '/jsonapi/product' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const byCode = await loadProductErp(['A1', 'B2'], { token: 't-1', locale: 'sl' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer t-1');
    expect(headers.get('Accept-Language')).toBe('sl');
    expect(byCode.get('A1')?.price.state).toBe('error');
    expect(byCode.get('A1')?.stock.state).toBe('ok');
    expect(byCode.get('A1')?.mode).toBe('retail');
    expect(byCode.get('B2')?.stock.state).toBe('error');
  });
});
