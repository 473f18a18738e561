// The product page gallery (SPEC §3 Product media: Images, Videos, Documents, UrlMainPicture,
// EnergyLabel). Thumbnails are buttons (Tab + Enter/Space) that choose the picture; the picture
// itself is a button that opens a larger view in a Radix Dialog (Escape or the close button
// closes it and returns focus), loaded on first use (gallery-zoom.tsx, ui/deferred-overlay.tsx).
// Videos open in the same dialog; documents are plain links.
import type { ProductMedia } from '@gradnik/contracts/catalog';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { DeferredDialog, deferOverlay } from '../../ui/deferred-overlay';
import { PlayIcon } from '../../ui/icons';

export interface GalleryItem {
  kind: 'image' | 'energy-label' | 'video';
  url: string;
}

const PLAYABLE_VIDEO = /\.(mp4|webm|ogg)(\?.*)?$/i;

/** Pictures first (the main picture leading), then the energy label, then playable videos. */
export function galleryItems(media: ProductMedia): GalleryItem[] {
  const images = [
    ...(media.UrlMainPicture ? [media.UrlMainPicture] : []),
    ...media.Images.filter((url) => url !== media.UrlMainPicture),
  ];
  return [
    ...images.map((url) => ({ kind: 'image' as const, url })),
    ...(media.EnergyLabel ? [{ kind: 'energy-label' as const, url: media.EnergyLabel }] : []),
    ...media.Videos.filter((url) => PLAYABLE_VIDEO.test(url)).map((url) => ({
      kind: 'video' as const,
      url,
    })),
  ];
}

export function ItemView({ item, alt, large }: { item: GalleryItem; alt: string; large: boolean }) {
  if (item.kind === 'video') {
    return large ? (
      <video src={item.url} controls className="max-h-[75vh] w-full bg-black">
        <track kind="captions" />
      </video>
    ) : (
      <span className="flex size-full items-center justify-center bg-neutral-800 text-white">
        <PlayIcon className="size-8" />
      </span>
    );
  }
  return (
    <img
      src={item.url}
      alt={alt}
      className={large ? 'max-h-[75vh] w-full object-contain' : 'size-full object-contain'}
    />
  );
}

export const ZOOM_TRIGGER_CLASS =
  'block aspect-square w-full overflow-hidden rounded-lg border border-neutral-200 bg-white';

/** The picture button's name: 'Povečaj: Slika 1 od 3'. */
export function zoomLabel(enlarge: string, item: string): string {
  return `${enlarge}: ${item}`;
}

const galleryZoom = deferOverlay(() => import('./gallery-zoom').then((m) => m.GalleryZoom));

export function ProductGallery({
  media,
  productName,
}: {
  media: ProductMedia;
  productName: string;
}) {
  const t = useT();
  const items = galleryItems(media);
  const [selected, setSelected] = useState(0);
  const current = items[Math.min(selected, items.length - 1)];

  // Numbered within their kind: 'Slika 2 od 3', 'Video 1'.
  const itemLabel = (item: GalleryItem, index: number) => {
    const sameKind = items.filter((other) => other.kind === item.kind);
    const n = items.slice(0, index + 1).filter((other) => other.kind === item.kind).length;
    if (item.kind === 'energy-label') return t('product.gallery.energyLabel');
    if (item.kind === 'video') return t('product.gallery.video', { n });
    return t('product.gallery.image', { n, count: sameKind.length });
  };

  return (
    <section aria-label={t('product.gallery')} className="space-y-3">
      {current ? (
        <DeferredDialog
          overlay={galleryZoom}
          props={{ item: current, label: itemLabel(current, selected), productName }}
          trigger={{
            className: ZOOM_TRIGGER_CLASS,
            'aria-label': zoomLabel(t('product.gallery.enlarge'), itemLabel(current, selected)),
            children: <ItemView item={current} alt={productName} large={false} />,
          }}
        />
      ) : (
        <div className="flex aspect-square w-full items-center justify-center rounded-lg border border-neutral-200 bg-neutral-100 text-sm text-neutral-600">
          {t('product.noImage')}
        </div>
      )}
      {items.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li key={`${item.kind}-${item.url}`}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={itemLabel(item, index)}
                aria-pressed={index === selected}
                className={`size-16 overflow-hidden rounded-md border-2 bg-white ${
                  index === selected
                    ? 'border-brand-700'
                    : 'border-neutral-200 hover:border-neutral-400'
                }`}
              >
                <ItemView item={item} alt="" large={false} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {media.Documents.length > 0 ? (
        <div>
          <h2 className="text-sm font-semibold text-neutral-900">
            {t('product.gallery.documents')}
          </h2>
          <ul className="mt-1 space-y-1 text-sm">
            {media.Documents.map((document) => (
              <li key={document.url}>
                <a
                  href={document.url}
                  className="text-brand-700 underline"
                  target="_blank"
                  rel="noopener"
                >
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {media.Videos.some((url) => !PLAYABLE_VIDEO.test(url)) ? (
        <ul className="space-y-1 text-sm">
          {media.Videos.filter((url) => !PLAYABLE_VIDEO.test(url)).map((url, index) => (
            <li key={url}>
              <a
                href={url}
                className="text-brand-700 underline"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('product.gallery.video', { n: index + 1 })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
