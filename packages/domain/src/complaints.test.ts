import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveComplaint,
  claimableQuantity,
  claimProblem,
  complaintFilesOpen,
  complaintPath,
  complaintReasonLabel,
  complaintResolutionLabel,
  complaintStateLabel,
  COMPLAINT_STATES,
  isFinalComplaintState,
  simulatedComplaintOutcome,
} from './complaints.ts';

describe('complaint states (decision 043: submitted → in review → approved/rejected → resolved)', () => {
  it('moves forward only', () => {
    expect(canMoveComplaint('submitted', 'in_progress')).toBe(true);
    expect(canMoveComplaint('in_progress', 'approved')).toBe(true);
    expect(canMoveComplaint('approved', 'resolved')).toBe(true);
    expect(canMoveComplaint('in_progress', 'submitted')).toBe(false);
    expect(canMoveComplaint('rejected', 'approved')).toBe(false);
    expect(canMoveComplaint('resolved', 'approved')).toBe(false);
    expect(canMoveComplaint('approved', 'rejected')).toBe(false);
  });

  it('fills the steps an answer skipped, and never goes back', () => {
    expect(complaintPath('submitted', 'resolved')).toEqual(['in_progress', 'approved', 'resolved']);
    expect(complaintPath('submitted', 'rejected')).toEqual(['in_progress', 'rejected']);
    expect(complaintPath('in_progress', 'rejected')).toEqual(['rejected']);
    expect(complaintPath('approved', 'resolved')).toEqual(['resolved']);
    expect(complaintPath('resolved', 'approved')).toEqual([]);
    expect(complaintPath('rejected', 'resolved')).toEqual([]);
    expect(complaintPath('approved', 'approved')).toEqual([]);
  });

  it('every path step is an allowed move (property)', () => {
    const state = fc.constantFrom(...COMPLAINT_STATES);
    fc.assert(
      fc.property(state, state, (from, to) => {
        const path = complaintPath(from, to);
        let at = from;
        for (const step of path) {
          expect(canMoveComplaint(at, step)).toBe(true);
          at = step;
        }
        if (path.length > 0) expect(at).toBe(to);
      }),
    );
  });

  it('knows the final states', () => {
    expect(isFinalComplaintState('rejected')).toBe(true);
    expect(isFinalComplaintState('resolved')).toBe(true);
    expect(isFinalComplaintState('approved')).toBe(false);
  });

  it('labels states, reasons and resolutions in both languages', () => {
    expect(complaintStateLabel('in_progress', 'sl')).toBe('V obravnavi');
    expect(complaintStateLabel('resolved', 'sl')).toBe('Rešena');
    expect(complaintStateLabel('rejected', 'en')).toBe('Rejected');
    expect(complaintReasonLabel('damaged', 'sl')).toBe('Poškodovano pri prevozu');
    expect(complaintReasonLabel('missing_quantity', 'en')).toBe('Missing quantity');
    expect(complaintResolutionLabel('refund', 'sl')).toBe('Vračilo kupnine');
    expect(complaintResolutionLabel('credit_note', 'sl')).toBe('Dobropis');
    expect(complaintStateLabel('unknown', 'sl')).toBe('unknown');
  });
});

describe('claimable quantity', () => {
  it('is the delivered quantity less open, approved and resolved claims', () => {
    expect(claimableQuantity(10, [])).toBe(10);
    expect(
      claimableQuantity(10, [
        { state: 'submitted', quantity: 2 },
        { state: 'approved', quantity: 3 },
        { state: 'resolved', quantity: 1 },
      ]),
    ).toBe(4);
  });

  it('frees what a rejected complaint claimed', () => {
    expect(claimableQuantity(5, [{ state: 'rejected', quantity: 5 }])).toBe(5);
  });

  it('never goes below 0 and keeps 3 decimals', () => {
    expect(claimableQuantity(1, [{ state: 'submitted', quantity: 3 }])).toBe(0);
    expect(claimableQuantity(2.5, [{ state: 'in_progress', quantity: 0.1 }])).toBe(2.4);
  });

  it('refuses zero, negative and too large claims', () => {
    expect(claimProblem(0, 5)).toBe('notPositive');
    expect(claimProblem(-1, 5)).toBe('notPositive');
    expect(claimProblem(Number.NaN, 5)).toBe('notPositive');
    expect(claimProblem(5.001, 5)).toBe('tooMany');
    expect(claimProblem(5, 5)).toBeNull();
    expect(claimProblem(0.5, 5)).toBeNull();
  });
});

describe('files and the simulated retailer', () => {
  it('takes files for a day after filing', () => {
    const filed = new Date('2026-03-01T10:00:00Z');
    expect(complaintFilesOpen(filed, new Date('2026-03-02T09:59:00Z'))).toBe(true);
    expect(complaintFilesOpen(filed, new Date('2026-03-02T10:01:00Z'))).toBe(false);
  });

  it("rejects a description asking for it, else follows the buyer's wish", () => {
    expect(simulatedComplaintOutcome('Prosim zavrni to', 'credit_note')).toBe('rejected');
    expect(simulatedComplaintOutcome('Please reject', 'replacement')).toBe('rejected');
    expect(simulatedComplaintOutcome('Razbito', 'refund')).toBe('credit_note');
    expect(simulatedComplaintOutcome('Razbito', 'credit_note')).toBe('credit_note');
    expect(simulatedComplaintOutcome('Razbito', 'replacement')).toBe('replacement');
    expect(simulatedComplaintOutcome('Razbito', 'repair')).toBe('repair');
  });
});
