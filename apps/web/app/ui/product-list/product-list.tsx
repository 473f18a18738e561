// The product list of category pages, novelties and search results (SPEC §2: table view by
// default, grid as the alternative). Rows show picture, code, name (a link to the product
// page), EAN and unit; price, stock and quantity are slots the ERP issue fills. Until then
// each slot says what will be there (ErpPending) and the list says it once, visibly.
import type { Locale } from '@gradnik/domain/locale';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { ErpPending } from './erp-pending';
import type { ProductListItem } from './product-list-item';
import type { ProductView } from './product-view';

export type ProductSlot = (product: ProductListItem) => ReactNode;

export interface ProductListProps {
  products: readonly ProductListItem[];
  view: ProductView;
  /** Locale of the product links (/artikel/{id} or /en/products/{id}). */
  locale: Locale;
  /** Accessible name of the table or list, e.g. the category name. */
  label: string;
  /** Price cell; default: a note that the ERP connection brings it. */
  renderPrice?: ProductSlot;
  /** Stock cell; default as for the price. */
  renderStock?: ProductSlot;
  /** Quantity cell; default as for the price. */
  renderQuantity?: ProductSlot;
}

/** The ERP cells a screen passes through to its product list. */
export type ProductListSlots = Pick<
  ProductListProps,
  'renderPrice' | 'renderStock' | 'renderQuantity'
>;

const pendingPrice: ProductSlot = () => <ErpPending slot="price" />;
const pendingStock: ProductSlot = () => <ErpPending slot="stock" />;
const pendingQuantity: ProductSlot = () => <ErpPending slot="quantity" />;

function ProductImage({ url, size }: { url: string | null; size: 'small' | 'large' }) {
  const box = size === 'small' ? 'size-14' : 'aspect-square w-full';
  if (!url) {
    return <span aria-hidden="true" className={`block ${box} rounded bg-neutral-100`} />;
  }
  return (
    // Decorative: the product name next to it is the link and the name.
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      width={size === 'small' ? 56 : 300}
      height={size === 'small' ? 56 : 300}
      className={`${box} rounded bg-neutral-100 object-contain`}
    />
  );
}

function NoValue() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('productList.noValue')}</span>
    </>
  );
}

export function ProductList({
  products,
  view,
  locale,
  label,
  renderPrice,
  renderStock,
  renderQuantity,
}: ProductListProps) {
  const t = useT();
  const price = renderPrice ?? pendingPrice;
  const stock = renderStock ?? pendingStock;
  const quantity = renderQuantity ?? pendingQuantity;
  // Said once for the whole list while any slot still waits for the ERP.
  const pendingNote =
    !renderPrice || !renderStock || !renderQuantity ? t('productList.pendingNote') : null;

  if (products.length === 0) {
    return <p className="py-8 text-neutral-700">{t('productList.empty')}</p>;
  }

  if (view === 'grid') {
    return (
      <section aria-label={label} data-product-view="grid">
        {pendingNote ? <p className="mb-3 text-sm text-neutral-600">{pendingNote}</p> : null}
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li
              key={product.id}
              className="flex flex-col rounded-lg border border-neutral-200 bg-white p-3"
            >
              <ProductImage url={product.imageUrl} size="large" />
              <h3 className="mt-3 text-sm font-semibold leading-snug">
                <Link
                  to={href('product', locale, { id: product.id })}
                  className="text-neutral-900 hover:text-brand-700 hover:underline"
                >
                  {product.name}
                </Link>
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs text-neutral-700">
                <dt className="text-neutral-500">{t('productList.column.code')}</dt>
                <dd>{product.code}</dd>
                <dt className="text-neutral-500">{t('productList.column.ean')}</dt>
                <dd>{product.ean ?? <NoValue />}</dd>
                <dt className="text-neutral-500">{t('productList.column.unit')}</dt>
                <dd>{product.unit}</dd>
                <dt className="text-neutral-500">{t('productList.column.price')}</dt>
                <dd>{price(product)}</dd>
                <dt className="text-neutral-500">{t('productList.column.stock')}</dt>
                <dd>{stock(product)}</dd>
                <dt className="text-neutral-500">{t('productList.column.quantity')}</dt>
                <dd>{quantity(product)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div
      className="overflow-x-auto rounded-lg border border-neutral-200 bg-white"
      data-product-view="table"
    >
      <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
        <caption className="px-4 py-2 text-left text-sm text-neutral-600">
          <span className="sr-only">{label}. </span>
          {pendingNote}
        </caption>
        <thead className="border-b border-neutral-200 bg-neutral-50 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('productList.column.image')}</span>
            </th>
            <th scope="col" className="px-3 py-2">
              {t('productList.column.code')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('productList.column.name')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('productList.column.ean')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('productList.column.unit')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('productList.column.price')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('productList.column.stock')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('productList.column.quantity')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {products.map((product) => (
            <tr key={product.id} className="hover:bg-neutral-50">
              <td className="px-3 py-2">
                <ProductImage url={product.imageUrl} size="small" />
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-neutral-700">
                {product.code}
              </td>
              <th scope="row" className="px-3 py-2 font-medium">
                <Link
                  to={href('product', locale, { id: product.id })}
                  className="text-neutral-900 hover:text-brand-700 hover:underline"
                >
                  {product.name}
                </Link>
              </th>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-neutral-700">
                {product.ean ?? <NoValue />}
              </td>
              <td className="px-3 py-2 text-neutral-700">{product.unit}</td>
              <td className="px-3 py-2 text-right">{price(product)}</td>
              <td className="px-3 py-2">{stock(product)}</td>
              <td className="px-3 py-2">{quantity(product)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
