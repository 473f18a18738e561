// The header's favourites button with its side panel 'Priljubljeni izdelki' (issue #15; SPEC §2
// Side panels, overlays). The panel (./favorites-dialog.tsx) loads on the button's first use
// (ui/deferred-overlay.tsx, issue #11), like the cart's and the contact's; the server renders the
// button alone. Rendered only with a session (the layout composes it in, SPEC §2).
import { useT } from '../../i18n/i18n-context';
import { useHydrated } from '../../lib/use-hydrated';
import { ClosedTrigger, DeferredDialog, deferOverlay } from '../../ui/deferred-overlay';
import { HeartIcon } from '../../ui/icons';

export const TRIGGER_CLASS =
  'flex size-10 items-center justify-center rounded-md text-neutral-700 hover:bg-neutral-100';

const favoritesDialog = deferOverlay(() =>
  import('./favorites-dialog').then((m) => m.FavoritesDialog),
);

export function FavoritesPanel() {
  const hydrated = useHydrated();
  const t = useT();
  const trigger = {
    'aria-label': t('panel.favorites.title'),
    title: t('panel.favorites.title'),
    className: TRIGGER_CLASS,
    children: <HeartIcon className="size-6" />,
  };
  if (!hydrated) return <ClosedTrigger {...trigger} />;
  return <DeferredDialog overlay={favoritesDialog} props={{}} trigger={trigger} />;
}
