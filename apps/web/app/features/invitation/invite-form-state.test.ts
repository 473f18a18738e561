import { describe, expect, it } from 'vitest';
import { EMPTY_INVITE, invitationState, validateInvite } from './invite-form-state';

describe('the invite dialog’s checks (issue #13, decision 034)', () => {
  it('asks for an e-mail address and both names', () => {
    expect(validateInvite(EMPTY_INVITE)).toEqual({
      email: 'invitation.required',
      firstname: 'invitation.required',
      lastname: 'invitation.required',
    });
  });

  it('refuses an address without a domain and accepts a complete invitation', () => {
    expect(
      validateInvite({ ...EMPTY_INVITE, email: 'nina@', firstname: 'Nina', lastname: 'Kralj' }),
    ).toEqual({ email: 'invitation.invalidEmail' });
    expect(
      validateInvite({
        ...EMPTY_INVITE,
        email: ' nina.kralj@gradnje-kovac.si ',
        firstname: 'Nina',
        lastname: 'Kralj',
      }),
    ).toEqual({});
  });
});

describe('an invited row’s state', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('is pending until the link expires, then expired; without a link it says so', () => {
    expect(invitationState('2026-06-08T10:00:00Z', now)).toEqual({
      key: 'invitation.status.pending',
      at: '2026-06-08T10:00:00Z',
    });
    expect(invitationState('2026-05-30T10:00:00Z', now).key).toBe('invitation.status.expired');
    expect(invitationState(null, now)).toEqual({ key: 'invitation.status.noLink', at: null });
  });
});
