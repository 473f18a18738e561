import { describe, expect, it } from 'vitest';
import { orderStatusLabel, statusMayFollow, statusTimeline } from './order-status.ts';

describe('order status (issue #12)', () => {
  it('names every status in both languages and leaves an unknown one as it came', () => {
    expect(orderStatusLabel('partly_shipped', 'sl')).toBe('Delno odpremljeno');
    expect(orderStatusLabel('invoiced', 'en')).toBe('Invoiced');
    expect(orderStatusLabel('answered', 'sl')).toBe('Odgovorjeno');
    expect(orderStatusLabel('on_hold', 'sl')).toBe('on_hold');
  });

  it('moves only forward, and cancels only before shipping', () => {
    expect(statusMayFollow('received', 'confirmed')).toBe(true);
    expect(statusMayFollow('received', 'shipped')).toBe(true);
    expect(statusMayFollow('shipped', 'confirmed')).toBe(false);
    expect(statusMayFollow('shipped', 'shipped')).toBe(false);
    expect(statusMayFollow('in_preparation', 'cancelled')).toBe(true);
    expect(statusMayFollow('partly_shipped', 'cancelled')).toBe(true);
    expect(statusMayFollow('shipped', 'cancelled')).toBe(false);
    expect(statusMayFollow('cancelled', 'delivered')).toBe(false);
  });
});

describe('statusTimeline (issue #12 order detail)', () => {
  it('marks the steps done, current and next along the flow', () => {
    expect(statusTimeline('order', 'shipped').map((s) => `${s.status}:${s.state}`)).toEqual([
      'received:done',
      'confirmed:done',
      'in_preparation:done',
      'partly_shipped:done',
      'shipped:current',
      'delivered:next',
      'invoiced:next',
    ]);
    expect(statusTimeline('inquiry', 'answered').map((s) => s.state)).toEqual([
      'done',
      'current',
      'next',
    ]);
  });

  it('shows a cancelled order as cancelled only, and an unknown status as no steps', () => {
    expect(statusTimeline('order', 'cancelled')).toEqual([
      { status: 'cancelled', state: 'current' },
    ]);
    expect(statusTimeline('order', 'on_hold')).toEqual([]);
  });
});
