// The impersonation bottom bar (SPEC §2 Dialogs, §4; issue #13): 'active impersonation' with the
// customer's name and a stop button, on every page of every tab while the `_i` cookie is there.
// It ends by itself when the cookie disappears (checked every 10 s), with a warning alert; a
// stop clears the page's data and reloads the agent's users tab after the 1 s guard (SPEC §9).
import {
  IMPERSONATION_COOKIE_CHECK_MS,
  IMPERSONATION_EXIT_RELOAD_MS,
} from '@gradnik/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { profileHref } from '../../route-table';
import { useAlerts } from '../alerts/alerts';
import { currentIdent, stopVisit } from './impersonation-calls';

export interface ImpersonationBarProps {
  /** The customer the agent acts for. */
  customer: { id: number; name: string };
  agent: { id: number; name: string };
  token: string | null;
}

export function ImpersonationBar({ customer, agent, token }: ImpersonationBarProps) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [stopping, setStopping] = useState(false);

  function leave() {
    // SPEC §4: exiting resets the data and reloads to the profile's users tab.
    queryClient.clear();
    window.setTimeout(
      () => window.location.assign(profileHref(locale, 'users')),
      IMPERSONATION_EXIT_RELOAD_MS,
    );
  }

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (currentIdent() !== null) return;
      window.clearInterval(timer);
      showAlert({ mode: 'warning', title: t('impersonation.cookieGone') });
      leave();
    }, IMPERSONATION_COOKIE_CHECK_MS);
    return () => window.clearInterval(timer);
    // The check runs for as long as the bar is shown; it reads the cookie, not props.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function stop() {
    setStopping(true);
    const result = await stopVisit(
      { customerId: customer.id, agentId: agent.id, ident: currentIdent() },
      { token, locale },
    );
    if (!result.ok) {
      setStopping(false);
      // SPEC §8: a failed stop shows the error as an alert.
      showAlert({ mode: 'error', title: result.message });
      return;
    }
    showAlert({ mode: 'success', title: t('impersonation.stopped') });
    leave();
  }

  return (
    <div
      role="region"
      aria-label={t('impersonation.bar')}
      className="fixed inset-x-0 bottom-0 z-40 border-t-4 border-amber-500 bg-amber-50 shadow-lg"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 sm:px-6">
        <p className="text-sm text-neutral-900">
          <strong className="font-semibold">{t('impersonation.bar')}</strong>
          <span aria-hidden="true"> · </span>
          <span>{customer.name}</span>
          <span className="ml-2 text-neutral-600">
            {t('impersonation.by', { name: agent.name })}
          </span>
        </p>
        <button
          type="button"
          className="btn-primary"
          onClick={() => void stop()}
          disabled={stopping}
          aria-busy={stopping}
        >
          {stopping ? t('impersonation.stopping') : t('impersonation.stop')}
        </button>
      </div>
    </div>
  );
}
