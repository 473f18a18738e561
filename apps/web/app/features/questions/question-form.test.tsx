// The inquiry page's form and list (issue #14; SPEC §2 /povprasevanje; decision 037): labelled
// fields, the chosen files with size and remove button, the browser's pre-check of count, size
// and type, the upload's progress bar, the API's field errors, and the list's answers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionItem } from '@gradnik/contracts/question';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import type { UploadCallOptions } from '../../lib/upload-call';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { QuestionForm } from './question-form';
import { QuestionList } from './question-list';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-call', () => ({ uploadCall: upload }));
vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

beforeEach(() => {
  upload.mockReset();
});
afterEach(cleanup);

const item = (over: Partial<QuestionItem> = {}): QuestionItem => ({
  id: 5,
  kind: 'general',
  subject: 'Dobava',
  message: 'Kdaj?',
  productCodes: ['100234'],
  product: null,
  attachments: [],
  askedBy: 'Ana Kovač',
  actingAgent: null,
  createdAt: '2025-03-04T09:15:00.000Z',
  answer: null,
  answeredAt: null,
  ...over,
});

function wrap(children: React.ReactNode) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale="sl">
          <AlertsProvider>{children}</AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ applyAccept: false });
}

const file = (name: string, size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('question form', () => {
  it('lists chosen files with size and remove, and pre-checks count, size and type', async () => {
    const user = wrap(<QuestionForm caretaker="Marko Horvat" onSent={() => undefined} />);
    expect(screen.getByText(/skrbnik računa Marko Horvat/)).toBeTruthy();
    const picker = screen.getByLabelText('Priloge (neobvezno)');
    await user.upload(picker, [
      file('skica.png', 2048),
      file('virus.exe', 10, 'application/x-msdownload'),
    ]);
    const chosen = screen.getByRole('list', { name: 'Izbrane priloge' });
    expect(within(chosen).getByText('skica.png')).toBeTruthy();
    expect(within(chosen).getByText('2 kB')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('»virus.exe« ni slika JPG');
    await user.click(screen.getByRole('button', { name: 'Odstrani virus.exe' }));
    expect(screen.queryByText(/virus\.exe/)).toBeNull();
    await user.upload(picker, [file('velika.pdf', 10 * 1024 * 1024 + 1, 'application/pdf')]);
    expect(screen.getByText('Datoteka »velika.pdf« je prevelika: največ 10 MB.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Odstrani velika.pdf' }));
    await user.upload(
      picker,
      Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`, 10, 'image/jpeg')),
    );
    expect(screen.getByText('Priložite lahko največ 5 datotek.')).toBeTruthy();
  });

  it('needs subject and message, then sends multipart with a progress bar', async () => {
    let report: UploadCallOptions['onProgress'];
    let finish: (value: unknown) => void = () => undefined;
    upload.mockImplementation((_path: string, _form: FormData, options: UploadCallOptions) => {
      report = options.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    const sent = vi.fn();
    const user = wrap(<QuestionForm caretaker={null} onSent={sent} />);
    await user.click(screen.getByRole('button', { name: 'Pošlji vprašanje' }));
    expect(screen.getAllByText('To polje je obvezno.')).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Zadeva' }), 'Dobava');
    await user.type(screen.getByRole('textbox', { name: 'Sporočilo' }), 'Kdaj?');
    expect(screen.getByText('5/2000 znakov')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Šifre izdelkov (neobvezno)' }), '100234');
    await user.upload(screen.getByLabelText('Priloge (neobvezno)'), file('a.png', 100));
    await user.click(screen.getByRole('button', { name: 'Pošlji vprašanje' }));
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    const form = upload.mock.calls[0]?.[1] as FormData;
    expect(form.get('subject')).toBe('Dobava');
    expect(form.get('productCodes')).toBe('100234');
    expect((form.getAll('files')[0] as File).name).toBe('a.png');
    report?.({ loaded: 40, total: 100 });
    const bar = await screen.findByRole('progressbar', { name: 'Napredek nalaganja' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    finish({ data: item() });
    await waitFor(() => expect(sent).toHaveBeenCalledOnce());
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Zadeva' }).value).toBe('');
  });

  it('marks the field the API refused', async () => {
    const text = 'Izdelka s šifro »NI-TAKE« ni v katalogu.';
    upload.mockRejectedValue(
      new ShopApiError(400, [text], 'unknownProductCode', { errors: { productCodes: [text] } }),
    );
    const user = wrap(<QuestionForm caretaker={null} onSent={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Zadeva' }), 'S');
    await user.type(screen.getByRole('textbox', { name: 'Sporočilo' }), 'M');
    await user.click(screen.getByRole('button', { name: 'Pošlji vprašanje' }));
    const codes = screen.getByRole('textbox', { name: 'Šifre izdelkov (neobvezno)' });
    await waitFor(() => expect(codes.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});

describe('question list', () => {
  it('shows answers, waiting questions, the agent and product links', () => {
    wrap(
      <QuestionList
        questions={[
          item({
            id: 1,
            answer: 'V petek.',
            answeredAt: '2025-03-05T10:00:00.000Z',
            actingAgent: 'Tina Agent',
          }),
          item({
            id: 2,
            kind: 'product',
            subject: null,
            product: { id: '42', code: '100234', name: 'Cement 25 kg' },
            attachments: [{ id: 9, name: 'foto.jpg', type: 'image/jpeg', size: 2048 }],
          }),
        ]}
      />,
    );
    expect(screen.getByText('V petek.')).toBeTruthy();
    expect(screen.getByText('Odgovor 05. 03. 2025 ob 11:00')).toBeTruthy();
    expect(screen.getByText(/v imenu stranke zastopnik Tina Agent/)).toBeTruthy();
    expect(screen.getByText('Čaka na odgovor')).toBeTruthy();
    expect(screen.getByRole('link', { name: '100234 Cement 25 kg' }).getAttribute('href')).toBe(
      '/artikel/42',
    );
    expect(screen.getByRole('button', { name: 'Prenesi foto.jpg (2 kB)' })).toBeTruthy();
  });
});
