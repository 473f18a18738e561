// The admin's "invite a user" dialog (issue #13 "Users", decision 034): Radix Dialog like the
// agent's start dialog (ui/impersonation), focus on the e-mail field, Escape or Cancel closes
// it. Checked here first (invite-form-state.ts), then POST /api/customer/invite; a refusal
// (409 address taken, 403) stays in the dialog in the API's words.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import type { InvitationRowResponse } from '@gradnik/contracts/invitation';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ShopApiError, useShopCaller } from '../../lib/basket-client';
import { ModalContent } from '../../ui/overlay';
import { sendInvitation, type Caller } from './invitation-calls';
import {
  EMPTY_INVITE,
  INVITE_FIELDS,
  validateInvite,
  type InviteErrors,
  type InviteField,
  type InviteValues,
} from './invite-form-state';

const inputClass = 'block w-full rounded-md border border-neutral-300 px-3 py-2 text-sm';
const labelClass = 'block text-sm font-medium text-neutral-900';

export interface InviteUserModalProps {
  open: boolean;
  onClose: () => void;
  /** The invitation went out: the e-mail it went to. */
  onSent: (email: string) => void;
  /** The call; tests pass their own. */
  send?: (values: InviteValues, caller: Caller) => Promise<InvitationRowResponse>;
}

export function InviteUserModal({
  open,
  onClose,
  onSent,
  send = sendInvitation,
}: InviteUserModalProps) {
  const t = useAccountT();
  const caller = useShopCaller();
  const id = useId();
  const [values, setValues] = useState<InviteValues>(EMPTY_INVITE);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fieldId = (field: InviteField | 'group' | 'language') => `${id}-${field}`;
  const set = (field: keyof InviteValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateInvite(values);
    setErrors(found);
    setFailure(null);
    const first = INVITE_FIELDS.find((field) => found[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await send(
        {
          ...values,
          email: values.email.trim(),
          firstname: values.firstname.trim(),
          lastname: values.lastname.trim(),
        },
        { token: caller.token, locale: caller.locale },
      );
      setValues(EMPTY_INVITE);
      onSent(answer.data.customer_data.email);
    } catch (error) {
      setFailure(
        error instanceof ShopApiError && error.messages[0]
          ? error.messages[0]
          : t('invitation.failed'),
      );
    } finally {
      setBusy(false);
    }
  }

  function text(field: InviteField, type: 'email' | 'text', autoComplete: string) {
    const error = errors[field];
    return (
      <div className="space-y-1">
        <label htmlFor={fieldId(field)} className={labelClass}>
          {t(`invitation.field.${field}`)}
        </label>
        <input
          id={fieldId(field)}
          type={type}
          autoComplete={autoComplete}
          maxLength={field === 'email' ? 254 : 100}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(field)}-error` : undefined}
          className={inputClass}
        />
        {error ? (
          <p id={`${fieldId(field)}-error`} className="text-sm text-danger-700">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <ModalContent className="max-w-lg p-6">
        <Dialog.Title className="text-lg font-semibold text-neutral-900">
          {t('invitation.dialogTitle')}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-neutral-700">
          {t('invitation.dialogText')}
        </Dialog.Description>
        <form className="mt-4 space-y-3" onSubmit={(event) => void submit(event)} noValidate>
          {text('email', 'email', 'off')}
          <div className="grid gap-3 sm:grid-cols-2">
            {text('firstname', 'text', 'off')}
            {text('lastname', 'text', 'off')}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1">
              <label htmlFor={fieldId('group')} className={labelClass}>
                {t('invitation.field.group')}
              </label>
              <select
                id={fieldId('group')}
                value={values.group}
                onChange={(event) => set('group', event.target.value)}
                className={inputClass}
              >
                <option value="customer_employee">
                  {t('customerList.role.customer_employee')}
                </option>
                <option value="customer_admin">{t('customerList.role.customer_admin')}</option>
              </select>
            </div>
            <div className="space-y-1">
              <label htmlFor={fieldId('language')} className={labelClass}>
                {t('invitation.field.language')}
              </label>
              <select
                id={fieldId('language')}
                value={values.language}
                onChange={(event) => set('language', event.target.value)}
                className={inputClass}
              >
                <option value="sl">{t('myProfile.language.sl')}</option>
                <option value="en">{t('myProfile.language.en')}</option>
              </select>
            </div>
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-danger-700">
              {failure}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2 pt-3">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
              {t('invitation.cancel')}
            </button>
            <button type="submit" className="btn-primary" aria-disabled={busy} aria-busy={busy}>
              {busy ? t('invitation.sending') : t('invitation.send')}
            </button>
          </div>
        </form>
      </ModalContent>
    </Dialog.Root>
  );
}
