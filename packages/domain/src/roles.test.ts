import { describe, expect, it } from 'vitest';
import { accountLinks, agentRole, isAgent, isEmployee, mustRedirectAgentToUsers } from './roles.ts';

describe('account links by role (SPEC §6)', () => {
  it('gives customer_admin all four links', () => {
    expect(accountLinks('customer_admin')).toEqual(['profile', 'company-profile', 'users', 'settings']);
  });
  it('hides users from customer_employee', () => {
    expect(accountLinks('customer_employee')).toEqual(['profile', 'company-profile', 'settings']);
  });
  it('gives an agent none of the four', () => {
    expect(accountLinks('gradnik_agent')).toEqual([]);
  });
  it('counts an employee as employee only when not impersonating', () => {
    expect(isEmployee('customer_employee', false)).toBe(true);
    expect(isEmployee('customer_employee', true)).toBe(false);
  });
});

describe('agents', () => {
  it('brands the agent role', () => {
    expect(agentRole()).toBe('gradnik_agent');
    expect(agentRole('acme')).toBe('acme_agent');
    expect(isAgent('gradnik_agent')).toBe(true);
    expect(isAgent('customer_admin')).toBe(false);
    expect(isAgent(undefined)).toBe(false);
  });
  it('sends agents not impersonating to the users tab', () => {
    expect(mustRedirectAgentToUsers('gradnik_agent', false)).toBe(true);
    expect(mustRedirectAgentToUsers('gradnik_agent', true)).toBe(false);
    expect(mustRedirectAgentToUsers('customer_admin', false)).toBe(false);
  });
});
