// Hydration in turns (the product rows) under Preact, the browser's renderer (decision 021): the tests
// otherwise run React, so this file swaps React for preact/compat as the production build does.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

const { hydrate, render } = await import('preact/compat');
const { beginHydration, endHydration } = await import('./hydration');
const { HydrateInTurn } = await import('./hydrate-in-turn');
const { useHydrated } = await import('./use-hydrated');

/** An attribute from a hydration-aware store: Preact never patches attributes while hydrating. */
function Marker() {
  return <span data-hydrated={useHydrated() ? 'browser' : 'server'} />;
}

const IDS = ['a', 'b', 'c'];

function Rows() {
  return (
    <div>
      {/* First in the page, but marked last: it goes live after the rows. */}
      <HydrateInTurn last>
        {(live) => <aside>{live ? <input aria-label="aside" /> : 'aside'}</aside>}
      </HydrateInTurn>
      <table>
        <tbody>
          {IDS.map((id) => (
            <HydrateInTurn key={id}>
              {(live) => (
                <tr data-id={id}>
                  <td>{live ? <input aria-label={id} /> : `server ${id}`}</td>
                  <td>
                    <Marker />
                  </td>
                </tr>
              )}
            </HydrateInTurn>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the server sent: every row with its server cells. */
const SERVER_HTML = `<div><aside>aside</aside><table><tbody>${IDS.map((id) => `<tr data-id="${id}"><td>server ${id}</td><td><span data-hydrated="server"></span></td></tr>`).join('')}</tbody></table></div>`;

const liveRows = (root: HTMLElement) =>
  [...IDS, 'aside'].filter((id) => root.querySelector(`input[aria-label="${id}"]`));

describe('HydrateInTurn under Preact', () => {
  let root: HTMLElement;
  afterEach(() => {
    render(null, root);
    root.remove();
  });

  it('keeps the server rows while the page hydrates, then makes them live one by one, top first', async () => {
    root = document.createElement('div');
    root.innerHTML = SERVER_HTML;
    document.body.append(root);
    const serverRows = [...root.querySelectorAll('tr')];

    beginHydration();
    hydrate(<Rows />, root);
    endHydration();

    // Hydration left the server's rows in place, as they were.
    expect([...root.querySelectorAll('tr')]).toEqual(serverRows);
    expect(root.textContent).toBe('asideserver aserver bserver c');
    expect(liveRows(root)).toEqual([]);

    // The rows go live in their turns, one a task: each DOM change (observed after its task)
    // adds one row, never a later row before an earlier one.
    const seen: string[][] = [];
    const observer = new MutationObserver(() => seen.push(liveRows(root)));
    observer.observe(root, { subtree: true, childList: true });
    await vi.waitFor(() => expect(liveRows(root)).toEqual([...IDS, 'aside']), { timeout: 5_000 });
    observer.disconnect();
    expect(seen).toEqual([['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'aside']]);
    // A part hydrates after the page did, yet its stores answered the server's value until it
    // went live: the attributes follow the browser's value now (a stale 'server' would stay).
    const markers = [...root.querySelectorAll('[data-hydrated]')].map((m) =>
      m.getAttribute('data-hydrated'),
    );
    expect(markers).toEqual(['browser', 'browser', 'browser']);
    // Still the server's row elements: hydrated, not re-created.
    expect([...root.querySelectorAll('tr')]).toEqual(serverRows);
  });

  it('renders rows mounted after hydration (client navigation) live at once', () => {
    root = document.createElement('div');
    document.body.append(root);
    render(<Rows />, root);
    expect(liveRows(root)).toEqual([...IDS, 'aside']);
  });
});
