// The header's cart 'Košarica' and inquiry buttons (SPEC §2 Side panels) with the line count on
// each. Their side panels (basket-panel.tsx) load on a button's first use
// (ui/deferred-overlay.tsx, issue #11). Rendered only with a session (the layout composes them in).
import type { BasketId } from '@gradnik/contracts/basket';
import { useT } from '../../i18n/i18n-context';
import { useBasket } from '../../lib/basket-client';
import { useHydrated } from '../../lib/use-hydrated';
import { ClosedTrigger, DeferredDialog, deferOverlay } from '../../ui/deferred-overlay';
import { CartIcon, InquiryIcon } from '../../ui/icons';

export type Kind = 'cart' | 'inquiry';
export const BASKET_OF: Record<Kind, BasketId> = { cart: 'default', inquiry: 'inquiry' };

export const TRIGGER_CLASS =
  'relative flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100';

/** The header button's name: 'Košarica (n)', or no count while the basket is not loaded. */
export function useTriggerName(kind: Kind, count: number | undefined): string {
  const t = useT();
  return count === undefined
    ? t(kind === 'cart' ? 'basket.cartTriggerPending' : 'basket.inquiryTriggerPending')
    : t(kind === 'cart' ? 'basket.cartTrigger' : 'basket.inquiryTrigger', { count });
}

export function TriggerFace({ kind, count }: { kind: Kind; count: number | undefined }) {
  const Icon = kind === 'cart' ? CartIcon : InquiryIcon;
  return (
    <>
      <Icon className="size-6" />
      {count !== undefined && count > 0 ? (
        <span
          aria-hidden="true"
          data-testid={`${kind}-count`}
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count}
        </span>
      ) : null}
    </>
  );
}

/** The button as the server renders it (no basket loaded yet): no panel, no query. */
function ServerTrigger({ kind }: { kind: Kind }) {
  const name = useTriggerName(kind, undefined);
  return (
    <ClosedTrigger aria-label={name} title={name} className={TRIGGER_CLASS}>
      <TriggerFace kind={kind} count={undefined} />
    </ClosedTrigger>
  );
}

const basketPanel = deferOverlay(() => import('./basket-panel').then((m) => m.BasketPanel));

/**
 * The button after hydration: the count from the same cached query the panel reads. Until the
 * basket has loaded the button names no count rather than a wrong '(0)'.
 */
function BasketButton({ kind }: { kind: Kind }) {
  const basket = useBasket(BASKET_OF[kind]);
  const count = basket.data?.data.attributes.count;
  const name = useTriggerName(kind, count);
  return (
    <DeferredDialog
      overlay={basketPanel}
      props={{ kind }}
      trigger={{
        'aria-label': name,
        title: name,
        className: TRIGGER_CLASS,
        children: <TriggerFace kind={kind} count={count} />,
      }}
    />
  );
}

/**
 * The header's 'Košarica' and 'Povpraševanje' buttons, each with its side panel. The server
 * renders the two buttons alone (ui/deferred-overlay ClosedTrigger); the basket queries mount
 * with hydration, the panels on first use.
 */
export function BasketPanels() {
  const hydrated = useHydrated();
  const Panel = hydrated ? BasketButton : ServerTrigger;
  return (
    <>
      <Panel kind="cart" />
      <Panel kind="inquiry" />
    </>
  );
}
