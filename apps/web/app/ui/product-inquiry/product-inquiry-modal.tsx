// The product inquiry modal's Radix part (product-inquiry-button.tsx; SPEC §2 dialogs, §3
// "Product inquiry payload: message, productID", §7 POST /api/forms/product-inquiry multipart,
// §8 texts; issue #14; decision 037), loaded on the button's first use. A labelled dialog over
// the darker backdrop, described by the product's name: focus trapped, Escape / the close
// button / Prekliči / the backdrop close it, focus returns to the button.
//
// SPEC §6: only a partner with a type-3 caretaker may ask. On opening, the modal asks
// GET /api/questions (one row) for `inquiriesAllowed` and the caretaker's name; a partner without
// one reads why instead of the form (the API refuses it too). The message box has the counter
// 'n/limit znakov' (SPEC §5; the domain's limit, which the API enforces). Sent: the alert
// 'Povpraševanje uspešno poslano' with a link to the inquiry page, where the question and its
// answer appear. Refused: the server's first message in the modal and the alert 'Napaka pri
// pošiljanju povpraševanja' (SPEC §8: shown also after the first server message).
import { PRODUCT_INQUIRY_PATH, QUESTIONS_PATH } from '@gradnik/contracts/question-paths';
import { characterCounterText } from '@gradnik/domain/checkout-steps';
import { QUESTION_MESSAGE_MAX_LENGTH } from '@gradnik/domain/question';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useOverlayT } from '../../i18n/overlays/use-overlay-t';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { uploadCall } from '../../lib/upload-call';
import { href } from '../../route-table';
import { useAlerts } from '../alerts/alerts';
import type { InitialOpenProps } from '../deferred-overlay';
import { InquiryIcon, SpinnerIcon } from '../icons';
import { ModalContent, OverlayHeader } from '../overlay';
import { inquiryTriggerClass } from './product-inquiry-button';
import type { InquiryProduct, ProductInquiryButtonProps } from './product-inquiry-button';

/** SPEC §6 for the signed-in user's company: may it ask, and who answers. */
function usePermission() {
  const { locale, token, userKey, signedIn } = useShopCaller();
  return useQuery({
    queryKey: ['questions-permission', userKey],
    queryFn: async ({ signal }) => {
      const answer = await shopCall(`${QUESTIONS_PATH}?per_page=1`, { token, locale, signal });
      return (await asContract('questionListResponse', answer)).meta;
    },
    enabled: signedIn,
    staleTime: 60_000,
    retry: false,
  });
}

function InquiryForm({
  product,
  caretaker,
  onSent,
}: {
  product: InquiryProduct;
  caretaker: string | null;
  onSent: () => void;
}) {
  const t = useOverlayT();
  const { locale, token } = useShopCaller();
  const { showAlert } = useAlerts();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    textRef.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (message.trim() === '') {
      setError(t('productInquiry.required'));
      textRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    const form = new FormData();
    form.set('message', message);
    form.set('productID', product.id);
    try {
      await asContract(
        'productInquiryResponse',
        await uploadCall(PRODUCT_INQUIRY_PATH, form, { token, locale }),
      );
      showAlert({
        mode: 'success',
        title: t('productInquiry.sent'),
        ctaLink: { name: t('productInquiry.history'), link: href('inquiry', locale) },
      });
      onSent();
    } catch (failure) {
      // SPEC §8: the server's first message, then 'Napaka pri pošiljanju povpraševanja'.
      const first =
        failure instanceof ShopApiError && failure.status !== 0 ? failure.messages[0] : null;
      setError(first ?? t('productInquiry.failed'));
      showAlert({ mode: 'error', title: t('productInquiry.failed') });
      textRef.current?.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-1">
      <p className="mb-2 text-sm text-neutral-700">
        {caretaker ? t('productInquiry.to', { name: caretaker }) : t('productInquiry.toCaretaker')}
      </p>
      <label htmlFor={`${id}-message`} className="text-sm font-medium text-neutral-800">
        {t('productInquiry.message')}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-message`}
        name="message"
        rows={6}
        value={message}
        maxLength={QUESTION_MESSAGE_MAX_LENGTH}
        required
        aria-invalid={error !== null}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setMessage(event.target.value)}
        className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
      />
      {/* SPEC §5: 'n/limit znakov', read out politely as it changes. */}
      <p id={`${id}-counter`} aria-live="polite" className="text-right text-xs text-neutral-600">
        {characterCounterText(message, QUESTION_MESSAGE_MAX_LENGTH, locale)}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Dialog.Close type="button" className="btn-secondary">
          {t('confirm.cancel')}
        </Dialog.Close>
        <button type="submit" className="btn-primary" aria-disabled={sending}>
          {sending ? t('productInquiry.sending') : t('productInquiry.send')}
        </button>
      </div>
    </form>
  );
}

function InquiryBody({ product, onSent }: { product: InquiryProduct; onSent: () => void }) {
  const t = useOverlayT();
  const permission = usePermission();
  if (permission.isPending) {
    return (
      <p role="status" className="mt-4 inline-flex items-center gap-2 text-sm text-neutral-600">
        <SpinnerIcon className="size-4" />
        {t('productInquiry.checking')}
      </p>
    );
  }
  if (permission.isError) {
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {permission.error instanceof ShopApiError && permission.error.status === 403
          ? (permission.error.messages[0] ?? t('productInquiry.notAllowed'))
          : t('productInquiry.checkFailed')}
      </p>
    );
  }
  if (!permission.data.inquiriesAllowed) {
    // SPEC §6: say why instead of offering a form the API would refuse.
    return (
      <div className="mt-4 space-y-4">
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('productInquiry.notAllowed')}
        </p>
        <div className="flex justify-end">
          <Dialog.Close type="button" className="btn-secondary">
            {t('productInquiry.close')}
          </Dialog.Close>
        </div>
      </div>
    );
  }
  return <InquiryForm product={product} caretaker={permission.data.caretaker} onSent={onSent} />;
}

export function ProductInquiryModal({
  product,
  stacked = false,
  initialOpen = false,
}: ProductInquiryButtonProps & InitialOpenProps) {
  const t = useOverlayT();
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={inquiryTriggerClass}>
        <InquiryIcon className="size-4" />
        {t('product.ask')}
      </Dialog.Trigger>
      <ModalContent
        stacked={stacked}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto p-5 sm:p-6"
      >
        <OverlayHeader
          variant="modal"
          title={t('productInquiry.title')}
          closeLabel={t('productInquiry.close')}
        >
          <Dialog.Description className="mt-1 text-sm text-neutral-700">
            {product.name}
          </Dialog.Description>
        </OverlayHeader>
        {/* Each opening starts empty (what was typed and cancelled is gone). */}
        {open ? <InquiryBody product={product} onSent={() => setOpen(false)} /> : null}
      </ModalContent>
    </Dialog.Root>
  );
}
