// The sales agents' book and past visits (issue #13): which partners each agent serves, and a
// history of impersonations with what was done in them, so a company's admin finds an audit
// log on day one. The demo agent serves every partner but the last one, which the issue asks
// for so that the refusal of an unassigned partner can be shown and tested.
import { createHash } from 'node:crypto';
import type {
  agentPartners,
  impersonationActions,
  impersonationSessions,
} from '../schema/identity.ts';
import type { PeopleData } from './people.ts';
import { Rng } from './random.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type AgentPartnerRow = Insert<typeof agentPartners>;
export type ImpersonationSessionRow = Insert<typeof impersonationSessions> & { id: number };
export type ImpersonationActionRow = Insert<typeof impersonationActions>;

export interface AgentWork {
  agentPartners: AgentPartnerRow[];
  impersonationSessions: ImpersonationSessionRow[];
  impersonationActions: ImpersonationActionRow[];
}

export const DEMO_AGENT_EMAIL = 'agent@demo.si';

const REASONS = [
  'Naročilo po telefonu',
  'Pomoč pri oddaji povpraševanja',
  'Preverjanje cen za ponudbo',
  'Stranka je prosila za pomoč pri košarici',
  'Ponovitev naročila za gradbišče',
];

/** What the agent did in a visit: the audit stores the route pattern, never the body. */
const VISIT_ACTIONS: [method: string, route: string][][] = [
  [
    ['POST', '/jsonapi/basket'],
    ['POST', '/jsonapi/basket'],
    ['PATCH', '/jsonapi/basket'],
    ['POST', '/jsonapi/order'],
  ],
  [['POST', '/api/orders/:id/reorder']],
  [
    ['POST', '/jsonapi/basket'],
    ['DELETE', '/jsonapi/basket'],
  ],
  [],
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export function generateAgentWork(
  seed: number,
  referenceDate: Date,
  people: PeopleData,
): AgentWork {
  const agents = people.users.filter((u) => u.partnerId === null || u.partnerId === undefined);
  const demoAgent = agents.find((a) => a.email === DEMO_AGENT_EMAIL);
  const others = agents.filter((a) => a !== demoAgent);
  const work: AgentWork = {
    agentPartners: [],
    impersonationSessions: [],
    impersonationActions: [],
  };
  if (!demoAgent) return work;

  const partners = people.partners;
  partners.forEach((partner, index) => {
    const last = index === partners.length - 1;
    if (!last) work.agentPartners.push({ agentUserId: demoAgent.id, partnerId: partner.id });
    const other = others[index % Math.max(1, others.length)];
    // The other agents share the book, and one of them serves the partner the demo agent doesn't.
    if (other && (last || index % 3 === 0)) {
      work.agentPartners.push({ agentUserId: other.id, partnerId: partner.id });
    }
  });

  // Visits of the demo agent to the first partners' active users over the last two months.
  const rng = Rng.for(seed, 'agent-work');
  const ref = referenceDate.getTime();
  let sessionId = 0;
  for (const partner of partners.slice(0, 6)) {
    const customers = people.users.filter((u) => u.partnerId === partner.id && u.status !== 0);
    const visits = partner === partners[0] ? 6 : rng.int(1, 3);
    for (let v = 0; v < visits && customers.length > 0; v += 1) {
      sessionId += 1;
      const customer = rng.pick(customers);
      const startedAt = new Date(ref - rng.int(1, 60) * DAY - rng.int(0, 8 * 60) * MINUTE);
      const minutes = rng.int(4, 25);
      const endedAt = new Date(startedAt.getTime() + minutes * MINUTE);
      work.impersonationSessions.push({
        id: sessionId,
        ident: createHash('sha256').update(`seed-${seed}-visit-${sessionId}`).digest('hex'),
        agentUserId: demoAgent.id,
        impersonatedUserId: customer.id,
        partnerId: partner.id,
        reason: rng.pick(REASONS),
        startedAt,
        lastSeenAt: endedAt,
        endsBy: new Date(startedAt.getTime() + 8 * 60 * MINUTE),
        endedAt,
        endReason: v % 5 === 4 ? 'idle' : 'stopped',
      });
      const actions = rng.pick(VISIT_ACTIONS);
      actions.forEach(([method, route], k) => {
        work.impersonationActions.push({
          sessionId,
          method,
          route,
          statusCode: 200,
          at: new Date(
            startedAt.getTime() + (k + 1) * Math.floor((minutes * MINUTE) / (actions.length + 1)),
          ),
        });
      });
    }
  }
  return work;
}
