// A grid of promotion cards (SPEC §2: /akcije and the front-page promo list).
import { PromotionCard } from './promotion-card';
import type { PromotionView } from './promotion-view';

export function PromotionList({
  promotions,
  label,
  headingLevel = 2,
}: {
  promotions: readonly PromotionView[];
  /** Accessible name of the list. */
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {promotions.map((promotion) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
