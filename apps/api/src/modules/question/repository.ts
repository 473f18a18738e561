// Storage of the questions to the caretaker (table `questions`, migration 0018; issue #14;
// decision 037) and their attachments (the upload store). Every read and write is scoped by the
// caller's partner id from the token (routes.ts), never by an id from the client.
//
// The simulated caretaker has no worker (instances are stateless and several may run): while
// the ERP simulator is in use, a question older than the delay is answered when the company's
// questions are read (`settle`): one UPDATE … WHERE answered_at IS NULL … per language, so two
// instances reading at once answer each question once.
import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@gradnik/db/connection';
import { products } from '@gradnik/db/schema/catalog';
import { questions, type QuestionKind } from '@gradnik/db/schema/contact';
import { partners, users } from '@gradnik/db/schema/identity';
import type { Locale } from '@gradnik/domain/locale';
import { simulatedAnswerText } from '@gradnik/domain/question';
import type { CheckedFile } from '../upload/content.ts';
import { createUploadStore, type UploadStore, type UploadSummary } from '../upload/repository.ts';
import type { FileStorage } from '../upload/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    questionRepository: QuestionRepository;
  }
}

export interface QuestionView {
  id: number;
  partnerId: number;
  kind: QuestionKind;
  subject: string | null;
  message: string;
  productCodes: string[];
  productId: number | null;
  productCode: string | null;
  productNameSl: string | null;
  productNameEn: string | null;
  askerFirst: string | null;
  askerLast: string | null;
  agentFirst: string | null;
  agentLast: string | null;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  attachments: UploadSummary[];
}

export interface NewQuestion {
  partnerId: number;
  userId: number;
  actingUserId: number | null;
  kind: QuestionKind;
  productId: number | null;
  subject: string | null;
  message: string;
  productCodes: string[];
}

const asker = alias(users, 'asker');
const agent = alias(users, 'acting_agent');

export function createQuestionRepository(db: Database, now: () => Date, storage: FileStorage) {
  const uploadStore: UploadStore = createUploadStore(db, storage);

  function selectView() {
    return db
      .select({
        id: questions.id,
        partnerId: questions.partnerId,
        kind: questions.kind,
        subject: questions.subject,
        message: questions.message,
        productCodes: questions.productCodes,
        productId: questions.productId,
        productCode: products.code,
        productNameSl: products.nameSl,
        productNameEn: products.nameEn,
        askerFirst: asker.firstname,
        askerLast: asker.lastname,
        agentFirst: agent.firstname,
        agentLast: agent.lastname,
        answer: questions.answer,
        answeredAt: questions.answeredAt,
        createdAt: questions.createdAt,
      })
      .from(questions)
      .leftJoin(products, eq(products.id, questions.productId))
      .leftJoin(asker, eq(asker.id, questions.userId))
      .leftJoin(agent, eq(agent.id, questions.actingUserId));
  }

  async function withAttachments(
    partnerId: number,
    rows: Omit<QuestionView, 'attachments'>[],
  ): Promise<QuestionView[]> {
    const files = await uploadStore.summaries(
      partnerId,
      'question',
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({
      ...row,
      attachments: files.filter((f) => f.ownerId === row.id),
    }));
  }

  return {
    uploads: uploadStore,

    /** The partner's name and Contacts (SPEC §3) for the permission and the mail. */
    async partner(partnerId: number) {
      const [row] = await db
        .select({
          name1: partners.name1,
          nameShort: partners.nameShort,
          contacts: partners.contacts,
        })
        .from(partners)
        .where(eq(partners.id, partnerId))
        .limit(1);
      return row ?? null;
    },

    async user(userId: number) {
      const [row] = await db
        .select({
          firstname: users.firstname,
          lastname: users.lastname,
          email: users.email,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row ?? null;
    },

    /** A product the shop offers (SPEC §7/§9: catalog_status 1 only). */
    async product(productId: number) {
      const [row] = await db
        .select({
          id: products.id,
          code: products.code,
          nameSl: products.nameSl,
          nameEn: products.nameEn,
        })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.catalogStatus, 1)))
        .limit(1);
      return row ?? null;
    },

    /** Which of these codes are products the shop offers (upper case, as stored). */
    async knownCodes(codes: readonly string[]): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await db
        .select({ code: products.code })
        .from(products)
        .where(
          and(inArray(sql`upper(${products.code})`, [...codes]), eq(products.catalogStatus, 1)),
        );
      return new Set(rows.map((r) => r.code.toUpperCase()));
    },

    /**
     * Stores a question and its (checked, re-encoded) files in one transaction; the files' bytes
     * are put first (the bucket, when configured) and removed again if the transaction fails.
     */
    async create(input: NewQuestion, files: readonly CheckedFile[]): Promise<number> {
      return uploadStore.staged(files, (staged) =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(questions)
            .values({ ...input, createdAt: now() })
            .returning({ id: questions.id });
          if (!row) throw new Error('question insert returned no row');
          await uploadStore.store(
            tx,
            {
              partnerId: input.partnerId,
              userId: input.userId,
              purpose: 'question',
              ownerId: row.id,
            },
            staged,
          );
          return row.id;
        }),
      );
    },

    async byId(partnerId: number, id: number): Promise<QuestionView | null> {
      const rows = await selectView()
        .where(and(eq(questions.id, id), eq(questions.partnerId, partnerId)))
        .limit(1);
      const [view] = await withAttachments(partnerId, rows);
      return view ?? null;
    },

    /** The company's questions, newest first. */
    async list(partnerId: number, offset: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        selectView()
          .where(eq(questions.partnerId, partnerId))
          .orderBy(desc(questions.createdAt), desc(questions.id))
          .offset(offset)
          .limit(limit),
        db.select({ n: count() }).from(questions).where(eq(questions.partnerId, partnerId)),
      ]);
      return { rows: await withAttachments(partnerId, rows), total: total?.n ?? 0 };
    },

    /**
     * The simulated caretaker (decision 037): answers the partner's questions asked at least
     * `delaySeconds` ago, in the asking user's language, signed by `caretakerName`.
     */
    async settle(partnerId: number, delaySeconds: number, caretakerName: string | null) {
      const at = now();
      const due = and(
        eq(questions.partnerId, partnerId),
        isNull(questions.answeredAt),
        lte(questions.createdAt, new Date(at.getTime() - delaySeconds * 1000)),
      );
      const english = db.select({ id: users.id }).from(users).where(eq(users.languageid, 'en'));
      let answered = 0;
      for (const locale of ['en', 'sl'] as const satisfies readonly Locale[]) {
        const language =
          locale === 'en'
            ? inArray(questions.userId, english)
            : sql`(${questions.userId} is null or ${questions.userId} not in ${english})`;
        const rows = await db
          .update(questions)
          .set({ answer: simulatedAnswerText(locale, caretakerName), answeredAt: at })
          .where(and(due, language))
          .returning({ id: questions.id });
        answered += rows.length;
      }
      return answered;
    },

    /** The retailer's answer (integration call); a question answered already is left as it is. */
    async answer(
      id: number,
      text: string,
    ): Promise<{ outcome: 'answered'; partnerId: number } | { outcome: 'not_found' | 'already' }> {
      const [row] = await db
        .update(questions)
        .set({ answer: text, answeredAt: now() })
        .where(and(eq(questions.id, id), isNull(questions.answeredAt)))
        .returning({ partnerId: questions.partnerId });
      if (row) return { outcome: 'answered', partnerId: row.partnerId };
      const [exists] = await db
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, id))
        .limit(1);
      return { outcome: exists ? 'already' : 'not_found' };
    },
  };
}
export type QuestionRepository = ReturnType<typeof createQuestionRepository>;

export const questionRepositoryPlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate(
      'questionRepository',
      createQuestionRepository(fastify.db, fastify.now, fastify.fileStorage),
    );
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-question-repository',
    dependencies: ['gradnik-api-db', 'gradnik-api-file-storage'],
    fastify: '5.x',
  },
);
