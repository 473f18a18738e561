// The profile page's Settings section (issue #13 "Settings"; SPEC §2 profile section settings,
// §7 settings calls): each known setting (packages/domain settings.ts) as a switch, consent
// first, then the e-mail notifications. A change is sent at once (POST
// /api/customer/settings/{name} {value 1 or 0}) and shown before the answer comes (optimistic);
// a failure puts the switch back and says why. Below, the history of changes with their time
// and the agent who made one while impersonating (consent must be provable, GDPR Art. 7(1)).
import type { SettingChange, Settings, SettingValue } from '@gradnik/contracts/settings';
import { ljubljanaDateTimeParts } from '@gradnik/domain/format';
import {
  settingDefinition,
  settingsOfKind,
  type SettingKind,
  type SettingName,
} from '@gradnik/domain/settings';
import { useId, useRef, useState } from 'react';
import { useAccountT } from '../../i18n/account/use-account-t';
import type { AccountTranslate } from '../../i18n/account/use-account-t';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { useAlerts } from '../../ui/alerts/alerts';
import { settingPath } from './settings-api';
import type { SettingsData } from './settings.server';

const NAME_KEYS = {
  newsletterConsent: 'settings.name.newsletterConsent',
  notifyOrderStatus: 'settings.name.notifyOrderStatus',
  notifyDocuments: 'settings.name.notifyDocuments',
  notifyOffers: 'settings.name.notifyOffers',
  notifyComplaints: 'settings.name.notifyComplaints',
} as const satisfies Record<SettingName, string>;

const HELP_KEYS = {
  newsletterConsent: 'settings.help.newsletterConsent',
  notifyOrderStatus: 'settings.help.notifyOrderStatus',
  notifyDocuments: 'settings.help.notifyDocuments',
  notifyOffers: 'settings.help.notifyOffers',
  notifyComplaints: 'settings.help.notifyComplaints',
} as const satisfies Record<SettingName, string>;

const GROUPS = [
  { kind: 'consent', title: 'settings.group.consent', note: 'settings.group.consentNote' },
  {
    kind: 'notification',
    title: 'settings.group.notifications',
    note: 'settings.group.notificationsNote',
  },
] as const satisfies readonly { kind: SettingKind; title: string; note: string }[];

/** 'dano' / 'preklicano' for a consent, 'vklopljeno' / 'izklopljeno' for a notification. */
function stateText(t: AccountTranslate, name: SettingName, value: SettingValue): string {
  const consent = settingDefinition(name).kind === 'consent';
  if (consent) return t(value === 1 ? 'settings.state.consent.on' : 'settings.state.consent.off');
  return t(value === 1 ? 'settings.state.notification.on' : 'settings.state.notification.off');
}

function SettingSwitch({
  name,
  value,
  busy,
  onToggle,
}: {
  name: SettingName;
  value: SettingValue;
  busy: boolean;
  onToggle: (name: SettingName) => void;
}) {
  const t = useAccountT();
  const id = useId();
  const on = value === 1;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <span id={`${id}-label`} className="font-medium text-neutral-900">
          {t(NAME_KEYS[name])}
        </span>
        <p id={`${id}-help`} className="text-sm text-neutral-700">
          {t(HELP_KEYS[name])}
        </p>
      </div>
      {/* The on/off word sits beside the switch, not in it: the switch is named by the setting
          alone, and a visible word inside it that its name lacks fails WCAG 2.5.3 (label in
          name; axe label-content-name-mismatch). */}
      <div className="flex shrink-0 items-center gap-2">
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-help`}
          aria-busy={busy}
          onClick={() => onToggle(name)}
          className="flex min-h-11 items-center rounded-md px-1 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${
              on ? 'bg-brand-700' : 'bg-neutral-400'
            } ${busy ? 'opacity-70' : ''}`}
          >
            <span
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${
                on ? 'translate-x-5' : 'translate-x-0.5'
              }`}
            />
          </span>
        </button>
        <span aria-hidden="true" className="w-20 text-left text-sm text-neutral-800">
          {t(on ? 'settings.switch.on' : 'settings.switch.off')}
        </span>
      </div>
    </li>
  );
}

function HistoryEntry({ change }: { change: SettingChange }) {
  const t = useAccountT();
  const { date, time } = ljubljanaDateTimeParts(change.changedAt);
  const agent = change.byAgent
    ? change.agentName
      ? t('settings.history.byAgent', { name: change.agentName })
      : t('settings.history.byAgentUnknown')
    : null;
  return (
    <li className="py-2 text-sm text-neutral-800">
      {t('settings.history.entry', {
        setting: t(NAME_KEYS[change.name]),
        state: stateText(t, change.name, change.value),
        date,
        time,
      })}
      {agent ? <span className="text-neutral-700"> {agent}</span> : null}
    </li>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const t = useAccountT();
  const { token, locale } = useShopCaller();
  const { showAlert } = useAlerts();
  const [settings, setSettings] = useState(initial);
  const [busy, setBusy] = useState<ReadonlySet<SettingName>>(new Set());
  // Values shown before their answer came: an answer for another setting must not undo them.
  const optimistic = useRef(new Map<SettingName, SettingValue>());

  function markBusy(name: SettingName, on: boolean) {
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  }

  async function toggle(name: SettingName) {
    // One call per setting at a time: a second click waits for the first answer.
    if (optimistic.current.has(name)) return;
    const previous = settings.values[name];
    const value: SettingValue = previous === 1 ? 0 : 1;
    optimistic.current.set(name, value);
    setSettings((s) => ({ ...s, values: { ...s.values, [name]: value } }));
    markBusy(name, true);
    try {
      const answer = await shopCall(settingPath(name), {
        token,
        locale,
        method: 'POST',
        body: { value },
      });
      const { data } = await asContract('settingChangeResponse', answer);
      optimistic.current.delete(name);
      setSettings({
        history: data.history,
        values: { ...data.values, ...Object.fromEntries(optimistic.current) },
      });
      showAlert({
        mode: 'success',
        title: t('settings.saved', {
          setting: t(NAME_KEYS[name]),
          state: stateText(t, name, data.values[name]),
        }),
      });
    } catch (error) {
      optimistic.current.delete(name);
      setSettings((s) => ({ ...s, values: { ...s.values, [name]: previous } }));
      const message =
        error instanceof ShopApiError && error.status < 500 ? error.messages[0] : undefined;
      showAlert({ mode: 'error', title: message ?? t('settings.saveFailed') });
    } finally {
      markBusy(name, false);
    }
  }

  return (
    <div className="space-y-6">
      {GROUPS.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`settings-group-${group.kind}`}
          className="rounded-lg border border-neutral-200 bg-white px-4 py-3"
        >
          <h3 id={`settings-group-${group.kind}`} className="text-lg font-semibold">
            {t(group.title)}
          </h3>
          <p className="text-sm text-neutral-700">{t(group.note)}</p>
          <ul className="divide-y divide-neutral-200">
            {settingsOfKind(group.kind).map((setting) => (
              <SettingSwitch
                key={setting.name}
                name={setting.name}
                value={settings.values[setting.name]}
                busy={busy.has(setting.name)}
                onToggle={(name) => void toggle(name)}
              />
            ))}
          </ul>
        </section>
      ))}
      <section
        aria-labelledby="settings-history"
        className="rounded-lg border border-neutral-200 bg-white px-4 py-3"
      >
        <h3 id="settings-history" className="text-lg font-semibold">
          {t('settings.history.title')}
        </h3>
        {settings.history.length === 0 ? (
          <p className="py-2 text-sm text-neutral-700">{t('settings.history.empty')}</p>
        ) : (
          <ol className="divide-y divide-neutral-200">
            {settings.history.map((change) => (
              <HistoryEntry key={change.id} change={change} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function SettingsSection({ data }: { data: SettingsData }) {
  const t = useAccountT();
  if (!data) {
    return (
      <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
        {t('settings.unavailable')}
      </p>
    );
  }
  return <SettingsForm initial={data} />;
}
