// The product page (SPEC §2 /artikel/{id}, /en/products/{id}; §3 Product): breadcrumbs from the
// product's category trail, gallery, name, code, EAN, short description, the price / stock /
// quantity slots the ERP issue fills, description, advantages, public properties, attributes,
// and units with their minimum quantities (SPEC §5 Quantity entry explains what they mean).
import { formatNumber } from '@gradnik/domain/format';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/i18n-context';
import { FavoriteHeart } from '../../ui/favorite-heart';
import { PageHeading } from '../../ui/page-heading';
import { ErpPending } from '../../ui/product-list/erp-pending';
import type { ProductDetail } from './catalog-views';
import { Breadcrumbs } from './breadcrumbs';
import { categoryHref } from './category-paths';
import { ProductGallery } from './product-gallery';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Pairs({ rows }: { rows: ReadonlyArray<{ key: string; label: string; value: string }> }) {
  return (
    <dl className="divide-y divide-neutral-100 rounded-lg border border-neutral-200 bg-white text-sm">
      {rows.map((row) => (
        <div key={row.key} className="grid grid-cols-[minmax(8rem,40%)_1fr] gap-3 px-4 py-2">
          <dt className="text-neutral-600">{row.label}</dt>
          <dd className="text-neutral-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The ERP cells of the product page (SPEC §4, §5), composed by the route module. */
export interface ProductDetailErpCells {
  price: ReactNode;
  stock: ReactNode;
  quantity: ReactNode;
}

export function ProductDetailPage({
  detail,
  erp,
  inquiry,
}: {
  detail: ProductDetail;
  erp?: ProductDetailErpCells;
  /** Issue #14: the product inquiry modal's button, composed by the route module. */
  inquiry?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { product, trail } = detail;
  const a = product.attributes;
  const crumbs = [
    ...trail.map((ref) => ({
      name: ref.attributes.name,
      href: categoryHref(ref.attributes.url, locale),
    })),
    { name: a.name, href: null },
  ];
  const number = (value: number) => formatNumber(value, locale);
  const units = [
    { key: 'base', label: t('product.unit.base'), value: a.BaseUnitOfMeasure },
    { key: 'retail', label: t('product.unit.retail'), value: a.RetailUnitOfMeasure },
    {
      key: 'factor',
      label: t('product.unit.factor'),
      value: `1 ${a.RetailUnitOfMeasure} = ${number(a.FactorUnitRetail)} ${a.BaseUnitOfMeasure}`,
    },
    {
      key: 'minimum',
      label: t('product.unit.minimumRetail'),
      value: `${number(a.MinimumSalesUnitRetail)} ${a.RetailUnitOfMeasure}`,
    },
  ];
  const attributes = a.attributes
    .filter((attribute) => attribute.values.length > 0)
    .map((attribute) => ({
      key: attribute.id,
      label: attribute.name,
      value: attribute.values.map((value) => value.name).join(', '),
    }));
  const properties = a.properties.map((property) => ({
    key: property.code,
    label: property.name,
    value: property.value,
  }));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <ProductGallery media={a.media} productName={a.name} />
        <div className="space-y-5">
          <div className="space-y-2">
            <PageHeading>{a.name}</PageHeading>
            <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-neutral-700">
              <div className="flex gap-1.5">
                <dt className="text-neutral-500">{t('product.code')}:</dt>
                <dd className="font-mono">{a.code}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-neutral-500">{t('product.ean')}:</dt>
                <dd className="font-mono">{a.ean ?? t('productList.noValue')}</dd>
              </div>
            </dl>
          </div>
          {a.shortDescription ? <p className="text-neutral-800">{a.shortDescription}</p> : null}
          <div className="rounded-lg border border-neutral-200 bg-white p-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-neutral-700">{t('productList.column.price')}</dt>
              <dd>{erp ? erp.price : <ErpPending slot="price" />}</dd>
              <dt className="font-medium text-neutral-700">{t('productList.column.stock')}</dt>
              <dd>{erp ? erp.stock : <ErpPending slot="stock" />}</dd>
              <dt className="font-medium text-neutral-700">{t('productList.column.quantity')}</dt>
              <dd>{erp ? erp.quantity : <ErpPending slot="quantity" />}</dd>
            </dl>
            {erp ? null : (
              <p className="mt-3 text-xs text-neutral-600">{t('productList.pendingNote')}</p>
            )}
          </div>
          {/* Issue #15: the heart (SPEC §2, on the product page too) beside the inquiry button. */}
          <div className="flex flex-wrap items-center gap-2">
            {inquiry}
            <FavoriteHeart product={{ id: product.id, name: a.name }} />
          </div>
          <Section id="product-units" title={t('product.units')}>
            <Pairs rows={units} />
          </Section>
        </div>
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-6">
          {a.description ? (
            <Section id="product-description" title={t('product.description')}>
              {/* HTML from the shop's own product data (catalogue editors), as the API gives it. */}
              <div
                className="space-y-3 text-neutral-800"
                dangerouslySetInnerHTML={{ __html: a.description }}
              />
            </Section>
          ) : null}
          {a.advantages.length > 0 ? (
            <Section id="product-advantages" title={t('product.advantages')}>
              <ul className="list-disc space-y-1 pl-5 text-neutral-800">
                {a.advantages.map((advantage) => (
                  <li key={advantage}>{advantage}</li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
        <div className="space-y-6">
          {attributes.length > 0 ? (
            <Section id="product-attributes" title={t('product.attributes')}>
              <Pairs rows={attributes} />
            </Section>
          ) : null}
          {properties.length > 0 ? (
            <Section id="product-properties" title={t('product.properties')}>
              <Pairs rows={properties} />
            </Section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
