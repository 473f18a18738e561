// The signed-in user's customer document (SPEC §7: GET /jsonapi/customer?include=partner,
// customer/property), reduced to what the header shows. Only this summary reaches the browser.
import type { SessionUser } from '@gradnik/contracts/auth';
import { customerDocumentSchema } from '@gradnik/contracts/customer';
import type { ShopApi } from '../../context';

export const CUSTOMER_PATH = '/jsonapi/customer?include=partner,customer/property';

export interface AccountSummary {
  firstname: string;
  lastname: string;
  email: string;
  /** The partner company's name, when the user belongs to one. */
  company: string | null;
}

export type AccountResult = { kind: 'ok'; account: AccountSummary } | { kind: 'unauthorized' };

export function summaryFromSessionUser(user: SessionUser): AccountSummary {
  return { firstname: user.firstname, lastname: user.lastname, email: user.email, company: null };
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
    },
  };
}
