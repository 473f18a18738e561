// The agent's "act for this customer" button (issue #13; SPEC §4, §6): a dialog asks for the
// reason the audit keeps, starts the visit (impersonation-calls.ts) and opens the shop as the
// customer. The Radix dialog loads the first time it opens (ui/deferred-overlay.tsx).
import { Suspense, useState } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { deferOverlay, useDeferredOverlay } from '../deferred-overlay';

export interface ImpersonationCandidate {
  /** The customer user's id (POST /api/customer/impersonate {id}). */
  id: number;
  /** Shown in the dialog: 'Mojca Kovač'. */
  name: string;
  /** The customer's company: 'Gradnje Kovač d.o.o.'. */
  company: string | null;
}

const startModal = deferOverlay(() =>
  import('./start-impersonation-modal').then((m) => m.StartImpersonationModal),
);

export function StartImpersonationButton({ customer }: { customer: ImpersonationCandidate }) {
  const t = useAccountT();
  const [open, setOpen] = useState(false);
  const ready = useDeferredOverlay(startModal, open);
  return (
    <>
      <button
        type="button"
        className="btn-secondary whitespace-nowrap"
        aria-label={t('impersonation.startButtonFor', { name: customer.name })}
        onClick={() => setOpen(true)}
      >
        {t('impersonation.startButton')}
      </button>
      {ready ? (
        <Suspense>
          <startModal.Component customer={customer} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
