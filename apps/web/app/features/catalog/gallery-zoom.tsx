// The product gallery's larger view (product-gallery.tsx), loaded on the picture button's first
// use (ui/deferred-overlay.tsx, issue #11): a Radix Dialog; Escape or the close button closes it
// and returns focus to the picture.
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { ModalContent, OverlayHeader } from '../../ui/overlay';
import { ItemView, ZOOM_TRIGGER_CLASS, zoomLabel } from './product-gallery';
import type { GalleryItem } from './product-gallery';

export interface GalleryZoomProps {
  item: GalleryItem;
  /** The item's label: 'Slika 2 od 3', 'Video 1'. */
  label: string;
  productName: string;
}

export function GalleryZoom({
  item,
  label,
  productName,
  initialOpen = false,
}: GalleryZoomProps & InitialOpenProps) {
  const t = useT();
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={ZOOM_TRIGGER_CLASS}
        aria-label={zoomLabel(t('product.gallery.enlarge'), label)}
      >
        <ItemView item={item} alt={productName} large={false} />
      </Dialog.Trigger>
      <ModalContent aria-describedby={undefined} className="max-w-4xl space-y-3 p-4">
        <OverlayHeader
          variant="modal"
          title={`${productName} — ${label}`}
          closeLabel={t('product.gallery.close')}
        />
        <ItemView item={item} alt={productName} large />
      </ModalContent>
    </Dialog.Root>
  );
}
