// The product inquiry modal's button (SPEC §2 dialogs "product inquiry (product name, message box,
// cancel/send)"; issue #14; decision 037), on the product page and in the product popup. Only
// this button is in the page's JavaScript: the modal (Radix, its texts, the send call) loads on
// the button's first use (ui/deferred-overlay.tsx, issue #11 page weight), then replaces the
// button by its own trigger, open.
import { useT } from '../../i18n/i18n-context';
import { DeferredDialog, deferOverlay } from '../deferred-overlay';
import { InquiryIcon } from '../icons';

export interface InquiryProduct {
  id: string;
  name: string;
}

export interface ProductInquiryButtonProps {
  product: InquiryProduct;
  /** Drawn above another modal (the product popup). */
  stacked?: boolean;
}

export const inquiryTriggerClass =
  'inline-flex items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm font-medium text-neutral-800 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

const productInquiryModal = deferOverlay(() =>
  import('./product-inquiry-modal').then((m) => m.ProductInquiryModal),
);

export function ProductInquiryButton(props: ProductInquiryButtonProps) {
  const t = useT();
  return (
    <DeferredDialog
      overlay={productInquiryModal}
      props={props}
      trigger={{
        className: inquiryTriggerClass,
        children: (
          <>
            <InquiryIcon className="size-4" />
            {t('product.ask')}
          </>
        ),
      }}
    />
  );
}
