// Picking photos and files for a complaint (issue #16): a large 'Fotografiraj' button that opens
// the phone's camera straight away (`capture="environment"`, the back camera) and one for files
// (photos from the gallery, PDFs). Photos are downscaled in the browser first (downscale.ts).
// Touch targets are at least 44 px (WCAG 2.5.5), for a phone on a building site.
import { ATTACHMENT_ACCEPT } from '@gradnik/domain/attachments';
import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { downscalePhoto } from './downscale';
import { useComplaintsT } from './texts';

export interface PickedPhoto {
  name: string;
  type: string;
  blob: Blob;
}

export function PhotoPicker({
  onPicked,
  disabled = false,
}: {
  onPicked: (files: PickedPhoto[]) => void;
  disabled?: boolean;
}) {
  const t = useComplaintsT();
  const id = useId();
  const [preparing, setPreparing] = useState(false);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    // The same photo can be chosen again after it was removed.
    event.target.value = '';
    if (chosen.length === 0) return;
    setPreparing(true);
    try {
      const prepared: PickedPhoto[] = [];
      for (const file of chosen) prepared.push(await downscalePhoto(file));
      onPicked(prepared);
    } finally {
      setPreparing(false);
    }
  }

  const button =
    'inline-flex min-h-12 cursor-pointer items-center justify-center rounded-md border border-brand-900 px-4 py-2 font-semibold text-brand-900 has-[:disabled]:opacity-50';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label htmlFor={`${id}-camera`} className={button}>
        {t('new.takePhoto')}
        <input
          id={`${id}-camera`}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={disabled || preparing}
          onChange={(event) => void pick(event)}
        />
      </label>
      <label htmlFor={`${id}-files`} className={button}>
        {t('new.pickFiles')}
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={`image/*,${ATTACHMENT_ACCEPT}`}
          className="sr-only"
          disabled={disabled || preparing}
          onChange={(event) => void pick(event)}
        />
      </label>
      {preparing ? (
        <span role="status" className="text-sm text-neutral-700">
          {t('new.preparing')}
        </span>
      ) : null}
    </div>
  );
}
