import { describe, expect, it } from 'vitest';
import { CUSTOMER_ADMIN, CUSTOMER_EMPLOYEE } from './roles.ts';
import {
  allowedDuringVisit,
  isLastActiveAdmin,
  isManagedGroup,
  judgeChange,
  mayDemoteOrDeactivate,
  USER_ACTIVE,
  USER_DISABLED,
  USER_INVITED,
  type CompanyMember,
} from './user-management.ts';

const admin = (id: number, status = USER_ACTIVE): CompanyMember => ({
  id,
  role: CUSTOMER_ADMIN,
  status,
});
const employee = (id: number, status = USER_ACTIVE): CompanyMember => ({
  id,
  role: CUSTOMER_EMPLOYEE,
  status,
});

describe('the last active admin (issue #13)', () => {
  it('is the only active admin, disabled admins do not count', () => {
    const members = [admin(1), admin(2, USER_DISABLED), employee(3)];
    expect(isLastActiveAdmin(members, 1)).toBe(true);
    expect(isLastActiveAdmin(members, 2)).toBe(false);
    expect(isLastActiveAdmin(members, 3)).toBe(false);
    expect(mayDemoteOrDeactivate(members, 1)).toBe(false);
    expect(mayDemoteOrDeactivate(members, 3)).toBe(true);
  });

  it('is nobody while two admins are active', () => {
    const members = [admin(1), admin(2)];
    expect(isLastActiveAdmin(members, 1)).toBe(false);
    expect(isLastActiveAdmin(members, 2)).toBe(false);
  });

  it('cannot be demoted or deactivated, even by themselves', () => {
    const members = [admin(1), employee(2)];
    expect(judgeChange(members, 1, { kind: 'role', group: CUSTOMER_EMPLOYEE })).toEqual({
      outcome: 'last_admin',
    });
    expect(judgeChange(members, 1, { kind: 'deactivate' })).toEqual({ outcome: 'last_admin' });
  });

  it('lets an admin demote or deactivate themselves while another active admin remains', () => {
    const members = [admin(1), admin(2)];
    expect(judgeChange(members, 1, { kind: 'role', group: CUSTOMER_EMPLOYEE }).outcome).toBe(
      'change',
    );
    expect(judgeChange(members, 1, { kind: 'deactivate' }).outcome).toBe('change');
  });
});

describe('judgeChange', () => {
  const members = [admin(1), employee(2), employee(3, USER_DISABLED), admin(4, USER_DISABLED)];

  it('promotes an employee, active or not', () => {
    expect(judgeChange(members, 2, { kind: 'role', group: CUSTOMER_ADMIN }).outcome).toBe('change');
    expect(judgeChange(members, 3, { kind: 'role', group: CUSTOMER_ADMIN }).outcome).toBe('change');
  });

  it('demotes a disabled admin even when one active admin is left', () => {
    expect(judgeChange(members, 4, { kind: 'role', group: CUSTOMER_EMPLOYEE }).outcome).toBe(
      'change',
    );
  });

  it('answers unchanged for a role the user already has and for repeated (de)activation', () => {
    expect(judgeChange(members, 2, { kind: 'role', group: CUSTOMER_EMPLOYEE }).outcome).toBe(
      'unchanged',
    );
    expect(judgeChange(members, 1, { kind: 'role', group: CUSTOMER_ADMIN }).outcome).toBe(
      'unchanged',
    );
    expect(judgeChange(members, 3, { kind: 'deactivate' }).outcome).toBe('unchanged');
    expect(judgeChange(members, 2, { kind: 'reactivate' }).outcome).toBe('unchanged');
  });

  it('deactivates an employee and reactivates a disabled user', () => {
    expect(judgeChange(members, 2, { kind: 'deactivate' }).outcome).toBe('change');
    expect(judgeChange(members, 3, { kind: 'reactivate' }).outcome).toBe('change');
    expect(judgeChange(members, 4, { kind: 'reactivate' }).outcome).toBe('change');
  });

  it('does not know users outside the company', () => {
    expect(judgeChange(members, 99, { kind: 'deactivate' }).outcome).toBe('not_found');
  });
});

describe('an invited user (issue #13 invitations, decision 034)', () => {
  const members: CompanyMember[] = [
    { id: 1, role: CUSTOMER_ADMIN, status: USER_ACTIVE },
    { id: 2, role: CUSTOMER_ADMIN, status: USER_INVITED },
    { id: 3, role: CUSTOMER_EMPLOYEE, status: USER_INVITED },
  ];

  it('is never an active admin: the last active admin stays protected', () => {
    expect(isLastActiveAdmin(members, 1)).toBe(true);
    expect(judgeChange(members, 1, { kind: 'deactivate' }).outcome).toBe('last_admin');
    expect(judgeChange(members, 2, { kind: 'role', group: CUSTOMER_EMPLOYEE }).outcome).toBe(
      'change',
    );
  });

  it('is neither deactivated nor activated by the (de)activation calls', () => {
    expect(judgeChange(members, 3, { kind: 'reactivate' }).outcome).toBe('invited');
    expect(judgeChange(members, 3, { kind: 'deactivate' }).outcome).toBe('invited');
    expect(judgeChange(members, 3, { kind: 'role', group: CUSTOMER_ADMIN }).outcome).toBe('change');
  });
});

describe('isManagedGroup', () => {
  it('accepts the two customer groups only', () => {
    expect(isManagedGroup(CUSTOMER_ADMIN)).toBe(true);
    expect(isManagedGroup(CUSTOMER_EMPLOYEE)).toBe(true);
    expect(isManagedGroup('gradnik_agent')).toBe(false);
  });
});

describe('an agent\'s visit (issue #25)', () => {
  it('may see the users and resend an invitation the admin sent', () => {
    expect(allowedDuringVisit('view')).toBe(true);
    expect(allowedDuringVisit('resendInvitation')).toBe(true);
  });

  it('may not change who holds the company\'s rights', () => {
    for (const action of [
      'invite',
      'changeRole',
      'deactivate',
      'reactivate',
      'withdrawInvitation',
    ] as const) {
      expect(allowedDuringVisit(action), action).toBe(false);
    }
  });
});
