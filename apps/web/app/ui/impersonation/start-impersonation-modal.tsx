// The reason dialog of ./start-impersonation.tsx (issue #13): Radix Dialog, focus on the reason,
// Escape or Cancel closes it; a refusal (SPEC §5 messages) stays in the dialog and as an alert.
import * as Dialog from '@radix-ui/react-dialog';
import { IMPERSONATION_REASON_MIN } from '@gradnik/domain/impersonation';
import { useId, useState } from 'react';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { useShopCaller } from '../../lib/basket-client';
import { useRootData } from '../../root-data';
import { href } from '../../route-table';
import { useAlerts } from '../alerts/alerts';
import { ModalContent } from '../overlay';
import { startVisit } from './impersonation-calls';
import type { ImpersonationCandidate } from './start-impersonation';

export function StartImpersonationModal({
  customer,
  open,
  onClose,
}: {
  customer: ImpersonationCandidate;
  open: boolean;
  onClose: () => void;
}) {
  const t = useAccountT();
  const locale = useLocale();
  const { token } = useShopCaller();
  const running = useRootData()?.impersonating ?? false;
  const { showAlert } = useAlerts();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reason.trim().length < IMPERSONATION_REASON_MIN) {
      setError(t('impersonation.reasonTooShort', { min: IMPERSONATION_REASON_MIN }));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await startVisit(customer.id, reason.trim(), { token, locale, running });
    if (!result.ok) {
      setBusy(false);
      setError(result.message);
      showAlert({ mode: 'error', title: result.message });
      return;
    }
    // The whole app reloads as the customer: no data of the agent's own session stays.
    window.location.assign(href('home', locale));
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <ModalContent className="max-w-lg p-6">
        <Dialog.Title className="text-lg font-semibold text-neutral-900">
          {t('impersonation.dialogTitle')}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-neutral-700">
          {t('impersonation.dialogText', { name: customer.name, company: customer.company ?? '—' })}
        </Dialog.Description>
        <form className="mt-4 space-y-2" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-neutral-900">
            {t('impersonation.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={500}
            required
            aria-invalid={error !== null}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm"
          />
          <p id={`${id}-hint`} className="text-xs text-neutral-600">
            {t('impersonation.reasonHint', { min: IMPERSONATION_REASON_MIN })}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 pt-4">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
              {t('impersonation.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
              {busy ? t('impersonation.starting') : t('impersonation.start')}
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
