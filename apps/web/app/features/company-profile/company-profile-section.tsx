// The company profile (issue #13; SPEC §3 Partner, Partner address, Guardian). Not built yet.
import { NotAvailableNote } from '../../ui/placeholder-page';
import type { CompanyProfileData } from './company-profile.server';

export function CompanyProfileSection(_props: { data: CompanyProfileData }) {
  return <NotAvailableNote />;
}
