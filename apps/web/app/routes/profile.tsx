// Profile (SPEC §2: /profil, /en/profile; issue #13): the user's own data on top, then the
// sections company-profile, uporabniki (users) and settings, reached by hash and shown by role
// (SPEC §6). Agents who are not impersonating land on #uporabniki (SPEC §4), where they find
// the customers they serve and act for one. Each section's data comes from its feature.
import { accountLinks, CUSTOMER_ADMIN, mustRedirectAgentToUsers } from '@gradnik/domain/roles';
import { guardRequest, redirectSessionExpired } from '../features/auth/guards.server';
import { CompanyProfileSection } from '../features/company-profile/company-profile-section';
import { customerListFilterFrom } from '../features/customer-list/customer-list-filter';
import { CustomerListSection } from '../features/customer-list/customer-list-section';
import { loadCustomerList } from '../features/customer-list/customer-list.server';
import { loadCompanyProfile } from '../features/company-profile/company-profile.server';
import { ImpersonationAuditSection } from '../features/impersonation-audit/impersonation-audit-section';
import { loadImpersonationAudit } from '../features/impersonation-audit/impersonation-audit.server';
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
import type { Route } from './+types/profile';

const SECTION_TITLES = {
  'company-profile': 'profile.section.company-profile',
  users: 'profile.section.users',
  settings: 'profile.section.settings',
} as const satisfies Record<ProfileSection, MessageKey>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const guarded = await guardRequest(request, context);
  const role = guarded.session?.user.role;
  // Issue #13 users section: its search and page are in the address (?iskanje=…&stran=…).
  const customerFilter = customerListFilterFrom(new URL(request.url).searchParams);
  try {
    // SPEC §6: an agent acting for nobody has no profile, company or settings of their own
    // here, only the customers they serve (SPEC §4: they land on #uporabniki).
    if (mustRedirectAgentToUsers(role, guarded.impersonating)) {
      const customers = await loadCustomerList(context.api, guarded.locale, customerFilter);
      return { me: null, company: null, settings: null, customers, customerFilter, audit: null };
    }
    const showUsers = accountLinks(role, guarded.impersonating).includes('users');
    // Issue #13: the agents' visit log is for the company's admin only.
    const showAudit = role === CUSTOMER_ADMIN;
    const [me, company, settings, customers, audit] = await Promise.all([
      loadMyProfile(context.api, guarded.locale),
      loadCompanyProfile(context.api, guarded.locale),
      loadSettings(context.api, guarded.locale),
      showUsers ? loadCustomerList(context.api, guarded.locale, customerFilter) : null,
      showAudit ? loadImpersonationAudit(context.api, guarded.locale) : null,
    ]);
    return { me, company, settings, customers, customerFilter, audit };
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
          <CustomerListSection
            data={loaderData.customers}
            filter={loaderData.customerFilter}
            agent
          />
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
          <CompanyProfileSection data={loaderData.company} canRequest={role === CUSTOMER_ADMIN} />
          {role === CUSTOMER_ADMIN ? <ImpersonationAuditSection data={loaderData.audit} /> : null}
        </SectionShell>
      ) : null}
      {links.includes('users') ? (
        <SectionShell section="users">
          <CustomerListSection
            data={loaderData.customers}
            filter={loaderData.customerFilter}
            agent={false}
            canManage={role === CUSTOMER_ADMIN}
          />
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
