// Switches a product list between table and grid (SPEC §2); two toggle buttons, the pressed one
// is the current view. The choice is remembered by useProductView's setter.
import { useT } from '../../i18n/i18n-context';
import type { ProductView } from './product-view';

function TableIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <rect x="2" y="3" width="16" height="3" rx="1" />
      <rect x="2" y="8.5" width="16" height="3" rx="1" />
      <rect x="2" y="14" width="16" height="3" rx="1" />
    </svg>
  );
}

function GridIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      <rect x="2" y="2" width="7" height="7" rx="1" />
      <rect x="11" y="2" width="7" height="7" rx="1" />
      <rect x="2" y="11" width="7" height="7" rx="1" />
      <rect x="11" y="11" width="7" height="7" rx="1" />
    </svg>
  );
}

export function ViewToggle({
  view,
  onChange,
}: {
  view: ProductView;
  onChange: (view: ProductView) => void;
}) {
  const t = useT();
  const options = [
    { value: 'table', label: t('productList.view.table'), Icon: TableIcon },
    { value: 'grid', label: t('productList.view.grid'), Icon: GridIcon },
  ] as const;
  return (
    <div
      role="group"
      aria-label={t('productList.view.label')}
      className="inline-flex rounded-md border border-neutral-300 bg-white p-0.5"
    >
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex items-center gap-1.5 rounded px-2.5 py-1.5 text-sm font-medium ${
            view === value ? 'bg-brand-700 text-white' : 'text-neutral-700 hover:bg-neutral-100'
          }`}
        >
          <Icon />
          {label}
        </button>
      ))}
    </div>
  );
}
