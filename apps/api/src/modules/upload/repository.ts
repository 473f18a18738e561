// Stored uploads (table `uploads`, migration 0018; decision 037): files already checked and
// re-encoded (content.ts), where every API instance reads them: their bytes in the row, or in
// the S3-compatible bucket with the row keeping the key (storage.ts, migration 0024, decision
// 043). Shared by questions (issue #14) and complaints (issue #16): each row names its purpose
// and owner, and every read is scoped by the caller's partner, so another company's file is
// never found.
//
// Writing is two steps so that no object is left without its row, and no row without its
// object: `staged` puts the bytes first (into the bucket, outside any transaction), the caller's
// transaction then inserts the rows (`store`); when that work fails the objects are removed
// again (best effort, logged).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '@gradnik/db/connection';
import { uploads, type UploadPurpose } from '@gradnik/db/schema/contact';
import type { AttachmentType } from '@gradnik/domain/attachments';
import type { CheckedFile } from './content.ts';
import type { FileStorage, StoredBytes } from './storage.ts';

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

/** A checked file whose bytes are already where they go (the row's column or an object). */
export type StagedFile = Omit<CheckedFile, 'data'> & StoredBytes;

const summaryColumns = {
  id: uploads.id,
  ownerId: uploads.ownerId,
  fileName: uploads.fileName,
  contentType: uploads.contentType,
  byteSize: uploads.byteSize,
};

export function createUploadStore(db: Queryable, storage: FileStorage) {
  /** Puts each file's bytes where new files go (one at a time; on a failure none is kept). */
  async function stage(files: readonly CheckedFile[]): Promise<StagedFile[]> {
    const staged: StagedFile[] = [];
    try {
      for (const { data, ...file } of files)
        staged.push({ ...file, ...(await storage.put(data, file.contentType)) });
    } catch (error) {
      await storage.discard(staged);
      throw error;
    }
    return staged;
  }

  return {
    /**
     * Stages the files, then runs `work` (the transaction that stores the rows with `store`);
     * when `work` fails the staged objects are removed and its error is thrown on. A storage
     * failure throws FileStorageError before `work` runs, so nothing is written.
     */
    async staged<T>(
      files: readonly CheckedFile[],
      work: (staged: StagedFile[]) => Promise<T>,
    ): Promise<T> {
      const staged = await stage(files);
      try {
        return await work(staged);
      } catch (error) {
        await storage.discard(staged);
        throw error;
      }
    },

    /** Inserts the rows of staged files for one owner (call inside the owner's transaction). */
    async store(
      tx: Queryable,
      owner: { partnerId: number; userId: number; purpose: UploadPurpose; ownerId: number },
      files: readonly StagedFile[],
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
            storageKey: file.storageKey,
          })),
        )
        .returning(summaryColumns);
      return rows.map(asSummary);
    },

    /** The bytes of a row found by its owner's query (wherever they live). */
    bytes(row: { data: Buffer | null; storageKey: string | null }): Promise<Buffer> {
      return storage.get(row);
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
        .select({ ...summaryColumns, data: uploads.data, storageKey: uploads.storageKey })
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
      if (!row) return null;
      return { ...asSummary(row), data: await storage.get(row) };
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
  return {
    id: row.id,
    ownerId: row.ownerId,
    fileName: row.fileName,
    contentType: row.contentType as AttachmentType,
    byteSize: row.byteSize,
  };
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
