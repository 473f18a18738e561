import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, endHydration, useHydratingStore } from './hydration';
import { useHydrated } from './use-hydrated';

const noSubscription = () => () => undefined;

function Stored() {
  const value = useHydratingStore(
    noSubscription,
    () => 'browser',
    () => 'server',
  );
  const hydrated = useHydrated();
  return <output>{`${value} ${String(hydrated)}`}</output>;
}

afterEach(() => {
  cleanup();
  endHydration();
});

// Decision 021: Preact's useSyncExternalStore ignores getServerSnapshot, so the stores answer the
// server's value themselves while entry.client.tsx hydrates.
describe('useHydratingStore', () => {
  it("answers the server's value while the page hydrates, the browser's after", async () => {
    beginHydration();
    render(<Stored />);
    expect(screen.getByRole('status').textContent).toBe('server false');
    act(() => endHydration());
    // Each subscriber hears it in a turn of its own after hydration (lib/turns.ts, issue #11),
    // not within endHydration's task.
    expect(screen.getByRole('status').textContent).toBe('server false');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('browser true'));
  });

  it("answers the browser's value when nothing hydrates (client renders, tests)", () => {
    render(<Stored />);
    expect(screen.getByRole('status').textContent).toBe('browser true');
  });
});
