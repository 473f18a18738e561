import { describe, expect, it } from 'vitest';
import { UNREAD_NOTIFICATIONS_POLL_MS } from './constants.ts';
import {
  clampedPage,
  lastPageOf,
  NOTIFICATION_KINDS,
  NOTIFICATION_MAIL_SETTING,
  notificationPresentation,
  notificationText,
} from './notifications.ts';

describe('notification texts (issue #16)', () => {
  it('writes an order status change in both languages with the status label', () => {
    expect(
      notificationText('order_status', { number: 'N-2026-7', status: 'shipped' }, 'sl'),
    ).toEqual({
      title: 'Naročilo N-2026-7: Odpremljeno',
      content: 'Stanje naročila N-2026-7 je zdaj »Odpremljeno«.',
    });
    expect(
      notificationText('order_status', { number: 'N-2026-7', status: 'shipped' }, 'en').title,
    ).toBe('Order N-2026-7: Shipped');
  });

  it('uses the complaint state labels of the complaints screens', () => {
    expect(
      notificationText('complaint', { number: 'R-1', status: 'in_progress' }, 'sl').title,
    ).toBe('Reklamacija R-1: V obravnavi');
    expect(notificationText('complaint', { number: 'R-1', status: 'resolved' }, 'en').title).toBe(
      'Complaint R-1: Resolved',
    );
  });

  it('shows days as DD. MM. YYYY (SPEC §9)', () => {
    expect(
      notificationText('invoice_overdue', { number: 'RA-1', dueAt: '2026-03-05' }, 'sl').content,
    ).toBe('Rok plačila računa RA-1 je potekel 05. 03. 2026.');
    expect(
      notificationText('offer_expiring', { number: 'P-9', validUntil: '2026-12-31' }, 'en').content,
    ).toBe('Offer P-9 is valid until 31. 12. 2026.');
  });

  it('leaves an empty address or agent out instead of a double space', () => {
    const text = notificationText('address_request', { decision: 'approved', address: '' }, 'sl');
    expect(text.content).toBe('Vaša zahteva za spremembo naslova je odobrena.');
    expect(
      notificationText('address_request', { decision: 'rejected', address: 'Skladišče' }, 'en')
        .content,
    ).toBe('Your request to change the address “Skladišče” was rejected.');
    expect(
      notificationText('impersonation', { agent: 'Ana Novak', day: '2026-01-02' }, 'sl').content,
    ).toBe('Dne 02. 01. 2026 je v vašem računu začel delati zastopnik »Ana Novak«.');
  });

  it('has a non-empty text for every kind in both languages', () => {
    for (const kind of NOTIFICATION_KINDS)
      for (const locale of ['sl', 'en'] as const) {
        const { title, content } = notificationText(kind, { number: '1' }, locale);
        expect(title.length, `${kind} ${locale}`).toBeGreaterThan(0);
        expect(content.length, `${kind} ${locale}`).toBeGreaterThan(0);
      }
  });
});

describe('notification kinds', () => {
  it('always e-mails impersonation notices and files address decisions under documents', () => {
    expect(NOTIFICATION_MAIL_SETTING.impersonation).toBeNull();
    expect(NOTIFICATION_MAIL_SETTING.address_request).toBe('notifyDocuments');
    expect(NOTIFICATION_MAIL_SETTING.order_status).toBe('notifyOrderStatus');
  });

  it('shows security and deadline notices as header alerts unless told otherwise', () => {
    expect(notificationPresentation('impersonation')).toBe('alert');
    expect(notificationPresentation('order_status')).toBe('info');
    expect(notificationPresentation('order_status', true)).toBe('alert');
    expect(notificationPresentation('impersonation', false)).toBe('info');
  });
});

describe('paging (SPEC §4)', () => {
  it('moves a page beyond the last to the last, and leaves others alone', () => {
    expect(clampedPage(7, 3)).toBe(3);
    expect(clampedPage(3, 3)).toBeNull();
    expect(clampedPage(1, 3)).toBeNull();
    expect(clampedPage(2, 0)).toBe(1);
  });

  it('counts at least one page', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
  });

  it('polls the unread count every 20 s (SPEC §9)', () => {
    expect(UNREAD_NOTIFICATIONS_POLL_MS).toBe(20_000);
  });
});
