import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { Footer } from './footer';
import { contactOf } from './footer-data';
import type { FooterData } from './footer-data';

afterEach(cleanup);

const DATA: FooterData = {
  pages: [
    { title: 'Splošni prodajni pogoji', slug: 'splosni-prodajni-pogoji', column: 1, position: 1 },
    { title: 'Prodajni program', slug: 'prodajni-program', column: 1, position: 2 },
    { title: 'Program zvestobe', slug: 'program-zvestobe', column: 2, position: 4 },
    { title: 'Kontakt', slug: 'kontakt', column: 4, position: 9 },
  ],
  contact: contactOf(
    [
      {
        type: 'contact',
        content: {
          company: 'Gradnik d.o.o.',
          address: 'Štajerska cesta 250, 1231 Ljubljana - Črnuče',
          email: 'info@gradnik.si',
          phones: [{ label: 'Podpora B2B', labelEn: 'B2B support', number: '080 12 34' }],
          social: [
            { name: 'Facebook', url: 'https://www.facebook.com/gradnik.si' },
            { name: 'Bad', url: 'javascript:alert(1)' },
          ],
        },
      },
    ],
    'sl',
  ),
};

function renderFooter(data: FooterData, locale: 'sl' | 'en' = 'sl') {
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <Footer data={data} />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

const linksIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('footer (SPEC §2 Footer)', () => {
  it('lists the CMS pages in their frontend_column under the fixed columns', () => {
    renderFooter(DATA);
    expect(linksIn('Spletna prodaja')).toEqual([
      ['Splošni prodajni pogoji', '/splosni-prodajni-pogoji'],
      ['Prodajni program', '/prodajni-program'],
    ]);
    expect(linksIn('Ugodnosti za vas')).toEqual([
      ['Akcije', '/akcije'],
      ['Novosti', '/novosti'],
      ['Program zvestobe', '/program-zvestobe'],
    ]);
    expect(linksIn('O podjetju')).toEqual([['Kontakt', '/kontakt']]);
    // No CMS page for the stores yet: the opening hours entry is text only.
    const stores = screen.getByRole('region', { name: 'Trgovski centri' });
    expect(within(stores).getByText('Delovni čas trgovskih centrov')).toBeTruthy();
  });

  it("adds the contact page's address, e-mail, phone and social links", () => {
    renderFooter(DATA);
    const contact = screen.getByRole('group', { name: 'Kontakt' });
    expect(
      within(contact).getByText('Gradnik d.o.o., Štajerska cesta 250, 1231 Ljubljana - Črnuče'),
    ).toBeTruthy();
    expect(
      within(contact).getByRole('link', { name: 'info@gradnik.si' }).getAttribute('href'),
    ).toBe('mailto:info@gradnik.si');
    expect(within(contact).getByRole('link', { name: '080 12 34' }).getAttribute('href')).toBe(
      'tel:0801234',
    );
    expect(within(contact).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/gradnik.si',
    );
    // Only web addresses become social links.
    expect(within(contact).queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('links the English pages under /en', () => {
    renderFooter(
      {
        pages: [{ title: 'Sales programme', slug: 'sales-programme', column: 1, position: 2 }],
        contact: null,
      },
      'en',
    );
    expect(linksIn('Online sales')).toEqual([['Sales programme', '/en/sales-programme']]);
  });

  it('keeps its fixed columns when the CMS failed', () => {
    renderFooter({ pages: [], contact: null });
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Spletna prodaja', 'Ugodnosti za vas', 'Trgovski centri', 'O podjetju']);
    expect(screen.queryByRole('group', { name: 'Kontakt' })).toBeNull();
  });
});
