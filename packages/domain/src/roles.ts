// Roles and what each may see: SPEC §6.
import { BRAND_CODE } from './constants.ts';

export const CUSTOMER_ADMIN = 'customer_admin';
export const CUSTOMER_EMPLOYEE = 'customer_employee';

/** The agent role is branded: `{product}_agent` (SPEC §6), `gradnik_agent` by default. */
export function agentRole(brand: string = BRAND_CODE): string {
  return `${brand}_agent`;
}

export function isAgent(role: string | null | undefined): boolean {
  return typeof role === 'string' && role.endsWith('_agent');
}

/** SPEC §6: a customer_employee counts as an employee only when not impersonating. */
export function isEmployee(role: string | null | undefined, impersonating: boolean): boolean {
  return role === CUSTOMER_EMPLOYEE && !impersonating;
}

export type AccountLink = 'profile' | 'company-profile' | 'users' | 'settings';

/**
 * The account side panel's links (SPEC §2, §6): agents see none of the four,
 * employees all but users, admins all four. Logout is offered to everyone.
 */
export function accountLinks(role: string | null | undefined, impersonating = false): AccountLink[] {
  if (isAgent(role) && !impersonating) return [];
  if (isEmployee(role, impersonating)) return ['profile', 'company-profile', 'settings'];
  return ['profile', 'company-profile', 'users', 'settings'];
}

/** SPEC §4: agents not impersonating who navigate elsewhere are sent to the profile users tab. */
export function mustRedirectAgentToUsers(role: string | null | undefined, impersonating: boolean): boolean {
  return isAgent(role) && !impersonating;
}
