// "Povabi uporabnika" above the users list (issue #13 "Users", decision 034), for the company's
// admin. The Radix dialog loads the first time it opens (ui/deferred-overlay.tsx); a sent
// invitation is announced with a success alert and the list reloads with the new row.
import { Suspense, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useAccountT } from '../../i18n/account/use-account-t';
import { useAlerts } from '../../ui/alerts/alerts';
import { deferOverlay, useDeferredOverlay } from '../../ui/deferred-overlay';

const inviteModal = deferOverlay(() =>
  import('./invite-user-modal').then((m) => m.InviteUserModal),
);

export function InviteUserButton() {
  const t = useAccountT();
  const [open, setOpen] = useState(false);
  const ready = useDeferredOverlay(inviteModal, open);
  const { showAlert } = useAlerts();
  const revalidator = useRevalidator();
  return (
    <>
      <button type="button" className="btn-primary" onClick={() => setOpen(true)}>
        {t('invitation.inviteButton')}
      </button>
      {ready ? (
        <Suspense>
          <inviteModal.Component
            open={open}
            onClose={() => setOpen(false)}
            onSent={(email) => {
              setOpen(false);
              showAlert({ mode: 'success', title: t('invitation.sent', { email }) });
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
