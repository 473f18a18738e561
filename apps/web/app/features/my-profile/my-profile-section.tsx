// "My profile" (issue #13; SPEC §3 User). Not built yet.
import { NotAvailableNote } from '../../ui/placeholder-page';
import type { MyProfileData } from './my-profile.server';

export function MyProfileSection(_props: { data: MyProfileData }) {
  return <NotAvailableNote />;
}
