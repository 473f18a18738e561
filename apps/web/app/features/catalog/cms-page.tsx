// A CMS page (SPEC §2 catch-all step 1, §3 CMS page): title and content, plus the contact
// block's address line, e-mail link, phone links and social links (SPEC §2 Footer). The
// content is HTML written by the shop's own editors in the CMS, rendered as such.
import { useT } from '../../i18n/i18n-context';
import { PageHeading } from '../../ui/page-heading';
import type { CmsPageView } from './catalog-views';
import type { ContactBlock } from './cms-blocks';

function Contact({ block }: { block: ContactBlock }) {
  const t = useT();
  return (
    <section
      aria-labelledby="cms-contact-heading"
      className="rounded-lg border border-neutral-200 bg-white p-5"
    >
      <h2 id="cms-contact-heading" className="text-lg font-semibold text-neutral-900">
        {block.company ?? t('cms.contact.heading')}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {block.address ? (
          <>
            <dt className="font-medium text-neutral-600">{t('cms.contact.address')}</dt>
            <dd>
              <address className="not-italic">{block.address}</address>
            </dd>
          </>
        ) : null}
        {block.email ? (
          <>
            <dt className="font-medium text-neutral-600">{t('cms.contact.email')}</dt>
            <dd>
              <a href={`mailto:${block.email}`} className="text-brand-700 underline">
                {block.email}
              </a>
            </dd>
          </>
        ) : null}
        {block.phones.length > 0 ? (
          <>
            <dt className="font-medium text-neutral-600">{t('cms.contact.phones')}</dt>
            <dd>
              <ul className="space-y-1">
                {block.phones.map((phone) => (
                  <li key={phone.dial}>
                    {phone.label ? <span>{phone.label}: </span> : null}
                    <a href={`tel:${phone.dial}`} className="text-brand-700 underline">
                      {phone.number}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {block.social.length > 0 ? (
          <>
            <dt className="font-medium text-neutral-600">{t('cms.contact.social')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-4 gap-y-1">
                {block.social.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      rel="noopener noreferrer"
                      target="_blank"
                      className="text-brand-700 underline"
                    >
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function CmsPage({ page }: { page: CmsPageView }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <header className="space-y-1">
        <PageHeading>{page.title}</PageHeading>
        <p className="text-sm text-neutral-600">{t('cms.updated', { date: page.updated })}</p>
      </header>
      <div
        className="cms-content space-y-4 text-neutral-800 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-neutral-900 [&_li]:ml-5 [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
      {page.blocks.map((block, index) =>
        block.type === 'contact' ? <Contact key={index} block={block} /> : null,
      )}
    </article>
  );
}
