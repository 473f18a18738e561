// What the checkout does (cart-page.tsx shows it): the basket is the server's (useBasket); the
// order info the buyer chooses is kept as the domain's OrderInfo and stored on the basket with
// every change (PATCH order.info / service / address / comment / customerref), so a reload loses
// nothing. Step 2 loads the methods and addresses and runs the routing check; reset, placing and
// the invoice follow SPEC §4 and §7. Every failure shows the server's SPEC §8 messages and keeps
// what was entered. The state is checkoutReducer's (checkout-state.ts), one action per thing
// that happens; kept here as refs is only what is not state: the typing timer and its pending
// text, the routing check's counter, the placing guard.
import type {
  BasketDocument,
  BasketId,
  BasketLine,
  PartnerAddress,
  ServiceResource,
} from '@gradnik/contracts/basket';
import type { BasketConflict } from '@gradnik/contracts/basket-conflict';
import { cartMessageText } from '@gradnik/domain/adding';
import { resetOrderInfo, type CartMode, type OrderInfo } from '@gradnik/domain/checkout-steps';
import { ONINPUT_DEBOUNCE_MS, STORE_PICKUP_DELIVERY_CODE } from '@gradnik/domain/constants';
import {
  deliveryCodeOf,
  effectiveDeliveryMethod,
  onDeliveryMethodSaved,
  type DeliveryMethod,
} from '@gradnik/domain/delivery';
import { formatCurrency } from '@gradnik/domain/format';
import { chosenPackages, type DeliveryType } from '@gradnik/domain/packages-by-date';
import { activeChoice, buildPayers, buildRecipients, selectOnly } from '@gradnik/domain/recipients';
import type { SpecialDeliveryLocation } from '@gradnik/domain/special-delivery-location';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import {
  ShopApiError,
  basketQueryKey,
  useBasket,
  useShopCaller,
  type BasketSeed,
} from '../../lib/basket-client';
import { useBasketMutations } from '../../lib/basket-mutations';
import { asContract } from '../../lib/contract';
import { useAlerts } from '../../ui/alerts/alerts';
import { useSaveLineNote } from '../../ui/line-note/use-save-line-note';
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
import { checkoutReducer, initialCheckoutState, type CheckoutAction } from './checkout-state';
import type { EanAddOutcome, LineActions, LineProblem } from './lines-step';
import { basketInfoOf, orderInfoFromBasket } from './order-info';
import { placeBody } from './place-body';
import { packageOptionsOf } from './routing-section';

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

export function messagesOf(error: unknown): readonly string[] {
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

/** The actions after which a routing answer on its way is stale. */
type StalingAction = Extract<
  CheckoutAction,
  { type: 'routingStale' | 'busyEnded' | 'reset' | 'placed' | 'clearConfirmed' }
>;

/** `seed`: the order basket the page's loader read (cart-basket.server.ts), for mode 'order'. */
export function useCheckout(mode: CartMode, seed: BasketSeed | null = null) {
  const t = useT();
  const locale = useLocale();
  const id: BasketId = mode === 'order' ? 'default' : 'inquiry';
  const basket = useBasket(id, mode === 'order' ? seed : null);
  const mutations = useBasketMutations(id);
  const saveNote = useSaveLineNote(id);
  const { token, userKey } = useShopCaller();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const key = basketQueryKey(id, userKey, locale);
  const options = useMemo(() => ({ token, locale }), [token, locale]);
  const doc = basket.data;

  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const { step, info, routing } = state;
  // The order info comes from the basket once; after that the buyer's edits lead.
  if (doc && info === null) dispatch({ type: 'infoLoaded', info: orderInfoFromBasket(doc) });

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
      dispatch({ type: 'infoEdited', info: next });
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
    dispatch({
      type: 'textTyped',
      field: field === 'customerref' ? 'referenceNumber' : 'note',
      text,
    });
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
  // Every check has a number; the reducer takes only the answer of the latest, and only the
  // latest one's transport cost reloads the basket.
  const routingSeq = useRef(0);
  /** Checks the routing; `endingBusy`: the busy change that led to it ends as it starts. */
  const runRouting = useCallback(
    async (current: OrderInfo, endingBusy = false) => {
      if (mode !== 'order') {
        if (endingBusy) dispatch({ type: 'busyEnded' });
        return;
      }
      const seq = ++routingSeq.current;
      const started = { type: 'routingStarted', seq } as const;
      dispatch(endingBusy ? { type: 'busyEnded', then: started } : started);
      try {
        const answer = await checkRouting(id, basketInfoOf(current), options);
        dispatch({ type: 'routingChecked', seq, result: answer.data });
        // The transport cost of the check is part of the basket's totals now.
        if (seq === routingSeq.current) void queryClient.invalidateQueries({ queryKey: key });
      } catch (error) {
        dispatch({ type: 'routingFailed', seq, messages: messagesOf(error) });
      }
    },
    [id, key, mode, options, queryClient],
  );
  /** The lines or the info changed with `action`: an answer on its way is stale. */
  const staleRouting = (action: StalingAction = { type: 'routingStale' }) => {
    routingSeq.current++;
    dispatch(action);
  };

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

  // ------------------------------------------------------------------------------------------
  // Step 2 choices.
  const rawAddress = (list: readonly PartnerAddress[] | undefined, choiceId: string) =>
    list?.find((address) => String(address.id) === choiceId);

  const chooseDelivery = async (method: DeliveryMethod) => {
    if (!info) return;
    // SPEC §4: a code other than 4 clears car lift and special location on save.
    const next = onDeliveryMethodSaved({ ...info, deliveryMethod: method.value }, method.code);
    dispatch({ type: 'deliveryChosen', info: next });
    const ok =
      (await persist(() => patchBasketService(id, 'delivery', method.value, options))) &&
      (await saveInfo(next));
    if (ok) await runRouting(next, true);
    else dispatch({ type: 'busyEnded' });
  };
  const choosePayment = async (method: DeliveryMethod) => {
    if (!info) return;
    dispatch({ type: 'infoEdited', info: { ...info, paymentMethod: method.value } });
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
  const chooseCarLift = async (needCarLift: boolean) => {
    if (!info) return;
    await saveInfo({ ...info, needCarLift });
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
    // The note column and the product comment modal save through the one hook (issue #14).
    onNote: (line, note) => saveNote(line.id, note),
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
      dispatch({ type: 'busyStarted' });
      void persist(() => mutations.updateLine(line.id, { acceptPrice: true })).then(async (ok) => {
        if (ok) await runRouting(info, true);
        else dispatch({ type: 'busyEnded' });
      });
    },
    onMoveToInquiry: (line) => {
      if (!info) return;
      dispatch({ type: 'busyStarted' });
      void (async () => {
        try {
          const inquiry = await moveLines('inquiry', 'default', [line.id], options);
          queryClient.setQueryData(basketQueryKey('inquiry', userKey, locale), inquiry);
          await queryClient.invalidateQueries({ queryKey: key });
          if (step === 2) await runRouting(info, true);
          else staleRouting({ type: 'busyEnded', then: { type: 'routingStale' } });
        } catch (error) {
          dispatch({ type: 'busyEnded' });
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
  // Steps, and clearing the cart.
  const goBack = () => {
    void flushText();
    dispatch({ type: 'stepBack' });
  };
  const goNext = () => {
    void flushText();
    dispatch({ type: 'stepForward' });
  };
  const askClear = () => dispatch({ type: 'clearAsked' });
  const cancelClear = () => dispatch({ type: 'clearCancelled' });
  const confirmClear = () => {
    staleRouting({ type: 'clearConfirmed' });
    void mutations
      .clear()
      .catch((error: unknown) => showErrors(error, cartMessageText('cart.removeFailed', locale)));
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
    staleRouting({ type: 'reset' });
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
    dispatch({ type: 'placingStarted' });
    let refusedLines: ReadonlyMap<string, LineProblem> | null = null;
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
      staleRouting({ type: 'placed', order: answer });
      if (mode === 'inquiry') {
        showAlert({ mode: 'success', title: cartMessageText('cart.inquirySent', locale) });
      }
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
          dispatch({
            type: 'transportChanged',
            current: transport.current,
            currentTax: transport.currentTax,
          });
        }
        await queryClient.invalidateQueries({ queryKey: key });
        if (conflict.lines.length > 0) {
          // Lines the buyer did not see this way: back to the lines, each flagged (as placing
          // ends, below).
          refusedLines = conflictProblems(conflict);
          showAlert({
            mode: 'error',
            title: t(
              conflict.lines.some((line) => line.error === 'price_changed')
                ? 'checkout.priceChanged'
                : 'checkout.stockChanged',
            ),
          });
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
      dispatch(
        refusedLines ? { type: 'linesRefused', problems: refusedLines } : { type: 'placingEnded' },
      );
    }
  };

  const requestInvoice = () => {
    const { placed } = state;
    if (!placed) return;
    void createInvoice(placed.data.id, options).then(
      (answer) =>
        dispatch({
          type: 'invoiceCreated',
          invoice:
            answer.data.attributes['order.invoice'] ?? answer.data.attributes['order.number'],
        }),
      (error: unknown) => showErrors(error),
    );
  };
  const startNew = () => dispatch({ type: 'newStarted' });

  return {
    state,
    basket,
    doc,
    // Step 2: the choices loaded, and the ones shown as chosen.
    deliveryMethods,
    paymentMethods,
    recipients,
    payers,
    stores: storesQuery.data,
    delivery,
    payment,
    code,
    chosenRecipient,
    chosenPayer,
    // What the buyer does.
    lineActions,
    addByEan,
    goBack,
    goNext,
    askClear,
    cancelClear,
    confirmClear,
    reset,
    chooseDelivery,
    choosePayment,
    chooseAddress,
    chooseCarLift,
    chooseStore,
    saveLocation,
    chooseDeliveryType,
    typeText,
    runRouting,
    place,
    requestInvoice,
    startNew,
  };
}
