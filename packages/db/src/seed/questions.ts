// Questions to the caretaker of the demo companies (issue #14; decision 037), so the inquiry
// page /povprasevanje shows a history on day one: in the company of every demo sign-in, a
// product question answered by the caretaker, a general question with product codes answered,
// one asked by the demo agent acting for the admin, and one still unanswered. With the ERP
// simulator the unanswered one gets the simulated reply the first time the page is read
// (ERP_SIM_OFFER_DELAY has long passed); with a real ERP it waits for the integration.
// Keramika Novak (mojster@demo.si) has no type-3 caretaker now (SPEC §6): its history is from
// before, and the page shows why no new question can be sent. No uploads: the files are made by
// the buyers (the e2e and API tests upload real ones).
import type { questions } from '../schema/contact.ts';
import type { CatalogData } from './catalog.ts';
import { DEMO_AGENT_EMAIL } from './agent-work.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import type { PeopleData } from './people.ts';

export type QuestionRow = (typeof questions)['$inferInsert'] & { id: number };

const DAY = 86_400_000;

export function generateQuestions(
  referenceDate: Date,
  people: PeopleData,
  catalog: CatalogData,
): QuestionRow[] {
  const ref = referenceDate.getTime();
  const at = (days: number, hours = 0) => new Date(ref - days * DAY + hours * 3_600_000);
  const agent = people.users.find((u) => u.email === DEMO_AGENT_EMAIL);
  const offered = catalog.products.filter((p) => (p.catalogStatus ?? 1) === 1);
  const rows: QuestionRow[] = [];
  let id = 0;
  for (const [index, account] of DEMO_ACCOUNTS.filter(
    (a) => a.role === 'customer_admin',
  ).entries()) {
    const admin = people.users.find((u) => u.email === account.email);
    if (!admin?.partnerId) continue;
    const partnerId = admin.partnerId;
    const colleague =
      people.users.find((u) => u.partnerId === partnerId && u.id !== admin.id) ?? admin;
    const product = offered[(index * 7) % Math.max(offered.length, 1)];
    const codes = offered.slice(index * 5 + 1, index * 5 + 3).map((p) => p.code);
    const base = { partnerId, productCodes: [] as string[], actingUserId: null };
    if (product) {
      rows.push({
        ...base,
        id: (id += 1),
        userId: colleague.id,
        kind: 'product',
        productId: product.id,
        subject: null,
        message: 'Ali je ta izdelek primeren tudi za zunanjo uporabo pozimi?',
        answer:
          'Pozdravljeni, da, izdelek je odporen proti zmrzali. Priporočamo vgradnjo pri temperaturi nad 5 °C.',
        answeredAt: at(20, 3),
        createdAt: at(21),
      });
    }
    rows.push({
      ...base,
      id: (id += 1),
      userId: admin.id,
      kind: 'general',
      productId: null,
      subject: 'Dobava na gradbišče',
      message:
        'Ali lahko naslednji teden dostavite spodnje izdelke neposredno na gradbišče v Kranju?',
      productCodes: codes,
      answer: 'Da, dostava je možna v sredo ali četrtek. Za termin vas pokličemo dan prej.',
      answeredAt: at(9, 5),
      createdAt: at(10),
    });
    if (agent) {
      rows.push({
        ...base,
        id: (id += 1),
        userId: admin.id,
        actingUserId: agent.id,
        kind: 'general',
        productId: null,
        subject: 'Letni rabat',
        message: 'Zastopnik v imenu kupca: prosim za pregled letnega rabata za leto.',
        answer: 'Pregledali smo promet in rabat povišali za 1 odstotno točko.',
        answeredAt: at(4, 2),
        createdAt: at(5),
      });
    }
    rows.push({
      ...base,
      id: (id += 1),
      userId: admin.id,
      kind: 'general',
      productId: null,
      subject: 'Tehnični list',
      message: 'Prosim za tehnični list in izjavo o lastnostih za lepilo za ploščice.',
      answer: null,
      answeredAt: null,
      createdAt: at(1),
    });
  }
  return rows;
}
