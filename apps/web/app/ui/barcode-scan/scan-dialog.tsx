// The barcode scan dialog (scan-button.tsx; issue #15 camera barcode scan; decision 041), loaded
// on the button's first use. A labelled modal (Radix: focus trapped, Escape / the close button /
// Prekliči / the backdrop close it, focus returns to the button) showing the back camera
// (getUserMedia facingMode 'environment'); every 200 ms a frame goes to the EAN-13 reader
// (detector.ts: the browser's BarcodeDetector or the ZXing polyfill). The first valid EAN-13
// (check digit, domain ean13.ts) closes the dialog, stops the camera and goes to onCode.
// Without a camera (no mediaDevices, none found, permission refused) the dialog says so plainly
// — 'Kamera ni na voljo. Vpišite EAN ročno.' — and a photo can be read instead: a file input
// that opens the camera app on a phone (capture) or a picture chooser elsewhere. The camera is
// released whenever the dialog closes.
import { scannedEan13 } from '@gradnik/domain/ean13';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useScanT } from '../../i18n/barcode-scan/use-scan-t';
import type { InitialOpenProps } from '../deferred-overlay';
import { SpinnerIcon } from '../icons';
import { ModalContent, OverlayHeader } from '../overlay';
import { createEanDetector, type EanDetector } from './detector';
import { ScanFace, scanTriggerClass, useScanLabel } from './scan-button';
import type { ScanButtonProps } from './scan-button';

/** How often a camera frame is read (issue #15: "every ~200 ms"). */
export const SCAN_INTERVAL_MS = 200;

type CameraState = 'starting' | 'scanning' | 'noCamera' | 'loadFailed';
type PhotoState = 'idle' | 'reading' | 'notFound';

function hasCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The first valid EAN-13 among what the reader found. */
function firstEan(found: readonly { rawValue: string }[]): string | null {
  for (const item of found) {
    const ean = scannedEan13(item.rawValue);
    if (ean) return ean;
  }
  return null;
}

function Scanner({ onFound }: { onFound: (ean: string) => void }) {
  const t = useScanT();
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const detector = useRef<Promise<EanDetector> | null>(null);
  const found = useRef(onFound);
  const [camera, setCamera] = useState<CameraState>(() => (hasCamera() ? 'starting' : 'noCamera'));
  const [photo, setPhoto] = useState<PhotoState>('idle');

  useEffect(() => {
    found.current = onFound;
  }, [onFound]);

  const reader = () => {
    detector.current ??= createEanDetector().catch((error: unknown) => {
      detector.current = null;
      throw error;
    });
    return detector.current;
  };

  useEffect(() => {
    if (!hasCamera()) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = async (scan: EanDetector, video: HTMLVideoElement) => {
      if (stopped) return;
      // Frames only once the video has one (HAVE_CURRENT_DATA).
      if (video.readyState >= 2) {
        try {
          const ean = firstEan(await scan.detect(video));
          if (ean && !stopped) {
            stopped = true;
            stopTracks(stream);
            found.current(ean);
            return;
          }
        } catch {
          // A frame the reader could not take (the camera just changed size): the next one.
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(scan, video), SCAN_INTERVAL_MS);
    };

    // The video element of this opening, for the clean-up.
    const shown = videoRef.current;

    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        // Refused, no camera found, or the page is not a secure context.
        if (!stopped) setCamera('noCamera');
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stopTracks(stream);
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      if (stopped) return;
      setCamera('scanning');
      try {
        void tick(await reader(), video);
      } catch {
        if (!stopped) setCamera('loadFailed');
      }
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopTracks(stream);
      if (shown) shown.srcObject = null;
    };
    // The camera starts once per opening (reader() only reads a ref).
  }, []);

  async function readPhoto(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setPhoto('reading');
    try {
      const scan = await reader();
      // A decoded bitmap where the browser has createImageBitmap (the native reader wants one).
      const source = typeof createImageBitmap === 'function' ? await createImageBitmap(file) : file;
      const ean = firstEan(await scan.detect(source));
      if (ean) {
        found.current(ean);
        return;
      }
      setPhoto('notFound');
    } catch {
      setPhoto('notFound');
    } finally {
      // The same photo may be chosen again.
      input.value = '';
    }
  }

  const problem =
    camera === 'noCamera'
      ? t('scan.noCamera')
      : camera === 'loadFailed'
        ? t('scan.loadFailed')
        : null;

  return (
    <div className="mt-4 space-y-4">
      {camera === 'starting' ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-neutral-600">
          <SpinnerIcon className="size-4" />
          {t('scan.starting')}
        </p>
      ) : null}
      {problem ? (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {problem}
        </p>
      ) : null}
      {/* Mounted from the start so the stream has somewhere to go; shown once it plays. */}
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={t('scan.video')}
        hidden={camera !== 'scanning'}
        className="aspect-video w-full rounded-md bg-neutral-900 object-cover"
      />
      {camera === 'scanning' ? <p className="text-sm text-neutral-700">{t('scan.aim')}</p> : null}
      <div className="space-y-1">
        <p id={`${id}-hint`} className="text-sm text-neutral-700">
          {t('scan.photoHint')}
        </p>
        <label htmlFor={`${id}-photo`} className="block text-sm font-medium text-neutral-800">
          {t('scan.photo')}
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept="image/*"
          capture="environment"
          aria-describedby={`${id}-hint`}
          onChange={(event) => void readPhoto(event)}
          className="block w-full text-sm"
        />
        <div aria-live="polite" className="text-sm">
          {photo === 'reading' ? (
            <span className="inline-flex items-center gap-2 text-neutral-600">
              <SpinnerIcon className="size-4" />
              {t('scan.reading')}
            </span>
          ) : photo === 'notFound' ? (
            <span className="text-danger-700">{t('scan.notFound')}</span>
          ) : null}
        </div>
      </div>
      <div className="flex justify-end">
        <Dialog.Close type="button" className="btn-secondary">
          {t('scan.cancel')}
        </Dialog.Close>
      </div>
    </div>
  );
}

export function ScanDialog({
  onCode,
  label,
  stacked = false,
  initialOpen = false,
}: ScanButtonProps & InitialOpenProps) {
  const t = useScanT();
  const face = useScanLabel(label);
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={scanTriggerClass}>
        <ScanFace label={face} />
      </Dialog.Trigger>
      <ModalContent
        stacked={stacked}
        aria-describedby={undefined}
        className="max-h-[calc(100dvh-2rem)] max-w-md overflow-y-auto p-5 sm:p-6"
      >
        <OverlayHeader variant="modal" title={t('scan.title')} closeLabel={t('scan.close')} />
        {/* Each opening starts the camera afresh; closing unmounts it, which releases it. */}
        {open ? (
          <Scanner
            onFound={(ean) => {
              setOpen(false);
              void onCode(ean);
            }}
          />
        ) : null}
      </ModalContent>
    </Dialog.Root>
  );
}
