// The whole category tree as nested link lists (SPEC §2 design sample page /categoriesSample).
import type { CategoryNode } from '@gradnik/contracts/catalog';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { categoryHref } from './category-paths';

function Branch({ nodes, depth }: { nodes: readonly CategoryNode[]; depth: number }) {
  const locale = useLocale();
  return (
    <ul
      className={depth === 0 ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3' : 'mt-1 space-y-1 pl-4'}
    >
      {nodes.map((node) => (
        <li
          key={node.id}
          className={depth === 0 ? 'rounded-lg border border-neutral-200 bg-white p-4' : undefined}
        >
          <Link
            to={categoryHref(node.attributes.url, locale)}
            className={
              depth === 0
                ? 'text-lg font-semibold text-neutral-900 hover:text-brand-700 hover:underline'
                : depth === 1
                  ? 'text-sm font-semibold text-neutral-800 hover:text-brand-700 hover:underline'
                  : 'text-sm text-neutral-700 hover:text-brand-700 hover:underline'
            }
          >
            {node.attributes.name}
          </Link>
          {node.children.length > 0 ? <Branch nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function CategoryTreeList({ categories }: { categories: readonly CategoryNode[] }) {
  return <Branch nodes={categories} depth={0} />;
}
