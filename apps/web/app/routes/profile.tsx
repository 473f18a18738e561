// Profile (SPEC §2: /profil, /en/profile; issue #13): the user's own data on top, then the
// sections company-profile, uporabniki (users) and settings, reached by hash and shown by role
// (SPEC §6). Agents who are not impersonating land on #uporabniki (SPEC §4), where choosing a
// customer to act for arrives with impersonation. Each section's data comes from its feature.
import { accountLinks, mustRedirectAgentToUsers } from '@gradnik/domain/roles';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { CompanyProfileSection } from '../features/company-profile/company-profile-section';
import { loadCompanyProfile } from '../features/company-profile/company-profile.server';
import { MyProfileSection } from '../features/my-profile/my-profile-section';
import { loadMyProfile } from '../features/my-profile/my-profile.server';
import { SettingsSection } from '../features/settings/settings-section';
import { loadSettings } from '../features/settings/settings.server';
import { useT } from '../i18n/i18n-context';
import type { MessageKey } from '../i18n/message-keys';
import { screenMeta } from '../i18n/meta';
import { SessionRejectedError } from '../lib/shop-document.server';
import { PROFILE_SECTIONS } from '../route-table';
import type { ProfileSection } from '../route-table';
import { ErrorContent } from '../ui/error-content';
import { useRootData } from '../root-data';
import { PageHeading } from '../ui/page-heading';
import { NotAvailableNote } from '../ui/placeholder-page';
import type { Route } from './+types/profile';

const SECTION_TITLES = {
  'company-profile': 'profile.section.company-profile',
  users: 'profile.section.users',
  settings: 'profile.section.settings',
} as const satisfies Record<ProfileSection, MessageKey>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardRequest(request, context);
  const role = guarded.session?.user.role;
  // SPEC §6: an agent acting for nobody has no profile, company or settings of their own here.
  if (mustRedirectAgentToUsers(role, guarded.impersonating)) {
    return { me: null, company: null, settings: null };
  }
  try {
    const [me, company, settings] = await Promise.all([
      loadMyProfile(context.api, guarded.locale),
      loadCompanyProfile(context.api, guarded.locale),
      loadSettings(context.api, guarded.locale),
    ]);
    return { me, company, settings };
  } catch (error) {
    if (error instanceof SessionRejectedError) redirectSessionExpired(guarded);
    throw error;
  }
}

export function meta({ location }: Route.MetaArgs) {
  return screenMeta(location.pathname, 'profile');
}

function SectionShell({
  section,
  children,
}: {
  section: ProfileSection;
  children: React.ReactNode;
}) {
  const t = useT();
  const id = PROFILE_SECTIONS[section];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6 space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-neutral-900">
        {t(SECTION_TITLES[section])}
      </h2>
      {children}
    </section>
  );
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const role = root?.session?.user.role;
  const impersonating = root?.impersonating ?? false;
  const agent = mustRedirectAgentToUsers(role, impersonating);
  const links = accountLinks(role, impersonating);

  if (agent) {
    return (
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        <PageHeading>{t('screen.profile.title')}</PageHeading>
        <SectionShell section="users">
          <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
            {t('profile.agentUsersNote')}
          </p>
        </SectionShell>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
      <div className="space-y-4">
        <PageHeading>{t('screen.profile.title')}</PageHeading>
        <MyProfileSection data={loaderData.me} />
      </div>
      {links.includes('company-profile') ? (
        <SectionShell section="company-profile">
          <CompanyProfileSection data={loaderData.company} />
        </SectionShell>
      ) : null}
      {links.includes('users') ? (
        <SectionShell section="users">
          <NotAvailableNote />
        </SectionShell>
      ) : null}
      {links.includes('settings') ? (
        <SectionShell section="settings">
          <SettingsSection data={loaderData.settings} />
        </SectionShell>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
