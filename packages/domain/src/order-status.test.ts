import { describe, expect, it } from 'vitest';
import { orderStatusLabel, statusMayFollow, statusTimeline } from './order-status.ts';

describe('order status (issue #12)', () => {
  it('names every status in both languages and leaves an unknown one as it came', () => {
    expect(orderStatusLabel('partly_shipped', 'sl')).toBe('Delno odpremljeno');
    expect(orderStatusLabel('invoiced', 'en')).toBe('Invoiced');
    expect(orderStatusLabel('offered', 'sl')).toBe('Ponudba prejeta');
    expect(orderStatusLabel('accepted', 'sl')).toBe('Sprejeto (naročeno)');
    expect(orderStatusLabel('withdrawn', 'en')).toBe('Withdrawn');
    expect(orderStatusLabel('answered', 'sl')).toBe('answered');
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
  const history = [
    { status: 'received', at: '2026-11-02T08:00:00Z' },
    { status: 'confirmed', at: '2026-11-02T09:30:00Z' },
    { status: 'in_preparation', at: '2026-11-03T07:10:00Z' },
    { status: 'shipped', at: '2026-11-04T12:00:00Z' },
  ];

  it('marks the steps done, current and next with when each was reached', () => {
    const steps = statusTimeline('order', 'shipped', history);
    expect(steps.map((s) => `${s.status}:${s.state}`)).toEqual([
      'received:done',
      'confirmed:done',
      'in_preparation:done',
      'shipped:current',
      'delivered:next',
      'invoiced:next',
    ]);
    expect(steps[1]?.at).toBe('2026-11-02T09:30:00Z');
    expect(steps[4]?.at).toBeNull();
    expect(statusTimeline('inquiry', 'offered').map((s) => `${s.status}:${s.state}`)).toEqual([
      'sent:done',
      'in_preparation:done',
      'offered:current',
      'accepted:next',
    ]);
  });

  it('shows the optional partly shipped step only when the order passed or stands there', () => {
    expect(statusTimeline('order', 'partly_shipped').map((s) => s.status)).toContain(
      'partly_shipped',
    );
    const passed = [...history, { status: 'partly_shipped', at: '2026-11-04T08:00:00Z' }];
    expect(statusTimeline('order', 'delivered', passed).map((s) => s.status)).toContain(
      'partly_shipped',
    );
    expect(statusTimeline('order', 'delivered', history).map((s) => s.status)).not.toContain(
      'partly_shipped',
    );
  });

  it('shows a cancelled order with the steps it reached, and an unknown status as no steps', () => {
    expect(statusTimeline('order', 'cancelled')).toEqual([
      { status: 'cancelled', state: 'current', at: null },
    ]);
    const cancelled = statusTimeline('order', 'cancelled', [
      history[0]!,
      { status: 'cancelled', at: '2026-11-02T10:00:00Z' },
    ]);
    expect(cancelled.map((s) => `${s.status}:${s.state}`)).toEqual([
      'received:done',
      'cancelled:current',
    ]);
    expect(statusTimeline('order', 'on_hold')).toEqual([]);
  });

  it('ends a declined or withdrawn inquiry like a cancelled order (issue #14)', () => {
    const declined = statusTimeline('inquiry', 'declined', [
      { status: 'sent', at: '2026-11-02T08:00:00Z' },
      { status: 'offered', at: '2026-11-03T08:00:00Z' },
      { status: 'declined', at: '2026-11-04T08:00:00Z' },
    ]);
    expect(declined.map((s) => `${s.status}:${s.state}`)).toEqual([
      'sent:done',
      'offered:done',
      'declined:current',
    ]);
    expect(statusTimeline('inquiry', 'withdrawn').map((s) => s.status)).toEqual(['withdrawn']);
  });
});
