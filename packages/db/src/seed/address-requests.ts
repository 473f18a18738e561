// Address change requests of the demo companies (issue #13; decision 033), so the company
// profile shows a history on day one: in the company of every demo sign-in, one approved new
// address (the company's last delivery address came from it), one rejected change with the
// retailer's note, one removal withdrawn (made by the demo agent acting for the admin), and one
// change still pending. The pending one carries a note: the retailer has taken it into manual
// review, so the simulated retailer leaves it pending (apps/api address-request repository.ts).
// It names the company's second other delivery address, so the default and at least two more
// delivery addresses of the first demo company stay free for new requests (the e2e flows).
import { addressKey, formatAddressLine, parseAddressLine } from '@gradnik/domain/address-request';
import type { addressChangeRequests } from '../schema/identity.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { PartnerAddressRow, PeopleData } from './people.ts';
import { GROUP_IDS } from './people.ts';
import { DEMO_AGENT_EMAIL } from './agent-work.ts';

export type AddressRequestRow = (typeof addressChangeRequests)['$inferInsert'] & { id: number };

const DAY = 86_400_000;

const lineOf = (a: PartnerAddressRow) =>
  formatAddressLine({
    street: a.shippingStreet ?? null,
    postalCode: a.shippingPostalCode ?? null,
    city: a.shippingCity ?? null,
  });

export function generateAddressRequests(
  referenceDate: Date,
  people: PeopleData,
): AddressRequestRow[] {
  const ref = referenceDate.getTime();
  const at = (days: number, hours = 0) => new Date(ref - days * DAY + hours * 3_600_000);
  const agent = people.users.find((u) => u.email === DEMO_AGENT_EMAIL);
  const demoEmails = new Set(DEMO_ACCOUNTS.map((a) => a.email));
  const partnerIds = [
    ...new Set(
      people.users
        .filter((u) => demoEmails.has(u.email) && u.partnerId != null)
        .map((u) => u.partnerId as number),
    ),
  ];
  const rows: AddressRequestRow[] = [];
  for (const partnerId of partnerIds) {
    const admin = people.users.find(
      (u) =>
        u.partnerId === partnerId &&
        u.groupId === GROUP_IDS.customer_admin &&
        demoEmails.has(u.email),
    );
    if (!admin) continue;
    const mine = people.partnerAddresses.filter((a) => a.partnerId === partnerId);
    const others = mine.filter((a) => a.purpose === 'delivery' && a.addressType === 1);
    const payers = mine.filter((a) => a.purpose === 'payment' && a.partnerAddressStatus !== 1);
    const base = {
      partnerId,
      userId: admin.id,
      phone: null,
      addressKey: null,
      actingUserId: null,
    };
    const made = others.at(-1);
    if (made) {
      const place = parseAddressLine(lineOf(made));
      rows.push({
        ...base,
        id: rows.length + 1,
        kind: 'create',
        partnerAddressId: made.partnerAddressId,
        title: made.partnerAddressName1 ?? null,
        address: lineOf(made),
        phone: '041 555 120',
        requestedAddressStatus: 0,
        addressKey: place.ok ? addressKey(place.value) : null,
        status: 'approved',
        createdAt: at(48, 9),
        decidedAt: at(47, 11),
      });
    }
    const changed = others[0];
    if (changed) {
      rows.push({
        ...base,
        id: rows.length + 1,
        kind: 'update',
        partnerAddressId: changed.partnerAddressId,
        title: `${changed.partnerAddressName1 ?? ''} – vhod z dvorišča`.trim(),
        address: `Industrijska cesta 14, ${changed.shippingPostalCode} ${changed.shippingCity}`,
        requestedAddressStatus: 0,
        status: 'rejected',
        decisionNote:
          'Na navedeni naslov dostava s tovornim vozilom ni mogoča. Prosimo, navedite drug dovoz.',
        createdAt: at(21, 10),
        decidedAt: at(20, 14),
      });
    }
    const removed = payers[0] ?? others[0];
    if (removed) {
      rows.push({
        ...base,
        id: rows.length + 1,
        kind: 'delete',
        partnerAddressId: removed.partnerAddressId,
        title: removed.partnerAddressName1 ?? null,
        address: lineOf(removed),
        requestedAddressStatus: null,
        // Asked by the demo agent for the admin, then withdrawn by the admin.
        actingUserId: agent?.id ?? null,
        status: 'withdrawn',
        createdAt: at(12, 8),
        decidedAt: at(11, 16),
      });
    }
    const pending = others[1] ?? others[0];
    if (pending) {
      rows.push({
        ...base,
        id: rows.length + 1,
        kind: 'update',
        partnerAddressId: pending.partnerAddressId,
        title: pending.partnerAddressName1 ?? null,
        address: `${pending.shippingStreet ?? ''} a, ${pending.shippingPostalCode} ${pending.shippingCity}`,
        requestedAddressStatus: 0,
        status: 'pending',
        decisionNote: 'V ročnem pregledu: preverjamo dostopnost za dostavo s tovornim vozilom.',
        createdAt: at(1, 9),
        decidedAt: null,
      });
    }
  }
  return rows;
}
