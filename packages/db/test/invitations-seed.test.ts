// Issue #13 "Users" (decision 034): each demo sign-in's company has several users, including a
// deactivated one and a pending invitation with an unexpired link nobody can use.
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../src/seed/seed.ts';

describe('demo users of the users section', () => {
  it('gives each demo company a deactivated user and a pending invitation', async () => {
    const referenceDate = new Date('2026-06-01T00:00:00Z');
    const data = await generateDemoData({ products: 0, referenceDate });
    const allUsers = [...data.people.users, ...data.invitations.users];
    expect(new Set(allUsers.map((u) => u.id)).size).toBe(allUsers.length);
    expect(new Set(allUsers.map((u) => u.email)).size).toBe(allUsers.length);
    for (const partnerNo of ['100101', '100102']) {
      const partner = data.people.partners.find((p) => p.partnerNo === partnerNo)!;
      const members = allUsers.filter((u) => u.partnerId === partner.id);
      expect(members.length, partnerNo).toBeGreaterThanOrEqual(3);
      expect(members.some((u) => u.status === 0)).toBe(true);
      const invited = members.filter((u) => u.status === 2);
      expect(invited).toHaveLength(1);
      expect(invited[0]!.passwordHash).toBeNull();
      const link = data.invitations.oneTimeLinks.find((l) => l.userId === invited[0]!.id);
      expect(link?.purpose).toBe('invitation');
      expect(link!.expiresAt.getTime()).toBeGreaterThan(referenceDate.getTime());
      expect(link?.usedAt).toBeNull();
    }
  });
});
