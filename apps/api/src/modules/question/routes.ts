// Questions to the caretaker (issue #14; SPEC §2 product inquiry modal and /povprasevanje, §6,
// §7; decision 037):
//   POST /api/forms/product-inquiry            multipart {message, productID} → 200 {success, data}
//   GET  /api/questions                         → the company's questions, newest first
//   POST /api/questions                         multipart {subject, message, productCodes, files}
//   GET  /api/questions/{id}/attachments/{uploadId} → the file
//   POST /api/integration/questions/{id}/answer → the retailer's answer (INTEGRATION_TOKEN)
// Scoped by the token only (authOf): another company's ids are 404, as unknown ones. Any user
// of a partner with a type-3 caretaker may ask (SPEC §6); reading the history needs only a
// partner. Multipart is accepted by these routes alone (@fastify/multipart in this scope).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productInquiryFieldsSchema,
  questionFieldsSchema,
  type QuestionItem,
} from '@gradnik/contracts/question';
import { characterCount } from '@gradnik/domain/checkout-steps';
import type { Locale } from '@gradnik/domain/locale';
import { caretaker, inquiriesAllowed, parseContacts } from '@gradnik/domain/partner';
import {
  PRODUCT_CODE_MAX_LENGTH,
  QUESTION_MESSAGE_MAX_LENGTH,
  QUESTION_PRODUCT_CODES_MAX,
  QUESTION_SUBJECT_MAX_LENGTH,
  parseProductCodes,
} from '@gradnik/domain/question';
import { HttpError, isHttpError } from '../../http-error.ts';
import { authOf } from '../../plugins/auth.ts';
import { requireIntegrationToken } from '../../plugins/integration-token.ts';
import { requestLocale } from '../../request-locale.ts';
import { requireCsrf } from '../token/csrf.ts';
import {
  checkedFiles,
  CONTROL_CHARACTERS,
  fileStorageFailure,
  formError,
  sendStoredFile,
} from '../upload/http.ts';
import { readForm, registerMultipart } from '../upload/multipart.ts';
import { productLink, questionMail } from './mail-text.ts';
import { questionMessage, type QuestionMessageKey } from './messages.ts';
import type { QuestionView } from './repository.ts';
import {
  answerQuestionRoute,
  askQuestionRoute,
  listQuestionsRoute,
  productInquiryRoute,
  questionAttachmentRoute,
} from './schemas.ts';

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

export function toQuestionItem(row: QuestionView, locale: Locale): QuestionItem {
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    message: row.message,
    productCodes: row.productCodes,
    product:
      row.productId !== null && row.productCode !== null
        ? {
            id: String(row.productId),
            code: row.productCode,
            name: (locale === 'en' ? row.productNameEn : row.productNameSl) ?? row.productCode,
          }
        : null,
    attachments: row.attachments.map((file) => ({
      id: file.id,
      name: file.fileName,
      type: file.contentType,
      size: file.byteSize,
    })),
    askedBy: fullName(row.askerFirst, row.askerLast),
    actingAgent: fullName(row.agentFirst, row.agentLast),
    createdAt: row.createdAt.toISOString(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** A field's text: NFC (so the count is the counter's, SPEC §5) and trimmed. */
const textOf = (value: string | undefined) => (value ?? '').normalize('NFC').trim();

export const questionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // Only here: no other route of the API accepts multipart bodies.
  await registerMultipart(fastify);
  const repo = fastify.questionRepository;
  const config = fastify.apiConfig;
  const csrf = requireCsrf(config.jwtSecret);
  /** Mails still being sent when the API closes (they run after the answer). */
  const sending = new Set<Promise<void>>();
  fastify.addHook('onClose', async () => {
    await Promise.allSettled([...sending]);
  });

  function fail(
    request: FastifyRequest,
    status: number,
    key: QuestionMessageKey,
    field: string,
    vars: { code?: string; max?: number } = {},
  ): HttpError {
    const text = questionMessage(key, requestLocale(request), vars);
    return new HttpError(status, text, key, { [field]: [text] });
  }

  /** The caller's company, its caretakers and whether it may ask (SPEC §6). */
  async function company(request: FastifyRequest) {
    const auth = authOf(request);
    // SPEC §6: an agent acting for nobody belongs to no partner.
    if (auth.partnerId === null) throw fail(request, 403, 'noPartner', 'message');
    const partner = await repo.partner(auth.partnerId);
    if (!partner) throw fail(request, 403, 'noPartner', 'message');
    const contacts = parseContacts(partner.contacts, config.brandCode);
    const shown = caretaker(contacts);
    return {
      auth,
      partnerId: auth.partnerId,
      companyName: partner.name1 ?? partner.nameShort ?? '',
      allowed: inquiriesAllowed(contacts),
      /** SPEC §6: the type-3 caretaker receives the questions. */
      recipient: contacts.find((c) => c.typeId === 3) ?? null,
      caretakerName: shown ? `${shown.name} ${shown.surname}`.trim() || null : null,
    };
  }
  type Company = Awaited<ReturnType<typeof company>>;

  /** The caller's company when it may ask: a type-3 caretaker (SPEC §6), else 403. */
  async function askingCompany(request: FastifyRequest): Promise<Company> {
    const who = await company(request);
    if (!who.allowed) throw fail(request, 403, 'noCaretaker', 'message');
    return who;
  }

  /** Lets the simulated caretaker answer what is due (decision 037), before any read. */
  async function settle(who: Company): Promise<void> {
    const delay = config.simulatedAnswerDelaySeconds;
    if (delay === null) return;
    const answered = await repo.settle(who.partnerId, delay, who.caretakerName);
    if (answered > 0)
      fastify.log.info({ answered }, 'questions answered by the simulated caretaker');
  }

  /** The message field: required, at most QUESTION_MESSAGE_MAX_LENGTH characters (SPEC §5 counter). */
  function messageOf(request: FastifyRequest, raw: string | undefined): string {
    const message = textOf(raw);
    if (message === '') throw fail(request, 400, 'messageRequired', 'message');
    if (characterCount(message) > QUESTION_MESSAGE_MAX_LENGTH)
      throw fail(request, 400, 'messageTooLong', 'message', { max: QUESTION_MESSAGE_MAX_LENGTH });
    if (CONTROL_CHARACTERS.test(message)) throw fail(request, 400, 'invalidCharacters', 'message');
    return message;
  }

  /** E-mails the question to the type-3 caretaker after the answer; a failure is only logged. */
  function mailCaretaker(
    request: FastifyRequest,
    who: Company,
    question: { id: number; kind: 'product' | 'general'; subject: string | null; message: string },
    extra: {
      product: { id: number; code: string; name: string } | null;
      productCodes: readonly string[];
      attachmentNames: readonly string[];
    },
  ): void {
    const to = who.recipient?.email?.trim();
    if (!to) {
      request.log.warn(
        { question: question.id },
        'the caretaker has no e-mail: question not mailed',
      );
      return;
    }
    const job = (async () => {
      const [buyer, agent] = await Promise.all([
        repo.user(who.auth.userId),
        who.auth.impersonation ? repo.user(who.auth.impersonation.agentUserId) : null,
      ]);
      const mail = questionMail({
        locale: 'sl',
        kind: question.kind,
        buyerName: buyer ? `${buyer.firstname} ${buyer.lastname}`.trim() : '',
        buyerEmail: buyer?.email ?? who.auth.email,
        company: who.companyName,
        agentName: agent ? `${agent.firstname} ${agent.lastname}`.trim() : null,
        subject: question.subject,
        message: question.message,
        product: extra.product
          ? { ...extra.product, link: productLink(config.publicOrigin, 'sl', extra.product.id) }
          : null,
        productCodes: extra.productCodes,
        attachmentNames: extra.attachmentNames,
        questionId: question.id,
      });
      await fastify.mailer.send({ to, subject: mail.subject, text: mail.text });
    })().catch((error: unknown) => {
      // The code only: an SMTP error's text may quote the server's answer (decision 029).
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : null;
      request.log.error({ code, question: question.id }, 'question e-mail not sent');
    });
    sending.add(job);
    void job.finally(() => sending.delete(job));
  }

  fastify.post(
    '/api/forms/product-inquiry',
    { schema: productInquiryRoute, preHandler: csrf },
    async (request, reply) => {
      try {
        const who = await askingCompany(request);
        const form = await readForm(request, {
          fieldNames: ['message', 'productID'],
          fileField: null,
        }).catch((error: unknown) => {
          throw formError(request, error);
        });
        const message = messageOf(request, form.fields.get('message'));
        const rawId = form.fields.get('productID')?.trim() ?? '';
        if (rawId === '') throw fail(request, 400, 'productRequired', 'message');
        const parsed = productInquiryFieldsSchema.shape.productID.safeParse(rawId);
        const product = parsed.success ? await repo.product(Number(parsed.data)) : null;
        if (!product) throw fail(request, 404, 'productNotFound', 'message');
        const id = await repo.create(
          {
            partnerId: who.partnerId,
            userId: who.auth.userId,
            // SPEC §3 Impersonation: the agent asking for the user is recorded.
            actingUserId: who.auth.impersonation?.agentUserId ?? null,
            kind: 'product',
            productId: product.id,
            subject: null,
            message,
            productCodes: [],
          },
          [],
        );
        request.log.info({ question: id, kind: 'product' }, 'question sent');
        mailCaretaker(
          request,
          who,
          { id, kind: 'product', subject: null, message },
          {
            product: { id: product.id, code: product.code, name: product.nameSl },
            productCodes: [],
            attachmentNames: [],
          },
        );
        void reply.code(200);
        return { success: true as const, data: { id } };
      } catch (error) {
        // SPEC §7: every failure of this call is `{success: false, errors: {message: [...]}}`.
        if (isHttpError(error) && error.statusCode < 500) {
          throw new HttpError(
            error.statusCode,
            error.message,
            error.code,
            { message: [error.message] },
            error.headers,
            { success: false },
          );
        }
        throw error;
      }
    },
  );

  fastify.get('/api/questions', { schema: listQuestionsRoute }, async (request, reply) => {
    const who = await company(request);
    await settle(who);
    void reply.header('cache-control', 'private, no-store');
    const locale = requestLocale(request, reply);
    const { page, per_page: perPage } = request.query;
    const { rows, total } = await repo.list(who.partnerId, (page - 1) * perPage, perPage);
    return {
      data: {
        total,
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        data: rows.map((row) => toQuestionItem(row, locale)),
      },
      meta: { inquiriesAllowed: who.allowed, caretaker: who.caretakerName },
    };
  });

  fastify.post(
    '/api/questions',
    { schema: askQuestionRoute, preHandler: csrf },
    async (request, reply) => {
      const who = await askingCompany(request);
      const form = await readForm(request, {
        fieldNames: ['subject', 'message', 'productCodes'],
        fileField: 'files',
      }).catch((error: unknown) => {
        throw formError(request, error);
      });
      const subject = textOf(form.fields.get('subject'));
      if (subject === '') throw fail(request, 400, 'subjectRequired', 'subject');
      if (characterCount(subject) > QUESTION_SUBJECT_MAX_LENGTH)
        throw fail(request, 400, 'subjectTooLong', 'subject', {
          max: QUESTION_SUBJECT_MAX_LENGTH,
        });
      if (CONTROL_CHARACTERS.test(subject))
        throw fail(request, 400, 'invalidCharacters', 'subject');
      const message = messageOf(request, form.fields.get('message'));
      const codesText = form.fields.get('productCodes') ?? '';
      if (!questionFieldsSchema.shape.productCodes.safeParse(codesText).success)
        throw fail(request, 400, 'tooManyProductCodes', 'productCodes', {
          max: QUESTION_PRODUCT_CODES_MAX,
        });
      const codes = parseProductCodes(codesText.replace(CONTROL_CHARACTERS, ' '));
      if (codes.length > QUESTION_PRODUCT_CODES_MAX)
        throw fail(request, 400, 'tooManyProductCodes', 'productCodes', {
          max: QUESTION_PRODUCT_CODES_MAX,
        });
      const long = codes.find((code) => code.length > PRODUCT_CODE_MAX_LENGTH);
      if (long)
        throw fail(request, 400, 'productCodeTooLong', 'productCodes', {
          code: `${long.slice(0, 20)}…`,
        });
      const known = await repo.knownCodes(codes);
      const unknown = codes.find((code) => !known.has(code));
      if (unknown)
        throw fail(request, 400, 'unknownProductCode', 'productCodes', { code: unknown });
      const files = await checkedFiles(request, form.files);
      // A failed bucket (decision 043): 503, and no question is stored without its files.
      const id = await repo
        .create(
          {
            partnerId: who.partnerId,
            userId: who.auth.userId,
            actingUserId: who.auth.impersonation?.agentUserId ?? null,
            kind: 'general',
            productId: null,
            subject,
            message,
            productCodes: codes,
          },
          files,
        )
        .catch((error: unknown) => {
          throw fileStorageFailure(request, error, 'save');
        });
      request.log.info({ question: id, kind: 'general', files: files.length }, 'question sent');
      mailCaretaker(
        request,
        who,
        { id, kind: 'general', subject, message },
        { product: null, productCodes: codes, attachmentNames: files.map((f) => f.fileName) },
      );
      const view = await repo.byId(who.partnerId, id);
      if (!view) throw new Error(`question ${id} not found after insert`);
      void reply.code(201);
      return { data: toQuestionItem(view, requestLocale(request)) };
    },
  );

  fastify.get(
    '/api/questions/:id/attachments/:uploadId',
    { schema: questionAttachmentRoute },
    async (request, reply: FastifyReply) => {
      const who = await company(request);
      const { id, uploadId } = request.params;
      // The question must be the company's; the file must be that question's (else 404, the
      // same answer for another company's ids as for unknown ones).
      const file = await repo.uploads
        .file(who.partnerId, 'question', id, uploadId)
        .catch((error: unknown) => {
          throw fileStorageFailure(request, error, 'read');
        });
      if (!file) throw fail(request, 404, 'attachmentNotFound', 'attachment');
      return sendStoredFile(reply, file.contentType, file.fileName, file.data);
    },
  );

  fastify.post(
    '/api/integration/questions/:id/answer',
    // Public to the user-token check: it has a token of its own (as the address decisions).
    {
      schema: answerQuestionRoute,
      config: { public: true },
      onRequest: requireIntegrationToken(config.integrationToken),
    },
    async (request) => {
      const result = await repo.answer(request.params.id, request.body.answer.normalize('NFC'));
      if (result.outcome !== 'answered')
        throw result.outcome === 'already'
          ? fail(request, 409, 'alreadyAnswered', 'question')
          : fail(request, 404, 'questionNotFound', 'question');
      const view = await repo.byId(result.partnerId, request.params.id);
      if (!view) throw fail(request, 404, 'questionNotFound', 'question');
      request.log.info({ question: view.id }, 'question answered by the integration');
      return { data: toQuestionItem(view, requestLocale(request)) };
    },
  );
};
