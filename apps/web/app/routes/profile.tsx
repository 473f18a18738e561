// Profile (SPEC §2: /profil, /en/profile): sections company-profile, uporabniki (users) and
// settings, shown by role (SPEC §6). Agents who are not impersonating land on #uporabniki
// (SPEC §4), where choosing a customer to act for arrives with the account issue.
import { accountLinks, mustRedirectAgentToUsers } from '@gradnik/domain/roles';
import { useT } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/message-keys';
import { screenMeta } from '../i18n/meta';
import { useRootData } from '../root-data';
import { PROFILE_SECTIONS } from '../route-table';
import type { ProfileSection } from '../route-table';
import { PageHeading } from '../ui/page-heading';
import { NotAvailableNote } from '../ui/placeholder-page';
import type { Route } from './+types/profile';

const SECTION_TITLES = {
  'company-profile': 'profile.section.company-profile',
  users: 'profile.section.users',
  settings: 'profile.section.settings',
} as const satisfies Record<ProfileSection, MessageKey>;

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'profile');
}

export default function ProfilePage() {
  const t = useT();
  const root = useRootData();
  const role = root?.session?.user.role;
  const impersonating = root?.impersonating ?? false;
  const agent = mustRedirectAgentToUsers(role, impersonating);
  const links = accountLinks(role, impersonating);
  const sections: ProfileSection[] = agent
    ? ['users']
    : (['company-profile', 'users', 'settings'] as const).filter((section) =>
        links.includes(section),
      );

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <div className="space-y-4">
        <PageHeading>{t('screen.profile.title')}</PageHeading>
        {agent ? null : <NotAvailableNote />}
      </div>
      {sections.map((section) => (
        <section
          key={section}
          id={PROFILE_SECTIONS[section]}
          aria-labelledby={`${PROFILE_SECTIONS[section]}-heading`}
          className="scroll-mt-6 space-y-4"
        >
          <h2
            id={`${PROFILE_SECTIONS[section]}-heading`}
            className="text-xl font-semibold text-neutral-900"
          >
            {t(SECTION_TITLES[section])}
          </h2>
          {agent ? (
            <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
              {t('profile.agentUsersNote')}
            </p>
          ) : (
            <NotAvailableNote />
          )}
        </section>
      ))}
    </div>
  );
}
