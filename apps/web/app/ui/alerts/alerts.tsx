// The alert toast (SPEC §2 Dialogs, §3 Alert {mode, title, ctaLink}, §9 timings): bottom right,
// modes error / success / info / warning, an optional call-to-action link and a close button.
// Several alerts stack, newest at the bottom.
//
// Timings (SPEC §9): success, warning and error stay ALERT_DURATION_MS (3 s), or
// ALERT_WITH_LINK_DURATION_MS (5 s) when they carry a link, then fade over ALERT_FADE_MS
// (200 ms) and are removed. SPEC lists no duration for info: an info alert stays until the
// user closes it (our choice — info carries things worth reading at one's own pace, and a
// message that vanishes unread is worse than one that needs a click).
//
// Screen readers: errors are role="alert" (assertive), the rest role="status" (polite), inside
// one region that is always in the page so additions are announced.
//
//   const { showAlert } = useAlerts();
//   showAlert({ mode: 'success', title: '…', ctaLink: { name: 'V košarico', link: '/kosarica#naročila' } });
import {
  ALERT_DURATION_MS,
  ALERT_FADE_MS,
  ALERT_WITH_LINK_DURATION_MS,
} from '@gradnik/domain/constants';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { CloseIcon } from '../icons';

export type AlertMode = 'error' | 'success' | 'info' | 'warning';

export interface AlertInput {
  mode: AlertMode;
  title: string;
  /** SPEC §3 ctaLink: a link button (site path or absolute URL). */
  ctaLink?: { name: string; link: string; target?: string };
}

export interface AlertsApi {
  showAlert: (alert: AlertInput) => void;
}

interface ShownAlert extends AlertInput {
  id: number;
  fading: boolean;
}

/** How long an alert stays fully visible before it fades (null: until closed). SPEC §9. */
export function alertDurationMs(alert: Pick<AlertInput, 'mode' | 'ctaLink'>): number | null {
  if (alert.mode === 'info') return null;
  return alert.ctaLink ? ALERT_WITH_LINK_DURATION_MS : ALERT_DURATION_MS;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/** The alerts of the page; throws outside AlertsProvider so a forgotten provider shows at once. */
export function useAlerts(): AlertsApi {
  const api = useContext(AlertsContext);
  if (!api) throw new Error('useAlerts() needs <AlertsProvider> above it (app/root.tsx).');
  return api;
}

const MODE_STYLE: Record<AlertMode, string> = {
  error: 'border-danger-600 bg-danger-50 text-danger-700',
  success: 'border-brand-600 bg-brand-50 text-brand-900',
  info: 'border-sky-600 bg-sky-50 text-sky-900',
  warning: 'border-amber-600 bg-amber-50 text-amber-900',
};

function isExternal(link: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');
}

function AlertItem({ alert, onClose }: { alert: ShownAlert; onClose: (id: number) => void }) {
  const t = useT();
  const { ctaLink } = alert;
  const linkClass =
    'shrink-0 rounded-md border border-current px-2.5 py-1 text-sm font-semibold hover:bg-white/60';
  return (
    <div
      role={alert.mode === 'error' ? 'alert' : 'status'}
      data-alert-mode={alert.mode}
      data-state={alert.fading ? 'fading' : 'shown'}
      style={{ transitionDuration: `${ALERT_FADE_MS}ms` }}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-3 shadow-lg transition-opacity ${
        alert.fading ? 'opacity-0' : 'opacity-100'
      } ${MODE_STYLE[alert.mode]}`}
    >
      <span className="sr-only">{t(`alerts.mode.${alert.mode}`)}: </span>
      <p className="min-w-0 flex-1 pt-0.5 text-sm font-medium">{alert.title}</p>
      {ctaLink ? (
        isExternal(ctaLink.link) ? (
          <a
            href={ctaLink.link}
            target={ctaLink.target}
            rel={ctaLink.target === '_blank' ? 'noopener noreferrer' : undefined}
            className={linkClass}
            onClick={() => onClose(alert.id)}
          >
            {ctaLink.name}
          </a>
        ) : (
          <Link
            to={ctaLink.link}
            target={ctaLink.target}
            className={linkClass}
            onClick={() => onClose(alert.id)}
          >
            {ctaLink.name}
          </Link>
        )
      ) : null}
      <button
        type="button"
        onClick={() => onClose(alert.id)}
        aria-label={t('alerts.close')}
        className="shrink-0 rounded-md p-1 hover:bg-white/60"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

export function AlertsProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const [alerts, setAlerts] = useState<readonly ShownAlert[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const remove = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const showAlert = useCallback(
    (input: AlertInput) => {
      const id = nextId.current++;
      setAlerts((current) => [...current, { ...input, id, fading: false }]);
      const duration = alertDurationMs(input);
      if (duration === null) return;
      timers.current.set(
        id,
        setTimeout(() => {
          setAlerts((current) =>
            current.map((alert) => (alert.id === id ? { ...alert, fading: true } : alert)),
          );
          timers.current.set(
            id,
            setTimeout(() => remove(id), ALERT_FADE_MS),
          );
        }, duration),
      );
    },
    [remove],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<AlertsApi>(() => ({ showAlert }), [showAlert]);

  return (
    <AlertsContext value={api}>
      {children}
      {/* aria-live keeps the region readable while a modal side panel hides the rest of the
          page (Radix hides siblings with aria-hidden but leaves live regions alone). */}
      <div
        aria-label={t('alerts.region')}
        aria-live="polite"
        role="region"
        className="pointer-events-none fixed bottom-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} onClose={remove} />
        ))}
      </div>
    </AlertsContext>
  );
}
