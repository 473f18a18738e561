import { describe, expect, it } from 'vitest';
import { promotionView } from './promotion-view';

const promotion = {
  id: '1',
  title: 'Pomladna akcija: -20 % cement in malte',
  text: 'Izkoristite 20 % popusta.',
  startsAt: new Date(2026, 2, 5, 10).toISOString(),
  endsAt: new Date(2026, 2, 19, 10).toISOString(),
  cta: { name: 'Oglejte si ponudbo', link: '/gradnja/cement-in-malte/' },
  image: '/media/promotions/1.svg',
};

describe('promotion card view (SPEC §2 Actions, §9 dates)', () => {
  it('formats the date range as DD. MM. YYYY with ISO dates for <time>', () => {
    const view = promotionView(promotion, 'sl');
    expect(view.starts).toEqual({ text: '05. 03. 2026', iso: '2026-03-05' });
    expect(view.ends).toEqual({ text: '19. 03. 2026', iso: '2026-03-19' });
  });

  it('keeps a shop link in the page language and leaves outside links alone', () => {
    expect(promotionView(promotion, 'sl').cta).toEqual({
      name: 'Oglejte si ponudbo',
      to: '/gradnja/cement-in-malte/',
      external: false,
    });
    expect(promotionView(promotion, 'en').cta?.to).toBe('/en/gradnja/cement-in-malte/');
    const outside = { ...promotion, cta: { name: 'Več', link: 'https://www.gradnik.si/akcije' } };
    expect(promotionView(outside, 'en').cta).toEqual({
      name: 'Več',
      to: 'https://www.gradnik.si/akcije',
      external: true,
    });
    expect(promotionView({ ...promotion, cta: null }, 'sl').cta).toBeNull();
  });
});
