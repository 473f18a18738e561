// A complaint's photos as thumbnails that open full size (issue #16; decision 043). The files
// are the company's only, so they need the session's bearer token, which an <img src> cannot
// send: each thumbnail is fetched (lib/download.ts) and shown from a blob URL, released when it
// leaves the page. A photo opens in an accessible dialog (Radix: focus trapped and returned,
// Escape closes); a PDF is a download link.
import type { ComplaintFile } from '@gradnik/contracts/complaint';
import { COMPLAINTS_PATH } from '@gradnik/contracts/complaint-params';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useShopCaller } from '../../lib/basket-client';
import { fetchDownload, formatSize, useDownload } from '../../lib/download';
import { ModalContent } from '../../ui/overlay';
import { useComplaintsT } from './texts';

export function filePath(complaintId: string, file: ComplaintFile, thumbnail = false): string {
  return `${COMPLAINTS_PATH}/${complaintId}/files/${file.id}${thumbnail ? '/thumbnail' : ''}`;
}

type ImageState = { url: string } | 'loading' | 'failed';

/** A blob URL of a protected image, or that it is loading or could not be had. */
function useProtectedImage(path: string | null): ImageState {
  const { token, locale } = useShopCaller();
  const [url, setUrl] = useState<ImageState>('loading');
  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    fetchDownload(path, { token, locale, signal: controller.signal })
      .then(({ blob }) => {
        made = URL.createObjectURL(blob);
        setUrl({ url: made });
      })
      .catch(() => {
        if (!controller.signal.aborted) setUrl('failed');
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path, token, locale]);
  return url;
}

function FullSize({ complaintId, file }: { complaintId: string; file: ComplaintFile }) {
  const t = useComplaintsT();
  const image = useProtectedImage(filePath(complaintId, file));
  if (image === 'loading') return <p role="status">{t('detail.photoLoading')}</p>;
  if (image === 'failed') return <p role="alert">{t('detail.photoFailed')}</p>;
  return (
    <img
      src={image.url}
      alt={file.name}
      className="max-h-[75vh] w-auto max-w-full object-contain"
    />
  );
}

function Thumbnail({ complaintId, file }: { complaintId: string; file: ComplaintFile }) {
  const t = useComplaintsT();
  const image = useProtectedImage(filePath(complaintId, file, true));
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="block h-28 w-28 overflow-hidden rounded-md border border-neutral-300 bg-neutral-100"
          aria-label={t('detail.openPhoto', { name: file.name })}
        >
          {typeof image === 'object' ? (
            <img src={image.url} alt="" className="h-full w-full object-cover" />
          ) : (
            <span className="block p-2 text-xs text-neutral-600">
              {image === 'failed' ? t('detail.photoFailed') : t('detail.photoLoading')}
            </span>
          )}
        </button>
      </Dialog.Trigger>
      <ModalContent className="max-w-4xl p-4" aria-describedby={undefined}>
        <div className="mb-3 flex items-center justify-between gap-3">
          <Dialog.Title className="truncate text-base font-semibold">{file.name}</Dialog.Title>
          <Dialog.Close className="min-h-11 rounded-md border border-neutral-300 px-3">
            {t('detail.close')}
          </Dialog.Close>
        </div>
        {open ? <FullSize complaintId={complaintId} file={file} /> : null}
      </ModalContent>
    </Dialog.Root>
  );
}

function FileLink({ complaintId, file }: { complaintId: string; file: ComplaintFile }) {
  const t = useComplaintsT();
  const { locale } = useShopCaller();
  const download = useDownload();
  return (
    <button
      type="button"
      className="min-h-11 rounded-md border border-neutral-300 px-3 text-left text-sm text-brand-900 underline"
      onClick={() => void download.start(filePath(complaintId, file))}
      aria-label={t('detail.download', { name: file.name })}
    >
      {file.name} ({formatSize(file.size, locale)})
    </button>
  );
}

/** The files as a gallery: photos as thumbnails, other files as download buttons. */
export function ComplaintFiles({
  complaintId,
  files,
}: {
  complaintId: string;
  files: readonly ComplaintFile[];
}) {
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3">
      {files.map((file) => (
        <li key={file.id}>
          {file.thumbnail ? (
            <Thumbnail complaintId={complaintId} file={file} />
          ) : (
            <FileLink complaintId={complaintId} file={file} />
          )}
        </li>
      ))}
    </ul>
  );
}
