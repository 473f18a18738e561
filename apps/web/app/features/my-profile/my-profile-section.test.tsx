// The profile page's "My profile" part (issue #13) with PATCH /jsonapi/customer mocked at fetch:
// the data as a definition list, the form behind "Uredi", field errors beside the fields
// (client rules and the API's), nothing lost on a failed save, and a new language loading the
// same page in that language.
import type { CustomerDocument } from '@gradnik/contracts/customer';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { MyProfileSection } from './my-profile-section';
import type { MyProfile } from './my-profile-view';

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: '7', partnerId: 'p1' } },
  }),
}));

const PROFILE: MyProfile = {
  id: '7',
  email: 'nabava@demo.si',
  groupCode: 'customer_employee',
  groupLabel: 'Zaposleni',
  values: {
    salutation: 'ga.',
    title: '',
    firstname: 'Mojca',
    lastname: 'Kovač',
    telephone: '01 234 56 78',
    mobile: '',
    telefax: '',
    website: 'www.kovac.si',
    birthday: '1985-06-30',
    address1: 'Dunajska cesta 5',
    address2: '',
    address3: '',
    postal: '1000',
    city: 'Ljubljana',
    languageid: 'sl',
  },
};

/** The customer document the API answers for a profile. */
function documentOf(profile: MyProfile): CustomerDocument {
  const nullable = (value: string) => (value === '' ? null : value);
  const v = profile.values;
  return {
    data: {
      id: profile.id,
      type: 'customer',
      attributes: {
        id: profile.id,
        code: null,
        label: `${v.firstname} ${v.lastname}`,
        email: profile.email,
        firstname: v.firstname,
        lastname: v.lastname,
        salutation: nullable(v.salutation),
        title: nullable(v.title),
        company: null,
        address1: nullable(v.address1),
        address2: nullable(v.address2),
        address3: nullable(v.address3),
        city: nullable(v.city),
        postal: nullable(v.postal),
        state: null,
        countryid: 'SI',
        languageid: v.languageid,
        telephone: nullable(v.telephone),
        telefax: nullable(v.telefax),
        mobile: nullable(v.mobile),
        website: nullable(v.website),
        birthday: nullable(v.birthday),
        status: 1,
        group: { id: '2', label: profile.groupLabel, code: profile.groupCode },
        addresses: [],
        contacts: [],
        ssoId: null,
        b2bUserKisId: null,
      },
      relationships: { partner: { data: null }, 'customer/property': { data: [] } },
    },
    included: [],
  };
}

const fetchMock = vi.fn<typeof fetch>();

/** Answers the PATCH like the API: the sent attributes stored, the document back. */
function answerLikeTheApi() {
  fetchMock.mockImplementation((_input, init) => {
    const { data } = JSON.parse(init?.body as string) as {
      data: { attributes: Record<string, string | null> };
    };
    const values = { ...PROFILE.values };
    for (const [field, value] of Object.entries(data.attributes)) {
      values[field as keyof typeof values] = value ?? '';
    }
    return Promise.resolve(Response.json(documentOf({ ...PROFILE, values })));
  });
}

function sentAttributes(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call]?.[1];
  return (JSON.parse(init?.body as string) as { data: { attributes: Record<string, unknown> } })
    .data.attributes;
}

// asContract checks answers with the contract's zod schemas in tests; their first import takes
// longer than waitFor's second, so it happens here.
beforeAll(async () => {
  await import('../../lib/contract-schemas');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

/** The app's root around the page: the path's locale and the alerts, kept across pages. */
function Root() {
  const locale: Locale = useLocation().pathname.startsWith('/en/') ? 'en' : 'sl';
  return (
    <LocaleProvider locale={locale}>
      <AlertsProvider>
        <Outlet />
        <Where />
      </AlertsProvider>
    </LocaleProvider>
  );
}

async function renderSection(data: MyProfile | null = PROFILE, locale: Locale = 'sl') {
  const Page = () => <MyProfileSection data={data} />;
  // A data router, as in the app (the section revalidates the page's loaders after a save).
  const Stub = createRoutesStub([
    {
      id: 'root',
      Component: Root,
      HydrateFallback: () => null,
      children: [
        { path: '/profil', Component: Page, loader: () => null },
        { path: '/en/profile', Component: Page, loader: () => null },
      ],
    },
  ]);
  render(<Stub initialEntries={[locale === 'sl' ? '/profil' : '/en/profile']} />);
  await screen.findByTestId('where');
}

function details(): Record<string, string> {
  const list = document.querySelector('dl');
  if (!list) throw new Error('no definition list');
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [
      term.textContent ?? '',
      term.nextElementSibling?.textContent?.replace(/\s+/g, ' ') ?? '',
    ]),
  );
}

describe('my profile section (issue #13)', () => {
  it('shows the data as a definition list, empty fields as a dash, role and language in words', async () => {
    await renderSection();
    expect(details()).toEqual({
      Nagovor: 'ga.',
      Naziv: '—',
      Ime: 'Mojca',
      Priimek: 'Kovač',
      // The address and its change button (decision 034).
      'E-pošta': 'nabava@demo.siSpremeni e-naslov',
      Telefon: '01 234 56 78',
      'Mobilni telefon': '—',
      Telefaks: '—',
      'Spletna stran': 'www.kovac.si',
      'Datum rojstva': '30. 06. 1985',
      Naslov: 'Dunajska cesta 5',
      'Pošta in kraj': '1000 Ljubljana',
      Jezik: 'Slovenščina',
      Vloga: 'Zaposleni',
    });
    expect(screen.getByRole('link', { name: 'www.kovac.si' }).getAttribute('href')).toBe(
      'https://www.kovac.si/',
    );
  });

  it('speaks English on the English page, and names an administrator', async () => {
    await renderSection({ ...PROFILE, groupCode: 'customer_admin' }, 'en');
    expect(details()).toMatchObject({
      'First name': 'Mojca',
      Language: 'Slovenian',
      Role: 'Company administrator',
      Title: '—',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('says so when there is no profile to show', async () => {
    await renderSection(null);
    expect(screen.getByText('Podatkov profila trenutno ni mogoče naložiti.')).toBeTruthy();
  });

  it('edits in a labelled form, saves with PATCH and the CSRF header, shows the new data', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'csrf-1';
    document.head.append(meta);
    answerLikeTheApi();
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Uredi' }));
    const form = screen.getByRole('form', { name: 'Urejanje mojih podatkov' });
    const email = within(form).getByLabelText('E-pošta');
    expect(email.hasAttribute('readonly')).toBe(true);
    expect(within(form).getByLabelText<HTMLInputElement>('Datum rojstva').type).toBe('date');
    expect(within(form).getByLabelText('Jezik').tagName).toBe('SELECT');
    await user.clear(within(form).getByLabelText('Kraj'));
    await user.type(within(form).getByLabelText('Kraj'), 'Maribor');
    await user.clear(within(form).getByLabelText('Poštna številka'));
    await user.type(within(form).getByLabelText('Poštna številka'), '2000');
    await user.type(within(form).getByLabelText('Mobilni telefon'), '041 123 456');
    await user.click(within(form).getByRole('button', { name: 'Shrani' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Podatki so shranjeni.'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/jsonapi/customer');
    expect(init?.method).toBe('PATCH');
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(sentAttributes()).toMatchObject({
      city: 'Maribor',
      postal: '2000',
      mobile: '041 123 456',
      title: null,
      languageid: 'sl',
    });
    expect(sentAttributes()).not.toHaveProperty('email');
    expect(screen.queryByRole('form')).toBeNull();
    expect(details()).toMatchObject({
      'Pošta in kraj': '2000 Maribor',
      'Mobilni telefon': '041 123 456',
    });
    expect(screen.getByTestId('where').textContent).toBe('/profil');
    meta.remove();
  });

  it('shows a rule broken in the browser beside its field, without a call', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Uredi' }));
    const postal = screen.getByLabelText('Poštna številka');
    await user.clear(postal);
    await user.type(postal, '999');
    await user.clear(screen.getByLabelText('Ime'));
    await user.click(screen.getByRole('button', { name: 'Shrani' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(postal.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Poštna številka ni veljavna');
    const firstname = screen.getByLabelText('Ime');
    expect(
      document.getElementById(firstname.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('To polje je obvezno.');
    expect(screen.getByRole('alert').textContent).toContain('Popravite označena polja.');
  });

  it('shows the API’s field errors beside the fields and keeps everything typed', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: 'The profile data is not valid',
          code: 'invalidProfile',
          statusCode: 400,
          errors: { 'data.attributes.website': ['The website is not a valid address.'] },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    await renderSection(PROFILE, 'en');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Koper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const website = await screen.findByLabelText('Website');
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(website.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('The website is not a valid address.');
    expect(screen.getByLabelText<HTMLInputElement>('City').value).toBe('Koper');
    expect(screen.getByRole('form')).toBeTruthy();
  });

  it('keeps the form and says so when saving fails for another reason', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Uredi' }));
    await user.type(screen.getByLabelText('Naziv'), 'mag.');
    await user.click(screen.getByRole('button', { name: 'Shrani' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Shranjevanje ni uspelo.'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Naziv').value).toBe('mag.');
  });

  it('cancels without a call, back to the data as it was', async () => {
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Uredi' }));
    await user.type(screen.getByLabelText('Naziv'), 'dr.');
    await user.click(screen.getByRole('button', { name: 'Prekliči' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(details()).toMatchObject({ Naziv: '—' });
  });

  it('loads the same page in the new language after saving a language change', async () => {
    answerLikeTheApi();
    const user = userEvent.setup();
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Uredi' }));
    await user.selectOptions(screen.getByLabelText('Jezik'), 'en');
    await user.click(screen.getByRole('button', { name: 'Shrani' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/profile'));
    expect(sentAttributes()).toMatchObject({ languageid: 'en' });
    expect(screen.getByRole('status').textContent).toContain('Your details have been saved.');
    expect(document.cookie).toContain('i18n_redirected=en');
    // The English page, its data in English.
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(details()).toMatchObject({ Language: 'Slovenian' });
  });
});
