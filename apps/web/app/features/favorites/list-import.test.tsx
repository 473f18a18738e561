// 'Uvozi' on /priljubljeni (decision 040): the file goes to the list's import call with upload
// progress; the answer's counts and the rows that did not match (row, value, reason) are shown;
// the API's refusal is shown as it says it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ShopApiError } from '../../lib/basket-client';
import { AlertsProvider } from '../../ui/alerts/alerts';
import { ListImport } from './list-import';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../../lib/upload-call', () => ({ uploadCall: upload }));
vi.mock('../../root-data', () => ({
  useRootData: () => ({
    locale: 'en',
    impersonating: false,
    session: { accessToken: 'token-1', user: { id: 'u1', partnerId: 'p1' } },
  }),
}));

beforeEach(() => {
  upload.mockReset();
});
afterEach(cleanup);

function wrap() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProvider locale="en">
        <AlertsProvider>
          <ListImport list={{ id: 7, name: 'Site A' }} />
        </AlertsProvider>
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

describe('list import', () => {
  it('uploads the file to the list and shows the counts and the error report', async () => {
    upload.mockResolvedValue({
      data: {
        added: 2,
        updated: 1,
        errors: [
          {
            row: 4,
            value: 'NOPE 3',
            message: 'A product with this EAN code does not exist or was not found.',
          },
        ],
      },
    });
    const user = wrap();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('heading', { name: 'Import into the list "Site A"' })).toBeTruthy();
    await user.upload(
      screen.getByLabelText('CSV or XLSX file'),
      new File(['Code;Quantity\n1;2'], 'list.csv', { type: 'text/csv' }),
    );
    const panel = screen.getByRole('region', { name: /Import into/ });
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(upload.mock.calls[0]?.[0]).toBe('/api/customer/wishlist/7/import');
    expect((upload.mock.calls[0]?.[1] as FormData).get('file')).toBeInstanceOf(File);
    // The answer is checked against the contract first (its schemas load on first use).
    expect(
      await screen.findByText('Products added: 2, updated: 1.', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rows not imported (1)' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '4',
      'NOPE 3',
      'A product with this EAN code does not exist or was not found.',
    ]);
  });

  it("shows the API's refusal", async () => {
    upload.mockRejectedValue(
      new ShopApiError(413, ['The file "big.csv" is too large: at most 2 MB.']),
    );
    const user = wrap();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    await user.upload(screen.getByLabelText('CSV or XLSX file'), new File(['x'], 'big.csv'));
    await user.click(
      within(screen.getByRole('region', { name: /Import into/ })).getByRole('button', {
        name: 'Import',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The file "big.csv" is too large: at most 2 MB.',
    );
  });
});
