// Product resources and facet groups of the product documents (SPEC §3 Product, Filter group),
// in the request's language. Pure: the routes load, this shapes.
import type {
  FilterGroup,
  ProductAttributeValue,
  ProductResource,
} from '@gradnik/contracts/catalog';
import type { Locale } from '@gradnik/domain/locale';
import {
  attributeName,
  optionName,
  type AttributeRecord,
  type CatalogSnapshot,
} from '../catalog/repository.ts';
import type { FacetCountRow, OptionGroup, ProductRecord } from './repository.ts';

/** The product's attribute values, grouped by attribute in attribute order. */
function attributeValues(
  snapshot: CatalogSnapshot,
  optionIds: number[],
  locale: Locale,
): ProductAttributeValue[] {
  const byAttribute = new Map<number, ProductAttributeValue>();
  for (const optionId of optionIds) {
    const option = snapshot.optionById.get(optionId);
    const attribute = option && snapshot.attributeById.get(option.attributeId);
    if (!option || !attribute || attribute.status !== 1) continue;
    let value = byAttribute.get(attribute.id);
    if (!value) {
      value = {
        id: String(attribute.id),
        code: attribute.code,
        name: attributeName(attribute, locale),
        type: attribute.type,
        typeData: attribute.typeData,
        values: [],
      };
      byAttribute.set(attribute.id, value);
    }
    value.values.push({ id: String(option.id), name: optionName(option, locale) });
  }
  return [...byAttribute.entries()]
    .sort(
      ([a], [b]) =>
        (snapshot.attributeById.get(a)?.position ?? 0) -
        (snapshot.attributeById.get(b)?.position ?? 0),
    )
    .map(([, value]) => value);
}

export function productResource(
  record: ProductRecord,
  snapshot: CatalogSnapshot,
  optionIds: number[],
  locale: Locale,
): ProductResource {
  const en = locale === 'en';
  return {
    id: String(record.id),
    type: 'product',
    attributes: {
      id: String(record.id),
      code: record.code,
      name: en ? record.nameEn : record.nameSl,
      description: en ? record.descriptionEn : record.descriptionSl,
      shortDescription: en ? record.shortDescriptionEn : record.shortDescriptionSl,
      advantages: en ? record.advantages.en : record.advantages.sl,
      // SPEC §3: properties are public and private; private ones never leave the server.
      properties: record.properties.public.map((p) => ({
        code: p.code,
        name: en ? p.nameEn : p.nameSl,
        value: en ? p.valueEn : p.valueSl,
      })),
      attributes: attributeValues(snapshot, optionIds, locale),
      BaseUnitOfMeasure: record.baseUnitOfMeasure,
      RetailUnitOfMeasure: record.retailUnitOfMeasure,
      MinimumSalesUnitRetail: record.minimumSalesUnitRetail,
      MinimumWholeSalesUnitRetail: record.minimumWholeSalesUnitRetail,
      MinimumWholeSalesUnit: record.minimumWholeSalesUnit,
      FactorUnitRetail: record.factorUnitRetail,
      MinimumSalesUnit: record.minimumSalesUnit,
      ean: record.ean,
      ddv: record.vat,
      isAction: record.isAction,
      ParentCategoryID: record.categoryId === null ? null : String(record.categoryId),
      media: {
        Images: record.media.Images,
        Videos: record.media.Videos,
        Documents: record.media.Documents.map((d) => ({
          name: en ? d.nameEn : d.nameSl,
          url: d.url,
        })),
        UrlMainPicture: record.media.UrlMainPicture,
        EnergyLabel: record.media.EnergyLabel,
      },
      createdAt: record.createdAt.toISOString(),
    },
    // Filled by the ERP issue (partner prices, stock); never invented here.
    relationships: { price: { data: [] }, stock: { data: [] } },
  };
}

/**
 * Facet groups (SPEC §3 Filter group). An option is listed when products of the base set
 * carry it, or when it is selected; its count leaves out its own attribute's filter, so a
 * selected option's siblings still show what choosing them would add.
 */
export function filterGroups(
  snapshot: CatalogSnapshot,
  facetAttributes: AttributeRecord[],
  groups: OptionGroup[],
  rows: FacetCountRow[],
  locale: Locale,
): FilterGroup[] {
  const byOption = new Map(rows.map((r) => [r.optionId, r]));
  const groupIndex = new Map(groups.map((g, i) => [g.attributeId, i]));
  const selected = new Set(groups.flatMap((g) => g.optionIds));
  return facetAttributes.flatMap((attribute) => {
    const own = groupIndex.get(attribute.id);
    const options = (snapshot.optionsOf.get(attribute.id) ?? []).flatMap((option) => {
      const row = byOption.get(option.id);
      const isSelected = selected.has(option.id);
      if (!row && !isSelected) return [];
      const count = row ? (own === undefined ? row.all : (row.excluding[own] ?? 0)) : 0;
      return [
        {
          id: String(option.id),
          code: option.code,
          name: optionName(option, locale),
          selected: isSelected,
          productCount: count,
        },
      ];
    });
    if (options.length === 0) return [];
    return [
      {
        id: String(attribute.id),
        code: attribute.code,
        name: attributeName(attribute, locale),
        type: attribute.type,
        typeData: attribute.typeData,
        options,
      },
    ];
  });
}

/** Leaf counts rolled up the tree: each category counts the products of its whole subtree. */
export function categoryCounts(
  snapshot: CatalogSnapshot,
  leafCounts: { categoryId: number; n: number }[],
): Record<string, number> {
  const totals = new Map<number, number>();
  for (const id of snapshot.categoryById.keys()) totals.set(id, 0);
  for (const { categoryId, n } of leafCounts) {
    for (const c of snapshot.trail(categoryId)) totals.set(c.id, (totals.get(c.id) ?? 0) + n);
  }
  return Object.fromEntries([...totals].map(([id, n]) => [String(id), n]));
}
