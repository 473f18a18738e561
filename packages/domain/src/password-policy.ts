// The rule a new password must meet (issue #13: the embedded sign-in's own password reset; later
// also invitations). Sign-in itself accepts any stored password (demo accounts keep 'demo1234'),
// so this is the only password rule: at least PASSWORD_MIN_LENGTH characters (OWASP ASVS 5.0
// §6.2.1 asks for 8 at least; we ask 10 for business accounts), at most PASSWORD_MAX_LENGTH
// (what POST /api/token accepts), and not the account's e-mail address or its local part.
// Pure and without zod, so the browser form and the shop API apply the very same rule; the
// texts live with each side (web i18n catalogues, API messages) under these codes.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'too_short' | 'too_long' | 'same_as_email';

/** Characters as a person counts them: code points, after the NFKC form scrypt hashes. */
function characters(value: string): number {
  return [...value.normalize('NFKC')].length;
}

/**
 * The problems of `password` for the account `email` (empty: it is acceptable). Spaces at the
 * start and end do not count towards the length, so ten spaces are no password.
 */
export function passwordProblems(password: string, email?: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (characters(password.trim()) < PASSWORD_MIN_LENGTH) problems.push('too_short');
  if (password.length > PASSWORD_MAX_LENGTH) problems.push('too_long');
  const address = email?.trim().toLowerCase();
  if (address) {
    const candidate = password.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (candidate === address || (local !== '' && candidate === local))
      problems.push('same_as_email');
  }
  return problems;
}

export function isAcceptablePassword(password: string, email?: string): boolean {
  return passwordProblems(password, email).length === 0;
}
