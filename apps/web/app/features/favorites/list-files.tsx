// The chosen favourites list's files and the barcode scan on /priljubljeni (issue #15 "export a
// list as CSV and XLSX", "print a list for the yard", "the favourites page opens the phone's
// camera"; decision 041). 'Izvozi v CSV', 'Izvozi v Excel' and 'Natisni seznam' download the
// API's files as the documents page does (lib/download.ts: the bearer token, progress read out
// politely, the file saved under its Content-Disposition name; the documents' progress texts).
// The scan button reads an EAN-13 with the camera and adds that product to the shown list —
// only where the caller may change it (their own list, or one shared with full access).
import type { WishlistSummary } from '@gradnik/contracts/wishlist';
import {
  WISHLIST_FILE_PATHS,
  type WishlistExportFormat,
} from '@gradnik/contracts/wishlist-files-params';
import { cartMessageText } from '@gradnik/domain/adding';
import { useId, useState } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { useFavoritesT } from '../../i18n/favorites/use-favorites-t';
import { formatSize, useDownload } from '../../lib/download';
import { findProductByEan } from '../../lib/product-by-ean';
import { ScanButton } from '../../ui/barcode-scan/scan-button';
import { addToList, failureText, showFailure, useActionContext } from './heart-actions';

type FileKind = 'export' | 'pdf';

function DownloadStatus({
  kind,
  download,
}: {
  kind: FileKind;
  download: ReturnType<typeof useDownload>;
}) {
  const t = useFavoritesT();
  const locale = useLocale();
  const labelId = useId();
  const { progress, saved, error } = download;
  return (
    <div aria-live="polite" className="text-sm text-neutral-800">
      {progress ? (
        <div className="flex flex-wrap items-center gap-3">
          <span id={labelId}>
            {t(`documents.progress.${kind}`, { size: formatSize(progress.bytes, locale) })}
            {progress.percent !== null
              ? ` (${t('documents.progress.percent', { percent: progress.percent })})`
              : ''}
          </span>
          {/* Without a value the bar is indeterminate: a new element, so no old value stays. */}
          <progress
            key={progress.percent === null ? 'indeterminate' : 'determinate'}
            aria-labelledby={labelId}
            max={100}
            {...(progress.percent !== null ? { value: progress.percent } : {})}
            className="h-2 w-48 max-w-full accent-brand-600"
          />
        </div>
      ) : error ? (
        <p role="alert" className="text-danger-700">
          {error.messages[0] ?? t('documents.download.failed')}
        </p>
      ) : saved ? (
        <p>{t('documents.download.done', { name: saved })}</p>
      ) : null}
    </div>
  );
}

export function ListFiles({
  list,
  canAdd,
}: {
  list: WishlistSummary;
  /** The caller may change the list (theirs, or shared with full access: decision 039). */
  canAdd: boolean;
}) {
  const t = useFavoritesT();
  const context = useActionContext();
  const download = useDownload();
  const [kind, setKind] = useState<FileKind>('export');
  const busy = download.progress !== null;

  const start = (next: FileKind, path: string) => {
    setKind(next);
    void download.start(path);
  };
  const exportAs = (format: WishlistExportFormat) =>
    start('export', WISHLIST_FILE_PATHS.export(list.id, format));

  const addScanned = async (ean: string) => {
    try {
      const match = await findProductByEan(ean, { token: context.token, locale: context.locale });
      if (!match) {
        // SPEC §8's text for an EAN the shop does not know, as the cart's quick add says it.
        context.showAlert({
          mode: 'error',
          title: cartMessageText('cart.unknownEan', context.locale),
        });
        return;
      }
      await addToList(list.id, [match.id], context);
    } catch (error) {
      showFailure(error, failureText(context.locale), context);
    }
  };

  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label={t('favorites.files')}
        className="flex flex-wrap items-center gap-2"
      >
        <button
          type="button"
          className="btn-secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && exportAs('csv')}
        >
          {t('favorites.exportCsv')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && exportAs('xlsx')}
        >
          {t('favorites.exportXlsx')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && start('pdf', WISHLIST_FILE_PATHS.print(list.id))}
        >
          {t('favorites.print')}
        </button>
        {canAdd ? (
          <ScanButton label={t('favorites.scan')} onCode={(ean) => addScanned(ean)} />
        ) : null}
      </div>
      <DownloadStatus kind={kind} download={download} />
    </div>
  );
}
