// Category nodes of GET /jsonapi/catalog (SPEC §3 Category node) from the catalogue snapshot.
import type { CategoryNode, CategoryRef } from '@gradnik/contracts/catalog';
import type { Locale } from '@gradnik/domain/locale';
import { categoryName, type CatalogSnapshot, type CategoryRecord } from './repository.ts';

/**
 * The node with `levels` levels of children loaded (0: none, Infinity: the whole subtree).
 * hasChildren always tells whether subcategories exist, so the web knows what to load later
 * (SPEC §2: a category whose children are not loaded loads its subtree on entry).
 */
export function categoryNode(
  snapshot: CatalogSnapshot,
  record: CategoryRecord,
  locale: Locale,
  levels: number,
): CategoryNode {
  const children = snapshot.children(record.id);
  return {
    id: String(record.id),
    type: 'catalog',
    attributes: {
      name: categoryName(record, locale),
      url: record.path,
      parentId: record.parentId === null ? null : String(record.parentId),
      depth: record.depth,
      position: record.position,
      hasChildren: children.length > 0,
      filters: record.filters.map((f) => ({ code: f.code, active: f.active, sort: f.sort })),
    },
    children: levels > 0 ? children.map((c) => categoryNode(snapshot, c, locale, levels - 1)) : [],
  };
}

export function categoryRef(record: CategoryRecord, locale: Locale): CategoryRef {
  return {
    id: String(record.id),
    type: 'catalog',
    attributes: { name: categoryName(record, locale), url: record.path },
  };
}
