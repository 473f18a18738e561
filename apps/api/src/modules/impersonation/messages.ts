// User-facing texts of the impersonation calls: SPEC §5 word for word where it has one
// (packages/domain impersonation.ts), clear Slovenian and English otherwise (issue #13).
import { impersonationMessage, type ImpersonationMessageKey } from '@gradnik/domain/impersonation';
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

const spec = (key: ImpersonationMessageKey) => ({
  sl: impersonationMessage(key, 'sl'),
  en: impersonationMessage(key, 'en'),
});

export const IMPERSONATION_MESSAGES = {
  alreadyActive: spec('alreadyActive'),
  notActive: spec('notActive'),
  unknownSession: spec('unknownSession'),
  invalidIdent: spec('invalidIdent'),
  startFailed: spec('startFailed'),
  agentsOnly: {
    sl: 'Prevzeti uporabnika lahko le prodajni zastopnik.',
    en: 'Only a sales agent can act for a customer.',
  },
  customerNotFound: { sl: 'Stranka ne obstaja.', en: 'The customer does not exist.' },
  notACustomer: {
    sl: 'Prevzeti je mogoče le uporabnika podjetja.',
    en: 'Only a company user can be acted for.',
  },
  customerInactive: {
    sl: 'Uporabnik je onemogočen in ga ni mogoče prevzeti.',
    en: 'The user is deactivated and cannot be acted for.',
  },
  // Status 2 (decision 034): no password, no sign-in yet; nothing to act as.
  customerInvited: {
    sl: 'Uporabnik še ni sprejel vabila, zato ga ni mogoče prevzeti.',
    en: 'The user has not accepted the invitation yet and cannot be acted for.',
  },
  notAssigned: {
    sl: 'To podjetje ni med strankami, ki jih zastopate.',
    en: 'This company is not one of the customers you serve.',
  },
  alreadyExchanged: {
    sl: 'Seja impersonacije je že prevzeta.',
    en: 'The impersonation session has been taken already.',
  },
  identRequired: {
    sl: 'Žeton impersonacije velja le znotraj njene seje.',
    en: 'An impersonation token is valid only within its session.',
  },
  ended: {
    sl: 'Impersonacija je končana. Prijavite se znova.',
    en: 'The impersonation has ended. Please sign in again.',
  },
  adminsOnly: {
    sl: 'Dnevnik obiskov zastopnikov vidi le skrbnik podjetja.',
    en: 'Only the company administrator sees the agents’ visit log.',
  },
  started: { sl: 'Impersonacija se je začela.', en: 'Impersonation started.' },
  stopped: { sl: 'Impersonacija je končana.', en: 'Impersonation ended.' },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: impersonationText, error: impersonationError } =
  localizedErrors(IMPERSONATION_MESSAGES);
