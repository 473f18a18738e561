// One promotion (SPEC §2 Actions and the front-page promo list): image, title, date range,
// text and the call-to-action link.
import { Link } from 'react-router';
import type { PromotionView } from './promotion-view';

export function PromotionCard({
  promotion,
  headingLevel = 2,
}: {
  promotion: PromotionView;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { cta } = promotion;
  const ctaClass =
    'mt-auto inline-flex w-fit items-center rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
      {promotion.image ? (
        // The title below names the promotion; the picture is decoration.
        <img
          src={promotion.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={640}
          height={320}
          className="aspect-[2/1] w-full bg-neutral-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-base font-semibold text-neutral-900">{promotion.title}</Heading>
        <p className="text-sm text-neutral-600">
          <time dateTime={promotion.starts.iso}>{promotion.starts.text}</time>
          {' – '}
          <time dateTime={promotion.ends.iso}>{promotion.ends.text}</time>
        </p>
        <p className="text-sm text-neutral-700">{promotion.text}</p>
        {cta ? (
          cta.external ? (
            <a href={cta.to} className={ctaClass} rel="noopener">
              {cta.name}
            </a>
          ) : (
            <Link to={cta.to} className={ctaClass}>
              {cta.name}
            </Link>
          )
        ) : null}
      </div>
    </article>
  );
}
