// The user's settings (issue #13; SPEC §7 settings calls). Not built yet.
import { NotAvailableNote } from '../../ui/placeholder-page';
import type { SettingsData } from './settings.server';

export function SettingsSection(_props: { data: SettingsData }) {
  return <NotAvailableNote />;
}
