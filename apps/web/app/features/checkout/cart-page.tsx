// The cart page (SPEC §2 Cart: /kosarica, /en/cart): the mode from the hash (#naročila orders,
// #povpraševanja inquiries; SPEC §4 Cart mode), the three steps with exactly one active, and
// placing the order or inquiry. The basket is the server's (useBasket); the order info the
// buyer chooses is kept here as the domain's OrderInfo and stored on the basket with every
// change (PATCH order.info / service / address / comment / customerref), so a reload loses
// nothing. Every failure shows the server's SPEC §8 messages and keeps what was entered.
import type {
  BasketDocument,
  BasketId,
  BasketLine,
  PartnerAddress,
  ServiceResource,
} from '@gradnik/contracts/basket';
import type { PlacedOrderDocument } from '@gradnik/contracts/order';
import type { BasketConflict } from '@gradnik/contracts/basket-conflict';
import { cartMessageText } from '@gradnik/domain/adding';
import {
  CART_MODE_HASHES,
  cartModeFromHash,
  nextStep,
  previousStep,
  resetOrderInfo,
  type CartMode,
  type CheckoutStep,
  type OrderInfo,
} from '@gradnik/domain/checkout-steps';
import { ONINPUT_DEBOUNCE_MS, STORE_PICKUP_DELIVERY_CODE } from '@gradnik/domain/constants';
import {
  deliveryCodeOf,
  effectiveDeliveryMethod,
  onDeliveryMethodSaved,
  storeIdForDelivery,
  transportCostApplies,
  type DeliveryMethod,
} from '@gradnik/domain/delivery';
import { formatCurrency, formatDate } from '@gradnik/domain/format';
import { chosenPackages, type DeliveryType } from '@gradnik/domain/packages-by-date';
import { activeChoice, buildPayers, buildRecipients, selectOnly } from '@gradnik/domain/recipients';
import type { SpecialDeliveryLocation } from '@gradnik/domain/special-delivery-location';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { ShopApiError, basketQueryKey, useBasket, useShopCaller } from '../../lib/basket-client';
import { useBasketMutations } from '../../lib/basket-mutations';
import { asContract } from '../../lib/contract';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SpinnerIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/page-heading';
import {
  checkRouting,
  createInvoice,
  fetchAddresses,
  fetchServices,
  fetchStores,
  findProductByEan,
  moveLines,
  patchBasketAddress,
  patchBasketInfo,
  patchBasketInfoOnLeave,
  patchBasketService,
  placeBasket,
} from './checkout-api';
import { DeliveryStep } from './delivery-step';
import {
  EanQuickAdd,
  LinesTable,
  Totals,
  type EanAddOutcome,
  type LineActions,
  type LineProblem,
} from './lines-step';
import { basketInfoOf, orderInfoFromBasket } from './order-info';
import { RoutingSection, packageOptionsOf, problemsOf, type RoutingState } from './routing-section';
import { ModeTabs, StepHeader } from './step-header';
import { placeBody } from './place-body';
import { PlacedView, SummaryStep } from './summary-step';

/** SPEC §3 Delivery/payment method {value, name, price, code, active} from a service resource. */
export function methodOf(service: ServiceResource): DeliveryMethod {
  const a = service.attributes;
  return {
    value: service.id,
    name: a['service.label'],
    price: a['service.price'],
    code: a['service.code'],
    active: a['service.active'],
  };
}

function messagesOf(error: unknown): readonly string[] {
  return error instanceof ShopApiError ? error.messages : [];
}

/** The line flags of a refused placing (409, the shared contract basket-conflict.ts). */
export function conflictProblems(conflict: BasketConflict['conflict']): Map<string, LineProblem> {
  return new Map(
    conflict.lines.map((line) => [
      line.id,
      { code: line.error, newPrice: line.priceForPartnerRetailUnit },
    ]),
  );
}

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

export function CartPage() {
  const t = useT();
  const [mode, selectMode] = useCartMode();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6">
      <PageHeading>{t('checkout.heading')}</PageHeading>
      <ModeTabs mode={mode} onSelect={selectMode} />
      {/* A new mode is a new checkout: its own basket, step and choices. */}
      <Checkout key={mode} mode={mode} />
    </div>
  );
}

function Checkout({ mode }: { mode: CartMode }) {
  const t = useT();
  const locale = useLocale();
  const id: BasketId = mode === 'order' ? 'default' : 'inquiry';
  const basket = useBasket(id);
  const mutations = useBasketMutations(id);
  const { token, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const key = basketQueryKey(id, userKey, locale);
  const options = useMemo(() => ({ token, locale }), [token, locale]);
  const doc = basket.data;

  const [step, setStep] = useState<CheckoutStep>(1);
  const [info, setInfo] = useState<OrderInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [routing, setRouting] = useState<RoutingState>({ status: 'idle' });
  // The lines a placing was refused for (409), until the lines or the routing check change.
  const [refused, setRefused] = useState<ReadonlyMap<string, LineProblem>>(new Map());
  const [placed, setPlaced] = useState<PlacedOrderDocument | null>(null);
  const [invoice, setInvoice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [clearing, setClearing] = useState(false);
  // The order info comes from the basket once; after that the buyer's edits lead.
  if (doc && info === null) setInfo(orderInfoFromBasket(doc));

  const showErrors = useCallback(
    (error: unknown, fallback?: string) => {
      const messages = messagesOf(error);
      for (const title of messages.length > 0 ? messages : [fallback ?? t('checkout.loadFailed')]) {
        showAlert({ mode: 'error', title });
      }
    },
    [showAlert, t],
  );

  const keep = useCallback(
    (document: BasketDocument) => queryClient.setQueryData(key, document),
    [queryClient, key],
  );

  /** Runs a basket call and stores its answer; false (with the alerts shown) on failure. */
  const persist = useCallback(
    async (call: () => Promise<BasketDocument>, fallback?: string): Promise<boolean> => {
      try {
        keep(await call());
        return true;
      } catch (error) {
        showErrors(error, fallback);
        return false;
      }
    },
    [keep, showErrors],
  );

  // ------------------------------------------------------------------------------------------
  // Step changes scroll to the top (SPEC §4).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [step]);

  // ------------------------------------------------------------------------------------------
  // Step 2 data: services, addresses, stores (loaded from step 2 on, cached for the visit).
  const needChoices = token !== null && step >= 2;
  const deliveryQuery = useQuery({
    queryKey: ['checkout', 'services', 'delivery', userKey, locale],
    queryFn: ({ signal }) => fetchServices('delivery', { ...options, signal }),
    enabled: needChoices,
    staleTime: 300_000,
  });
  const paymentQuery = useQuery({
    queryKey: ['checkout', 'services', 'payment', userKey, locale],
    queryFn: ({ signal }) => fetchServices('payment', { ...options, signal }),
    enabled: needChoices,
    staleTime: 300_000,
  });
  const recipientQuery = useQuery({
    queryKey: ['checkout', 'addresses', 'delivery', userKey],
    queryFn: ({ signal }) => fetchAddresses('delivery', { ...options, signal }),
    enabled: needChoices,
    staleTime: 300_000,
  });
  const payerQuery = useQuery({
    queryKey: ['checkout', 'addresses', 'payment', userKey],
    queryFn: ({ signal }) => fetchAddresses('payment', { ...options, signal }),
    enabled: needChoices,
    staleTime: 300_000,
  });
  const deliveryMethods = useMemo(() => deliveryQuery.data?.map(methodOf), [deliveryQuery.data]);
  const paymentMethods = useMemo(() => paymentQuery.data?.map(methodOf), [paymentQuery.data]);
  const recipients = useMemo(
    () => (recipientQuery.data ? buildRecipients(recipientQuery.data) : undefined),
    [recipientQuery.data],
  );
  const payers = useMemo(
    () => (payerQuery.data ? buildPayers(payerQuery.data) : undefined),
    [payerQuery.data],
  );
  const delivery =
    deliveryMethods && info ? effectiveDeliveryMethod(deliveryMethods, info.deliveryMethod) : null;
  const payment =
    paymentMethods && info ? effectiveDeliveryMethod(paymentMethods, info.paymentMethod) : null;
  const code = delivery ? deliveryCodeOf(delivery) : null;
  const storesQuery = useQuery({
    queryKey: ['checkout', 'stores', locale],
    queryFn: ({ signal }) => fetchStores({ ...options, signal }),
    enabled: needChoices && code === STORE_PICKUP_DELIVERY_CODE,
    staleTime: 300_000,
  });
  const chosenRecipient = recipients
    ? activeChoice(info?.recipient ? selectOnly(recipients, info.recipient) : recipients)
    : null;
  const chosenPayer = payers
    ? activeChoice(info?.payer ? selectOnly(payers, info.payer) : payers)
    : null;

  // ------------------------------------------------------------------------------------------
  // Saving the order info.
  const saveInfo = useCallback(
    (next: OrderInfo) => {
      setInfo(next);
      return persist(() => patchBasketInfo(id, { info: basketInfoOf(next) }, options));
    },
    [id, options, persist],
  );

  // Reference number and note are typed: stored 500 ms after the last keystroke (SPEC §9), and
  // at once when the step is left or the page unmounts.
  const pendingText = useRef<{ customerref?: string; comment?: string }>({});
  const textTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const flushText = useCallback(async () => {
    if (textTimer.current) clearTimeout(textTimer.current);
    textTimer.current = null;
    const patch = pendingText.current;
    pendingText.current = {};
    if (patch.customerref === undefined && patch.comment === undefined) return true;
    return persist(() => patchBasketInfo(id, patch, options));
  }, [id, options, persist]);
  const typeText = (field: 'customerref' | 'comment', text: string) => {
    setInfo((current) =>
      current
        ? { ...current, [field === 'customerref' ? 'referenceNumber' : 'note']: text }
        : current,
    );
    pendingText.current = { ...pendingText.current, [field]: text };
    if (textTimer.current) clearTimeout(textTimer.current);
    textTimer.current = setTimeout(() => void flushText(), ONINPUT_DEBOUNCE_MS);
  };
  const flushRef = useRef(flushText);
  useEffect(() => {
    flushRef.current = flushText;
  }, [flushText]);
  useEffect(() => () => void flushRef.current(), []);
  useEffect(() => {
    const leave = () => {
      const patch = pendingText.current;
      if (patch.customerref === undefined && patch.comment === undefined) return;
      pendingText.current = {};
      patchBasketInfoOnLeave(id, patch, options);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [id, options]);

  // ------------------------------------------------------------------------------------------
  // The routing check (orders only: an inquiry asks for an offer, it has no delivery to check).
  const routingSeq = useRef(0);
  const runRouting = useCallback(
    async (current: OrderInfo) => {
      if (mode !== 'order') return;
      const seq = ++routingSeq.current;
      setRouting({ status: 'checking' });
      try {
        const answer = await checkRouting(id, basketInfoOf(current), options);
        if (seq !== routingSeq.current) return;
        setRefused(new Map());
        setRouting({ status: 'done', result: answer.data });
        // The transport cost of the check is part of the basket's totals now.
        void queryClient.invalidateQueries({ queryKey: key });
      } catch (error) {
        if (seq === routingSeq.current)
          setRouting({ status: 'failed', messages: messagesOf(error) });
      }
    },
    [id, key, mode, options, queryClient],
  );

  // Entering step 2: the methods shown as chosen (SPEC §4: first active when none) are stored,
  // so the routing check and the order use what the buyer sees; then the check runs.
  const prepared = useRef(false);
  useEffect(() => {
    if (step !== 2) {
      prepared.current = false;
      return;
    }
    if (prepared.current || !doc || !info || !deliveryMethods || !paymentMethods) return;
    prepared.current = true;
    void (async () => {
      let next = info;
      const d = effectiveDeliveryMethod(deliveryMethods, info.deliveryMethod);
      const p = effectiveDeliveryMethod(paymentMethods, info.paymentMethod);
      if (d && doc.data.attributes['order.service'].delivery !== d.value) {
        await persist(() => patchBasketService(id, 'delivery', d.value, options));
        next = onDeliveryMethodSaved({ ...next, deliveryMethod: d.value }, deliveryCodeOf(d));
      }
      if (p && doc.data.attributes['order.service'].payment !== p.value) {
        await persist(() => patchBasketService(id, 'payment', p.value, options));
        next = { ...next, paymentMethod: p.value };
      }
      if (next !== info) await saveInfo(next);
      await runRouting(next);
    })();
  }, [
    step,
    doc,
    info,
    deliveryMethods,
    paymentMethods,
    id,
    options,
    persist,
    saveInfo,
    runRouting,
  ]);

  const staleRouting = () => {
    routingSeq.current++;
    setRouting({ status: 'idle' });
    setRefused(new Map());
  };

  // ------------------------------------------------------------------------------------------
  // Step 2 choices.
  const rawAddress = (list: readonly PartnerAddress[] | undefined, choiceId: string) =>
    list?.find((address) => String(address.id) === choiceId);

  const chooseDelivery = async (method: DeliveryMethod) => {
    if (!info) return;
    // SPEC §4: a code other than 4 clears car lift and special location on save.
    const next = onDeliveryMethodSaved({ ...info, deliveryMethod: method.value }, method.code);
    setInfo(next);
    setBusy(true);
    const ok =
      (await persist(() => patchBasketService(id, 'delivery', method.value, options))) &&
      (await saveInfo(next));
    setBusy(false);
    if (ok) await runRouting(next);
  };
  const choosePayment = async (method: DeliveryMethod) => {
    if (!info) return;
    setInfo({ ...info, paymentMethod: method.value });
    await persist(() => patchBasketService(id, 'payment', method.value, options));
  };
  const chooseAddress = async (type: 'delivery' | 'payment', choiceId: string) => {
    if (!info) return;
    const next =
      type === 'delivery' ? { ...info, recipient: choiceId } : { ...info, payer: choiceId };
    const ok = await saveInfo(next);
    const address = rawAddress(
      type === 'delivery' ? recipientQuery.data : payerQuery.data,
      choiceId,
    );
    if (ok && address) await persist(() => patchBasketAddress(id, type, address, options));
    if (ok && type === 'delivery') await runRouting(next);
  };
  const chooseStore = async (storeId: string | null) => {
    if (!info) return;
    const next = { ...info, deliveryLocationID: storeId };
    if (await saveInfo(next)) await runRouting(next);
  };
  const saveLocation = async (location: SpecialDeliveryLocation) => {
    if (!info) return false;
    const next = { ...info, specialDeliveryLocation: location };
    const ok = await saveInfo(next);
    if (ok) void runRouting(next);
    return ok;
  };
  const chooseDeliveryType = async (deliveryType: DeliveryType) => {
    if (!info) return;
    const dates =
      routing.status === 'done' && doc
        ? chosenPackages(packageOptionsOf(routing.result, doc.included), deliveryType).map(
            (p) => p.date,
          )
        : [];
    await saveInfo({ ...info, deliveryType, package: dates.length > 0 ? dates.join(',') : null });
  };

  // ------------------------------------------------------------------------------------------
  // Line actions (step 1 and the routing check).
  const lineActions: LineActions = {
    onQuantity: (line, quantity) => {
      staleRouting();
      void persist(() => mutations.updateLine(line.id, { quantity }));
    },
    onNote: (line, note) => void persist(() => mutations.updateLine(line.id, { note })),
    onRemove: async (line: BasketLine) => {
      staleRouting();
      // SPEC §8: a failed removal says 'nekaj je šlo narobe'.
      try {
        await mutations.removeLines([line.id]);
      } catch {
        showAlert({ mode: 'error', title: cartMessageText('cart.removeFailed', locale) });
      }
    },
    onAcceptPrice: (line) => {
      if (!info) return;
      setBusy(true);
      void persist(() => mutations.updateLine(line.id, { acceptPrice: true })).then(async (ok) => {
        setBusy(false);
        if (ok) await runRouting(info);
      });
    },
    onMoveToInquiry: (line) => {
      if (!info) return;
      setBusy(true);
      void (async () => {
        try {
          const inquiry = await moveLines('inquiry', 'default', [line.id], options);
          queryClient.setQueryData(basketQueryKey('inquiry', userKey, locale), inquiry);
          await queryClient.invalidateQueries({ queryKey: key });
          setBusy(false);
          if (step === 2) await runRouting(info);
          else staleRouting();
        } catch (error) {
          setBusy(false);
          showErrors(error);
        }
      })();
    },
  };

  const addByEan = async (ean: string): Promise<EanAddOutcome> => {
    try {
      const match = await findProductByEan(ean, options);
      if (!match) return 'unknown';
      await mutations.add([
        { attributes: { 'product.id': match.id, quantity: match.minimumRetail } },
      ]);
      staleRouting();
      showAlert({
        mode: 'success',
        title: cartMessageText(
          mode === 'order' ? 'cart.addedToCart' : 'cart.addedToInquiry',
          locale,
        ),
      });
      return 'added';
    } catch (error) {
      showErrors(
        error,
        cartMessageText(
          mode === 'order' ? 'cart.addToCartFailed' : 'cart.addToInquiryFailed',
          locale,
        ),
      );
      return 'failed';
    }
  };

  // ------------------------------------------------------------------------------------------
  // Reset (SPEC §4): step 1, and delivery, package, payment, payer, recipient, reference
  // number and note cleared — and stored cleared. The basket API has no "no service"; the
  // stored services become what "none chosen" shows (the first active method).
  const reset = async () => {
    if (!info) return;
    if (textTimer.current) clearTimeout(textTimer.current);
    pendingText.current = {};
    const next = resetOrderInfo({ step, info }).info;
    setInfo(next);
    setStep(1);
    staleRouting();
    await persist(() =>
      patchBasketInfo(id, { info: basketInfoOf(next), comment: '', customerref: '' }, options),
    );
    const firstDelivery = deliveryMethods ? effectiveDeliveryMethod(deliveryMethods, null) : null;
    const firstPayment = paymentMethods ? effectiveDeliveryMethod(paymentMethods, null) : null;
    if (firstDelivery)
      await persist(() => patchBasketService(id, 'delivery', firstDelivery.value, options));
    if (firstPayment)
      await persist(() => patchBasketService(id, 'payment', firstPayment.value, options));
  };

  // ------------------------------------------------------------------------------------------
  // Placing (SPEC §7 mode insert): one key per step-3 visit makes a double click one order.
  const placing = useRef(false);
  const place = async (idempotencyKey: string) => {
    if (!info || !doc || placing.current) return;
    placing.current = true;
    setSending(true);
    try {
      await flushText();
      const body = placeBody({
        mode,
        info,
        code,
        recipient: chosenRecipient,
        payer: chosenPayer,
        recipientAddresses: recipientQuery.data,
        payerAddresses: payerQuery.data,
        routing,
        transportCosts: doc.data.attributes['order.costs'],
      });
      const answer = await placeBasket(id, body, idempotencyKey, options);
      setPlaced(answer);
      if (mode === 'inquiry') {
        showAlert({ mode: 'success', title: cartMessageText('cart.inquirySent', locale) });
      }
      setInfo(null);
      setStep(1);
      staleRouting();
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      // The 409 of placing is a BasketConflict or a plain API error (basket schemas: a union);
      // only the conflict carries `conflict` (basket-conflict.ts).
      const refusal =
        error instanceof ShopApiError &&
        error.status === 409 &&
        typeof error.body === 'object' &&
        error.body !== null &&
        'conflict' in error.body
          ? await asContract('basketConflict', error.body)
          : null;
      if (refusal) {
        const { conflict } = refusal;
        const transport = conflict.transport;
        if (transport) {
          // The new figure: shown at once, and in the summary's totals once the basket reloads.
          showAlert({
            mode: 'error',
            title: t('checkout.transportChanged', {
              amount: formatCurrency(transport.current ?? 0, locale),
            }),
          });
          setRouting((current) =>
            current.status === 'done'
              ? {
                  status: 'done',
                  result: {
                    ...current.result,
                    transportCosts: transport.current,
                    transportCostsTax: transport.currentTax,
                  },
                }
              : current,
          );
        }
        await queryClient.invalidateQueries({ queryKey: key });
        if (conflict.lines.length > 0) {
          // Lines the buyer did not see this way: back to the lines, each flagged.
          setRefused(conflictProblems(conflict));
          showAlert({
            mode: 'error',
            title: t(
              conflict.lines.some((line) => line.error === 'price_changed')
                ? 'checkout.priceChanged'
                : 'checkout.stockChanged',
            ),
          });
          setStep(1);
        }
      } else if (mode === 'inquiry') {
        // SPEC §8: the inquiry failure text also follows the server's first message.
        for (const title of [
          ...messagesOf(error).slice(0, 1),
          cartMessageText('cart.inquirySendFailed', locale),
        ]) {
          showAlert({ mode: 'error', title });
        }
      } else {
        showErrors(error);
      }
    } finally {
      placing.current = false;
      setSending(false);
    }
  };

  // ------------------------------------------------------------------------------------------
  if (placed) {
    return (
      <PlacedView
        placed={placed}
        invoice={invoice}
        onInvoice={
          placed.data.attributes['order.kind'] === 'order'
            ? () =>
                void createInvoice(placed.data.id, options).then(
                  (answer) =>
                    setInvoice(
                      answer.data.attributes['order.invoice'] ??
                        answer.data.attributes['order.number'],
                    ),
                  (error: unknown) => showErrors(error),
                )
            : null
        }
        onNew={() => {
          setPlaced(null);
          setInvoice(null);
        }}
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
  const problems = new Map([...problemsOf(routing), ...refused]);
  const needsStore = code !== null && storeIdForDelivery(code, info.deliveryLocationID) === null;
  const routingBlocks = mode === 'order' && (routing.status !== 'done' || routing.result.hasErrors);
  const nextDisabled =
    busy ||
    empty ||
    notAllowed ||
    (step === 2 && (routingBlocks || needsStore || !deliveryMethods || !paymentMethods));
  // The API's figure, computed by its one rule (SPEC §4: code 4, none for wholesale partners).
  const transportCost = routing.status === 'done' ? routing.result.transportCosts : null;
  const packagesText =
    routing.status === 'done'
      ? chosenPackages(packageOptionsOf(routing.result, doc.included), info.deliveryType)
          .map((p) => t('checkout.packages.package', { date: formatDate(p.date) }))
          .join('; ')
      : null;
  const storeName =
    code === STORE_PICKUP_DELIVERY_CODE
      ? (storesQuery.data?.find((store) => store.id === info.deliveryLocationID)?.name ?? null)
      : null;

  return (
    <div className="space-y-6">
      <StepHeader
        mode={mode}
        step={step}
        onReset={() => void reset()}
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
                  onClick={() => setClearing(true)}
                  disabled={busy}
                  className="rounded-md border border-danger-600 px-3 py-1.5 text-sm text-danger-700 hover:bg-danger-50 disabled:opacity-50"
                >
                  {t(mode === 'order' ? 'checkout.clear.order' : 'checkout.clear.inquiry')}
                </button>
                <Totals document={doc} showCosts={false} />
              </div>
            </>
          )}
          {notAllowed ? null : <EanQuickAdd onAdd={addByEan} />}
        </div>
      ) : null}

      {step === 2 ? (
        <DeliveryStep
          info={info}
          deliveryMethods={deliveryMethods}
          paymentMethods={paymentMethods}
          recipients={recipients}
          payers={payers}
          stores={storesQuery.data}
          onDeliveryMethod={(method) => void chooseDelivery(method)}
          onPaymentMethod={(method) => void choosePayment(method)}
          onRecipient={(choiceId) => void chooseAddress('delivery', choiceId)}
          onPayer={(choiceId) => void chooseAddress('payment', choiceId)}
          onCarLift={(needCarLift) => void saveInfo({ ...info, needCarLift })}
          onStore={(storeId) => void chooseStore(storeId)}
          onSaveLocation={saveLocation}
          onReference={(text) => typeText('customerref', text)}
          onNote={(text) => typeText('comment', text)}
          disabled={busy}
        >
          {mode === 'order' ? (
            <RoutingSection
              mode={mode}
              document={doc}
              state={routing}
              deliveryType={info.deliveryType}
              transportCost={transportCost}
              onDeliveryType={(type) => void chooseDeliveryType(type)}
              onCheck={() => void runRouting(info)}
              actions={lineActions}
              busy={busy}
            />
          ) : null}
        </DeliveryStep>
      ) : null}

      {step === 3 ? (
        <PlaceStep
          onPlace={(idempotencyKey) => void place(idempotencyKey)}
          render={(onPlace) => (
            <SummaryStep
              mode={mode}
              document={doc}
              info={info}
              deliveryName={delivery?.name ?? null}
              paymentName={payment?.name ?? null}
              recipient={chosenRecipient}
              payer={chosenPayer}
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
            onClick={() => {
              void flushText();
              setStep(previousStep(step));
            }}
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
            onClick={() => {
              void flushText();
              setStep(nextStep(step));
            }}
            disabled={nextDisabled}
            className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
          >
            {t('checkout.next')}
          </button>
        ) : null}
      </div>

      <ConfirmDialog
        open={clearing}
        title={t(mode === 'order' ? 'checkout.clear.order' : 'checkout.clear.inquiry')}
        message={t('checkout.clear.message')}
        onCancel={() => setClearing(false)}
        onConfirm={() => {
          setClearing(false);
          staleRouting();
          void mutations
            .clear()
            .catch((error: unknown) =>
              showErrors(error, cartMessageText('cart.removeFailed', locale)),
            );
        }}
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
