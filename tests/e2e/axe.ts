// axe-core with WCAG 2.2 AA rules (issue #11), shared by the accessibility checks of every
// screen and of the screens that have their own spec. `label-content-name-mismatch` (WCAG
// 2.5.3, label in name) is experimental in axe and off by default; it is switched on because
// issue #11 found it on every page.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The serious and critical violations on the page as it is now, one line each. */
export async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_22_AA)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`,
      ),
    );
}

