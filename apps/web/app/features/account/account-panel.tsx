// The account side panel (SPEC §2 Side panels, §6 Roles): a right-hand sheet titled with a
// greeting and the user's first name, the account links the role allows, and sign-out for
// everyone. Radix Dialog traps focus and closes on Escape, outside click and the backdrop. The
// panel (account-dialog.tsx) loads on the button's first use (ui/deferred-overlay.tsx).
import { useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { ClosedTrigger, DeferredDialog, deferOverlay } from '../../ui/deferred-overlay';
import { UserIcon } from '../../ui/icons';

export interface AccountPanelProps {
  firstname: string;
  fullName: string;
  company: string | null;
  role: string;
  impersonating: boolean;
  /**
   * Ends the session and leaves the page; calls `onRetry` before each further attempt and
   * rejects when signing out failed in the end (issue #10 §2).
   */
  onSignOut: (onRetry: () => void) => Promise<void>;
}

export const TRIGGER_CLASS =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-neutral-100';

/**
 * The header button's face: the user and, below, the company. Its text is the button's name,
 * after a prefix for screen readers: the name contains what is visible (WCAG 2.5.3 label in
 * name, issue #11). On a phone only the icon shows, and the user stays in the name.
 */
export function TriggerFace({ fullName, company }: { fullName: string; company: string | null }) {
  const t = useT();
  return (
    <>
      <UserIcon className="size-5 shrink-0 text-brand-700" />
      <span className="sr-only">{t('header.accountMenu')}: </span>
      <span className="sr-only flex-col leading-tight sm:not-sr-only sm:flex">
        <span className="font-semibold text-neutral-900">{fullName}</span>
        {company ? <span className="text-xs text-neutral-600">{company}</span> : null}
      </span>
    </>
  );
}

const accountDialog = deferOverlay(() => import('./account-dialog').then((m) => m.AccountDialog));

/**
 * The header's account button with its panel; the server renders the button alone, and the
 * panel's module loads when the button is first used.
 */
export function AccountPanel(props: AccountPanelProps) {
  const hydrated = useHydrated();
  const face = <TriggerFace fullName={props.fullName} company={props.company} />;
  if (!hydrated) return <ClosedTrigger className={TRIGGER_CLASS}>{face}</ClosedTrigger>;
  return (
    <DeferredDialog
      overlay={accountDialog}
      props={props}
      trigger={{ className: TRIGGER_CLASS, children: face }}
    />
  );
}
