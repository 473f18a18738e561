// The footer's CMS content is shared per locale for FOOTER_CACHE_TTL_MS (issue #3 speed), and a
// failed part is never kept.
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopApi } from '../../context';
import { clearFooterCache, FOOTER_CACHE_TTL_MS, loadFooter } from './footer.server';

const page = {
  id: '7',
  title: 'Pogoji poslovanja',
  slug: 'pogoji-poslovanja',
  created: '2026-01-01T00:00:00.000Z',
  updated: '2026-01-01T00:00:00.000Z',
  published: true,
  position: 1,
  frontend_column: 1,
  shown_in_footer: true,
};
const contact = {
  data: { ...page, id: '9', title: 'Kontakt', slug: 'kontakt', content: '', blocks: [] },
  meta: { alternates: { sl: 'kontakt', en: 'contact' } },
};

function fakeApi(status = 200) {
  const calls: string[] = [];
  const api: ShopApi = {
    fetch(path: string) {
      calls.push(path);
      const body = path.startsWith('/twill-api/v1/pages') ? { data: [page] } : contact;
      return Promise.resolve(new Response(JSON.stringify(body), { status }));
    },
  };
  return { api, calls };
}

afterEach(() => clearFooterCache());

describe('loadFooter', () => {
  it('asks the CMS once per locale within the TTL, then again', async () => {
    const { api, calls } = fakeApi();
    const clock = { t: 0 };
    const first = await loadFooter(api, 'sl', () => clock.t);
    expect(first.pages.map((p) => p.slug)).toEqual(['pogoji-poslovanja']);
    clock.t = FOOTER_CACHE_TTL_MS - 1;
    expect(await loadFooter(api, 'sl', () => clock.t)).toEqual(first);
    expect(calls).toHaveLength(2);
    await loadFooter(api, 'en', () => clock.t);
    expect(calls).toHaveLength(4);
    clock.t = FOOTER_CACHE_TTL_MS + 1;
    await loadFooter(api, 'sl', () => clock.t);
    expect(calls).toHaveLength(6);
  });

  it('keeps nothing when a part failed, so the next page asks again', async () => {
    const failing = fakeApi(500);
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(await loadFooter(failing.api, 'sl')).toEqual({ pages: [], contact: null });
    } finally {
      console.error = errors;
    }
    const working = fakeApi();
    expect((await loadFooter(working.api, 'sl')).pages).toHaveLength(1);
    expect(working.calls).toHaveLength(2);
  });
});
