// The cart page (SPEC §2 Cart: /kosarica, /en/cart): the mode from the hash (#naročila orders,
// #povpraševanja inquiries; SPEC §4 Cart mode), the three steps with exactly one active, and
// placing the order or inquiry. What the checkout does (storing every choice on the basket, the
// routing check, reset, placing) is useCheckout's (use-checkout.ts), its state checkoutReducer's
// (checkout-state.ts); this file shows it.
import { CART_MODE_HASHES, cartModeFromHash, type CartMode } from '@gradnik/domain/checkout-steps';
import { STORE_PICKUP_DELIVERY_CODE } from '@gradnik/domain/constants';
import { storeIdForDelivery, transportCostApplies } from '@gradnik/domain/delivery';
import { formatDate } from '@gradnik/domain/format';
import { chosenPackages } from '@gradnik/domain/packages-by-date';
import { useCallback, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { BasketSeed } from '../../lib/basket-client';
import { href } from '../../route-table';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SpinnerIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/page-heading';
import { checkedTransportCost, routingBlocks } from './checkout-state';
import { DeliveryStep } from './delivery-step';
import { EanQuickAdd, LinesTable, Totals } from './lines-step';
import { RoutingSection, packageOptionsOf, problemsOf } from './routing-section';
import { ModeTabs, StepHeader } from './step-header';
import { PlacedView, SummaryStep } from './summary-step';
import { messagesOf, useCheckout } from './use-checkout';

/** The mode from the address hash, following hash changes (SPEC §2, §4). */
function useCartMode(): [CartMode, (mode: CartMode) => void] {
  const [mode, setMode] = useState<CartMode>('order');
  useEffect(() => {
    const read = () => setMode(cartModeFromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const select = useCallback((next: CartMode) => {
    window.location.hash = CART_MODE_HASHES[next];
  }, []);
  return [mode, select];
}

/**
 * `basket`: the order basket the route's loader read, or null (too slow, failed, or a navigation
 * in the browser): then the browser loads it, showing the loading line meanwhile. The server
 * renders the order mode (the hash is the browser's), so only that mode takes it.
 */
export function CartPage({ basket = null }: { basket?: BasketSeed | null }) {
  const t = useT();
  const [mode, selectMode] = useCartMode();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6">
      <PageHeading>{t('checkout.heading')}</PageHeading>
      <ModeTabs mode={mode} onSelect={selectMode} />
      {/* A new mode is a new checkout: its own basket, step and choices. */}
      <Checkout key={mode} mode={mode} seed={mode === 'order' ? basket : null} />
    </div>
  );
}

function Checkout({ mode, seed }: { mode: CartMode; seed: BasketSeed | null }) {
  const t = useT();
  const locale = useLocale();
  const checkout = useCheckout(mode, seed);
  const { state, basket, doc, code, lineActions } = checkout;
  const { step, info, busy, routing, placed, sending } = state;

  if (placed) {
    return (
      <PlacedView
        placed={placed}
        invoice={state.invoice}
        onInvoice={
          placed.data.attributes['order.kind'] === 'order' ? checkout.requestInvoice : null
        }
        onNew={checkout.startNew}
      />
    );
  }

  if (basket.isPending || (doc && !info)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-700">
        <SpinnerIcon className="size-4" />
        {t('checkout.loading')}
      </p>
    );
  }
  if (!doc || !info) {
    return (
      <div role="alert" className="space-y-2">
        <p className="text-sm text-danger-700">
          {[t('checkout.loadFailed'), ...messagesOf(basket.error)].join(' ')}
        </p>
        <button
          type="button"
          onClick={() => void basket.refetch()}
          className="rounded-md border border-neutral-300 px-3 py-1.5 text-sm"
        >
          {t('checkout.retry')}
        </button>
      </div>
    );
  }

  const notAllowed = mode === 'inquiry' && !doc.meta.inquiriesAllowed;
  const empty = doc.included.length === 0;
  const problems = new Map([...problemsOf(routing), ...state.refused]);
  const needsStore = code !== null && storeIdForDelivery(code, info.deliveryLocationID) === null;
  const nextDisabled =
    busy ||
    empty ||
    notAllowed ||
    (step === 2 &&
      (routingBlocks(state, mode) ||
        needsStore ||
        !checkout.deliveryMethods ||
        !checkout.paymentMethods));
  const packagesText =
    routing.status === 'done'
      ? chosenPackages(packageOptionsOf(routing.result, doc.included), info.deliveryType)
          .map((p) => t('checkout.packages.package', { date: formatDate(p.date) }))
          .join('; ')
      : null;
  const storeName =
    code === STORE_PICKUP_DELIVERY_CODE
      ? (checkout.stores?.find((store) => store.id === info.deliveryLocationID)?.name ?? null)
      : null;

  return (
    <div className="space-y-6">
      <StepHeader
        mode={mode}
        step={step}
        onReset={() => void checkout.reset()}
        resetDisabled={busy || sending}
      />
      {notAllowed ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t('checkout.inquiriesNotAllowed')}
        </p>
      ) : null}

      {step === 1 ? (
        <div className="space-y-4">
          {empty ? (
            <div className="space-y-2 rounded-lg border border-neutral-200 bg-white p-6 text-center">
              <p className="text-neutral-700">
                {t(mode === 'order' ? 'checkout.empty.order' : 'checkout.empty.inquiry')}
              </p>
              <Link to={href('home', locale)} className="font-semibold text-brand-900 underline">
                {t('checkout.backToShop')}
              </Link>
            </div>
          ) : (
            <>
              <LinesTable
                document={doc}
                mode={mode}
                problems={problems}
                actions={lineActions}
                busy={busy}
              />
              <div className="flex flex-wrap items-start justify-between gap-4">
                <button
                  type="button"
                  onClick={checkout.askClear}
                  disabled={busy}
                  className="rounded-md border border-danger-600 px-3 py-1.5 text-sm text-danger-700 hover:bg-danger-50 disabled:opacity-50"
                >
                  {t(mode === 'order' ? 'checkout.clear.order' : 'checkout.clear.inquiry')}
                </button>
                <Totals document={doc} showCosts={false} />
              </div>
            </>
          )}
          {notAllowed ? null : <EanQuickAdd onAdd={checkout.addByEan} />}
        </div>
      ) : null}

      {step === 2 ? (
        <DeliveryStep
          info={info}
          deliveryMethods={checkout.deliveryMethods}
          paymentMethods={checkout.paymentMethods}
          recipients={checkout.recipients}
          payers={checkout.payers}
          stores={checkout.stores}
          onDeliveryMethod={(method) => void checkout.chooseDelivery(method)}
          onPaymentMethod={(method) => void checkout.choosePayment(method)}
          onRecipient={(choiceId) => void checkout.chooseAddress('delivery', choiceId)}
          onPayer={(choiceId) => void checkout.chooseAddress('payment', choiceId)}
          onCarLift={(needCarLift) => void checkout.chooseCarLift(needCarLift)}
          onStore={(storeId) => void checkout.chooseStore(storeId)}
          onSaveLocation={checkout.saveLocation}
          onReference={(text) => checkout.typeText('customerref', text)}
          onNote={(text) => checkout.typeText('comment', text)}
          disabled={busy}
        >
          {mode === 'order' ? (
            <RoutingSection
              mode={mode}
              document={doc}
              state={routing}
              deliveryType={info.deliveryType}
              transportCost={checkedTransportCost(state)}
              onDeliveryType={(type) => void checkout.chooseDeliveryType(type)}
              onCheck={() => void checkout.runRouting(info)}
              actions={lineActions}
              busy={busy}
            />
          ) : null}
        </DeliveryStep>
      ) : null}

      {step === 3 ? (
        <PlaceStep
          onPlace={(idempotencyKey) => void checkout.place(idempotencyKey)}
          render={(onPlace) => (
            <SummaryStep
              mode={mode}
              document={doc}
              info={info}
              deliveryName={checkout.delivery?.name ?? null}
              paymentName={checkout.payment?.name ?? null}
              recipient={checkout.chosenRecipient}
              payer={checkout.chosenPayer}
              showSiteDelivery={code !== null && transportCostApplies(code)}
              storeName={storeName}
              packagesText={packagesText}
              canPlace={!empty && !notAllowed && !busy}
              sending={sending}
              onPlace={onPlace}
            />
          )}
        />
      ) : null}

      <div className="flex justify-between gap-4">
        {step > 1 ? (
          <button
            type="button"
            onClick={checkout.goBack}
            disabled={sending}
            className="rounded-md border border-neutral-300 px-4 py-2 text-sm"
          >
            {t('checkout.back')}
          </button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <button
            type="button"
            onClick={checkout.goNext}
            disabled={nextDisabled}
            className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {t('checkout.next')}
          </button>
        ) : null}
      </div>

      <ConfirmDialog
        open={state.clearing}
        title={t(mode === 'order' ? 'checkout.clear.order' : 'checkout.clear.inquiry')}
        message={t('checkout.clear.message')}
        onCancel={checkout.cancelClear}
        onConfirm={checkout.confirmClear}
      />
    </div>
  );
}

/** Step 3 as one visit: the idempotency key is made when the step is entered. */
function PlaceStep({
  onPlace,
  render,
}: {
  onPlace: (idempotencyKey: string) => void;
  render: (onPlace: () => void) => ReactNode;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return <>{render(() => onPlace(idempotencyKey))}</>;
}
