// A promotion as its card shows it (SPEC §2 Actions, front-page promo list): dates formatted
// once, in the loader, so server and browser never disagree about a time zone while hydrating.
import type { Promotion } from '@gradnik/contracts/promotion';
import { formatDate } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { withLocale } from '@gradnik/domain/locale';

export interface PromotionCta {
  name: string;
  /** A shop path in the page's language, or an absolute address. */
  to: string;
  external: boolean;
}

export interface PromotionDay {
  text: string;
  iso: string;
}

export interface PromotionView {
  id: string;
  title: string;
  text: string;
  /** First and last day: DD. MM. YYYY (SPEC §9) and the ISO date for <time dateTime>. */
  starts: PromotionDay;
  ends: PromotionDay;
  cta: PromotionCta | null;
  image: string | null;
}

export interface PromotionPage {
  promotions: PromotionView[];
  page: number;
  lastPage: number;
  total: number;
}

function dayOf(instant: string): PromotionDay {
  const date = new Date(instant);
  // The same calendar day formatDate prints (local time), as YYYY-MM-DD.
  const pad = (n: number) => String(n).padStart(2, '0');
  const iso = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return { text: formatDate(date), iso };
}

/** Links of the CMS point at Slovenian shop paths; the English page keeps the visitor in /en. */
function ctaOf(promotion: Promotion, locale: Locale): PromotionCta | null {
  if (!promotion.cta) return null;
  const { name, link } = promotion.cta;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) {
    return { name, to: link, external: true };
  }
  return { name, to: withLocale(link, locale), external: false };
}

export function promotionView(promotion: Promotion, locale: Locale): PromotionView {
  return {
    id: promotion.id,
    title: promotion.title,
    text: promotion.text,
    starts: dayOf(promotion.startsAt),
    ends: dayOf(promotion.endsAt),
    cta: ctaOf(promotion, locale),
    image: promotion.image,
  };
}
