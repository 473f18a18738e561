// Questions to the caretaker (issue #14; SPEC §2 product inquiry modal and /povprasevanje, §6
// caretaker type 3, §7 POST /api/forms/product-inquiry; decision 037). Shared by the shop API
// (validation, OpenAPI) and the web (the modal, the inquiry page).
//
//   POST /api/forms/product-inquiry  multipart {message, productID}
//        → 200 {success: true, data: {id}}; 4xx {success: false, error, errors: {message: [...]}}
//   GET  /api/questions?page&per_page → the company's questions, newest first, + inquiriesAllowed
//   POST /api/questions  multipart {subject, message, productCodes?, files (0-5)} → 201 {data: item}
//   GET  /api/questions/{id}/attachments/{uploadId} → the file
//   POST /api/integration/questions/{id}/answer {answer} → 200 {data: item}
//        (the retailer's integration, bearer INTEGRATION_TOKEN)
//
// The multipart fields are read by the handler (not by a body schema), with the schemas below.
import { z } from 'zod';
import { ATTACHMENT_TYPES } from '@gradnik/domain/attachments';
import {
  QUESTION_ANSWER_MAX_LENGTH,
  QUESTION_MESSAGE_MAX_LENGTH,
  QUESTION_PRODUCT_CODES_MAX_LENGTH,
  QUESTION_SUBJECT_MAX_LENGTH,
  QUESTIONS_PAGE_SIZE,
} from '@gradnik/domain/question';
import { idParamSchema, idStringSchema } from './ids.ts';

export * from './question-paths.ts';

/** The product inquiry's multipart fields (SPEC §3 "Product inquiry payload: message, productID"). */
export const productInquiryFieldsSchema = z.object({
  message: z.string().trim().min(1).max(QUESTION_MESSAGE_MAX_LENGTH),
  productID: idStringSchema,
});

/** The inquiry page's multipart text fields; the files come as parts named `files`. */
export const questionFieldsSchema = z.object({
  subject: z.string().trim().min(1).max(QUESTION_SUBJECT_MAX_LENGTH),
  message: z.string().trim().min(1).max(QUESTION_MESSAGE_MAX_LENGTH),
  productCodes: z.string().max(QUESTION_PRODUCT_CODES_MAX_LENGTH).optional(),
});

/** SPEC §7: "response success flag and errors.message list". */
export const productInquiryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int() }),
});
export type ProductInquiryResponse = z.infer<typeof productInquiryResponseSchema>;

/** Its failures: the API's error shape (errors.ts) with SPEC §7's flag and `errors.message`. */
export const productInquiryErrorSchema = z.object({
  /** Absent only where no handler of ours answered (a missing token, a CSRF refusal). */
  success: z.literal(false).optional(),
  error: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
  statusCode: z.number().int(),
});

export const questionAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type QuestionAttachment = z.infer<typeof questionAttachmentSchema>;

/**
 * One question. `product`: the product asked about (kind 'product'), null when it is gone or
 * for a general question. `askedBy`: the company user; `actingAgent`: the sales agent who asked
 * while acting for them (SPEC §3 Impersonation). `answer`/`answeredAt`: the caretaker's reply.
 */
export const questionItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['product', 'general']),
  subject: z.string().nullable(),
  message: z.string(),
  productCodes: z.array(z.string()),
  product: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
  attachments: z.array(questionAttachmentSchema),
  askedBy: z.string().nullable(),
  actingAgent: z.string().nullable(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type QuestionItem = z.infer<typeof questionItemSchema>;

export const questionResponseSchema = z.object({ data: questionItemSchema });
export type QuestionResponse = z.infer<typeof questionResponseSchema>;

export const questionListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(QUESTIONS_PAGE_SIZE),
  })
  .strict();

/**
 * GET /api/questions, paged as the account's other lists. `meta.inquiriesAllowed`: SPEC §6, the
 * partner has a type-3 caretaker (else the page and modal say why instead of the form);
 * `meta.caretaker`: that caretaker's name, to say who receives the question.
 */
export const questionListResponseSchema = z.object({
  data: z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    data: z.array(questionItemSchema),
  }),
  meta: z.object({
    inquiriesAllowed: z.boolean(),
    caretaker: z.string().nullable(),
  }),
});
export type QuestionListResponse = z.infer<typeof questionListResponseSchema>;

export const questionParamsSchema = z.object({ id: idParamSchema }).strict();
export const questionAttachmentParamsSchema = z
  .object({ id: idParamSchema, uploadId: idParamSchema })
  .strict();

/** The retailer's answer (integration call). */
export const questionAnswerBodySchema = z
  .object({ answer: z.string().trim().min(1).max(QUESTION_ANSWER_MAX_LENGTH) })
  .strict();
export type QuestionAnswerBody = z.infer<typeof questionAnswerBodySchema>;
