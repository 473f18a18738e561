// The new complaint's draft (issue #16: "a half-filled complaint survives a reload, a lost
// connection and a failed upload: nothing the user typed or photographed is lost"; decision 043).
// Every change is kept in the browser's IndexedDB, fields and the downscaled photos alike (Blobs
// are stored as they are: no base64, no size blow-up), and restored when the page opens again;
// a successful filing clears it. IndexedDB, not localStorage: photos are megabytes, and
// localStorage holds a few MB of text only. The store is an interface so tests use a Map.
// The draft also keeps its filing key (Idempotency-Key): a submit retried after a lost answer
// or a reload sends the same key, so the API answers the complaint already filed.
import type { ComplaintReason, ComplaintResolution } from '@gradnik/contracts/complaint-params';

/** A chosen line: its quantity as typed (so '1,5' stays what the buyer wrote). */
export interface DraftLine {
  orderLineId: string;
  quantity: string;
  reason: ComplaintReason;
  note: string;
}

/** A photo or file waiting to go with the complaint (already downscaled when a photo). */
export interface DraftFile {
  key: string;
  name: string;
  type: string;
  blob: Blob;
}

export interface ComplaintDraft {
  /** The order chosen (its id), with the number shown while its lines load again. */
  orderId: string | null;
  orderNumber: string | null;
  deliveryNoteId: string;
  search: string;
  lines: DraftLine[];
  description: string;
  desiredResolution: ComplaintResolution;
  files: DraftFile[];
  /**
   * The filing's key, made once per draft before its first submit and saved with it; null until
   * then, and again for a new draft (after a filing, a discard, another order).
   */
  idempotencyKey: string | null;
  /** Set once the complaint is filed while some files still wait (retried, never filed twice). */
  complaintId: string | null;
  complaintNumber: string | null;
  savedAt: number;
}

export const EMPTY_DRAFT: ComplaintDraft = {
  orderId: null,
  orderNumber: null,
  deliveryNoteId: '',
  search: '',
  lines: [],
  description: '',
  desiredResolution: 'credit_note',
  files: [],
  idempotencyKey: null,
  complaintId: null,
  complaintNumber: null,
  savedAt: 0,
};

/** Whether a draft holds anything the buyer entered (an empty one is not "restored"). */
export function draftHasContent(draft: ComplaintDraft): boolean {
  return (
    draft.orderId !== null ||
    draft.lines.length > 0 ||
    draft.description.trim() !== '' ||
    draft.files.length > 0
  );
}

/**
 * A new filing key: a random UUID. `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); elsewhere the same shape is made from `getRandomValues`, which exists everywhere.
 */
export function newFilingKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface DraftStore {
  load(): Promise<ComplaintDraft | null>;
  save(draft: ComplaintDraft): Promise<void>;
  clear(): Promise<void>;
}

/** Keeps what a stored value must have; anything else (an old shape, a broken one) is dropped. */
export function readDraft(value: unknown): ComplaintDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<ComplaintDraft>;
  if (!Array.isArray(v.lines) || !Array.isArray(v.files) || typeof v.description !== 'string')
    return null;
  const files = v.files.filter(
    (f): f is DraftFile =>
      typeof f === 'object' && f !== null && typeof f.key === 'string' && f.blob instanceof Blob,
  );
  const draft: ComplaintDraft = {
    ...EMPTY_DRAFT,
    ...v,
    files,
    // A draft saved before keys were kept, or a broken one, gets its key at the next submit.
    idempotencyKey: typeof v.idempotencyKey === 'string' ? v.idempotencyKey : null,
  };
  return draft;
}

const DB_NAME = 'gradnik-complaints';
const STORE = 'drafts';
/** One draft per browser profile and user (the key names the user, so a shared PC keeps them apart). */
export function indexedDbDraftStore(userKey: string): DraftStore {
  const key = `new:${userKey}`;
  function open(): Promise<IDBDatabase> {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB open failed'));
    });
  }
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB aborted'));
      });
    } finally {
      db.close();
    }
  }
  return {
    async load() {
      if (typeof indexedDB === 'undefined') return null;
      return readDraft(await run('readonly', (store) => store.get(key)));
    },
    async save(draft) {
      if (typeof indexedDB === 'undefined') return;
      await run('readwrite', (store) => store.put(draft, key));
    },
    async clear() {
      if (typeof indexedDB === 'undefined') return;
      await run('readwrite', (store) => store.delete(key));
    },
  };
}

/** A store in memory (tests; browsers without IndexedDB such as some private modes). */
export function memoryDraftStore(initial: ComplaintDraft | null = null): DraftStore & {
  current(): ComplaintDraft | null;
} {
  let value = initial;
  return {
    load: () => Promise.resolve(value),
    save: (draft) => {
      value = draft;
      return Promise.resolve();
    },
    clear: () => {
      value = null;
      return Promise.resolve();
    },
    current: () => value,
  };
}
