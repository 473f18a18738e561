// The categories modal (SPEC §2 overlays) for small screens: a Radix Dialog with a drill-down
// list. Each level lists its categories as links; one with subcategories also has a button
// that opens its level. 'Nazaj' goes up a level; Escape, the close button and the backdrop
// close the dialog (focus returns to the button that opened it). Loaded on the button's first
// use (category-navigation.tsx, ui/deferred-overlay.tsx, issue #11).
import type { CategoryNode } from '@gradnik/contracts/catalog';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import { categoryHref } from './category-paths';
import {
  CATEGORIES_MODAL_TRIGGER_CLASS,
  CategoriesModalTriggerFace,
  TreeStatus,
} from './category-menu-parts';
import type { CategoryMenuProps } from './category-menu-parts';

export function CategoriesModal({
  categories,
  status,
  onRetry,
  initialOpen = false,
}: CategoryMenuProps & InitialOpenProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(initialOpen);
  // The path of opened categories, top level first; empty shows the top level.
  const [trail, setTrail] = useState<readonly CategoryNode[]>([]);
  const parent = trail.at(-1);
  const level = parent ? parent.children : (categories ?? []);
  // After moving a level the pressed button is gone: focus goes to the new level's first entry.
  const levelStart = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    levelStart.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [trail]);
  function goTo(next: readonly CategoryNode[]) {
    moved.current = true;
    setTrail(next);
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setTrail([]);
  }
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={CATEGORIES_MODAL_TRIGGER_CLASS}>
        <CategoriesModalTriggerFace />
      </Dialog.Trigger>
      <SidePanelContent side="left" backdrop="modal" aria-describedby={undefined}>
        <OverlayHeader
          title={parent ? parent.attributes.name : t('catalog.menu.label')}
          closeLabel={t('catalog.modal.close')}
        />
        {status !== 'success' ? (
          <TreeStatus status={status} onRetry={onRetry} />
        ) : (
          <nav aria-label={t('catalog.menu.label')} className="flex-1 overflow-y-auto py-2">
            <div ref={levelStart}>
              {parent ? (
                <div className="border-b border-neutral-100 px-2 pb-2">
                  <button
                    type="button"
                    onClick={() => goTo(trail.slice(0, -1))}
                    className="w-full rounded-md px-2 py-2 text-left text-sm font-medium text-neutral-700 hover:bg-neutral-100"
                  >
                    <span aria-hidden="true">‹ </span>
                    {t('catalog.modal.back')}
                  </button>
                  <Link
                    to={categoryHref(parent.attributes.url, locale)}
                    onClick={close}
                    className="block rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {t('catalog.menu.allIn', { name: parent.attributes.name })}
                  </Link>
                </div>
              ) : null}
              <ul className="px-2 pt-1">
                {level.map((category) => (
                  <li key={category.id} className="flex items-center">
                    <Link
                      to={categoryHref(category.attributes.url, locale)}
                      onClick={close}
                      className="flex-1 rounded-md px-2 py-2.5 text-sm font-medium text-neutral-900 hover:bg-neutral-100"
                    >
                      {category.attributes.name}
                    </Link>
                    {category.children.length > 0 ? (
                      <button
                        type="button"
                        onClick={() => goTo([...trail, category])}
                        aria-label={t('catalog.modal.open', { name: category.attributes.name })}
                        className="rounded-md px-3 py-2 text-neutral-600 hover:bg-neutral-100"
                      >
                        <span aria-hidden="true">›</span>
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          </nav>
        )}
      </SidePanelContent>
    </Dialog.Root>
  );
}
