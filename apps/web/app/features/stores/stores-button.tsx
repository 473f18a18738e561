// The header's 'Trgovski centri' button (SPEC §2 overlays: locations (stores) sidebar): opens the
// stores panel in general mode. Rendered only where the panel is (a session exists).
import { useT } from '../../i18n/i18n-context';
import { useStoresPanel } from '../../ui/stores-panel-context';
import { StorePinIcon } from '../../ui/icons';

export function StoresButton() {
  const t = useT();
  const { available, openStores } = useStoresPanel();
  if (!available) return null;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={t('stores.open')}
      title={t('stores.open')}
      onClick={(event) => openStores(event.currentTarget)}
      className="flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100"
    >
      <StorePinIcon className="size-6" />
      <span className="hidden xl:inline">{t('stores.open')}</span>
    </button>
  );
}
