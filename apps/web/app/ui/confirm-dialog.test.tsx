import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../i18n/i18n-context';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

// The overlay's module loads on first use (ui/deferred-overlay.tsx); transformed here once, so
// a cold transform on a busy machine does not eat the queries' 1 s wait.
beforeAll(async () => {
  await import('./confirm-modal');
});

function Harness({
  onConfirm,
  onCancel,
  locale = 'sl',
}: {
  onConfirm: () => void;
  onCancel: () => void;
  locale?: 'sl' | 'en';
}) {
  const [open, setOpen] = useState(false);
  return (
    <LocaleProvider locale={locale}>
      <button type="button" onClick={() => setOpen(true)}>
        Odstrani
      </button>
      <ConfirmDialog
        open={open}
        title="Odstrani izdelek"
        message="Ali želite izdelek odstraniti?"
        confirmLabel={locale === 'sl' ? 'Odstrani izdelek' : undefined}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </LocaleProvider>
  );
}

describe('ConfirmDialog (SPEC §2 confirm modal)', () => {
  it('is an alertdialog named by its title and described by its message, focus on cancel', async () => {
    const user = userEvent.setup();
    render(<Harness onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Odstrani' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odstrani izdelek' });
    const describedBy = dialog.getAttribute('aria-describedby');
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe(
      'Ali želite izdelek odstraniti?',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Prekliči' }));
  });

  it('confirm calls onConfirm only', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Odstrani' }));
    await user.click(await screen.findByRole('button', { name: 'Odstrani izdelek' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancel button and Escape cancel; focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Harness onConfirm={onConfirm} onCancel={onCancel} locale="en" />);
    const opener = screen.getByRole('button', { name: 'Odstrani' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(opener);
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Radix gives focus back on the next tick.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
