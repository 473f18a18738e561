// The barcode scan button (issue #15 "camera barcode scan: a scan button on the quick-order pad,
// the cart's quick add by EAN, and the favourites page opens the phone's camera"; decision 041).
// Only this button is in a page's JavaScript — the cart page is at its first-load budget — so it
// is a plain button whose first click loads the dialog (scan-dialog.tsx: Radix, the camera, the
// reader and its texts; ui/deferred-overlay.tsx), which then replaces it by its own trigger,
// open. Its one word is here, not in the main catalogue: a catalogue key would cost every page.
import type { Locale } from '@gradnik/domain/locale';
import { useLocale } from '../../i18n/i18n-context';
import { DeferredDialog, deferOverlay } from '../deferred-overlay';

export interface ScanButtonProps {
  /** Called with a valid EAN-13 once one is read; the dialog has closed by then. */
  onCode: (ean: string) => unknown;
  /** The button's text; default 'Skeniraj' / 'Scan'. */
  label?: string;
  /** Drawn above another modal. */
  stacked?: boolean;
}

const LABEL: Record<Locale, string> = { sl: 'Skeniraj', en: 'Scan' };

export const scanTriggerClass = 'btn-secondary';

/** The button's face, the same before and after the dialog has loaded. */
export function ScanFace({ label }: { label: string }) {
  return (
    <>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.75}
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
        className="size-4"
      >
        <path d="M3 7V5a2 2 0 0 1 2-2h2M17 3h2a2 2 0 0 1 2 2v2M21 17v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2M7 8v8M10 8v8M13 8v8M17 8v8" />
      </svg>
      {label}
    </>
  );
}

export function useScanLabel(label: string | undefined): string {
  const locale = useLocale();
  return label ?? LABEL[locale];
}

const scanDialog = deferOverlay(() => import('./scan-dialog').then((m) => m.ScanDialog));

export function ScanButton(props: ScanButtonProps) {
  const label = useScanLabel(props.label);
  return (
    <DeferredDialog
      overlay={scanDialog}
      props={props}
      trigger={{ className: scanTriggerClass, children: <ScanFace label={label} /> }}
    />
  );
}
