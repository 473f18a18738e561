// The overlay frame every Radix Dialog of the shop shares (SPEC §2 Overlays): "A backdrop shows
// when any overlay is open (darker for modals) and body scroll is locked; clicking the backdrop
// or pressing Escape closes everything when the backdrop is closable." Radix Dialog (modal) locks
// the body scroll, traps focus, closes on Escape and on a click outside the content, and gives
// focus back to its trigger; these pieces only add the one look of backdrop, sheet, modal box and
// header, so the overlays cannot drift apart. Each piece replaces Dialog.Portal + Dialog.Overlay +
// Dialog.Content; the caller keeps its Dialog.Root, trigger, texts and handlers. Whether a side
// panel exists at all (only with a session) is the layout's decision, not this module's.
// Only overlay modules loaded on first use import this one (ui/deferred-overlay.tsx, issue #11):
// a static import from a page's module would bring Radix back into its first load.
import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from './icons';

type ContentProps = ComponentProps<typeof Dialog.Content>;

/** 'panel' for side panels (sidebars), 'modal' for modal dialogs and modal sheets: darker. */
export type BackdropVariant = 'panel' | 'modal';

// Literal class names: Tailwind only generates classes it can read in the source.
const BACKDROP: Record<BackdropVariant, string> = {
  panel: 'bg-neutral-950/50',
  modal: 'bg-neutral-950/60',
};

// A dialog opened from inside another overlay (the confirm modal over the cart panel) sits
// above that overlay and its backdrop.
const LAYER = {
  base: { backdrop: 'z-40', content: 'z-50' },
  stacked: { backdrop: 'z-[55]', content: 'z-[56]' },
} as const;

function OverlayBackdrop({ variant, stacked }: { variant: BackdropVariant; stacked: boolean }) {
  const layer = LAYER[stacked ? 'stacked' : 'base'];
  return <Dialog.Overlay className={`fixed inset-0 ${layer.backdrop} ${BACKDROP[variant]}`} />;
}

const SIDE = { left: 'left-0', right: 'right-0' } as const;
const WIDTH = { sm: 'max-w-sm', md: 'max-w-md' } as const;

export type SidePanelContentProps = Omit<ContentProps, 'className'> & {
  /** Right for the header's side panels (account, cart, stores); left for the menu sheets. */
  side?: keyof typeof SIDE;
  width?: keyof typeof WIDTH;
  /** Side panels default to the lighter backdrop; modal sheets (categories, filters) pass 'modal'. */
  backdrop?: BackdropVariant;
};

/** A full-height sheet at one edge of the screen, with its backdrop. */
export function SidePanelContent({
  side = 'right',
  width = 'sm',
  backdrop = 'panel',
  ...props
}: SidePanelContentProps) {
  return (
    <Dialog.Portal>
      <OverlayBackdrop variant={backdrop} stacked={false} />
      <Dialog.Content
        {...props}
        className={`fixed inset-y-0 ${SIDE[side]} ${LAYER.base.content} flex w-full ${WIDTH[width]} flex-col bg-white shadow-xl focus:outline-none`}
      />
    </Dialog.Portal>
  );
}

export type ModalContentProps = ContentProps & {
  /** Opened from inside another overlay: drawn above it. */
  stacked?: boolean;
};

/**
 * A box centred on the screen over the darker backdrop. `className` adds the box's width
 * (`max-w-*`), padding and overflow.
 */
export function ModalContent({ stacked = false, className = '', ...props }: ModalContentProps) {
  const layer = LAYER[stacked ? 'stacked' : 'base'];
  return (
    <Dialog.Portal>
      <OverlayBackdrop variant="modal" stacked={stacked} />
      <Dialog.Content
        {...props}
        className={`fixed left-1/2 top-1/2 ${layer.content} w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white shadow-xl focus:outline-none ${className}`}
      />
    </Dialog.Portal>
  );
}

export interface OverlayHeaderProps {
  /** The dialog's title: Radix names the dialog by it. */
  title: ReactNode;
  /** Accessible name of the close button (an icon only). */
  closeLabel: string;
  /** Shown under the title (a company, a Dialog.Description). */
  children?: ReactNode;
  /** 'panel': a bordered band at the top of a side panel; 'modal': inside a padded modal box. */
  variant?: 'panel' | 'modal';
}

/** The title and the close button of a side panel or modal. */
export function OverlayHeader({
  title,
  closeLabel,
  children,
  variant = 'panel',
}: OverlayHeaderProps) {
  return (
    <div
      className={`flex items-start justify-between gap-4 ${
        variant === 'panel' ? 'border-b border-neutral-200 px-6 py-5' : ''
      }`}
    >
      <div className="min-w-0">
        <Dialog.Title className="text-lg font-semibold leading-snug text-neutral-900">
          {title}
        </Dialog.Title>
        {children}
      </div>
      <Dialog.Close
        aria-label={closeLabel}
        className="flex size-9 shrink-0 items-center justify-center rounded-md text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900"
      >
        <CloseIcon className="size-5" />
      </Dialog.Close>
    </div>
  );
}
