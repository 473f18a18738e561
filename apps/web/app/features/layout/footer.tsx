// The footer of the default layout (SPEC §2 Footer): the fixed columns Spletna prodaja,
// Ugodnosti za vas, Trgovski centri and O podjetju, each listing the CMS pages flagged
// shown_in_footer whose frontend_column names it (terms of sale and the sales programme sit in
// the first), and the contact page's address, e-mail, phone and social links.
import type { Locale } from '@gradnik/domain/locale';
import { withLocale } from '@gradnik/domain/locale';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { href } from '../../route-table';
import { EMPTY_FOOTER } from './footer-data';
import type { FooterContact, FooterData, FooterPage } from './footer-data';

/** frontend_column → column (SPEC §2 Footer order; the demo CMS numbers them 1 to 4). */
export const FOOTER_COLUMNS = [
  { column: 1, title: 'footer.onlineSales' },
  { column: 2, title: 'footer.benefits' },
  { column: 3, title: 'footer.stores' },
  { column: 4, title: 'footer.company' },
] as const satisfies ReadonlyArray<{ column: number; title: MessageKey }>;

const linkClass = 'hover:text-white hover:underline';

/** A CMS page's address (SPEC §2 catch-all: /{slug}, /en/{slug}). */
function pageHref(page: FooterPage, locale: Locale): string {
  return withLocale(`/${page.slug}`, locale);
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <div className="mt-3 space-y-2 text-sm text-brand-100">{children}</div>
    </section>
  );
}

function PageLinks({
  pages,
  extra,
}: {
  pages: readonly FooterPage[];
  extra?: ReadonlyArray<{ to: string; label: string }>;
}) {
  const locale = useLocale();
  const links = [
    ...(extra ?? []),
    ...pages.map((page) => ({ to: pageHref(page, locale), label: page.title })),
  ];
  if (links.length === 0) return null;
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ContactLines({ contact }: { contact: FooterContact }) {
  const t = useT();
  return (
    <address className="not-italic" aria-label={t('footer.contact')}>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-brand-100">
        {contact.company || contact.address ? (
          <li>{[contact.company, contact.address].filter(Boolean).join(', ')}</li>
        ) : null}
        {contact.email ? (
          <li>
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </li>
        ) : null}
        {contact.phones.map((phone) => (
          <li key={phone.number}>
            {phone.label ? `${phone.label}: ` : null}
            <a href={`tel:${phone.number.replace(/[^\d+]/g, '')}`} className={linkClass}>
              {phone.number}
            </a>
          </li>
        ))}
      </ul>
      {contact.social.length > 0 ? (
        <ul
          className="mt-3 flex flex-wrap gap-4 text-sm text-brand-100"
          aria-label={t('footer.social')}
        >
          {contact.social.map((link) => (
            <li key={link.url}>
              <a href={link.url} className={linkClass} rel="noopener noreferrer" target="_blank">
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </address>
  );
}

export function Footer({ data = EMPTY_FOOTER }: { data?: FooterData }) {
  const t = useT();
  const locale = useLocale();
  const pagesOf = (column: number) => data.pages.filter((page) => page.column === column);
  // The shop's own benefit: its promotions and novelties sit beside the CMS pages.
  const benefits = [
    { to: href('actions', locale), label: t('nav.actions') },
    { to: href('new-products', locale), label: t('nav.newProducts') },
  ];
  return (
    <footer className="mt-16 bg-brand-900" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {FOOTER_COLUMNS.map(({ column, title }) => (
          <FooterColumn key={column} title={t(title)}>
            <PageLinks pages={pagesOf(column)} extra={column === 2 ? benefits : undefined} />
            {column === 3 && pagesOf(column).length === 0 ? (
              // SPEC §2: the stores' opening hours open the stores panel, which comes later;
              // until then (and unless the CMS has a page for them) the entry is text only.
              <p>{t('footer.openingHours')}</p>
            ) : null}
          </FooterColumn>
        ))}
      </div>
      {data.contact ? (
        <div className="border-t border-brand-800">
          <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
            <ContactLines contact={data.contact} />
          </div>
        </div>
      ) : null}
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-brand-200 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
