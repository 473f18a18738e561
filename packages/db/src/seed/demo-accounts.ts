// The demo sign-ins (STYLE.md practice 13: the README and the server print them).
// All use the password DEMO_PASSWORD. Roles per SPEC §6.
import type { CustomerGroupCode } from '../schema/identity.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  email: string;
  role: CustomerGroupCode;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'uprava@demo.si',
    role: 'customer_admin',
    description:
      'Administrator of Gradnje Kovač d.o.o. (wholesale partner, caretaker type 3 → inquiries allowed, financial contact type 1)',
  },
  {
    email: 'nabava@demo.si',
    role: 'customer_employee',
    description: 'Employee (purchasing) of Gradnje Kovač d.o.o.: no access to company users',
  },
  {
    email: 'mojster@demo.si',
    role: 'customer_admin',
    description:
      'Administrator of Keramika Novak s.p. (non-wholesale "Repro", MPC prices, only a type-4 caretaker → inquiries not allowed)',
  },
  {
    email: 'agent@demo.si',
    role: 'gradnik_agent',
    description: 'Gradnik sales agent: no partner, impersonates customer users',
  },
];
