// The footer of the default layout (SPEC §2 Footer): four columns. CMS pages flagged
// shown_in_footer (placed by frontend_column) and the contact page's lines arrive with the
// catalogue issue; until then the columns link to the shop's own screens.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { href, profileHref } from '../../route-table';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <div className="mt-3 text-sm text-brand-100">{children}</div>
    </div>
  );
}

function LinkList({ links }: { links: ReadonlyArray<{ to: string; label: MessageKey }> }) {
  const t = useT();
  return (
    <ul className="space-y-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-white hover:underline">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const t = useT();
  const locale = useLocale();
  return (
    <footer className="mt-16 bg-brand-900" aria-label={t('footer.label')}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <FooterColumn title={t('footer.onlineSales')}>
          <LinkList
            links={[
              { to: href('new-products', locale), label: 'nav.newProducts' },
              { to: href('orders', locale), label: 'nav.orders' },
              { to: href('inquiry-offers', locale), label: 'nav.inquiryOffers' },
              { to: href('documents', locale), label: 'nav.documents' },
            ]}
          />
        </FooterColumn>
        <FooterColumn title={t('footer.benefits')}>
          <LinkList
            links={[
              { to: href('actions', locale), label: 'nav.actions' },
              { to: href('favorites', locale), label: 'header.favorites' },
            ]}
          />
        </FooterColumn>
        <FooterColumn title={t('footer.stores')}>
          <p>{t('footer.storesText')}</p>
        </FooterColumn>
        <FooterColumn title={t('footer.company')}>
          <p>{t('footer.companyText')}</p>
          <p className="mt-2">
            <Link
              to={profileHref(locale, 'company-profile')}
              className="hover:text-white hover:underline"
            >
              {t('account.link.company-profile')}
            </Link>
          </p>
        </FooterColumn>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-brand-200 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
