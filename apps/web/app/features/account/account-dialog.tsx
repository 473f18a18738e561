// The account side panel's Radix part (SPEC §2 Side panels, §6 Roles), loaded on the header
// button's first use (account-panel.tsx, ui/deferred-overlay.tsx): the panel titled with a
// greeting, the account links the role allows, and sign-out.
import { accountLinks } from '@gradnik/domain/roles';
import type { AccountLink } from '@gradnik/domain/roles';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import { profileHref } from '../../route-table';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import { TRIGGER_CLASS, TriggerFace } from './account-panel';
import type { AccountPanelProps } from './account-panel';

function linkHref(link: AccountLink, locale: 'sl' | 'en'): string {
  return link === 'profile' ? profileHref(locale) : profileHref(locale, link);
}

export function AccountDialog({
  firstname,
  fullName,
  company,
  role,
  impersonating,
  onSignOut,
  initialOpen = false,
}: AccountPanelProps & InitialOpenProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(initialOpen);
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
