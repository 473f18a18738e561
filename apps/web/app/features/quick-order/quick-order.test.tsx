// The quick-order pad (issue #15; decision 040): the pasted lines go to one resolve call (bad
// lines listed, not sent), the check shows its progress, the table shows the rounding to whole
// packages (SPEC §5) and the unknown codes with the SPEC §8 text, 'Dodaj vse v košarico' hands
// the lines in stock to the catalogue's bulk add and then offers the out-of-stock ones for the
// inquiry basket; a file is read through the API with upload progress.
import type { QuickOrderResolvedLine } from '@gradnik/contracts/quick-order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { QuickOrderPage, type AddMany } from './quick-order-page';

const api = vi.hoisted(() => ({ resolveLines: vi.fn(), parseFile: vi.fn() }));
vi.mock('./quick-order-api', () => api);
vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'sl',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

const units = {
  BaseUnitOfMeasure: 'KOS',
  RetailUnitOfMeasure: 'KOS',
  MinimumSalesUnitRetail: 5,
  MinimumWholeSalesUnitRetail: 1,
  MinimumWholeSalesUnit: 1,
  FactorUnitRetail: 1,
  MinimumSalesUnit: 1,
};

function known(
  line: number,
  code: string,
  over: Partial<QuickOrderResolvedLine> = {},
): QuickOrderResolvedLine {
  return {
    lines: [line],
    tokens: [code],
    status: 'ok',
    requested: 5,
    quantity: 5,
    rounded: false,
    product: { id: String(line), code, ean: null, name: `Izdelek ${code}`, units },
    price: null,
    stock: {
      status: 'ok',
      Basket: 40,
      AvailabilityWEBMsg: 'Na zalogi',
      OrgUnitStock: 'CS',
      StockAvailableEmMp: 40,
      unit: 'KOS',
    },
    message: null,
    ...over,
  };
}

const ANSWER = {
  data: [
    known(1, '1000003', { requested: 12, quantity: 15, rounded: true }),
    known(2, '1000006', {
      status: 'out_of_stock',
      stock: {
        status: 'ok',
        Basket: 0,
        AvailabilityWEBMsg: 'Ni na zalogi',
        OrgUnitStock: 'CS',
        StockAvailableEmMp: 0,
        unit: 'KOS',
      },
    }),
    {
      lines: [3],
      tokens: ['NEZNANA'],
      status: 'unknown' as const,
      requested: 1,
      quantity: null,
      rounded: false,
      product: null,
      price: null,
      stock: null,
      message: 'Izdelek s to EAN kodo ne obstaja oziroma ni bil najden.',
    },
  ],
  meta: { pricing: { mode: 'retail' as const, unavailable: null }, merged: 0 },
};

beforeEach(() => {
  api.resolveLines.mockReset();
  api.parseFile.mockReset();
});
afterEach(cleanup);

function wrap(addMany: AddMany) {
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <LocaleProvider locale="sl">
          <AlertsProvider>
            <QuickOrderPage addMany={addMany} />
          </AlertsProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return userEvent.setup({ applyAccept: false });
}

describe('quick-order pad', () => {
  it('resolves the pasted lines in one call, with progress, rounding note and unknown codes', async () => {
    let answer: (value: typeof ANSWER) => void = () => undefined;
    api.resolveLines.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = wrap(vi.fn<AddMany>());
    await user.type(
      screen.getByLabelText('Šifra ali EAN in količina, ena vrstica na izdelek'),
      '1000003 12{enter}1000006;1{enter}NEZNANA{enter}1000009 abc',
    );
    await user.click(screen.getByRole('button', { name: 'Preveri' }));
    expect(api.resolveLines).toHaveBeenCalledTimes(1);
    expect(api.resolveLines.mock.calls[0]?.[0]).toEqual([
      { token: '1000003', quantity: 12, line: 1 },
      { token: '1000006', quantity: 1, line: 2 },
      { token: 'NEZNANA', quantity: 1, line: 3 },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Preverjanje vrstic (3)');
    // The line with a bad quantity is listed, not sent.
    expect(screen.getByText(/1000009 abc — Količina ni veljavna/)).toBeTruthy();
    answer(ANSWER);
    const table = await screen.findByRole('table');
    const first = within(table).getByText('Izdelek 1000003').closest('tr')!;
    expect(within(first).getByText('Zaokroženo na celo pakiranje: 12 → 15')).toBeTruthy();
    expect(within(first).getByLabelText<HTMLInputElement>('Količina: Izdelek 1000003').value).toBe(
      '15',
    );
    expect(
      screen.getByText(/Izdelek s to EAN kodo ne obstaja oziroma ni bil najden\./),
    ).toBeTruthy();
    expect(screen.getByText('Na zalogi: 1 · ni na zalogi: 1 · neznane: 1')).toBeTruthy();
  });

  it('rounds a typed quantity to whole packages and says so', async () => {
    api.resolveLines.mockResolvedValue({ ...ANSWER, data: [known(1, '1000003')] });
    const user = wrap(vi.fn<AddMany>());
    await user.type(screen.getByRole('textbox', { name: /Šifra ali EAN/ }), '1000003 5');
    await user.click(screen.getByRole('button', { name: 'Preveri' }));
    const input = await screen.findByLabelText('Količina: Izdelek 1000003');
    await user.clear(input);
    await user.type(input, '7{enter}');
    expect((input as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Zaokroženo na celo pakiranje: 7 → 10')).toBeTruthy();
  });

  it('adds the lines in stock to the cart, then offers the others for an inquiry', async () => {
    api.resolveLines.mockResolvedValue(ANSWER);
    const addMany = vi.fn<AddMany>((_target, candidates) =>
      Promise.resolve(candidates.map((c) => c.product.id)),
    );
    const user = wrap(addMany);
    await user.type(screen.getByRole('textbox', { name: /Šifra ali EAN/ }), '1000003 12');
    await user.click(screen.getByRole('button', { name: 'Preveri' }));
    await user.click(await screen.findByRole('button', { name: 'Dodaj vse v košarico' }));
    expect(addMany).toHaveBeenCalledTimes(1);
    const [target, candidates] = addMany.mock.calls[0]!;
    expect(target).toBe('cart');
    expect(candidates.map((c) => [c.product.id, c.quantity, c.Basket, c.checked])).toEqual([
      ['1', 15, 40, true],
    ]);
    expect(screen.getByText(/niso v košarici/).textContent).toContain('(1)');
    await user.click(screen.getByRole('button', { name: 'Dodaj v povpraševanje' }));
    const [lastTarget, outOfStock] = addMany.mock.calls.at(-1)!;
    expect(lastTarget).toBe('inquiry');
    expect(outOfStock.map((c) => [c.product.id, c.Basket])).toEqual([['2', 0]]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Dodaj v povpraševanje' })).toBeNull(),
    );
  });

  it('refuses more than 1000 lines without calling the API', async () => {
    const user = wrap(vi.fn<AddMany>());
    const box = screen.getByRole('textbox', { name: /Šifra ali EAN/ });
    await user.click(box);
    await user.paste(Array.from({ length: 1001 }, (_, i) => `${i} 1`).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Preveri' }));
    expect(screen.getByRole('alert').textContent).toContain('največ 1000 vrstic');
    expect(api.resolveLines).not.toHaveBeenCalled();
  });

  it('reads a file through the API with upload progress, then resolves its lines', async () => {
    let progress: (p: { loaded: number; total: number }) => void = () => undefined;
    let done: (value: unknown) => void = () => undefined;
    api.parseFile.mockImplementation((_file, _caller, onProgress: typeof progress) => {
      progress = onProgress;
      return new Promise((resolve) => (done = resolve));
    });
    api.resolveLines.mockResolvedValue(ANSWER);
    const user = wrap(vi.fn<AddMany>());
    await user.upload(
      screen.getByLabelText('Ali naložite datoteko CSV ali XLSX'),
      new File(['1000003;12'], 'narocilo.csv', { type: 'text/csv' }),
    );
    progress({ loaded: 50, total: 100 });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('50');
    done({
      lines: [{ line: 2, token: '1000003', quantity: 12 }],
      problems: [{ row: 3, value: 'x -1', message: 'Količina ni veljavna' }],
    });
    await screen.findByRole('table');
    expect(api.resolveLines.mock.calls[0]?.[0]).toEqual([
      { line: 2, token: '1000003', quantity: 12 },
    ]);
    expect(screen.getByText(/x -1 — Količina ni veljavna/)).toBeTruthy();
  });
});
