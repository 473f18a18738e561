// The product popup's Radix part (product-popup.tsx, SPEC §2 overlay 'product popup'), loaded
// on the first use of a row's quick-view button (ui/deferred-overlay.tsx, issue #11).
import type { Locale } from '@gradnik/domain/locale';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { useRootData } from '../../root-data';
import { href } from '../../route-table';
import type { InitialOpenProps } from '../deferred-overlay';
import { FavoriteHeart } from '../favorite-heart';
import { EyeIcon, SpinnerIcon } from '../icons';
import { ModalContent, OverlayHeader } from '../overlay';
import { ProductInquiryButton } from '../product-inquiry/product-inquiry-button';
import type { ProductListItem } from '../product-list/product-list-item';
import { triggerClass } from './product-popup';
import type { ProductPopupSlots, ProductQuickViewProps } from './product-popup';
import { useProductPopupDetails } from './product-popup-details';

/** The popup with its Radix trigger (the same button as ProductQuickView's). */
export function ProductPopupDialog({
  product,
  locale,
  slots,
  className = '',
  initialOpen,
}: ProductQuickViewProps & InitialOpenProps) {
  const t = useT();
  return (
    <Dialog.Root defaultOpen={initialOpen}>
      <Dialog.Trigger
        aria-label={t('productPopup.open', { name: product.name })}
        title={t('productPopup.trigger')}
        className={triggerClass(className)}
      >
        <EyeIcon className="size-5" />
      </Dialog.Trigger>
      <ModalContent
        aria-describedby={undefined}
        className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto p-5 sm:p-6"
      >
        <ProductPopupBody product={product} locale={locale} slots={slots} />
      </ModalContent>
    </Dialog.Root>
  );
}

function Description({ productId, locale }: { productId: string; locale: Locale }) {
  const t = useT();
  const token = useRootData()?.session?.accessToken ?? null;
  const details = useProductPopupDetails(productId, token, locale);
  if (details.isPending && details.fetchStatus !== 'idle') {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm text-neutral-500">
        <SpinnerIcon className="size-4" />
        {t('productPopup.loading')}
      </p>
    );
  }
  if (details.isError) {
    // The rest of the popup still works; the product page has the full texts.
    return <p className="text-sm text-neutral-600">{t('productPopup.failed')}</p>;
  }
  const text = details.data?.shortDescription ?? details.data?.description ?? null;
  if (!text) return null;
  return <p className="line-clamp-6 text-sm leading-relaxed text-neutral-800">{text}</p>;
}

function ProductPopupBody({
  product,
  locale,
  slots,
}: {
  product: ProductListItem;
  locale: Locale;
  slots: ProductPopupSlots;
}) {
  const t = useT();
  return (
    <article className="space-y-4">
      <OverlayHeader variant="modal" title={product.name} closeLabel={t('productPopup.close')} />
      <div className="grid gap-5 md:grid-cols-[16rem_1fr]">
        {product.imageUrl ? (
          <img
            src={product.imageUrl}
            alt={product.name}
            width={256}
            height={256}
            className="aspect-square w-full max-w-64 rounded bg-neutral-100 object-contain"
          />
        ) : (
          <div className="flex aspect-square w-full max-w-64 items-center justify-center rounded bg-neutral-100 text-sm text-neutral-500">
            {t('product.noImage')}
          </div>
        )}
        <div className="min-w-0 space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-neutral-500">{t('productList.column.code')}</dt>
            <dd className="font-mono text-neutral-800">{product.code}</dd>
            <dt className="text-neutral-500">{t('productList.column.ean')}</dt>
            <dd className="font-mono text-neutral-800">
              {product.ean ?? t('productList.noValue')}
            </dd>
            <dt className="text-neutral-500">{t('productList.column.unit')}</dt>
            <dd className="text-neutral-800">{product.unit}</dd>
          </dl>
          <Description productId={product.id} locale={locale} />
          <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 border-t border-neutral-200 pt-4 text-sm">
            <dt className="text-neutral-500">{t('productList.column.price')}</dt>
            <dd>{slots.renderPrice(product)}</dd>
            <dt className="text-neutral-500">{t('productList.column.stock')}</dt>
            <dd>{slots.renderStock(product)}</dd>
            <dt className="text-neutral-500">{t('productList.column.quantity')}</dt>
            <dd>{slots.renderQuantity(product)}</dd>
          </dl>
          {slots.renderActions ? (
            <div className="flex flex-wrap gap-2">{slots.renderActions(product)}</div>
          ) : null}
          {/* Issue #14: a question to the caretaker about this product, drawn above the popup. */}
          <div className="flex flex-wrap items-center gap-2">
            <ProductInquiryButton product={{ id: product.id, name: product.name }} stacked />
            {/* Issue #15: the heart (SPEC §2, on the product popup too). */}
            <FavoriteHeart product={product} />
          </div>
          <Link
            to={href('product', locale, { id: product.id })}
            className="inline-block font-medium text-brand-700 underline hover:text-brand-900"
          >
            {t('productPopup.details')}
          </Link>
        </div>
      </div>
    </article>
  );
}
