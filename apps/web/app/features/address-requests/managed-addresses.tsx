// The company admin's side of the address change requests on the company profile (issue #13;
// decision 033): on each address "Zahtevaj spremembo" (the form) and "Zahtevaj odstranitev"
// (after the confirm dialog; not on a default address, which the API refuses to remove), the
// pending mark, "Dodaj naslov za dostavo", and the request history with "Prekliči zahtevo".
// An address with a pending request offers no new request (the API would refuse a duplicate).
// Focus: the form opens on its first field; closing it returns focus to the button that opened
// it (or to "Dodaj naslov za dostavo" when that button is gone with the new pending mark).
import type { PartnerProfileAddress } from '@gradnik/contracts/partner';
import { mayRequestRemoval } from '@gradnik/domain/address-request';
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import { useRef, useState, type ReactNode } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { AddressRequestForm, toFacts, type RequestTarget } from './address-request-form';
import { AddressRequestHistory } from './address-request-history';
import type { AddressRequestHistoryData } from './address-requests.server';
import { useAddressRequestCalls } from './use-address-requests';

const buttonClass =
  'rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60';

const nameOf = (a: PartnerProfileAddress) => a.PartnerAddressName1 ?? a.PartnerAddressName2 ?? '';

/** "V obravnavi: Sprememba naslova, oddano 12. 03. 2025" under an address with a pending request. */
export function PendingRequestBadge({ address }: { address: PartnerProfileAddress }) {
  const t = useAccountT();
  const pending = address.pendingRequest;
  if (!pending) return null;
  return (
    <p className="mt-2 inline-block rounded-md border border-amber-600 bg-amber-50 px-2 py-1 text-sm text-amber-900">
      {t('addressRequests.pendingOn', {
        kind: t(`addressRequests.kind.${pending.kind}`),
        date: ljubljanaDateTimeParts(pending.createdAt).date,
      })}
    </p>
  );
}

export function ManagedAddresses({
  history,
  renderLists,
}: {
  history: AddressRequestHistoryData | null;
  /** The address lists, given what each address shows under it. */
  renderLists: (renderStatus: (address: PartnerProfileAddress) => ReactNode) => ReactNode;
}) {
  const t = useAccountT();
  const calls = useAddressRequestCalls();
  const [target, setTarget] = useState<RequestTarget | null>(null);
  const [removing, setRemoving] = useState<PartnerProfileAddress | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  function open(next: RequestTarget, trigger: HTMLElement) {
    opener.current = trigger;
    setTarget(next);
  }

  function close() {
    setTarget(null);
    requestAnimationFrame(() => {
      const back = opener.current?.isConnected ? opener.current : addButton.current;
      back?.focus();
    });
  }

  const renderStatus = (address: PartnerProfileAddress) => (
    <>
      <PendingRequestBadge address={address} />
      {address.pendingRequest ? null : (
        <div
          role="group"
          aria-label={t('addressRequests.actionsOf', { name: nameOf(address) })}
          className="mt-2 flex flex-wrap gap-2"
        >
          <button
            type="button"
            disabled={calls.busy}
            onClick={(event) => open({ kind: 'update', address }, event.currentTarget)}
            className={buttonClass}
          >
            {t('addressRequests.change')}
          </button>
          {mayRequestRemoval(toFacts(address)) ? (
            <button
              type="button"
              disabled={calls.busy}
              onClick={() => setRemoving(address)}
              className={buttonClass}
            >
              {t('addressRequests.remove')}
            </button>
          ) : null}
        </div>
      )}
    </>
  );

  return (
    <>
      {renderLists(renderStatus)}
      <div className="space-y-3">
        <button
          ref={addButton}
          type="button"
          disabled={calls.busy}
          aria-expanded={target?.kind === 'create'}
          onClick={(event) => open({ kind: 'create' }, event.currentTarget)}
          className={buttonClass}
        >
          {t('addressRequests.add')}
        </button>
        {target ? (
          <AddressRequestForm
            key={target.kind === 'create' ? 'create' : target.address.id}
            target={target}
            busy={calls.busy}
            onCancel={close}
            onSubmit={async (kind, body) => {
              const result = await calls.ask(kind, body);
              if (result.ok) close();
              return result;
            }}
          />
        ) : null}
      </div>
      <AddressRequestHistory
        data={history}
        canWithdraw
        busy={calls.busy}
        onWithdraw={calls.withdraw}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('addressRequests.confirmRemove.title')}
        message={t('addressRequests.confirmRemove.message', {
          name: removing ? nameOf(removing) : '',
        })}
        confirmLabel={t('addressRequests.confirmRemove.confirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const address = removing;
          setRemoving(null);
          if (address) void calls.ask('delete', { PartnerAddressId: address.PartnerAddressId });
        }}
      />
    </>
  );
}
