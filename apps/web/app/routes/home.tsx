// Home (SPEC §2: /, /en): a welcome with the user's first name, the front-page promo list of
// 2 to 10 actions (SPEC §2 Footer paragraph, §9), entry points to the top categories and the
// newest products (issue #3).
import { Link } from 'react-router';
import { guardRequest } from '../features/auth/guards.server';
import { PromotionList } from '../features/promotions/promotion-list';
import { loadFeaturedPromotions } from '../features/promotions/promotions.server';
import { useLocale, useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { useRootData } from '../root-data';
import { href } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import { useErpSlots } from '../features/pricing/use-erp-slots';
import { ProductList } from '../ui/product-list/product-list';
import type { Route } from './+types/home';
import { loadNewProducts, loadTopCategories } from './home.server';
import { FavoritesProvider } from '../features/favorites/favorites-provider';

export async function loader({ request, context }: Route.LoaderArgs) {
  // Visitors are sent to the login before any shop call (the layout answers the same).
  const { locale } = await guardRequest(request, context);
  const [promotions, categories, newProducts] = await Promise.all([
    loadFeaturedPromotions(context.api, locale),
    loadTopCategories(context.api, locale),
    loadNewProducts(context.api, locale),
  ]);
  return { promotions, categories, newProducts };
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'home');
}

function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      {more ? (
        <Link
          to={more.to}
          className="text-sm font-medium text-brand-700 underline hover:text-brand-900"
        >
          {more.label}
        </Link>
      ) : null}
    </div>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const firstname = useRootData()?.session?.user.firstname ?? '';
  const { promotions, categories, newProducts } = loaderData;
  const slots = useErpSlots(newProducts);
  return (
    // Issue #15: the hearts of this page's products (ui/favorite-heart.tsx).
    <FavoritesProvider>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:px-6">
        <PageHeading>{t('home.welcome', { name: firstname })}</PageHeading>

        {promotions.length > 0 ? (
          <section aria-labelledby="home-promotions">
            <SectionHeading
              id="home-promotions"
              title={t('home.promotions')}
              more={{ to: href('actions', locale), label: t('home.allPromotions') }}
            />
            <PromotionList promotions={promotions} label={t('home.promotions')} headingLevel={3} />
          </section>
        ) : null}

        <section aria-labelledby="home-categories">
          <SectionHeading id="home-categories" title={t('home.categories')} />
          {categories === null ? (
            // SPEC §8: "Category tree load failure: alert 'Napaka pri pridobivanju podatkov'".
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800"
            >
              {t('home.categoriesFailed')}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={category.to}
                    className="block rounded-lg border border-neutral-200 bg-white px-5 py-4 font-semibold text-neutral-900 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        {newProducts.length > 0 ? (
          <section aria-labelledby="home-new-products">
            <SectionHeading
              id="home-new-products"
              title={t('home.newProducts')}
              more={{ to: href('new-products', locale), label: t('home.allNewProducts') }}
            />
            <ProductList
              products={newProducts}
              view="grid"
              locale={locale}
              label={t('home.newProducts')}
              {...slots}
            />
          </section>
        ) : null}
      </div>
    </FavoritesProvider>
  );
}
