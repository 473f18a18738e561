// The simulated retailer's answers to complaints (issue #16, decision 043): the states move one
// delay at a time, a credit note comes with the resolution, 'zavrni' is rejected, messages are
// answered one delay later. The contract's schema accepts every answer.
import { describe, expect, it } from 'vitest';
import {
  erpComplaintStatusRecordSchema,
  type ErpComplaintQuery,
} from '@gradnik/contracts/erp-complaint';
import { simComplaintStatus, simCreditNoteNo } from '../src/simulator-complaints.ts';

const created = new Date('2026-03-02T08:00:00Z');
const minute = 60_000;
const complaint: ErpComplaintQuery = {
  ComplaintNo: 'R2026-000042',
  Created: created.toISOString(),
  OrderNo: 'N2026-000100',
  DeliveryNoteNo: null,
  DesiredResolution: 'refund',
  Description: 'Razbite ploščice.',
  Attachments: 2,
  Lines: [
    {
      LineNo: 1,
      ItemNo: 'K-100',
      Quantity: 2,
      Unit: 'KOS',
      Reason: 'damaged',
      UnitPrice: 10,
      Vat: 22,
    },
  ],
  Messages: [
    { At: new Date(created.getTime() + 30_000).toISOString(), Message: 'Še fotografija.' },
  ],
};
const at = (ms: number) => new Date(created.getTime() + ms);

describe('simulated complaint answers', () => {
  it('moves one step per delay and credits the lines on resolution', () => {
    expect(simComplaintStatus(complaint, at(0), minute).State).toBe('submitted');
    expect(simComplaintStatus(complaint, at(minute), minute).State).toBe('in_progress');
    const approved = simComplaintStatus(complaint, at(2 * minute), minute);
    expect(approved.State).toBe('approved');
    expect(approved.CreditNote).toBeNull();
    const resolved = simComplaintStatus(complaint, at(3 * minute), minute);
    expect(resolved.History.map((h) => h.State)).toEqual([
      'submitted',
      'in_progress',
      'approved',
      'resolved',
    ]);
    expect(resolved.CreditNote?.DocNo).toBe(simCreditNoteNo(complaint.ComplaintNo));
    expect(resolved.CreditNote?.Lines[0]).toMatchObject({ Quantity: 2, UnitPrice: 10 });
    expect(erpComplaintStatusRecordSchema.safeParse(resolved).success).toBe(true);
  });

  it('rejects when the description says so, and resolves a replacement without a credit note', () => {
    const rejected = simComplaintStatus(
      { ...complaint, Description: 'prosim zavrni' },
      at(10 * minute),
      minute,
    );
    expect(rejected.State).toBe('rejected');
    expect(rejected.Note).toMatch(/zavrnjena/);
    const replaced = simComplaintStatus(
      { ...complaint, DesiredResolution: 'replacement' },
      at(10 * minute),
      minute,
    );
    expect(replaced.State).toBe('resolved');
    expect(replaced.CreditNote).toBeNull();
  });

  it('replies to a message one delay after it', () => {
    expect(simComplaintStatus(complaint, at(minute), minute).Replies).toHaveLength(0);
    expect(simComplaintStatus(complaint, at(minute + 30_000), minute).Replies).toHaveLength(1);
  });
});
