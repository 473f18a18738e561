// The cart 'Košarica' and inquiry side panels (SPEC §2 Side panels) with their header buttons
// (the line count on each). Right-hand sheets on Radix Dialog like the account panel: focus
// trap, Escape / backdrop close. Rendered only with a session (the layout composes them in).
//
// Cart: lines with picture, name, EAN, the quantity selector (retail unit; a change PATCHes the
// line), removal behind the confirm modal ('nekaj je šlo narobe' when it fails, SPEC §8), line
// value, summary (without VAT, VAT, total), 'Na blagajno' (cart page, orders tab) and 'Nazaj v
// trgovino'; empty: 'Vaša košarica je prazna.' with 'Novo naročilo'. Inquiry: lines with
// removal, the total and 'Pošlji povpraševanje' (cart page, inquiries tab); empty message.
// Every line of both has an 'Opomba' button: the panels have no room for a note column, so the
// note is edited in the product comment modal (SPEC §2 overlays, issue #14; ui/line-note).
// This is the panels' Radix part, loaded on a header button's first use (basket-panels.tsx,
// ui/deferred-overlay.tsx).
import type { BasketDocument, BasketLine } from '@gradnik/contracts/basket';
import { cartMessageText } from '@gradnik/domain/adding';
import { cartModeHash } from '@gradnik/domain/checkout-steps';
import { formatCurrency, formatNumber } from '@gradnik/domain/format';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { ShopApiError, useBasket } from '../../lib/basket-client';
import { useBasketMutations } from '../../lib/basket-mutations';
import { href } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';
import { RemoveProductConfirm } from '../../ui/confirm-dialog';
import { CloseIcon, SpinnerIcon } from '../../ui/icons';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import {
  LineNoteButton,
  LineNoteDialog,
  lineNoteTarget,
} from '../../ui/line-note/line-note-dialog';
import type { LineNoteTarget } from '../../ui/line-note/line-note-dialog';
import { useSaveLineNote } from '../../ui/line-note/use-save-line-note';
import { QuantityInput } from '../../ui/quantity/quantity-input';

import { BASKET_OF, TRIGGER_CLASS, TriggerFace, useTriggerName } from './basket-panels';
import type { Kind } from './basket-panels';

function Money({ amount }: { amount: number | null }) {
  const t = useT();
  const locale = useLocale();
  return amount === null ? (
    <span className="text-neutral-500">{t('basket.priceUnknown')}</span>
  ) : (
    <span className="tabular-nums">{formatCurrency(amount, locale)}</span>
  );
}

function LineItem({
  kind,
  line,
  onRemove,
  onNote,
}: {
  kind: Kind;
  line: BasketLine;
  onRemove: (line: BasketLine, from: HTMLElement) => void;
  onNote: (line: LineNoteTarget) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { showAlert } = useAlerts();
  const mutations = useBasketMutations(BASKET_OF[kind]);
  const a = line.attributes;
  const name = a['order.product.name'];
  const unit = a.units.RetailUnitOfMeasure;
  return (
    <li className="flex gap-3 py-4">
      {a['order.product.mediaurl'] ? (
        <img
          src={a['order.product.mediaurl']}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded bg-neutral-100 object-contain"
        />
      ) : (
        <span aria-hidden="true" className="size-14 shrink-0 rounded bg-neutral-100" />
      )}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-neutral-900">{name}</p>
        <p className="text-xs text-neutral-600">
          {t('basket.ean')}: {a['order.product.ean'] ?? '—'}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {kind === 'cart' ? (
            <QuantityInput
              units={a.units}
              value={a['order.product.quantity']}
              min={a.units.MinimumSalesUnitRetail}
              steppers
              label={t('quantity.forProduct', { name })}
              onCommit={(amounts) => {
                // The server answers the repriced basket; a failure keeps the old quantity.
                mutations
                  .updateLine(line.id, { quantity: amounts.RetailUnitAmount })
                  .catch((error: unknown) => {
                    const messages =
                      error instanceof ShopApiError ? error.messages : [String(error)];
                    for (const message of messages) showAlert({ mode: 'error', title: message });
                  });
              }}
            />
          ) : (
            <span className="text-sm text-neutral-700">
              {formatNumber(a['order.product.quantity'], locale)} {unit}
            </span>
          )}
          <span className="ml-auto text-sm font-semibold">
            <span className="sr-only">{t('basket.lineTotal')}: </span>
            <Money amount={a.lineValue} />
          </span>
        </div>
        <LineNoteButton line={lineNoteTarget(line)} onOpen={onNote} className="mt-2" />
      </div>
      <button
        type="button"
        aria-label={t('basket.remove', { name })}
        title={t('basket.remove', { name })}
        onClick={(event) => onRemove(line, event.currentTarget)}
        className="self-start rounded-md p-1 text-neutral-500 hover:bg-neutral-100 hover:text-danger-700"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

function Summary({ kind, document }: { kind: Kind; document: BasketDocument }) {
  const t = useT();
  const a = document.data.attributes;
  return (
    <section aria-label={t('basket.summary')} className="border-t border-neutral-200 pt-3">
      <dl className="grid grid-cols-[1fr_auto] gap-y-1 text-sm">
        {kind === 'cart' ? (
          <>
            <dt className="text-neutral-700">{t('basket.summary.net')}</dt>
            <dd className="text-right">
              <Money amount={a['order.price']} />
            </dd>
            <dt className="text-neutral-700">{t('basket.summary.vat')}</dt>
            <dd className="text-right">
              <Money amount={a['order.taxvalue']} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold text-neutral-900">{t('basket.summary.total')}</dt>
        <dd className="text-right font-semibold">
          <Money amount={a['order.total']} />
        </dd>
      </dl>
    </section>
  );
}

function PanelBody({ kind, close }: { kind: Kind; close: () => void }) {
  const t = useT();
  const locale = useLocale();
  const { showAlert } = useAlerts();
  const basket = useBasket(BASKET_OF[kind]);
  const mutations = useBasketMutations(BASKET_OF[kind]);
  const [removing, setRemoving] = useState<BasketLine | null>(null);
  const [noting, setNoting] = useState<LineNoteTarget | null>(null);
  const saveNote = useSaveLineNote(BASKET_OF[kind]);

  async function confirmRemove() {
    const line = removing;
    setRemoving(null);
    if (!line) return;
    try {
      await mutations.removeLines([line.id]);
    } catch {
      // SPEC §8: removal from the cart or inquiry fails with 'nekaj je šlo narobe'.
      showAlert({ mode: 'error', title: cartMessageText('cart.removeFailed', locale) });
    }
  }

  let body: ReactNode;
  if (basket.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-600">
        <SpinnerIcon className="size-5" />
        {t('basket.loading')}
      </p>
    );
  } else if (basket.isError) {
    const messages =
      basket.error instanceof ShopApiError ? basket.error.messages : [t('basket.loadFailed')];
    body = (
      <div role="alert" className="text-sm text-danger-700">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    );
  } else if (basket.data.included.length === 0) {
    body = (
      <div className="flex flex-col items-start gap-4">
        <p className="text-neutral-700">
          {t(kind === 'cart' ? 'basket.cartEmpty' : 'basket.inquiryEmpty')}
        </p>
        {kind === 'cart' ? (
          <Link to={href('home', locale)} onClick={close} className="btn-primary">
            {t('basket.newOrder')}
          </Link>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <ul aria-label={t('basket.lines')} className="divide-y divide-neutral-100">
          {basket.data.included.map((line) => (
            <LineItem
              key={line.id}
              kind={kind}
              line={line}
              onRemove={(target) => setRemoving(target)}
              onNote={setNoting}
            />
          ))}
        </ul>
        <Summary kind={kind} document={basket.data} />
      </>
    );
  }

  const filled = basket.data !== undefined && basket.data.included.length > 0;
  return (
    <>
      <div className="flex-1 overflow-y-auto px-6 py-4">{body}</div>
      <div className="flex flex-col gap-2 border-t border-neutral-200 px-6 py-4">
        {filled ? (
          <Link
            to={`${href('cart', locale)}${cartModeHash(kind === 'cart' ? 'order' : 'inquiry')}`}
            onClick={close}
            className="btn-primary w-full text-center"
          >
            {t(kind === 'cart' ? 'basket.toCheckout' : 'basket.sendInquiry')}
          </Link>
        ) : null}
        <button type="button" onClick={close} className="btn-secondary w-full">
          {t('basket.backToStore')}
        </button>
      </div>
      <RemoveProductConfirm
        productName={removing ? removing.attributes['order.product.name'] : null}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
      <LineNoteDialog line={noting} onSave={saveNote} onClose={() => setNoting(null)} />
    </>
  );
}

export function BasketPanel({ kind, initialOpen = false }: { kind: Kind } & InitialOpenProps) {
  const t = useT();
  const [open, setOpen] = useState(initialOpen);
  // The count shows before the panel opens: the same cached query the panel reads. Until the
  // basket has loaded (the server render, the first moments after) the button names no count
  // rather than a wrong '(0)'.
  const basket = useBasket(BASKET_OF[kind]);
  const count = basket.data?.data.attributes.count;
  const name = useTriggerName(kind, count);
  const title = t(kind === 'cart' ? 'panel.cart.title' : 'basket.inquiry.title');
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger aria-label={name} title={name} className={TRIGGER_CLASS}>
        <TriggerFace kind={kind} count={count} />
      </Dialog.Trigger>
      <SidePanelContent width="md" aria-describedby={undefined}>
        <OverlayHeader title={title} closeLabel={t('basket.close')} />
        <PanelBody kind={kind} close={() => setOpen(false)} />
      </SidePanelContent>
    </Dialog.Root>
  );
}
