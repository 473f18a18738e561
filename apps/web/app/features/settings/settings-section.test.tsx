// The profile page's Settings section (issue #13 "Settings") with the settings API mocked at
// fetch: switches grouped consent then notifications, a change sent at once and shown before the
// answer, put back with an error alert when it fails, and the history below.
import type { Settings, SettingChangeResponse } from '@gradnik/contracts/settings';
import type { Locale } from '@gradnik/domain/locale';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { SettingsSection } from './settings-section';

vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const SETTINGS: Settings = {
  values: {
    newsletterConsent: 0,
    notifyOrderStatus: 1,
    notifyDocuments: 1,
    notifyOffers: 0,
    notifyComplaints: 1,
  },
  history: [
    {
      id: '2',
      name: 'notifyOffers',
      value: 0,
      changedAt: '2026-11-24T13:05:00.000Z',
      byAgent: true,
      agentName: 'Ana Agent',
    },
    {
      id: '1',
      name: 'newsletterConsent',
      value: 0,
      changedAt: '2026-06-01T08:00:00.000Z',
      byAgent: false,
      agentName: null,
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();

function urlOf(input: Parameters<typeof fetch>[0]): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Answers POST /api/customer/settings/{name} like the API, at a fixed time. */
function answerLikeTheApi(changedAt = '2026-11-25T09:30:00.000Z') {
  let state = structuredClone(SETTINGS);
  fetchMock.mockImplementation((input, init) => {
    const name = urlOf(input).split('/').pop() as keyof Settings['values'];
    const { value } = JSON.parse(init?.body as string) as { value: 0 | 1 };
    const changed = state.values[name] !== value;
    state = {
      values: { ...state.values, [name]: value },
      history: changed
        ? [
            {
              id: String(state.history.length + 1),
              name,
              value,
              changedAt,
              byAgent: false,
              agentName: null,
            },
            ...state.history,
          ]
        : state.history,
    };
    const answer: SettingChangeResponse = { data: state, meta: { name, value, changed } };
    return Promise.resolve(Response.json(answer));
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(data: Settings | null = SETTINGS, locale: Locale = 'sl') {
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <AlertsProvider>
          <SettingsSection data={data} />
        </AlertsProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

function historyTexts(): string[] {
  const history = screen.getByRole('region', { name: 'Zgodovina sprememb' });
  return within(history)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('settings section (issue #13)', () => {
  it('shows each setting as a labelled, described switch, consent first, then notifications', () => {
    renderSection();
    const consent = screen.getByRole('region', { name: 'Soglasja' });
    const newsletter = within(consent).getByRole('switch', { name: 'Soglasje za novice' });
    expect(newsletter.getAttribute('aria-checked')).toBe('false');
    expect(newsletter.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(newsletter.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('novice o akcijah');
    const notifications = screen.getByRole('region', { name: 'Obvestila po e-pošti' });
    expect(
      within(notifications)
        .getAllByRole('switch')
        .map((s) => [
          document.getElementById(s.getAttribute('aria-labelledby') ?? '')?.textContent,
          s.getAttribute('aria-checked'),
        ]),
    ).toEqual([
      ['Stanje naročil', 'true'],
      ['Novi dokumenti', 'true'],
      ['Ponudbe', 'false'],
      ['Reklamacije', 'true'],
    ]);
    // Consent first in the document, then the four notifications.
    const all = screen.getAllByRole('switch');
    expect(all).toHaveLength(5);
    expect(all[0]).toBe(newsletter);
  });

  it('shows the history newest first, in Slovenian date and Ljubljana time, naming the agent', () => {
    renderSection();
    expect(historyTexts()).toEqual([
      'Ponudbe: izklopljeno 24. 11. 2026 ob 14:05 (zastopnik: Ana Agent)',
      'Soglasje za novice: preklicano 01. 06. 2026 ob 10:00',
    ]);
  });

  it('sends a change at once, shows success and adds it to the history', async () => {
    answerLikeTheApi();
    const user = userEvent.setup();
    renderSection();
    const newsletter = screen.getByRole('switch', { name: 'Soglasje za novice' });
    await user.click(newsletter);
    // Optimistic: on before the answer is read.
    expect(newsletter.getAttribute('aria-checked')).toBe('true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(urlOf(url)).toBe('/api/customer/settings/newsletterConsent');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ value: 1 });
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('accept-language')).toBe('sl');

    await screen.findByText('Soglasje za novice: dano. Sprememba je shranjena.');
    await waitFor(() =>
      expect(historyTexts()[0]).toBe('Soglasje za novice: dano 25. 11. 2026 ob 10:30'),
    );
    expect(historyTexts()).toHaveLength(3);
    expect(newsletter.getAttribute('aria-checked')).toBe('true');
  });

  it('puts the switch back and shows the API’s message when the change fails', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: 'Neveljaven varnostni žeton (CSRF).', code: 'csrf', statusCode: 403 },
        { status: 403 },
      ),
    );
    const user = userEvent.setup();
    renderSection();
    const offers = screen.getByRole('switch', { name: 'Ponudbe' });
    await user.click(offers);
    await screen.findByText('Neveljaven varnostni žeton (CSRF).');
    expect(offers.getAttribute('aria-checked')).toBe('false');
    expect(historyTexts()).toHaveLength(2);
  });

  it('shows the change before the answer, with the CSRF token, and rolls back on a 500', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'csrf-1';
    document.head.append(meta);
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderSection();
    const documents = screen.getByRole('switch', { name: 'Novi dokumenti' });
    await user.click(documents);
    expect(documents.getAttribute('aria-checked')).toBe('false');
    expect(documents.getAttribute('aria-busy')).toBe('true');
    // A second click while the first is under way sends nothing more.
    await user.click(documents);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('x-csrf-token')).toBe('csrf-1');
    answer(Response.json({ error: 'Internal', statusCode: 500 }, { status: 500 }));
    await screen.findByText('Nastavitve ni bilo mogoče shraniti. Poskusite znova.');
    expect(documents.getAttribute('aria-checked')).toBe('true');
    expect(documents.getAttribute('aria-busy')).toBe('false');
    meta.remove();
  });

  it('says so in general words when the server fails or cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderSection();
    const orders = screen.getByRole('switch', { name: 'Stanje naročil' });
    await user.click(orders);
    await screen.findByText('Nastavitve ni bilo mogoče shraniti. Poskusite znova.');
    expect(orders.getAttribute('aria-checked')).toBe('true');
  });

  it('speaks English under /en', async () => {
    answerLikeTheApi('2026-07-01T22:30:00.000Z');
    const user = userEvent.setup();
    renderSection(SETTINGS, 'en');
    expect(screen.getByRole('region', { name: 'Consents' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Complaints' }));
    await screen.findByText('Complaints: switched off. The change is saved.');
    const history = screen.getByRole('region', { name: 'Change history' });
    await waitFor(() =>
      expect(within(history).getAllByRole('listitem')[0]?.textContent).toBe(
        'Complaints: switched off on 02. 07. 2026 at 00:30',
      ),
    );
    expect(within(history).getAllByRole('listitem')[1]?.textContent).toBe(
      'Offers: switched off on 24. 11. 2026 at 14:05 (by agent Ana Agent)',
    );
  });

  it('tells the user when the settings could not be loaded', () => {
    renderSection(null);
    expect(screen.getByText(/Nastavitev trenutno ni mogoče naložiti/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
