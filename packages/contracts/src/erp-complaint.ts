// POST /Pimcore/B2B/GetComplaintStatus (issue #16, decision 043): the retailer's side of a
// complaint. The shop sends the company's complaints still waiting for the retailer (filed and
// not final, or with a buyer message not yet answered), whole: the first call about a complaint
// is its submission, and the ERP takes a number it does not know as a new complaint (idempotent
// by ComplaintNo). It answers each with its state history, the credit note when it issued one,
// the replacement order's number and its replies in the thread. The shop asks, as for inquiry
// offers (decision 036); it never needs a callback. The request carries what the simulator needs
// to answer without a database of its own (prices for the credit note); a real ERP may ignore it.
import { COMPLAINT_REASONS, COMPLAINT_RESOLUTIONS } from '@gradnik/domain/complaints';
import { z } from 'zod';

/** Most complaints one call may carry; the client splits above it. */
export const ERP_MAX_COMPLAINTS_PER_CALL = 50;
export const ERP_MAX_COMPLAINT_LINES = 100;
export const ERP_MAX_COMPLAINT_MESSAGES = 200;

const complaintNo = z.string().min(1, 'ComplaintNo must not be empty').max(64);
const itemNo = z.string().min(1).max(64);
const docNo = z.string().min(1).max(64);
const isoTimestamp = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
const quantity = z.number().positive().max(1_000_000);
const money = z.number().nonnegative().max(100_000_000);

export const erpComplaintLineSchema = z
  .object({
    LineNo: z.number().int().min(1).max(100_000),
    ItemNo: itemNo,
    /** Claimed, in the delivered line's (retail) unit. */
    Quantity: quantity,
    Unit: z.string().min(1).max(16),
    Reason: z.enum(COMPLAINT_REASONS),
    /** The partner's net price per unit as delivered, EUR without VAT (for a credit note). */
    UnitPrice: money,
    /** VAT rate in percent. */
    Vat: z.number().min(0).max(100),
  })
  .strict();
export type ErpComplaintLine = z.infer<typeof erpComplaintLineSchema>;

export const erpComplaintQuerySchema = z
  .object({
    ComplaintNo: complaintNo,
    /** When the buyer filed it. */
    Created: isoTimestamp,
    OrderNo: z.string().min(1).max(64).nullable(),
    DeliveryNoteNo: docNo.nullable(),
    DesiredResolution: z.enum(COMPLAINT_RESOLUTIONS),
    Description: z.string().max(4000),
    /** How many photos and files the buyer attached (the files stay in the shop). */
    Attachments: z.number().int().min(0).max(1000),
    Lines: z.array(erpComplaintLineSchema).min(1).max(ERP_MAX_COMPLAINT_LINES),
    /** The buyer's thread messages, oldest first (the newest are sent). */
    Messages: z
      .array(z.object({ At: isoTimestamp, Message: z.string().max(4000) }).strict())
      .max(ERP_MAX_COMPLAINT_MESSAGES),
  })
  .strict();
export type ErpComplaintQuery = z.infer<typeof erpComplaintQuerySchema>;

export const erpComplaintStatusRequestSchema = z
  .object({
    PartnerNo: z.string().min(1).max(32),
    Complaints: z.array(erpComplaintQuerySchema).min(1).max(ERP_MAX_COMPLAINTS_PER_CALL),
  })
  .strict()
  .superRefine((request, ctx) => {
    const seen = new Set<string>();
    request.Complaints.forEach((complaint, index) => {
      if (seen.has(complaint.ComplaintNo)) {
        ctx.addIssue({
          code: 'custom',
          path: ['Complaints', index, 'ComplaintNo'],
          message: `ComplaintNo ${complaint.ComplaintNo} appears more than once`,
        });
      }
      seen.add(complaint.ComplaintNo);
    });
  });
export type ErpComplaintStatusRequest = z.infer<typeof erpComplaintStatusRequestSchema>;

const erpState = z.enum(['submitted', 'in_progress', 'approved', 'rejected', 'resolved']);

export const erpCreditNoteSchema = z.object({
  DocNo: docNo,
  IssuedAt: isoDate,
  DueAt: isoDate.nullable(),
  /** What is credited, per complaint line: quantity × unit price (EUR without VAT). */
  Lines: z
    .array(
      z.object({
        LineNo: z.number().int().min(1),
        ItemNo: itemNo,
        Quantity: quantity,
        Unit: z.string().min(1).max(16),
        UnitPrice: money,
        Vat: z.number().min(0).max(100),
      }),
    )
    .min(1)
    .max(ERP_MAX_COMPLAINT_LINES),
});
export type ErpCreditNote = z.infer<typeof erpCreditNoteSchema>;

export const erpComplaintStatusRecordSchema = z
  .object({
    ComplaintNo: complaintNo,
    State: erpState,
    /** Every state it passed, oldest first; the last is State. */
    History: z
      .array(z.object({ State: erpState, At: isoTimestamp, Note: z.string().max(4000).nullable() }))
      .min(1)
      .max(10),
    /** Issued on resolution when credited. */
    CreditNote: erpCreditNoteSchema.nullable(),
    /** A replacement order's number in the ERP, when goods are sent anew. */
    ReplacementOrderNo: z.string().min(1).max(64).nullable(),
    /** The retailer's word to the buyer (why rejected, how resolved). */
    Note: z.string().max(4000).nullable(),
    /** The retailer's replies in the thread, oldest first. */
    Replies: z
      .array(z.object({ At: isoTimestamp, Message: z.string().min(1).max(4000) }))
      .max(1000),
  })
  .superRefine((record, ctx) => {
    const last = record.History[record.History.length - 1];
    if (last && last.State !== record.State)
      ctx.addIssue({ code: 'custom', path: ['History'], message: 'the last step must be State' });
  });
export type ErpComplaintStatusRecord = z.infer<typeof erpComplaintStatusRecordSchema>;

/** Complaints the ERP does not know are left out. */
export const erpComplaintStatusResponseSchema = z.array(erpComplaintStatusRecordSchema);
