// Issue #10 §4: the pages carry a Content-Security-Policy with a per-request nonce and no
// 'unsafe-inline' for scripts, and the app runs under it without a single violation: the
// hydration data, the scroll restoration and every bundle load, signed out and signed in
// (docs/decisions/017-production-and-headers.md).
import type { Page, Response } from '@playwright/test';
import { expect, test } from './test.ts';
import { demo, signIn } from './fixtures.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects violations from the browser's event and from its console messages. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

async function violationsOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__cspViolations ?? []);
}

function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scripts).toMatch(/'nonce-[^']+'/);
  expect(scripts).not.toContain('unsafe-inline');
  // WebAssembly may compile (the barcode reader), script text may never be evaluated.
  expect(scripts.split(/\s+/)).not.toContain("'unsafe-eval'");
  // The camera for the shop's own barcode scan only; the rest stays off.
  expect(response?.headers()['permissions-policy']).toContain('camera=(self)');
  expect(response?.headers()['permissions-policy']).toContain('microphone=()');
}

test('home, category, product, cart and login run under the CSP without violations', async ({
  page,
}) => {
  // Five pages and a sign-in, each loaded and hydrated: three times a one-page test's time.
  test.slow();
  const consoleViolations = await watchViolations(page);
  const visited: string[] = [];
  const check = async (response: Response | null) => {
    expectPolicy(response);
    visited.push(page.url());
    expect(await violationsOnPage(page), page.url()).toEqual([]);
  };

  await check(await page.goto('/prijava'));
  await signIn(page, demo.admin.email);
  expect(await violationsOnPage(page)).toEqual([]);

  await check(await page.goto('/'));
  await check(await page.goto('/gradnja/cement-in-malte/'));
  // Prices and stock load in the browser after hydration: wait for them, then look again.
  await expect(page.getByRole('table').getByText(/€/).first()).toBeVisible();
  expect(await violationsOnPage(page)).toEqual([]);

  const product = page.getByRole('table').getByRole('rowheader').getByRole('link').first();
  const href = await product.getAttribute('href');
  expect(href).toBeTruthy();
  await check(await page.goto(href ?? '/'));
  // A client-side navigation too: the route modules load under the policy.
  await page.goBack();
  await page.getByRole('table').getByRole('rowheader').getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await violationsOnPage(page)).toEqual([]);

  await check(await page.goto('/kosarica'));
  expect(visited).toHaveLength(5);
  expect(consoleViolations).toEqual([]);
});

test('the signed-out pages run under the CSP as well', async ({ page }) => {
  const consoleViolations = await watchViolations(page);
  for (const path of ['/', '/gradnja/', '/en/login']) {
    const response = await page.goto(path);
    expectPolicy(response);
    expect(await violationsOnPage(page), path).toEqual([]);
  }
  expect(consoleViolations).toEqual([]);
});
