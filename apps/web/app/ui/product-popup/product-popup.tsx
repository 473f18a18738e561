// The product popup (SPEC §2 overlay 'product popup'): a quick view of one product of a list —
// category pages, search results, new products — without leaving the list. A visible button
// per row ('Hitri pregled', an eye icon) opens it; the product name stays the link to the
// product page. It shows the main picture, name, code, EAN, unit, the short description
// (loaded when it opens, a spinner meanwhile), the list's own price, stock and quantity cells
// and its actions (slots, so this shared piece never imports the pricing or cart features),
// and a link to the product page. Radix Dialog gives what SPEC §2 asks of modal overlays: the
// title labels it, focus stays inside, Escape and the backdrop close it, focus returns to the
// button, body scroll is locked behind a darker backdrop. The popup (product-popup-dialog.tsx)
// loads on the first use of any row's button (ui/deferred-overlay.tsx, issue #11).
import type { Locale } from '@gradnik/domain/locale';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { DeferredDialog, deferOverlay } from '../deferred-overlay';
import { EyeIcon } from '../icons';
import type { ProductListItem } from '../product-list/product-list-item';

export type ProductPopupSlot = (product: ProductListItem) => ReactNode;

export interface ProductPopupSlots {
  renderPrice: ProductPopupSlot;
  renderStock: ProductPopupSlot;
  renderQuantity: ProductPopupSlot;
  /** Add to cart / inquiry (issue #5), when the list has them. */
  renderActions?: ProductPopupSlot;
}

export interface ProductQuickViewProps {
  product: ProductListItem;
  locale: Locale;
  slots: ProductPopupSlots;
  /** Extra classes for the trigger button (its place in a table row or a grid card). */
  className?: string;
}

/** The trigger's classes: its place in a table row or a grid card adds `className`. */
export function triggerClass(className: string): string {
  return `inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-neutral-200 bg-white text-neutral-600 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`;
}

const productPopup = deferOverlay(() =>
  import('./product-popup-dialog').then((m) => m.ProductPopupDialog),
);

/** The trigger button of one product and, while open, its popup. */
export function ProductQuickView(props: ProductQuickViewProps) {
  const t = useT();
  return (
    <DeferredDialog
      overlay={productPopup}
      props={props}
      trigger={{
        'aria-label': t('productPopup.open', { name: props.product.name }),
        title: t('productPopup.trigger'),
        className: triggerClass(props.className ?? ''),
        children: <EyeIcon className="size-5" />,
      }}
    />
  );
}
