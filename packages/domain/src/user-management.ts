// The company admin's user management (issue #13 "Users"; SPEC §3 User.status, §6 roles).
// "The last active admin of a company cannot be demoted or deactivated." An admin may demote or
// deactivate themselves, but only while another active admin remains (decision 032): the same
// rule as for anyone else, so a company is never left without an active admin.
import { CUSTOMER_ADMIN, CUSTOMER_EMPLOYEE } from './roles.ts';

/** SPEC §3 User.status: 1 active, 0 disabled. The one home of the status values. */
export const USER_ACTIVE = 1;
export const USER_DISABLED = 0;
/**
 * Invited by the company admin, the invitation not yet accepted (issue #13; SPEC §3 names only
 * 1 and 0, decision 034): listed with its invitation, cannot sign in, reset a password or be
 * impersonated, and counts as no admin. Accepting the invitation makes it active.
 */
export const USER_INVITED = 2;

/** How long an invitation link works unless INVITATION_TTL_HOURS says otherwise: 7 days. */
export const INVITATION_TTL_HOURS_DEFAULT = 168;
/** How long the link confirming a new e-mail address works (decision 034). */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** The groups a company's user can have (SPEC §7 GET /api/customer/groups): never the agent's. */
export const MANAGED_GROUPS = [CUSTOMER_ADMIN, CUSTOMER_EMPLOYEE] as const;
export type ManagedGroup = (typeof MANAGED_GROUPS)[number];

export function isManagedGroup(code: string): code is ManagedGroup {
  return (MANAGED_GROUPS as readonly string[]).includes(code);
}

/** One user of the company as the rule needs it. */
export interface CompanyMember {
  id: number;
  role: string;
  status: number;
}

export type UserChange =
  { kind: 'role'; group: ManagedGroup } | { kind: 'deactivate' } | { kind: 'reactivate' };

export type ChangeVerdict =
  /** Apply it. */
  | { outcome: 'change' }
  /** The user is already so: answer the row unchanged (idempotent, decision 032). */
  | { outcome: 'unchanged' }
  /** It would leave the company with no active admin. */
  | { outcome: 'last_admin' }
  /** (De)activating an invited user: the invitation is resent or withdrawn instead (034). */
  | { outcome: 'invited' }
  /** The user is not one of these members. */
  | { outcome: 'not_found' };

function isActiveAdmin(member: CompanyMember): boolean {
  return member.role === CUSTOMER_ADMIN && member.status === USER_ACTIVE;
}

/** Whether the member is the company's last active admin (no other active admin remains). */
export function isLastActiveAdmin(members: readonly CompanyMember[], userId: number): boolean {
  const target = members.find((m) => m.id === userId);
  if (!target || !isActiveAdmin(target)) return false;
  return !members.some((m) => m.id !== userId && isActiveAdmin(m));
}

/**
 * What happens to `userId` under `change`, given all of the company's users (roles, statuses).
 * The actor does not matter: acting on oneself follows the same rule (decision 032).
 */
export function judgeChange(
  members: readonly CompanyMember[],
  userId: number,
  change: UserChange,
): ChangeVerdict {
  const target = members.find((m) => m.id === userId);
  if (!target) return { outcome: 'not_found' };
  switch (change.kind) {
    case 'role':
      if (target.role === change.group) return { outcome: 'unchanged' };
      if (change.group !== CUSTOMER_ADMIN && isLastActiveAdmin(members, userId))
        return { outcome: 'last_admin' };
      return { outcome: 'change' };
    case 'deactivate':
      if (target.status === USER_INVITED) return { outcome: 'invited' };
      if (target.status !== USER_ACTIVE) return { outcome: 'unchanged' };
      if (isLastActiveAdmin(members, userId)) return { outcome: 'last_admin' };
      return { outcome: 'change' };
    case 'reactivate':
      // Activating an invited user would let an account without a password in (decision 034).
      if (target.status === USER_INVITED) return { outcome: 'invited' };
      return target.status === USER_ACTIVE ? { outcome: 'unchanged' } : { outcome: 'change' };
  }
}

/** Whether the row may offer demoting / deactivating this user (the screen's hint; the API decides). */
export function mayDemoteOrDeactivate(members: readonly CompanyMember[], userId: number): boolean {
  return !isLastActiveAdmin(members, userId);
}

/**
 * What a company admin does on the users tab (SPEC §6 "users"; issue #13, decision 032), named
 * once for the API's refusals and the screen's buttons.
 */
export type AccountAction =
  | 'view'
  | 'invite'
  | 'changeRole'
  | 'deactivate'
  | 'reactivate'
  | 'resendInvitation'
  | 'withdrawInvitation';

/**
 * Which of them an agent's visit may take (issue #25, decision 032 "Visits"). A visit is help
 * with buying; who may act for the company stays the company's own decision. Inviting anyone
 * (an admin or an employee) would let the agent make an account of its own with no visit limits,
 * and a role change or (de)activation changes who holds the company's rights; withdrawing an
 * invitation undoes the admin's decision. Seeing the users and resending an invitation the admin
 * sent (to the address the admin chose) change no one's rights.
 */
const VISIT_ALLOWS: ReadonlySet<AccountAction> = new Set(['view', 'resendInvitation']);

export function allowedDuringVisit(action: AccountAction): boolean {
  return VISIT_ALLOWS.has(action);
}
