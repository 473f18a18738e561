// The deferred overlay (issue #11, docs/decisions/020-page-weight.md "Overlays on first use"):
// nothing of the overlay's module is asked for until the trigger is used; the first click opens
// it once the module arrives; a failed load is tried again on the next click; focus returns to
// the trigger and Escape closes.
import * as Dialog from '@radix-ui/react-dialog';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredDialog, deferOverlay } from './deferred-overlay';
import type { InitialOpenProps } from './deferred-overlay';

afterEach(cleanup);

function TestDialog({ title, initialOpen = false }: { title: string } & InitialOpenProps) {
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="trigger">Odpri</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined}>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A module load the test answers by hand. */
function manualLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof TestDialog>((resolve, reject) => {
        calls.push({ resolve: () => resolve(TestDialog), reject });
      }),
  );
  return { load, calls };
}

function renderDeferred(load: () => Promise<typeof TestDialog>) {
  const overlay = deferOverlay(load);
  render(
    <DeferredDialog
      overlay={overlay}
      props={{ title: 'Naslov' }}
      trigger={{ className: 'trigger', children: 'Odpri' }}
    />,
  );
}

describe('DeferredDialog (overlays on first use, issue #11)', () => {
  it('loads nothing before use, and opens on the first click once the module arrives', async () => {
    const { load, calls } = manualLoad();
    renderDeferred(load);
    const button = screen.getByRole('button', { name: 'Odpri' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.click(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    calls[0]?.resolve();
    // The one click is enough: no second click needed.
    expect(await screen.findByRole('dialog', { name: 'Naslov' })).toBeTruthy();
    const trigger = screen.getByRole('button', { name: 'Odpri', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Odpri' }));
    // Later openings need no new load.
    await user.click(screen.getByRole('button', { name: 'Odpri' }));
    expect(await screen.findByRole('dialog', { name: 'Naslov' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the load when the pointer enters or focus arrives, once', async () => {
    const { load, calls } = manualLoad();
    renderDeferred(load);
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Odpri' }));
    expect(load).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    // Prefetching opens nothing.
    calls[0]?.resolve();
    await Promise.resolve();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Enter on the focused button opens it.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Naslov' })).toBeTruthy();
  });

  it('tries again on the next click after a failed load', async () => {
    const { load, calls } = manualLoad();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDeferred(load);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Odpri' }));
    calls[0]?.reject(new Error('offline'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Odpri' }));
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve();
    expect(await screen.findByRole('dialog', { name: 'Naslov' })).toBeTruthy();
    error.mockRestore();
  });
});
