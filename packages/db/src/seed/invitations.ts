// Demo users of the users section (issue #13 "Users": "each demo company has several users,
// including a deactivated one and a pending invitation", decision 034). For the companies of the
// demo sign-ins (demo-accounts.ts: Gradnje Kovač 100101, Keramika Novak 100102) this adds a
// deactivated employee where the company has none, and an invited one (status 2, no password)
// with an unexpired 'invitation' link. Generated after everything else, with ids after the
// others', so no other demo row changes.
//
// The link's stored hash is of a text no client can send (it fails the token pattern of
// packages/contracts, the '!'), so the demo invitation is listed but cannot be accepted by
// anyone who knows the seed; "Pošlji znova" makes a working one.
import { createHash } from 'node:crypto';
import { USER_DISABLED, USER_INVITED } from '@gradnik/domain/user-management';
import type { oneTimeLinks } from '../schema/identity.ts';
import type { PeopleData, UserRow } from './people.ts';
import { GROUP_IDS } from './people.ts';
import { Rng } from './random.ts';
import { pad } from './text.ts';

export type OneTimeLinkRow = (typeof oneTimeLinks)['$inferInsert'] & { id: number };

export interface InvitationData {
  users: UserRow[];
  oneTimeLinks: OneTimeLinkRow[];
}

/** The companies of the demo sign-ins. */
const DEMO_COMPANIES = ['100101', '100102'] as const;

// Status 0 and 2 of SPEC §3 User.status and decision 034.
const DISABLED = USER_DISABLED;
const INVITED = USER_INVITED;

const DAY_MS = 86_400_000;

const PEOPLE: Record<
  (typeof DEMO_COMPANIES)[number],
  { disabled: [string, string]; invited: [string, string, string] }
> = {
  '100101': { disabled: ['Boris', 'Mlakar'], invited: ['Nika', 'Hribar', 'sl'] },
  '100102': { disabled: ['Rok', 'Zupan'], invited: ['Anna', 'Berger', 'en'] },
};

export function generateInvitations(
  seed: number,
  referenceDate: Date,
  people: PeopleData,
  sharedHash: string,
): InvitationData {
  const data: InvitationData = { users: [], oneTimeLinks: [] };
  const ref = referenceDate.getTime();
  let nextId = Math.max(0, ...people.users.map((u) => u.id)) + 1;
  const emails = new Set(people.users.map((u) => u.email));

  const addUser = (
    partner: PeopleData['partners'][number],
    template: UserRow,
    first: string,
    last: string,
    status: number,
    languageid: string,
    created: Date,
  ): UserRow => {
    const domain = partner.email?.split('@')[1] ?? 'demo.si';
    let email = `${first}.${last}@${domain}`.toLowerCase();
    for (let n = 2; emails.has(email); n += 1)
      email = `${first}.${last}${n}@${domain}`.toLowerCase();
    emails.add(email);
    const id = nextId++;
    const row: UserRow = {
      ...template,
      id,
      email,
      passwordHash: status === INVITED ? null : sharedHash,
      ssoId: null,
      b2bUserKisId: status === INVITED ? null : `KIS-${pad(20000 + id, 6)}`,
      partnerId: partner.id,
      groupId: GROUP_IDS.customer_employee,
      code: `U${pad(id, 6)}`,
      label: `${first} ${last}`,
      salutation: null,
      title: null,
      firstname: first,
      lastname: last,
      languageid,
      mobile: null,
      birthday: null,
      status,
      createdAt: created,
      updatedAt: created,
    };
    data.users.push(row);
    return row;
  };

  DEMO_COMPANIES.forEach((partnerNo, index) => {
    const partner = people.partners.find((p) => p.partnerNo === partnerNo);
    if (!partner) return;
    const members = people.users.filter((u) => u.partnerId === partner.id);
    const admin = members.find((u) => u.groupId === GROUP_IDS.customer_admin) ?? members[0];
    if (!admin) return;
    const rng = Rng.for(seed, 'invitations', partnerNo);
    const names = PEOPLE[partnerNo];
    if (!members.some((u) => u.status === DISABLED)) {
      const created = new Date(ref - rng.int(60, 400) * DAY_MS);
      addUser(partner, admin, names.disabled[0], names.disabled[1], DISABLED, 'sl', created);
    }
    const [first, last, language] = names.invited;
    const sent = new Date(ref - 2 * DAY_MS);
    const invited = addUser(partner, admin, first, last, INVITED, language, sent);
    const unusable = `seed-invitation!${Buffer.from(rng.bytes(32)).toString('hex')}`;
    data.oneTimeLinks.push({
      id: index + 1,
      purpose: 'invitation',
      tokenHash: createHash('sha256').update(unusable).digest('hex'),
      userId: invited.id,
      email: invited.email,
      createdByUserId: admin.id,
      // Seven days from the sending (INVITATION_TTL_HOURS' default): five left at the reference day.
      expiresAt: new Date(sent.getTime() + 7 * DAY_MS),
      usedAt: null,
      revokedAt: null,
      createdAt: sent,
    });
  });
  return data;
}
