// The signed-in user's customer document (SPEC §7: GET /jsonapi/customer?include=partner,
// customer/property), reduced to what the header shows. Only this summary reaches the browser.
import type { SessionUser } from '@gradnik/contracts/auth';
import { customerDocumentSchema } from '@gradnik/contracts/customer';
import type { GuardianContact } from '@gradnik/contracts/partner';
import { caretaker, financialGuardian, parseContacts } from '@gradnik/domain/partner';
import type { Guardian } from '@gradnik/domain/partner';
import type { ShopApi } from '../../context';

export const CUSTOMER_PATH = '/jsonapi/customer?include=partner,customer/property';

export interface AccountSummary {
  firstname: string;
  lastname: string;
  email: string;
  /** The partner company's name, when the user belongs to one. */
  company: string | null;
  /**
   * The partner's guardians for the contact side panel (issue #14; SPEC §3 Guardian, §6/§9
   * types), in GET /api/partner's shape; null when no customer document was read (the panel
   * then asks the API itself). A user without a partner (an agent) has none of either.
   */
  guardians: {
    caretaker: GuardianContact | null;
    financialGuardian: GuardianContact | null;
  } | null;
}

export type AccountResult = { kind: 'ok'; account: AccountSummary } | { kind: 'unauthorized' };

export function summaryFromSessionUser(user: SessionUser): AccountSummary {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    company: null,
    guardians: null,
  };
}

function guardianContact(guardian: Guardian | null): GuardianContact | null {
  if (!guardian) return null;
  return {
    Name: guardian.name,
    Surname: guardian.surname,
    MobilePhone: guardian.mobilePhone ?? null,
    Email: guardian.email ?? null,
  };
}

/**
 * SPEC §3: Contacts arrive as a JSON string; SPEC §6, §9: caretaker type 3 else 4, financial
 * type 1 else 2 (the domain's rules, as GET /api/partner applies them).
 */
export function guardiansOf(contactsJson: string | null): NonNullable<AccountSummary['guardians']> {
  const contacts = parseContacts(contactsJson);
  return {
    caretaker: guardianContact(caretaker(contacts)),
    financialGuardian: guardianContact(financialGuardian(contacts)),
  };
}

export async function loadAccountSummary(
  api: ShopApi,
  sessionUser: SessionUser,
): Promise<AccountResult> {
  const response = await api.fetch(CUSTOMER_PATH, {
    headers: { Accept: 'application/vnd.api+json, application/json' },
  });
  // SPEC §4, §8: a rejected token means the session is no longer valid.
  if (response.status === 401) return { kind: 'unauthorized' };
  if (!response.ok) {
    throw new Error(`GET ${CUSTOMER_PATH} answered ${response.status}`);
  }
  const parsed = customerDocumentSchema.safeParse(await response.json());
  if (!parsed.success) {
    // A contract drift must not take every page down with it: the header falls back to the
    // session's user, and the log says what differs.
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    console.error(
      `GET ${CUSTOMER_PATH}: unexpected document (${issues.length} issues)`,
      issues.slice(0, 5),
    );
    return { kind: 'ok', account: summaryFromSessionUser(sessionUser) };
  }
  const { data, included } = parsed.data;
  const partnerId = data.relationships.partner.data?.id;
  const partner = included.find((item) => item.type === 'partner' && item.id === partnerId);
  const company =
    partner?.type === 'partner'
      ? (partner.attributes.Name1 ?? partner.attributes.NameShort ?? data.attributes.company)
      : data.attributes.company;
  return {
    kind: 'ok',
    account: {
      firstname: data.attributes.firstname,
      lastname: data.attributes.lastname,
      email: data.attributes.email,
      company: company || null,
      guardians: guardiansOf(partner?.type === 'partner' ? partner.attributes.Contacts : null),
    },
  };
}
