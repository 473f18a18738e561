// Design sample page (SPEC §2: /categoriesSample, /en/categoriesSample; header layout): the
// category tree rendered plainly, every category a link to its page.
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { loadCategoryTree } from '../features/catalog/catalog-api.server';
import { SessionRejectedError } from '../lib/shop-document.server';
import { CategoryTreeList } from '../features/catalog/category-tree-list';
import { useT } from '../i18n/i18n-context';
import { screenMeta } from '../i18n/meta';
import { PageHeading } from '../ui/page-heading';
import type { Route } from './+types/categories-sample';

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardRequest(request, context);
  try {
    return { categories: await loadCategoryTree(context.api, guarded.locale) };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'categories-sample');
}

export default function CategoriesSamplePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="space-y-1">
        <PageHeading>{t('screen.categories-sample.title')}</PageHeading>
        <p className="text-neutral-700">{t('categoriesSample.intro')}</p>
      </div>
      <CategoryTreeList categories={loaderData.categories} />
    </div>
  );
}
