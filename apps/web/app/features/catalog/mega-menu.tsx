// The mega menu (SPEC §2 overlays) for wide screens: a 'Kategorije' button opens a panel with
// the top categories on the left and the chosen one's subcategories on the right. Keyboard:
// Enter/Space on the button opens it (a native button), ArrowUp/ArrowDown move within a
// column, ArrowRight enters the subcategories, ArrowLeft returns, Home/End jump, Escape closes
// and gives focus back to the button (Radix Popover). Every entry is a link to its page. Loaded
// on the button's first use (category-navigation.tsx, ui/deferred-overlay.tsx, issue #11).
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { categoryHref } from './category-paths';
import { MEGA_MENU_TRIGGER_CLASS, MegaMenuTriggerFace, TreeStatus } from './category-menu-parts';
import type { CategoryMenuProps } from './category-menu-parts';

/** The next index in a list of `length` for an arrow/Home/End key, or null for other keys. */
export function nextIndex(key: string, current: number, length: number): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % length;
    case 'ArrowUp':
      return (current - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}

function links(container: HTMLElement | null): HTMLAnchorElement[] {
  return container ? [...container.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

export function MegaMenu({
  categories,
  status,
  onRetry,
  initialOpen = false,
}: CategoryMenuProps & InitialOpenProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(initialOpen);
  const [active, setActive] = useState(0);
  const topList = useRef<HTMLUListElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const tops = categories ?? [];
  const current = tops[Math.min(active, tops.length - 1)];

  function focusTop(index: number) {
    setActive(index);
    links(topList.current)[index]?.focus();
  }

  function onTopKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const index = links(topList.current).indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    if (event.key === 'ArrowRight') {
      const first = links(panel.current)[0];
      if (first) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    const next = nextIndex(event.key, index, tops.length);
    if (next === null) return;
    event.preventDefault();
    focusTop(next);
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusTop(active);
      return;
    }
    const items = links(panel.current);
    const index = items.indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    const next = nextIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  }

  const close = () => setOpen(false);

  // Opened before the tree arrived: the panel itself had focus; hand it to the first category.
  const ready = status === 'success' && tops.length > 0;
  useEffect(() => {
    if (open && ready && document.activeElement === content.current) {
      links(topList.current)[0]?.focus();
    }
  }, [open, ready]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={MEGA_MENU_TRIGGER_CLASS}>
        <MegaMenuTriggerFace />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          align="start"
          sideOffset={8}
          collisionPadding={16}
          aria-label={t('catalog.menu.label')}
          onOpenAutoFocus={(event) => {
            // Focus the first (or last chosen) category rather than the panel's first link.
            event.preventDefault();
            const target = links(topList.current)[active] ?? content.current;
            target?.focus();
          }}
          tabIndex={-1}
          className="z-50 w-[min(64rem,calc(100vw-2rem))] rounded-lg border border-neutral-200 bg-white shadow-xl focus:outline-none"
        >
          {ready ? (
            <div className="grid max-h-[70vh] grid-cols-[16rem_1fr]">
              <ul
                ref={topList}
                onKeyDown={onTopKeyDown}
                className="overflow-y-auto border-r border-neutral-200 py-2"
              >
                {tops.map((category, index) => (
                  <li key={category.id}>
                    <Link
                      to={categoryHref(category.attributes.url, locale)}
                      onClick={close}
                      onFocus={() => setActive(index)}
                      onMouseEnter={() => setActive(index)}
                      className={`flex items-center justify-between px-4 py-2 text-sm font-medium ${
                        index === active
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-neutral-800 hover:bg-neutral-50'
                      }`}
                    >
                      {category.attributes.name}
                      {category.attributes.hasChildren ? <span aria-hidden="true">›</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
              <div ref={panel} onKeyDown={onPanelKeyDown} className="overflow-y-auto p-5">
                {current ? (
                  <>
                    <Link
                      to={categoryHref(current.attributes.url, locale)}
                      onClick={close}
                      className="text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {t('catalog.menu.allIn', { name: current.attributes.name })}
                    </Link>
                    <ul className="mt-4 grid gap-x-6 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
                      {current.children.map((child) => (
                        <li key={child.id}>
                          <Link
                            to={categoryHref(child.attributes.url, locale)}
                            onClick={close}
                            className="text-sm font-semibold text-neutral-900 hover:text-brand-700 hover:underline"
                          >
                            {child.attributes.name}
                          </Link>
                          {child.children.length > 0 ? (
                            <ul className="mt-1.5 space-y-1">
                              {child.children.map((leaf) => (
                                <li key={leaf.id}>
                                  <Link
                                    to={categoryHref(leaf.attributes.url, locale)}
                                    onClick={close}
                                    className="text-sm text-neutral-700 hover:text-brand-700 hover:underline"
                                  >
                                    {leaf.attributes.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            </div>
          ) : (
            <TreeStatus status={status} onRetry={onRetry} />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
