// "My profile" (issue #13; SPEC §3 User): the user's own data as a definition list; "Uredi"
// turns it into a form for the contact fields and language (PATCH /jsonapi/customer, decision
// 027). The e-mail is shown read-only (it changes only through a confirmation link), the group
// in words. A failed save keeps everything typed and shows each field's message beside it; a
// new language loads the same page in that language.
import { addDays, formatDay, ljubljanaDay } from '@gradnik/domain/date-range';
import { isLocale, type Locale } from '@gradnik/domain/locale';
import {
  PROFILE_LIMITS,
  profileMessage,
  validateProfileChange,
  websiteHref,
  type ProfileField,
} from '@gradnik/domain/profile';
import { isAgent } from '@gradnik/domain/roles';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { translateAccount, useAccountT } from '../../i18n/account/use-account-t';
import { storeLocaleChoice } from '../../i18n/locale-cookie';
import type { AccountKey } from '../../i18n/account/use-account-t';
import { ShopApiError, shopCall, useShopCaller } from '../../lib/basket-client';
import { asContract } from '../../lib/contract';
import { profileHref } from '../../route-table';
import { useAlerts } from '../../ui/alerts/alerts';
import type { MyProfileData } from './my-profile.server';
import {
  CUSTOMER_PATH,
  profileAttributes,
  profileFieldOf,
  profileFromAttributes,
  type MyProfile,
  type ProfileFormValues,
} from './my-profile-view';
import { EmailChange } from '../email-change/email-change';

type FieldErrors = Partial<Record<ProfileField, string>>;

const INPUT_CLASS =
  'w-full rounded-md border border-neutral-300 px-3 py-2 text-sm aria-[invalid=true]:border-danger-700';
const LABEL_CLASS = 'text-sm font-medium text-neutral-800';

function groupKey(code: string): AccountKey | null {
  if (code === 'customer_admin') return 'myProfile.group.customer_admin';
  if (code === 'customer_employee') return 'myProfile.group.customer_employee';
  if (isAgent(code)) return 'myProfile.group.agent';
  return null;
}

function languageKey(value: string): AccountKey | null {
  if (value === 'sl') return 'myProfile.language.sl';
  if (value === 'en') return 'myProfile.language.en';
  return null;
}

export function MyProfileSection({ data }: { data: MyProfileData }) {
  const t = useAccountT();
  const [saved, setSaved] = useState<MyProfile | null>(null);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const profile = saved ?? data;

  if (!profile) {
    return <p className="text-sm text-neutral-700">{t('myProfile.unavailable')}</p>;
  }

  function closeForm(next?: MyProfile) {
    if (next) setSaved(next);
    setEditing(false);
    // Back to the button that opened the form, so keyboard users keep their place.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <section aria-labelledby="my-profile-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-profile-heading" className="text-xl font-semibold text-neutral-900">
          {t('myProfile.title')}
        </h2>
        {editing ? null : (
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            className="rounded-md border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t('myProfile.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <ProfileForm profile={profile} onCancel={() => closeForm()} onSaved={closeForm} />
      ) : (
        <ProfileDetails profile={profile} />
      )}
    </section>
  );
}

function ProfileDetails({ profile }: { profile: MyProfile }) {
  const t = useAccountT();
  const v = profile.values;
  const empty = t('myProfile.empty');
  const text = (value: string) => (value.trim() === '' ? empty : value);
  const website = v.website ? websiteHref(v.website) : null;
  const language = languageKey(v.languageid);
  const group = groupKey(profile.groupCode);
  const address = [v.address1, v.address2, v.address3].filter((line) => line.trim() !== '');
  const postalCity = [v.postal, v.city].filter((part) => part.trim() !== '').join(' ');

  const rows: [AccountKey, React.ReactNode][] = [
    ['myProfile.field.salutation', text(v.salutation)],
    ['myProfile.field.title', text(v.title)],
    ['myProfile.field.firstname', text(v.firstname)],
    ['myProfile.field.lastname', text(v.lastname)],
    // The e-mail changes only through a confirmation link (decision 034).
    [
      'myProfile.field.email',
      <EmailChange email={profile.email} changeable={!isAgent(profile.groupCode)} />,
    ],
    ['myProfile.field.telephone', text(v.telephone)],
    ['myProfile.field.mobile', text(v.mobile)],
    ['myProfile.field.telefax', text(v.telefax)],
    [
      'myProfile.field.website',
      website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="break-all text-brand-900 underline"
        >
          {v.website}
        </a>
      ) : (
        text(v.website)
      ),
    ],
    ['myProfile.field.birthday', v.birthday ? formatDay(v.birthday) : empty],
    [
      'myProfile.field.address',
      address.length > 0
        ? address.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))
        : empty,
    ],
    ['myProfile.field.postalCity', postalCity || empty],
    ['myProfile.field.languageid', language ? t(language) : text(v.languageid)],
    ['myProfile.field.group', group ? t(group) : text(profile.groupLabel)],
  ];

  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-neutral-600">{t(label)}</dt>
          <dd className="break-words text-sm text-neutral-900 sm:mb-0 mb-1">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface FieldSpec {
  field: Exclude<ProfileField, 'languageid'>;
  type?: 'text' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'numeric' | 'url';
}

const NAME_FIELDS: FieldSpec[] = [
  { field: 'salutation', autoComplete: 'honorific-prefix' },
  { field: 'title' },
  { field: 'firstname', autoComplete: 'given-name' },
  { field: 'lastname', autoComplete: 'family-name' },
];

const CONTACT_FIELDS: FieldSpec[] = [
  { field: 'telephone', type: 'tel', autoComplete: 'tel' },
  { field: 'mobile', type: 'tel', autoComplete: 'mobile tel' },
  { field: 'telefax', type: 'tel', autoComplete: 'fax tel' },
  { field: 'website', autoComplete: 'url', inputMode: 'url' },
  { field: 'birthday', type: 'date', autoComplete: 'bday' },
  { field: 'address1', autoComplete: 'address-line1' },
  { field: 'address2', autoComplete: 'address-line2' },
  { field: 'address3', autoComplete: 'address-line3' },
  { field: 'postal', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'city', autoComplete: 'address-level2' },
];

const REQUIRED: ReadonlySet<ProfileField> = new Set(['firstname', 'lastname']);

function ProfileForm({
  profile,
  onCancel,
  onSaved,
}: {
  profile: MyProfile;
  onCancel: () => void;
  onSaved: (next: MyProfile) => void;
}) {
  const t = useAccountT();
  const id = useId();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { showAlert } = useAlerts();
  const { locale, token } = useShopCaller();
  const [values, setValues] = useState<ProfileFormValues>(profile.values);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = (field: ProfileField | 'email') => `${id}-${field}`;
  const errorId = (field: ProfileField | 'email') => `${id}-${field}-error`;

  // The form opens on its first field (the user pressed "Uredi" to type).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([readonly])')?.focus();
  }, []);

  function showErrors(next: FieldErrors) {
    setErrors(next);
    showAlert({ mode: 'error', title: t('myProfile.invalid') });
    const first = Object.keys(next)[0];
    if (first) {
      requestAnimationFrame(() => document.getElementById(inputId(first as ProfileField))?.focus());
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const attributes = profileAttributes(values);
    // The API's own rules (@gradnik/domain/profile), checked here first so a mistake is shown
    // without a round trip; the API checks again and its answer wins.
    const checked = validateProfileChange(attributes);
    if (!checked.ok) {
      const next: FieldErrors = {};
      for (const problem of checked.errors) {
        const field = profileFieldOf(`data.attributes.${problem.field}`);
        if (field) next[field] ??= profileMessage(problem, locale);
      }
      showErrors(next);
      return;
    }
    setSaving(true);
    try {
      const answer = await shopCall(CUSTOMER_PATH, {
        token,
        locale,
        method: 'PATCH',
        body: { data: { type: 'customer', attributes } },
      });
      const document = await asContract('customerDocument', answer);
      const next = profileFromAttributes(document.data.attributes);
      setErrors({});
      const language = next.values.languageid;
      if (isLocale(language) && language !== profile.values.languageid && language !== locale) {
        // A new language: the same page in it (SPEC §2 addresses), remembered for '/' (§9).
        storeLocaleChoice(language);
        showAlert({ mode: 'success', title: translateAccount(language, 'myProfile.saved') });
        onSaved(next);
        void navigate(profileHref(language));
        return;
      }
      showAlert({ mode: 'success', title: t('myProfile.saved') });
      onSaved(next);
      // The header's account panel greets by first name from the layout's loader: re-read it.
      void revalidator.revalidate();
    } catch (error) {
      const fromApi = error instanceof ShopApiError ? fieldErrorsOf(error.body) : {};
      if (Object.keys(fromApi).length > 0) {
        showErrors(fromApi);
      } else {
        const message = error instanceof ShopApiError ? error.messages[0] : undefined;
        showAlert({ mode: 'error', title: message ?? t('myProfile.saveFailed') });
      }
    } finally {
      setSaving(false);
    }
  }

  function input(spec: FieldSpec, today: string) {
    const { field } = spec;
    const error = errors[field];
    const max = (PROFILE_LIMITS as Partial<Record<ProfileField, number>>)[field];
    return (
      <div key={field} className="flex flex-col gap-1">
        <label htmlFor={inputId(field)} className={LABEL_CLASS}>
          {t(`myProfile.field.${field}`)}
        </label>
        <input
          id={inputId(field)}
          name={field}
          type={spec.type ?? 'text'}
          value={values[field]}
          onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          maxLength={field === 'postal' ? 4 : max}
          max={field === 'birthday' ? today : undefined}
          required={REQUIRED.has(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(field) : undefined}
          className={INPUT_CLASS}
        />
        {error ? (
          <p id={errorId(field)} className="text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  // The latest birthday the API accepts: yesterday in Ljubljana (the form is client-only).
  const latestBirthday = addDays(ljubljanaDay(new Date()), -1);
  const languageError = errors.languageid;

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('myProfile.formLabel')}
      className="space-y-4 rounded-md border border-neutral-200 bg-white p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {NAME_FIELDS.map((spec) => input(spec, latestBirthday))}
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={inputId('email')} className={LABEL_CLASS}>
            {t('myProfile.field.email')}
          </label>
          <input
            id={inputId('email')}
            type="email"
            value={profile.email}
            readOnly
            aria-describedby={`${inputId('email')}-note`}
            className={`${INPUT_CLASS} bg-neutral-100 text-neutral-700`}
          />
          <p id={`${inputId('email')}-note`} className="text-sm text-neutral-600">
            {t('myProfile.emailNote')}
          </p>
        </div>
        {CONTACT_FIELDS.map((spec) => input(spec, latestBirthday))}
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId('languageid')} className={LABEL_CLASS}>
            {t('myProfile.field.languageid')}
          </label>
          <select
            id={inputId('languageid')}
            name="languageid"
            value={values.languageid}
            onChange={(event) => setValues((old) => ({ ...old, languageid: event.target.value }))}
            aria-invalid={languageError ? true : undefined}
            aria-describedby={languageError ? errorId('languageid') : undefined}
            className={INPUT_CLASS}
          >
            {(['sl', 'en'] as const satisfies readonly Locale[]).map((option) => (
              <option key={option} value={option} lang={option}>
                {translateAccount(option, `myProfile.language.${option}`)}
              </option>
            ))}
          </select>
          {languageError ? (
            <p id={errorId('languageid')} className="text-sm text-danger-700">
              {languageError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={saving}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          {saving ? t('myProfile.saving') : t('myProfile.save')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          disabled={saving}
          className="rounded-md border border-neutral-300 bg-white px-4 py-2 text-sm font-semibold text-neutral-800 hover:bg-neutral-50 disabled:opacity-50"
        >
          {t('myProfile.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The API's 400 `errors` (`data.attributes.<field>` → messages) as the form's field errors. */
function fieldErrorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const { errors } = body as { errors?: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  const fields: FieldErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = profileFieldOf(path);
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (field && typeof first === 'string') fields[field] ??= first;
  }
  return fields;
}
