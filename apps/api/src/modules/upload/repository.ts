// Stored uploads (table `uploads`, migration 0018; decision 037): files already checked and
// re-encoded (content.ts), in the database so that every API instance serves them. Shared by
// questions (issue #14) and complaints (issue #16): each row names its purpose and owner, and
// every read is scoped by the caller's partner, so another company's file is never found.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@gradnik/db/connection';
import { uploads, type UploadPurpose } from '@gradnik/db/schema/contact';
import type { AttachmentType } from '@gradnik/domain/attachments';
import type { CheckedFile } from './content.ts';

export interface UploadSummary {
  id: number;
  ownerId: number;
  fileName: string;
  contentType: AttachmentType;
  byteSize: number;
}

export interface UploadFile extends UploadSummary {
  data: Buffer;
}

const summaryColumns = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
};

export function createUploadStore(db: Queryable) {
  return {
    /** Stores checked files for one owner (call inside the owner's transaction). */
    async store(
      tx: Queryable,
      owner: { partnerId: number; userId: number; purpose: UploadPurpose; ownerId: number },
      files: readonly CheckedFile[],
    ): Promise<UploadSummary[]> {
      if (files.length === 0) return [];
      const rows = await tx
        .insert(uploads)
        .values(
          files.map((file) => ({
            partnerId: owner.partnerId,
            userId: owner.userId,
            purpose: owner.purpose,
            ownerId: owner.ownerId,
            fileName: file.fileName,
            contentType: file.contentType,
            byteSize: file.byteSize,
            sha256: file.sha256,
            data: file.data,
          })),
        )
        .returning(summaryColumns);
      return rows.map(asSummary);
    },

    /** The files of these owners (names and sizes, not the bytes), in upload order. */
    async summaries(
      partnerId: number,
      purpose: UploadPurpose,
      ownerIds: readonly number[],
    ): Promise<UploadSummary[]> {
      if (ownerIds.length === 0) return [];
      const rows = await db
        .select(summaryColumns)
        .from(uploads)
        .where(
          and(
            eq(uploads.partnerId, partnerId),
            eq(uploads.purpose, purpose),
            inArray(uploads.ownerId, [...ownerIds]),
          ),
        )
        .orderBy(asc(uploads.id));
      return rows.map(asSummary);
    },

    /** One file with its bytes, only when it is the partner's and the owner's. */
    async file(
      partnerId: number,
      purpose: UploadPurpose,
      ownerId: number,
      uploadId: number,
    ): Promise<UploadFile | null> {
      const [row] = await db
        .select({ ...summaryColumns, data: uploads.data })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, uploadId),
            eq(uploads.partnerId, partnerId),
            eq(uploads.purpose, purpose),
            eq(uploads.ownerId, ownerId),
          ),
        )
        .limit(1);
      return row ? { ...asSummary(row), data: row.data } : null;
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;

function asSummary(row: {
  id: number;
  ownerId: number;
  fileName: string;
  contentType: string;
  byteSize: number;
}): UploadSummary {
  return { ...row, contentType: row.contentType as AttachmentType };
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII fallback and the real name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
