// The agents' visit log (issue #13 audit) as the company's admin reads it: who acted as whom,
// when, why, how it ended and what was done, in words; nothing to edit.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@gradnik/domain/locale';
import { LocaleProvider } from '../../i18n/i18n-context';
import { ImpersonationAuditSection } from './impersonation-audit-section';
import type { ImpersonationAuditData } from './impersonation-audit.server';

afterEach(cleanup);

const LOG: NonNullable<ImpersonationAuditData> = {
  total: 12,
  current_page: 1,
  last_page: 2,
  data: [
    {
      id: 7,
      agent: 'Tina Golob',
      customer: 'Aleš Zajc',
      reason: 'Naročilo po telefonu',
      startedAt: '2026-11-24T08:00:00.000Z',
      endedAt: '2026-11-24T08:20:00.000Z',
      endReason: 'stopped',
      actions: [
        {
          method: 'POST',
          route: '/jsonapi/basket',
          statusCode: 200,
          at: '2026-11-24T08:05:00.000Z',
        },
        {
          method: 'POST',
          route: '/jsonapi/basket',
          statusCode: 201,
          at: '2026-11-24T08:10:00.000Z',
        },
        {
          method: 'POST',
          route: '/api/orders/:id/reorder',
          statusCode: 404,
          at: '2026-11-24T08:12:00.000Z',
        },
        { method: 'PUT', route: '/api/unknown', statusCode: 200, at: '2026-11-24T08:13:00.000Z' },
      ],
    },
    {
      id: 6,
      agent: 'Tina Golob',
      customer: 'Mateja Kolar',
      reason: 'Pomoč pri košarici',
      startedAt: '2026-11-20T08:00:00.000Z',
      endedAt: null,
      endReason: null,
      actions: [],
    },
  ],
};

function show(data: ImpersonationAuditData, locale: Locale = 'sl') {
  render(
    <LocaleProvider locale={locale}>
      <ImpersonationAuditSection data={data} />
    </LocaleProvider>,
  );
  return screen.getByRole('region', {
    name: locale === 'sl' ? 'Obiski prodajnih zastopnikov' : 'Sales agents’ visits',
  });
}

describe('the agents’ visit log (issue #13)', () => {
  it('names each visit, its times in Ljubljana, its reason, its end and its actions in words', () => {
    const visits = within(show(LOG))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('ul'));
    const first = visits[0]!;
    expect(first.textContent).toContain('Tina Golob kot Aleš Zajc');
    expect(first.textContent).toContain(
      '24. 11. 2026 09:00 – 24. 11. 2026 09:20 (končal zastopnik)',
    );
    expect(first.textContent).toContain('Razlog: Naročilo po telefonu');
    expect(first.textContent).toContain('09:05 Dodal v košarico');
    expect(first.textContent).toContain('09:10 Oddal naročilo ali povpraševanje');
    expect(first.textContent).toContain('09:12 Ponovil naročilo — zavrnjeno');
    expect(first.textContent).toContain('09:13 PUT /api/unknown');
  });

  it('says when a visit still runs or changed nothing, and that older ones exist', () => {
    const region = show(LOG);
    expect(region.textContent).toContain('še poteka');
    expect(region.textContent).toContain('Brez sprememb (samo ogled).');
    expect(region.textContent).toContain('Prikazanih je zadnjih 2 od 12 obiskov.');
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('says so when there is nothing yet, or the log could not be loaded (English)', () => {
    expect(show({ ...LOG, total: 0, data: [] }, 'en').textContent).toContain(
      'No agent has acted for your company yet.',
    );
    cleanup();
    expect(show(null, 'en').textContent).toContain('The visit log cannot be loaded right now.');
  });
});
