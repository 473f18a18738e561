// The contact side panel 'Kontakt' (SPEC §2 Side panels, overlays; issue #14): the header's
// button with its panel. The panel (contact-dialog.tsx) loads on the button's first use
// (ui/deferred-overlay.tsx, issue #11), as the account panel's does; the server renders the
// button alone. Rendered only with a session (the layout composes it in, SPEC §2).
import type { GuardianContact } from '@gradnik/contracts/partner';
import { useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { ClosedTrigger, DeferredDialog, deferOverlay } from '../../ui/deferred-overlay';
import { HeadsetIcon } from '../../ui/icons';

/**
 * The partner's guardians (SPEC §3 Guardian; §6, §9: caretaker type 3 else 4, financial type 1
 * else 2), picked by the page's loader from the partner's Contacts. A guardian the partner lacks
 * is null: its card is absent.
 */
export interface ContactGuardians {
  caretaker: GuardianContact | null;
  financialGuardian: GuardianContact | null;
}

export interface ContactPanelProps {
  /** From the page's loader; null when it had no partner to read (the panel then asks). */
  guardians: ContactGuardians | null;
}

export const TRIGGER_CLASS =
  'flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100';

/**
 * The button's face: the icon, and 'Kontakt' as its name, shown only from 1536 px (at 1366 px
 * the signed-in header's first row has no room for one more word: issue #10 §6, decision 019).
 */
export function TriggerFace() {
  const t = useT();
  return (
    <>
      <HeadsetIcon className="size-6" />
      <span className="sr-only 2xl:not-sr-only">{t('panel.contact.title')}</span>
    </>
  );
}

const contactDialog = deferOverlay(() => import('./contact-dialog').then((m) => m.ContactDialog));

export function ContactPanel(props: ContactPanelProps) {
  const hydrated = useHydrated();
  const t = useT();
  const trigger = { className: TRIGGER_CLASS, title: t('panel.contact.title') };
  if (!hydrated) {
    return (
      <ClosedTrigger {...trigger}>
        <TriggerFace />
      </ClosedTrigger>
    );
  }
  return (
    <DeferredDialog
      overlay={contactDialog}
      props={props}
      trigger={{ ...trigger, children: <TriggerFace /> }}
    />
  );
}
