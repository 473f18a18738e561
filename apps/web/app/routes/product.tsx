// Product detail (SPEC §2: /artikel/{id}, /en/products/{id}): GET /jsonapi/product/{id} in the
// page's language; an unknown or malformed id answers 404 'Page Not Found'.
import { localeFromPath } from '@gradnik/domain/locale';
import { screenMeta } from '../i18n/meta';
import { translate } from '../i18n/translate';
import { throwNotFound } from '../lib/responses';
import { ErrorContent } from '../ui/error-content';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { loadProduct } from '../features/catalog/catalog-api.server';
import { SessionRejectedError } from '../lib/shop-document.server';
import { ProductDetailPage } from '../features/catalog/product-detail';
import { useProductDetailErp } from '../features/pricing/use-product-detail-erp';
import { ProductInquiryButton } from '../ui/product-inquiry/product-inquiry-button';
import type { Route } from './+types/product';
import { FavoritesProvider } from '../features/favorites/favorites-provider';

// Product ids are positive database integers (packages/contracts/src/catalog.ts idParam).
const PRODUCT_ID = /^[1-9]\d{0,9}$/;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!PRODUCT_ID.test(params.id)) throwNotFound();
  const guarded = await guardRequest(request, context);
  try {
    const detail = await loadProduct(context.api, guarded.locale, Number(params.id));
    if (!detail) throwNotFound();
    return { detail };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location, params, loaderData }: Route.MetaArgs) {
  if (!loaderData) return screenMeta(location.pathname, 'product', { id: params.id });
  const locale = localeFromPath(location.pathname);
  const title = loaderData.detail.product.attributes.name;
  return [{ title: `${title} | ${translate(locale, 'app.titleSuffix')}` }];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData.detail;
  const a = product.attributes;
  // SPEC §4: the partner's price and stock load in the browser; the page itself never waits.
  const erp = useProductDetailErp({ id: product.id, code: a.code, name: a.name, units: a });
  // Issue #14: the product inquiry modal (its module loads on the button's first use).
  const inquiry = <ProductInquiryButton product={{ id: product.id, name: a.name }} />;
  return (
    // Issue #15: the product's heart (ui/favorite-heart.tsx).
    <FavoritesProvider>
      <ProductDetailPage detail={loaderData.detail} erp={erp} inquiry={inquiry} />
    </FavoritesProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
