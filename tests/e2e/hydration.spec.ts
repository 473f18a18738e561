// Decision 021: the browser hydrates with Preact, which adopts the server's <head> nodes in
// order by tag name. A page whose head carries nodes the browser's tree does not render (hoisted
// preloads) lost its stylesheet that way: the product page was unstyled after hydration. Every
// kind of page keeps its stylesheet, and the header's links keep their padding.
import { expect, test } from './test.ts';
import { demo, signIn, waitForHydration } from './fixtures.ts';

const pages = [
  '/',
  '/gradnja/cement-in-malte/',
  '/artikel/1',
  '/iskanje/lepilo',
  '/kosarica',
  '/narocila',
];

test('every kind of page keeps its stylesheet after hydration', async ({ page }) => {
  // Six pages, each loaded and hydrated: three times the time of a one-page test.
  test.slow();
  await signIn(page, demo.admin.email);
  for (const path of pages) {
    await page.goto(path);
    await waitForHydration(page);
    const styled = await page.evaluate(() => ({
      sheets: document.querySelectorAll('link[rel="stylesheet"]').length,
      loaded: document.styleSheets.length,
    }));
    expect(styled.sheets, path).toBeGreaterThanOrEqual(1);
    expect(styled.loaded, path).toBeGreaterThanOrEqual(styled.sheets);
    const skip = page.getByRole('link', { name: 'Preskoči na vsebino' });
    // The skip link is styled off-screen until focused: unstyled, it would sit in the flow.
    const box = await skip.boundingBox();
    expect(box === null || box.y < 0 || box.width <= 1, path).toBe(true);
  }
});

// Issue #11: the product rows hydrate one at a time after the page (lib/hydrate-in-turn.tsx).
// Hydrating keeps the server's row elements — it does not re-create them — and every row gets
// its controls.
test('the category rows are hydrated in place, and each gets its controls', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const rows = [...document.querySelectorAll('[data-product-view="table"] tbody tr')];
      const links = rows.map((row) => row.querySelector('th a'));
      Object.assign(window, { serverRows: rows, serverLinks: links });
    });
  });
  await signIn(page, demo.admin.email);
  await page.goto('/gradnja/cement-in-malte/');
  await waitForHydration(page);
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  // Live rows have the quantity field and the checkbox (server rows have neither).
  await expect(rows.getByRole('checkbox')).toHaveCount(count);
  const kept = await page.evaluate(() => {
    const { serverRows, serverLinks } = window as unknown as {
      serverRows: Element[];
      serverLinks: (Element | null)[];
    };
    const rowsNow = [...document.querySelectorAll('[data-product-view="table"] tbody tr')];
    return {
      server: serverRows.length,
      sameRows: serverRows.every((row, i) => row === rowsNow[i]),
      sameLinks: serverLinks.every(
        (link, i) => link !== null && link === rowsNow[i]?.querySelector('th a'),
      ),
    };
  });
  expect(kept).toEqual({ server: count, sameRows: true, sameLinks: true });
});
