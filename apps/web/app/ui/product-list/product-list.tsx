// The product list of category pages, novelties and search results (SPEC §2: table view by
// default, grid as the alternative). Rows show picture, code, name (a link to the product
// page), EAN and unit; price, stock and quantity are slots the ERP issue fills. Until then
// each slot says what will be there (ErpPending) and the list says it once, visibly.
import type { Locale } from '@gradnik/domain/locale';
import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { href } from '../../route-table';
import { HydrateInTurn } from '../../lib/hydrate-in-turn';
import { useHydrated } from '../../lib/use-hydrated';
import { FavoriteHeart } from '../favorite-heart';
import { ProductQuickView } from '../product-popup/product-popup';
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
  /** Add-to-cart / inquiry actions (issue #5); the product popup shows them too. */
  renderActions?: ProductSlot;
  /**
   * A 'Hitri pregled' (quick view) button per product opening the product popup (SPEC §2
   * overlays) with the same price, stock, quantity and action slots.
   */
  quickView?: boolean;
  /** Issue #5 bulk adding (SPEC §5): the first column's checkbox of a product. */
  renderSelect?: ProductSlot;
  /** Issue #5: the header checkbox 'Označi vse' of the select column. */
  selectAll?: ReactNode;
  /** Issue #5: the bar above the list (bulk add to cart / inquiry). */
  toolbar?: ReactNode;
}

/** The ERP cells a screen passes through to its product list. */
export type ProductListSlots = Pick<
  ProductListProps,
  | 'renderPrice'
  | 'renderStock'
  | 'renderQuantity'
  | 'renderActions'
  | 'renderSelect'
  | 'selectAll'
  | 'toolbar'
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

/** A cell whose figures load in the browser (SPEC §4: loading shows a spinner). */
function LoadingCell({ label }: { label: 'price.loading' | 'stock.loading' | null }) {
  const t = useT();
  return (
    <span className="inline-flex items-center">
      <span
        aria-hidden="true"
        className="inline-block h-3 w-12 animate-pulse rounded bg-neutral-200"
      />
      {label ? <span className="sr-only">{t(label)}</span> : null}
    </span>
  );
}

/** The cells and controls of one row (or card); memoised by the list, so rows re-render only
 * when these change, never because the screen around them did. */
interface RowSlots {
  renderPrice: ProductSlot;
  renderStock: ProductSlot;
  renderQuantity: ProductSlot;
  renderActions: ProductSlot | undefined;
  renderSelect: ProductSlot | undefined;
  /** 'reserved': the server's row keeps the button's place (the live row shows it). */
  quickView: boolean | 'reserved';
}

/**
 * What the rows carry before hydration: the price and stock cells as loading (they load in the
 * browser anyway), no quantity field, checkbox, quick view or add button (they act only once
 * hydrated).
 */
const SERVER_ROW: RowSlots = {
  renderPrice: () => <LoadingCell label="price.loading" />,
  renderStock: () => <LoadingCell label="stock.loading" />,
  renderQuantity: () => <LoadingCell label={null} />,
  renderActions: undefined,
  renderSelect: undefined,
  quickView: false,
};

/** The checkbox's place in a server row (bulk-selection.tsx: the checkbox is size-4). */
function ReservedCheckbox() {
  return <span aria-hidden="true" className="inline-block size-4 shrink-0" />;
}

const reservedSelect: ProductSlot = () => <ReservedCheckbox />;

/**
 * The server's row for a list whose live rows have `slots`: the same places for the checkbox
 * and the quick view, so a row going live (one at a time, lib/hydrate-in-turn.tsx) does not
 * widen its column and move the rows around it (issue #11: CLS ≤ 0.02).
 */
function serverSlotsFor(slots: RowSlots): RowSlots {
  return {
    ...SERVER_ROW,
    renderSelect: slots.renderSelect ? reservedSelect : undefined,
    quickView: slots.quickView === true ? 'reserved' : false,
  };
}

/** The quick view button, or its place in a server row. */
function QuickViewSlot({ product, locale, slots, className }: RowProps & { className?: string }) {
  if (slots.quickView === 'reserved') {
    return (
      <span aria-hidden="true" className={`inline-block size-8 shrink-0 ${className ?? ''}`} />
    );
  }
  if (!slots.quickView) return null;
  return (
    <ProductQuickView
      product={product}
      locale={locale}
      slots={popupSlotsOf(slots)}
      className={className}
    />
  );
}

interface RowProps {
  product: ProductListItem;
  locale: Locale;
  slots: RowSlots;
}

function popupSlotsOf(slots: RowSlots) {
  return {
    renderPrice: slots.renderPrice,
    renderStock: slots.renderStock,
    renderQuantity: slots.renderQuantity,
    renderActions: slots.renderActions,
  };
}

function GridCard({ product, locale, slots }: RowProps) {
  const t = useT();
  const { renderSelect } = slots;
  return (
    <li className="flex flex-col rounded-lg border border-neutral-200 bg-white p-3">
      <div className="relative">
        {renderSelect ? (
          <span className="absolute left-1.5 top-1.5 rounded bg-white/90 p-1">
            {renderSelect(product)}
          </span>
        ) : null}
        <ProductImage url={product.imageUrl} size="large" />
        {/* Issue #15: the heart (SPEC §2), on every card; nothing without a session. */}
        <FavoriteHeart product={product} className="absolute bottom-1.5 right-1.5" />
        <QuickViewSlot
          product={product}
          locale={locale}
          slots={slots}
          className="absolute right-1.5 top-1.5"
        />
      </div>
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
        <dd>{slots.renderPrice(product)}</dd>
        <dt className="text-neutral-500">{t('productList.column.stock')}</dt>
        <dd>{slots.renderStock(product)}</dd>
        <dt className="text-neutral-500">{t('productList.column.quantity')}</dt>
        <dd>{slots.renderQuantity(product)}</dd>
      </dl>
    </li>
  );
}

function TableRow({ product, locale, slots }: RowProps) {
  const { renderSelect } = slots;
  return (
    <tr className="hover:bg-neutral-50">
      <td className="px-3 py-2">
        {renderSelect ? (
          <span className="flex items-center gap-3">
            {renderSelect(product)}
            <ProductImage url={product.imageUrl} size="small" />
          </span>
        ) : (
          <ProductImage url={product.imageUrl} size="small" />
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-neutral-700">
        {product.code}
      </td>
      <th scope="row" className="px-3 py-2 font-medium">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href('product', locale, { id: product.id })}
            className="text-neutral-900 hover:text-brand-700 hover:underline"
          >
            {product.name}
          </Link>
          {/* Beside the name, never instead of it: the name still opens the page. */}
          <span className="flex shrink-0 gap-1">
            <QuickViewSlot product={product} locale={locale} slots={slots} />
            {/* Issue #15: the heart (SPEC §2), on every row. */}
            <FavoriteHeart product={product} />
          </span>
        </div>
      </th>
      <td className="whitespace-nowrap px-3 py-2 font-mono text-xs text-neutral-700">
        {product.ean ?? <NoValue />}
      </td>
      <td className="px-3 py-2 text-neutral-700">{product.unit}</td>
      <td className="px-3 py-2 text-right">{slots.renderPrice(product)}</td>
      <td className="px-3 py-2">{slots.renderStock(product)}</td>
      <td className="px-3 py-2">{slots.renderQuantity(product)}</td>
    </tr>
  );
}

/**
 * A row or card hydrated in its turn (lib/hydrate-in-turn.tsx, issue #11), memoised: the screen
 * re-renders on every price answer and keystroke, the rows only when their slots change (the
 * ERP cells follow their own store, features/pricing/erp-cells.tsx).
 */
const ProductRow = memo(function ProductRow({
  product,
  locale,
  slots,
  view,
}: RowProps & { view: ProductView }) {
  const Row = view === 'grid' ? GridCard : TableRow;
  return (
    <HydrateInTurn>
      {(live) => (
        <Row product={product} locale={locale} slots={live ? slots : serverSlotsFor(slots)} />
      )}
    </HydrateInTurn>
  );
});

export function ProductList(props: ProductListProps) {
  // Prices and stock load in the browser (SPEC §4: a spinner until then) and the row controls do
  // nothing before hydration, so the server sends the rows with loading cells only; the controls
  // arrive with hydration, row by row (ProductRow). The names, codes and EANs stay
  // server-rendered. This is a third of the category page's server CPU (issue #3,
  // bench/README.md).
  const hydrated = useHydrated();
  const { products, view, locale, label, quickView = false } = props;
  const t = useT();
  const slots = useMemo<RowSlots>(
    () => ({
      renderPrice: props.renderPrice ?? pendingPrice,
      renderStock: props.renderStock ?? pendingStock,
      renderQuantity: props.renderQuantity ?? pendingQuantity,
      renderActions: props.renderActions,
      renderSelect: props.renderSelect,
      quickView,
    }),
    [
      props.renderPrice,
      props.renderStock,
      props.renderQuantity,
      props.renderActions,
      props.renderSelect,
      quickView,
    ],
  );
  // The list's own parts (the note, the bar, the header checkbox) as the rows: the server's
  // until hydrated.
  const selectAll = hydrated ? props.selectAll : undefined;
  const selectColumn = hydrated && props.renderSelect !== undefined;
  const toolbar = props.toolbar;
  // Said once for the whole list while any slot still waits for the ERP.
  const pendingNote =
    hydrated && (!props.renderPrice || !props.renderStock || !props.renderQuantity)
      ? t('productList.pendingNote')
      : null;

  if (products.length === 0) {
    return <p className="py-8 text-neutral-700">{t('productList.empty')}</p>;
  }

  const rows = products.map((product) => (
    <ProductRow key={product.id} product={product} locale={locale} slots={slots} view={view} />
  ));

  if (view === 'grid') {
    return (
      <section aria-label={label} data-product-view="grid">
        {pendingNote ? <p className="mb-3 text-sm text-neutral-600">{pendingNote}</p> : null}
        {toolbar}
        {selectAll ? <div className="mb-3 flex items-center">{selectAll}</div> : null}
        {/* One card a row below 640 px: code, EAN and the quantity field need ~210 px, more
            than half a 390-px screen (issue #10 §6: nothing scrolls sideways). */}
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
          {rows}
        </ul>
      </section>
    );
  }

  return (
    <>
      {toolbar}
      <div
        // relative: the rows' screen-reader-only labels (absolute) stay inside the scrolling
        // box instead of widening the page at 390 px (issue #10 §6).
        className="relative overflow-x-auto rounded-lg border border-neutral-200 bg-white"
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
                {/* Issue #5: the select column shares the first cell with the picture, so the
                    other cells keep their places. */}
                {selectColumn ? (
                  <span className="mr-3 inline-flex align-middle">{selectAll}</span>
                ) : props.renderSelect ? (
                  <span className="mr-3 inline-flex align-middle">
                    <ReservedCheckbox />
                  </span>
                ) : null}
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
              {/* The ERP columns keep the width of what they will show (a price with its regular
                  price and discount, 'Ni na zalogi – dobava v 7 dneh', the quantity field and
                  its button): the loading cells, then the answer, do not reflow the table
                  (issue #11: CLS ≤ 0.02). */}
              <th scope="col" className="px-3 py-2 text-right">
                <span className="block min-w-[6.5rem]">{t('productList.column.price')}</span>
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="block min-w-[9rem]">{t('productList.column.stock')}</span>
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="block min-w-[11.5rem]">{t('productList.column.quantity')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-100">{rows}</tbody>
        </table>
      </div>
    </>
  );
}
