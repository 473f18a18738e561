// The e2e `test`: Playwright's, with a page whose goto() also waits until the page is
// interactive (hydrated), so a click is never lost on a server-rendered button that React has
// not taken over yet — on a loaded CI machine that gap can last seconds.
import { test as base } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
