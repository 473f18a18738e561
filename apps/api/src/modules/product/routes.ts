// GET /jsonapi/product (SPEC §7 catalog and products, issue #3) and GET /jsonapi/product/{id}
// (product detail page). Thin: resolve the filters against the catalogue snapshot, run the
// fixed set of queries in parallel, shape the document.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATEGORY_LIST_MAX_LIMIT,
  DEFAULT_PRODUCT_SORT,
  productListDocumentSchema,
  productListSearch,
  type ListLinks,
  type ProductListDocument,
  type ProductListQuery,
} from '@gradnik/contracts/catalog';
import type { Locale } from '@gradnik/domain/locale';
import { badRequest, HttpError } from '../../http-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { bracketQueryHook } from '../../plugins/bracket-query.ts';
import { requestLocale } from '../../request-locale.ts';
import { categoryRef } from '../catalog/document.ts';
import { pricingIncludes, withPricing } from '../pricing/document.ts';
import { erpTestCall } from '../pricing/service.ts';
import type { CatalogSnapshot } from '../catalog/repository.ts';
import { categoryCounts, filterGroups, productResource } from './document.ts';
import type { OptionGroup, ProductCriteria } from './repository.ts';
import { getProductRoute, listProductsRoute } from './schemas.ts';

type ListFilter = NonNullable<ProductListQuery['filter']>;

/** The query's filters as criteria; unknown categories, attributes or options are the caller's error. */
function criteriaOf(snapshot: CatalogSnapshot, filter: ListFilter): ProductCriteria {
  const criteria: ProductCriteria = { optionGroups: [] };
  if (filter.f_catid !== undefined) {
    if (!snapshot.categoryById.has(filter.f_catid)) {
      throw new HttpError(404, `Category ${filter.f_catid} not found`);
    }
    criteria.categoryIds = snapshot.subtreeIds(filter.f_catid);
  }
  const fields: Record<string, string[]> = {};
  for (const [code, optionIds] of Object.entries(filter.f_oneid ?? {})) {
    const attribute = snapshot.attributeByCode.get(code);
    const field = `filter.f_oneid.${code}`;
    if (!attribute) {
      fields[field] = [`Unknown attribute '${code}'`];
      continue;
    }
    const foreign = optionIds.filter(
      (id) => snapshot.optionById.get(id)?.attributeId !== attribute.id,
    );
    if (foreign.length > 0) {
      fields[field] = [`Option ${foreign.join(', ')} is not an option of attribute '${code}'`];
      continue;
    }
    const group: OptionGroup = { attributeId: attribute.id, optionIds: [...new Set(optionIds)] };
    criteria.optionGroups.push(group);
  }
  if (Object.keys(fields).length > 0) {
    const what = Object.entries(fields)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
    throw badRequest(`Invalid request: ${what}`, fields);
  }
  if (filter.code !== undefined) criteria.codes = [...new Set(filter.code)];
  if (filter.id !== undefined) criteria.id = filter.id;
  if (filter.isAction !== undefined) criteria.isAction = filter.isAction;
  return criteria;
}

function listLinks(
  path: string,
  query: ProductListQuery,
  offset: number,
  limit: number,
  total: number,
): ListLinks {
  const filter = query.filter;
  const at = (pageOffset: number) =>
    path +
    productListSearch({
      include: query.include,
      categoryId: filter?.f_catid,
      options: filter?.f_oneid,
      codes: filter?.code,
      id: filter?.id,
      isAction: filter?.isAction,
      sort: query.sort,
      aggregate: query.aggregate,
      offset: pageOffset,
      limit,
    });
  const lastOffset = limit === 0 || total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
  return {
    self: at(offset),
    first: at(0),
    prev: limit > 0 && offset > 0 ? at(Math.max(0, offset - limit)) : null,
    next: limit > 0 && offset + limit < total ? at(offset + limit) : null,
    last: at(lastOffset),
  };
}

export const productRoutes: FastifyPluginAsyncZod = (fastify) => {
  fastify.addHook('preValidation', bracketQueryHook);

  fastify.get('/jsonapi/product', { schema: listProductsRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    const query = request.query;
    // Partner prices and stock (issue #4): one ERP pricing and one availability call for the
    // page, never an error for the list (SPEC §8).
    const wanted = pricingIncludes(query.include);
    if (wanted) return buildList(request, locale, wanted);
    // Without them nothing in the answer depends on the caller: the serialised document is
    // kept like the listing it comes from (listing-cache.ts), so a popular page is one
    // string copy. The bearer check has run before this handler.
    const json = await fastify.productDocumentCache.get(`${locale} ${request.url}`, async () =>
      JSON.stringify(productListDocumentSchema.encode(await buildList(request, locale, null))),
    );
    // Already serialised: Fastify sends a string with a JSON content type as it is, past the
    // route's serializer (which encoded it above, on the miss).
    return reply
      .type('application/json; charset=utf-8')
      .send(json as unknown as ProductListDocument);
  });

  async function buildList(
    request: FastifyRequest<{ Querystring: ProductListQuery }>,
    locale: Locale,
    wanted: ReturnType<typeof pricingIncludes>,
  ): Promise<ProductListDocument> {
    const query = request.query;
    const repository = fastify.productRepository;
    const snapshot = await fastify.catalogRepository.snapshot();
    const criteria = criteriaOf(snapshot, query.filter ?? {});
    const sort = query.sort ?? DEFAULT_PRODUCT_SORT;
    const offset = query.page?.offset ?? 0;
    const limit = query.page?.limit ?? CATEGORY_LIST_MAX_LIMIT;

    const facetAttributes =
      query.aggregate === 'index.attribute.id'
        ? snapshot.facetAttributes(query.filter?.f_catid)
        : [];
    const facetOptionIds = facetAttributes.flatMap((a) =>
      (snapshot.optionsOf.get(a.id) ?? []).map((o) => o.id),
    );

    // Nothing of a listing depends on the user (prices and stock come from the ERP below), so
    // it is cached briefly per instance and shared by concurrent identical requests
    // (listing-cache.ts). The counts (total, facets, categories) do not depend on the sort or
    // the page: one computation serves every page and order of the same filter. Locale
    // matters only for the label order.
    const countsKey = JSON.stringify([criteria, query.aggregate ?? '', facetOptionIds]);
    const pageKey = JSON.stringify([
      criteria,
      sort,
      sort.endsWith('label') ? locale : '',
      offset,
      limit,
    ]);
    const [counts, page] = await Promise.all([
      fastify.productListingCache.get(`counts:${countsKey}`, async () => {
        const [total, facets, categoryCounts] = await Promise.all([
          repository.count(criteria),
          query.aggregate === 'index.attribute.id'
            ? repository.facetCounts(criteria, facetOptionIds)
            : null,
          query.aggregate === 'index.catalog.id' ? repository.countsByCategory(criteria) : null,
        ]);
        return { kind: 'counts' as const, total, facets, categoryCounts };
      }),
      fastify.productListingCache.get(`page:${pageKey}`, async () => {
        const ids = await repository.pageIds(criteria, sort, locale, offset, limit);
        // The page's catalogue rows with it: the same for everyone, and the wide rows are
        // the costly part of a cached page.
        const records = await repository.byIds(ids.map((p) => p.productId));
        return { kind: 'page' as const, ids, records };
      }),
    ]);
    if (counts.kind !== 'counts' || page.kind !== 'page')
      throw new Error('listing cache key clash');
    const listing = { ...counts, page: page.ids };

    if (criteria.id !== undefined && listing.total === 0) {
      throw new HttpError(404, `Product ${criteria.id} not found`);
    }
    const records = page.records;
    const optionsByProduct = new Map(listing.page.map((p) => [p.productId, p.optionIds]));
    const pricing = wanted
      ? await fastify.productPricing.forCaller(authOf(request).partnerId, records, {
          ...wanted,
          log: request.log,
          call: erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
        })
      : null;

    const aggregate: NonNullable<ProductListDocument['meta']['aggregate']> = {};
    if (listing.facets) {
      aggregate['index.attribute.id'] = filterGroups(
        snapshot,
        facetAttributes,
        criteria.optionGroups,
        listing.facets,
        locale,
      );
    }
    if (listing.categoryCounts)
      aggregate['index.catalog.id'] = categoryCounts(snapshot, listing.categoryCounts);
    const total = listing.total;

    return {
      data: records.map((r) =>
        withPricing(
          productResource(r, snapshot, optionsByProduct.get(r.id) ?? [], locale),
          pricing?.byProduct.get(String(r.id)),
        ),
      ),
      meta: {
        total,
        offset,
        limit,
        sort,
        ...(query.aggregate ? { aggregate } : {}),
        ...(pricing ? { pricing: pricing.meta } : {}),
      },
      links: listLinks('/jsonapi/product', query, offset, limit, total),
    };
  }

  fastify.get('/jsonapi/product/:id', { schema: getProductRoute }, async (request, reply) => {
    const locale = requestLocale(request, reply);
    const { id } = request.params;
    const [found, snapshot] = await Promise.all([
      fastify.productRepository.findById(id),
      fastify.catalogRepository.snapshot(),
    ]);
    if (!found) throw new HttpError(404, `Product ${id} not found`);
    const { record, optionIds } = found;
    const wanted = pricingIncludes(request.query.include);
    const pricing = wanted
      ? await fastify.productPricing.forCaller(authOf(request).partnerId, [record], {
          ...wanted,
          log: request.log,
          call: erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
        })
      : null;
    return {
      data: withPricing(
        productResource(record, snapshot, optionIds, locale),
        pricing?.byProduct.get(String(record.id)),
      ),
      included:
        record.categoryId === null
          ? []
          : snapshot.trail(record.categoryId).map((c) => categoryRef(c, locale)),
      ...(pricing ? { meta: { pricing: pricing.meta } } : {}),
    };
  });

  return Promise.resolve();
};
