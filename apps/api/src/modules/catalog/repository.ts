// The catalogue's small, read-mostly tables (categories, attributes, attribute options) as one
// in-memory snapshot. A few hundred rows: loading them whole is 3 small queries, and keeping
// them for a short while takes those queries off every category page (issue #3 speed; caches
// are short-lived and per instance, ARCHITECTURE.md "What runs"). Product rows are not part of
// it; a listing keeps its page's rows for seconds (../product/listing-cache.ts).
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '@gradnik/db/connection';
import {
  attributeOptions,
  attributes,
  categories,
  type CategoryFilter,
} from '@gradnik/db/schema/catalog';
import type { Locale } from '@gradnik/domain/locale';

declare module 'fastify' {
  interface FastifyInstance {
    catalogRepository: CatalogRepository;
  }
}

/** How long a snapshot serves before the next request reloads it. */
export const CATALOG_SNAPSHOT_TTL_MS = 30_000;

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  nameSl: string;
  nameEn: string;
  path: string;
  depth: number;
  position: number;
  filters: CategoryFilter[];
}

/** One row of the attributes table, as the schema defines it. */
export type AttributeRecord = typeof attributes.$inferSelect;

export interface OptionRecord {
  id: number;
  attributeId: number;
  code: string;
  labelSl: string;
  labelEn: string;
  position: number;
}

export function categoryName(c: CategoryRecord, locale: Locale): string {
  return locale === 'en' ? c.nameEn : c.nameSl;
}
export function attributeName(a: AttributeRecord, locale: Locale): string {
  return locale === 'en' ? a.nameEn : a.nameSl;
}
export function optionName(o: OptionRecord, locale: Locale): string {
  return locale === 'en' ? o.labelEn : o.labelSl;
}

/**
 * A category URL path as stored: no leading slash, trailing slash (SPEC §2 "with trailing
 * slash"). Tolerates `/gradnja/cement-in-malte` from a browser path; case-insensitive
 * because segments are lowercase ASCII.
 */
export function normalizeCategoryPath(url: string): string {
  const trimmed = url.trim().replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '' : `${trimmed}/`;
}

export class CatalogSnapshot {
  readonly categoryById = new Map<number, CategoryRecord>();
  readonly categoryByPath = new Map<string, CategoryRecord>();
  /** Children ordered by position; key null holds the top level. */
  readonly childrenOf = new Map<number | null, CategoryRecord[]>();
  readonly attributeById = new Map<number, AttributeRecord>();
  readonly attributeByCode = new Map<string, AttributeRecord>();
  readonly optionById = new Map<number, OptionRecord>();
  /** Options of each attribute, ordered by position. */
  readonly optionsOf = new Map<number, OptionRecord[]>();

  constructor(
    categoryRows: CategoryRecord[],
    attributeRows: AttributeRecord[],
    optionRows: OptionRecord[],
  ) {
    const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) =>
      a.position - b.position || a.id - b.id;
    for (const c of [...categoryRows].sort(byPosition)) {
      this.categoryById.set(c.id, c);
      this.categoryByPath.set(c.path, c);
      const siblings = this.childrenOf.get(c.parentId) ?? [];
      siblings.push(c);
      this.childrenOf.set(c.parentId, siblings);
    }
    for (const a of [...attributeRows].sort(byPosition)) {
      this.attributeById.set(a.id, a);
      this.attributeByCode.set(a.code, a);
    }
    for (const o of [...optionRows].sort(byPosition)) {
      this.optionById.set(o.id, o);
      const list = this.optionsOf.get(o.attributeId) ?? [];
      list.push(o);
      this.optionsOf.set(o.attributeId, list);
    }
  }

  children(id: number | null): CategoryRecord[] {
    return this.childrenOf.get(id) ?? [];
  }

  /** The category and all its descendants' ids. */
  subtreeIds(id: number): number[] {
    const ids: number[] = [];
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      ids.push(current);
      for (const child of this.children(current)) stack.push(child.id);
    }
    return ids;
  }

  /** From the top-level category down to and including `id`. */
  trail(id: number): CategoryRecord[] {
    const trail: CategoryRecord[] = [];
    let current = this.categoryById.get(id);
    // Depth bounds the walk even if the data held a cycle.
    while (current && trail.length <= this.categoryById.size) {
      trail.unshift(current);
      current = current.parentId === null ? undefined : this.categoryById.get(current.parentId);
    }
    return trail;
  }

  /** Active, visible attributes a category offers as facets, in its filter order. */
  facetAttributes(categoryId: number | undefined): AttributeRecord[] {
    const usable = (a: AttributeRecord | undefined): a is AttributeRecord =>
      a !== undefined && a.status === 1 && a.filterable;
    if (categoryId === undefined) return [...this.attributeById.values()].filter(usable);
    const category = this.categoryById.get(categoryId);
    if (!category) return [];
    return category.filters
      .filter((f) => f.active)
      .sort((a, b) => a.sort - b.sort)
      .map((f) => this.attributeByCode.get(f.code))
      .filter(usable);
  }
}

async function loadSnapshot(db: Queryable): Promise<CatalogSnapshot> {
  const [categoryRows, attributeRows, optionRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameSl: categories.nameSl,
        nameEn: categories.nameEn,
        path: categories.path,
        depth: categories.depth,
        position: categories.position,
        filters: categories.filters,
      })
      .from(categories)
      .orderBy(asc(categories.id)),
    db.select().from(attributes).orderBy(asc(attributes.id)),
    db.select().from(attributeOptions).orderBy(asc(attributeOptions.id)),
  ]);
  return new CatalogSnapshot(categoryRows, attributeRows, optionRows);
}

export function createCatalogRepository(
  db: Queryable,
  opts: { ttlMs?: number; now?: () => number } = {},
) {
  const ttl = opts.ttlMs ?? CATALOG_SNAPSHOT_TTL_MS;
  const now = opts.now ?? Date.now;
  let cached: { at: number; snapshot: Promise<CatalogSnapshot> } | null = null;
  return {
    /** The current snapshot; concurrent callers share one load. A failed load is not kept. */
    snapshot(): Promise<CatalogSnapshot> {
      if (cached && now() - cached.at < ttl) return cached.snapshot;
      const entry = { at: now(), snapshot: loadSnapshot(db) };
      cached = entry;
      entry.snapshot.catch(() => {
        if (cached === entry) cached = null;
      });
      return entry.snapshot;
    },
    /** Drops the snapshot (tests that change the tree; a future admin API). */
    invalidate(): void {
      cached = null;
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;

export const catalogRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('catalogRepository', createCatalogRepository(fastify.db));
    return Promise.resolve();
  },
  { name: 'gradnik-api-catalog-repository', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
