// The account side panel (SPEC §2 Side panels, §6 Roles): a right-hand sheet titled with a
// greeting and the user's first name, the account links the role allows, and sign-out for
// everyone. Radix Dialog traps focus and closes on Escape, outside click and the backdrop.
import { accountLinks } from '@gradnik/domain/roles';
import type { AccountLink } from '@gradnik/domain/roles';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { profileHref } from '../../route-table';
import { useHydrated } from '../../lib/use-hydrated';
import { UserIcon } from '../../ui/icons';
import { ClosedTrigger, OverlayHeader, SidePanelContent } from '../../ui/overlay';

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

function linkHref(link: AccountLink, locale: 'sl' | 'en'): string {
  return link === 'profile' ? profileHref(locale) : profileHref(locale, link);
}

const TRIGGER_CLASS =
  'flex items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-neutral-100';

/**
 * The header button's face: the user and, below, the company. Its text is the button's name,
 * after a prefix for screen readers: the name contains what is visible (WCAG 2.5.3 label in
 * name, issue #11). On a phone only the icon shows, and the user stays in the name.
 */
function TriggerFace({ fullName, company }: { fullName: string; company: string | null }) {
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

/** The header's account button with its panel; the server renders the button alone. */
export function AccountPanel(props: AccountPanelProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <ClosedTrigger className={TRIGGER_CLASS}>
        <TriggerFace fullName={props.fullName} company={props.company} />
      </ClosedTrigger>
    );
  }
  return <AccountDialog {...props} />;
}

function AccountDialog({
  firstname,
  fullName,
  company,
  role,
  impersonating,
  onSignOut,
}: AccountPanelProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutFailed, setSignOutFailed] = useState(false);
  const [signOutRetrying, setSignOutRetrying] = useState(false);
  const links = accountLinks(role, impersonating);

  async function signOut() {
    if (signingOut) return;
    setSigningOut(true);
    setSignOutFailed(false);
    try {
      await onSignOut(() => setSignOutRetrying(true));
    } catch {
      setSignOutFailed(true);
      setSigningOut(false);
    } finally {
      setSignOutRetrying(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={TRIGGER_CLASS}>
        <TriggerFace fullName={fullName} company={company} />
      </Dialog.Trigger>
      <SidePanelContent
        // No description: the title and the links say it all.
        aria-describedby={undefined}
      >
        <OverlayHeader
          title={t('account.greeting', { name: firstname })}
          closeLabel={t('account.close')}
        >
          {company ? <p className="mt-1 text-sm text-neutral-600">{company}</p> : null}
        </OverlayHeader>
        {links.length > 0 ? (
          <nav aria-label={t('account.links')} className="px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link}>
                  <Link
                    to={linkHref(link, locale)}
                    // SPEC §2: choosing a link navigates with the locale and closes the panel.
                    onClick={() => setOpen(false)}
                    className="block rounded-md px-3 py-2 font-medium text-neutral-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    {t(`account.link.${link}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-auto border-t border-neutral-200 px-6 py-5">
          <div
            role="alert"
            className={
              signOutFailed || signOutRetrying ? 'mb-3 text-sm text-danger-700' : undefined
            }
          >
            {signOutFailed
              ? t('account.signOutFailed')
              : signOutRetrying
                ? t('account.signOutRetrying')
                : null}
          </div>
          <button
            type="button"
            className="btn-secondary w-full"
            onClick={() => void signOut()}
            aria-disabled={signingOut}
          >
            {signingOut ? t('account.signingOut') : t('account.signOut')}
          </button>
        </div>
      </SidePanelContent>
    </Dialog.Root>
  );
}
