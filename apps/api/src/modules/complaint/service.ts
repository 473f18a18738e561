// Complaints (issue #16, decision 043): the company's list, what a complaint may be about, filing
// one with its files, the detail with its timeline and thread, files and thumbnails, the PDF;
// kept up to date from the ERP (GetComplaintStatus, asked at most once a minute per complaint,
// on reads, as inquiry offers are: no worker, instances are stateless). Every id is the token's
// company's: any other is 404, like an unknown one. Filing is idempotent per user and client key
// (decision 043); files go where the file storage puts them (upload/storage.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  COMPLAINT_LIST_DEFAULT_PAGE_SIZE,
  COMPLAINT_SOURCES_MAX,
  type ComplaintCreateBody,
  type ComplaintDetail,
  type ComplaintFile,
  type ComplaintListItem,
  type ComplaintListQuery,
  type ComplaintListResponse,
  type ComplaintSource,
  type ComplaintSourcesQuery,
} from '@gradnik/contracts/complaint';
import type { ErpComplaintStatusRecord } from '@gradnik/contracts/erp-complaint';
import type { Queryable } from '@gradnik/db/connection';
import type { DocumentLine } from '@gradnik/db/schema/account';
import { ATTACHMENT_MAX_FILES, type AttachmentType } from '@gradnik/domain/attachments';
import {
  claimableQuantity,
  claimProblem,
  COMPLAINABLE_ORDER_STATUSES,
  complaintFilesOpen,
  isComplaintReason,
  isComplaintResolution,
  isComplaintState,
  type ComplaintReason,
  type ComplaintResolution,
  type ComplaintState,
} from '@gradnik/domain/complaints';
import { PRICING_CACHE_MS } from '@gradnik/domain/constants';
import { ljubljanaDayRange } from '@gradnik/domain/date-range';
import { formatNumber } from '@gradnik/domain/format';
import type { Locale } from '@gradnik/domain/locale';
import { roundQuantity } from '@gradnik/domain/quantity';
import type { ErpComplaintRef } from '@gradnik/erp/client';
import { AUTHENTICATION_REQUIRED, HttpError } from '../../http-error.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { laravelPage } from '../../laravel-page.ts';
import { requestLocale } from '../../request-locale.ts';
import { erpTestCall } from '../pricing/service.ts';
import type { CheckedFile } from '../upload/content.ts';
import { fileStorageFailure } from '../upload/http.ts';
import {
  complaintError,
  complaintMessage,
  RETAILER_NAME,
  type ComplaintMessageKey,
} from './messages.ts';
import type { ComplaintUpdate } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    complaintService: ComplaintService;
  }
}

/** SPEC §9's 60 s: the ERP is asked about a complaint at most once a minute (decision 043). */
const REFRESH_MS = PRICING_CACHE_MS;
/** Complaints one refresh asks about at most (the newest due ones; older ones follow). */
const REFRESH_BATCH = 50;
/** Partners whose list refresh this instance remembers (the oldest are forgotten first). */
const LIST_REFRESH_MEMO_MAX = 10_000;

const round2 = (n: number) => Math.round(n * 100) / 100;
const fullName = (p: { firstname: string; lastname: string } | null | undefined) =>
  p ? `${p.firstname} ${p.lastname}`.trim() : '';

export interface Caller {
  userId: number;
  partnerId: number;
  /** The agent acting for the user (SPEC §6), recorded on what the call writes. */
  agentUserId: number | null;
}

function fileOf(file: {
  id: number;
  fileName: string;
  contentType: string;
  byteSize: number;
}): ComplaintFile {
  return {
    id: String(file.id),
    name: file.fileName,
    type: file.contentType,
    size: file.byteSize,
    thumbnail: file.contentType !== 'application/pdf',
  };
}

const asState = (status: string): ComplaintState =>
  isComplaintState(status) ? status : 'submitted';
const asResolution = (value: string): ComplaintResolution =>
  isComplaintResolution(value) ? value : 'credit_note';
const asReason = (value: string | null): ComplaintReason =>
  value !== null && isComplaintReason(value) ? value : 'other';

export function complaintPdfFileName(number: string, locale: Locale): string {
  const safe = number.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${locale === 'en' ? 'complaint' : 'reklamacija'}-${safe}.pdf`;
}

/** A 4xx with the message in the request's language, naming a field for the form. */
export function complaintFail(
  request: FastifyRequest,
  status: number,
  key: ComplaintMessageKey,
  field: string,
  vars: Record<string, string | number> = {},
): HttpError {
  const text = complaintMessage(key, requestLocale(request), vars);
  return new HttpError(status, text, key, { [field]: [text] });
}

function trimOldest<K, V>(map: Map<K, V>, max: number): void {
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done === true) return;
    map.delete(oldest.value);
  }
}

export function createComplaintService(fastify: FastifyInstance) {
  const repo = fastify.complaintRepository;
  const lastListRefresh = new Map<number, number>();

  function callerOf(request: FastifyRequest): Caller {
    const auth = request.auth;
    if (!auth) throw new HttpError(401, AUTHENTICATION_REQUIRED, 'missing_token');
    // SPEC §6: an agent acting for no partner has no complaints.
    if (auth.partnerId === null) throw complaintError(request, 403, 'noPartner');
    return {
      userId: auth.userId,
      partnerId: auth.partnerId,
      agentUserId: auth.impersonation?.agentUserId ?? null,
    };
  }

  /** The ERP's answer as what the repository stores: a credit note's lines from our lines. */
  function updateOf(
    record: ErpComplaintStatusRecord,
    lines: readonly { lineNo: number; productId: number | null; name: string }[],
  ): ComplaintUpdate {
    let creditNote: ComplaintUpdate['creditNote'] = null;
    if (record.CreditNote) {
      const docLines: DocumentLine[] = record.CreditNote.Lines.map((l) => {
        const own = lines.find((x) => x.lineNo === l.LineNo);
        return {
          lineNo: l.LineNo,
          productId: own?.productId ?? null,
          itemNo: l.ItemNo,
          name: own?.name ?? l.ItemNo,
          quantity: l.Quantity,
          unit: l.Unit,
          unitPrice: l.UnitPrice,
          discountPercent: null,
          value: round2(l.Quantity * l.UnitPrice),
          vat: l.Vat,
        };
      });
      const net = round2(docLines.reduce((s, l) => s + l.value, 0));
      const vat = round2(docLines.reduce((s, l) => s + round2((l.value * l.vat) / 100), 0));
      creditNote = {
        docNo: record.CreditNote.DocNo,
        issuedAt: record.CreditNote.IssuedAt,
        dueAt: record.CreditNote.DueAt,
        lines: docLines,
        net,
        vat,
        gross: round2(net + vat),
      };
    }
    return {
      state: record.State,
      history: record.History.map((h) => ({ state: h.State, at: new Date(h.At), note: h.Note })),
      note: record.Note,
      creditNote,
      replies: record.Replies.map((r) => ({ at: new Date(r.At), body: r.Message })),
    };
  }

  /**
   * Decision 043: before the list or a complaint is read (and right after one is filed), the
   * partner's complaints due for the ERP get its answer (one GetComplaintStatus call, which is
   * also how a new complaint is submitted). A failed call leaves what is stored.
   */
  async function refresh(
    request: FastifyRequest,
    partnerId: number,
    complaintId?: number,
  ): Promise<void> {
    const now = fastify.now();
    if (complaintId === undefined) {
      // As the offers list: asked for the partner less than a minute ago on this instance.
      const last = lastListRefresh.get(partnerId);
      if (last !== undefined && now.getTime() - last < REFRESH_MS) return;
      lastListRefresh.delete(partnerId);
      lastListRefresh.set(partnerId, now.getTime());
      trimOldest(lastListRefresh, LIST_REFRESH_MEMO_MAX);
    }
    const claimed = await repo.claimDue(partnerId, now, REFRESH_BATCH, complaintId);
    if (claimed.length === 0) return;
    const partner = await fastify.basketRepository.partner(partnerId);
    if (!partner) return;
    const inputs = await repo.erpInputs(claimed);
    const refs = claimed.map((c): ErpComplaintRef => ({
      complaintNo: c.complaintNo,
      created: c.createdAt,
      orderNo: inputs.orderNos.find((o) => o.id === c.orderId)?.no ?? null,
      deliveryNoteNo: inputs.noteNos.find((n) => n.id === c.deliveryNoteId)?.no ?? null,
      desiredResolution: asResolution(c.desiredResolution),
      description: c.description ?? '',
      attachments: inputs.files.find((f) => f.ownerId === c.id)?.n ?? 0,
      lines: inputs.lines
        .filter((l) => l.complaintId === c.id)
        .map((l) => ({
          LineNo: l.lineNo,
          ItemNo: l.itemNo,
          Quantity: l.quantity,
          Unit: l.unit,
          Reason: asReason(l.reason),
          UnitPrice: Math.max(0, l.unitPrice ?? 0),
          Vat: l.vat ?? 22,
        })),
      messages: inputs.messages
        .filter((m) => m.complaintId === c.id)
        .map((m) => ({ at: m.at, message: m.body })),
    }));
    const answer = await fastify.erp.getComplaintStatuses(
      partner.partnerNo,
      refs,
      erpTestCall(fastify.apiConfig.nodeEnv, request.headers),
    );
    if (answer.status !== 'ok') {
      request.log.warn(
        { reason: answer.reason, complaints: claimed.length },
        'complaint refresh failed',
      );
      return;
    }
    for (const row of claimed) {
      const record = answer.complaints.get(row.complaintNo);
      if (!record) continue;
      const lines = inputs.lines.filter((l) => l.complaintId === row.id);
      const moved = await repo.applyErpAnswer(
        partnerId,
        row.id,
        updateOf(record, lines),
        fastify.now(),
      );
      if (moved)
        request.log.info({ complaint: row.id, state: moved }, 'complaint moved by the ERP');
    }
  }

  async function list(
    request: FastifyRequest,
    query: ComplaintListQuery,
  ): Promise<ComplaintListResponse> {
    const caller = callerOf(request);
    await refresh(request, caller.partnerId);
    const page = query.page ?? 1;
    const perPage = query.per_page ?? COMPLAINT_LIST_DEFAULT_PAGE_SIZE;
    const { rows, total } = await repo.list(
      {
        partnerId: caller.partnerId,
        state: query.status,
        ...ljubljanaDayRange(query.date_from, query.date_to),
      },
      (page - 1) * perPage,
      perPage,
    );
    const items = rows.map((row): ComplaintListItem => {
      const products =
        row.lineCount > 0
          ? row.lines.map((l) => ({ code: l.itemNo, name: l.name }))
          : row.productCode !== null
            ? [{ code: row.productCode, name: row.productName ?? row.productCode }]
            : [];
      return {
        id: String(row.id),
        number: row.complaintNo,
        createdAt: row.createdAt.toISOString(),
        state: asState(row.status),
        desiredResolution: asResolution(row.desiredResolution),
        order:
          row.orderId !== null && row.orderNo !== null
            ? { id: String(row.orderId), number: row.orderNo }
            : null,
        deliveryNote:
          row.deliveryNoteId !== null && row.deliveryNoteNo !== null
            ? { id: String(row.deliveryNoteId), number: row.deliveryNoteNo }
            : null,
        products,
        lineCount: row.lineCount > 0 ? row.lineCount : products.length,
        filedBy: {
          name: fullName(
            row.firstname !== null && row.lastname !== null
              ? { firstname: row.firstname, lastname: row.lastname }
              : null,
          ),
        },
        agent:
          row.agentFirstname !== null && row.agentLastname !== null
            ? { name: fullName({ firstname: row.agentFirstname, lastname: row.agentLastname }) }
            : null,
        creditNote:
          row.creditNoteId !== null && row.creditNoteNo !== null
            ? { id: String(row.creditNoteId), number: row.creditNoteNo }
            : null,
      };
    });
    return { data: laravelPage(items, total, page, perPage) };
  }

  async function sources(
    request: FastifyRequest,
    query: ComplaintSourcesQuery,
  ): Promise<{ data: ComplaintSource[] }> {
    const caller = callerOf(request);
    const q = query.q?.trim() || undefined;
    const found = await repo.sources(caller.partnerId, q, query.order_id, COMPLAINT_SOURCES_MAX);
    return {
      data: found.orders.map((order) => ({
        order: {
          id: String(order.id),
          number: order.orderNo,
          createdAt: order.createdAt.toISOString(),
          status: order.status,
        },
        deliveryNotes: found.notes
          .filter((n) => n.orderId === order.id)
          .map((n) => ({ id: String(n.id), number: n.docNo, issuedAt: n.issuedAt })),
        lines: found.lines
          .filter((l) => l.orderId === order.id)
          .map((l) => ({
            orderLineId: String(l.id),
            lineNo: l.lineNo,
            productId: l.productId === null ? null : String(l.productId),
            code: l.itemNo,
            name: l.name,
            unit: l.unit,
            delivered: l.quantity,
            claimable: claimableQuantity(
              l.quantity,
              found.claimed.filter((c) => c.orderLineId === l.id),
            ),
          })),
      })),
    };
  }

  /** The complaint as the detail shows it, after asking the ERP when due; 404 when not own. */
  async function detailOf(
    request: FastifyRequest,
    caller: Caller,
    id: number,
    options = { refresh: true },
  ): Promise<ComplaintDetail> {
    if (options.refresh) {
      if (!(await repo.own(caller.partnerId, id)))
        throw complaintError(request, 404, 'complaintNotFound');
      await refresh(request, caller.partnerId, id);
    }
    const found = await repo.detail(caller.partnerId, id);
    if (!found) throw complaintError(request, 404, 'complaintNotFound');
    const locale = requestLocale(request);
    const { complaint: c, persons } = found;
    const person = (userId: number | null) => persons.find((p) => p.id === userId) ?? null;
    const agent = person(c.actingUserId);
    const lines =
      found.lines.length > 0
        ? found.lines.map((l) => ({
            lineNo: l.lineNo,
            productId: l.productId === null ? null : String(l.productId),
            code: l.itemNo,
            name: l.name,
            unit: l.unit,
            quantity: l.quantity,
            reason: asReason(l.reason),
            note: l.note,
          }))
        : // An older one-line complaint (before issue #16): its product on the row.
          found.productCode !== null
          ? [
              {
                lineNo: 1,
                productId: c.productId === null ? null : String(c.productId),
                code: found.productCode,
                name: found.productName ?? found.productCode,
                unit: found.productUnit ?? 'KOS',
                quantity: c.quantity ?? 1,
                reason: asReason(c.reason),
                note: null,
              },
            ]
          : [];
    const timeline =
      found.events.length > 0
        ? found.events.map((e) => ({
            state: asState(e.status),
            at: e.createdAt.toISOString(),
            note: e.note,
          }))
        : [{ state: 'submitted' as const, at: c.createdAt.toISOString(), note: null }];
    const now = fastify.now();
    return {
      id: String(c.id),
      number: c.complaintNo,
      createdAt: c.createdAt.toISOString(),
      state: asState(c.status),
      desiredResolution: asResolution(c.desiredResolution),
      description: c.description ?? '',
      order:
        c.orderId !== null && found.orderNo !== null
          ? { id: String(c.orderId), number: found.orderNo }
          : null,
      deliveryNote:
        c.deliveryNoteId !== null && found.deliveryNoteNo !== null
          ? { id: String(c.deliveryNoteId), number: found.deliveryNoteNo }
          : null,
      filedBy: { name: fullName(person(c.userId)) },
      agent: agent ? { name: fullName(agent) } : null,
      lines,
      files: found.files.map(fileOf),
      timeline,
      creditNote:
        c.creditNoteId !== null && found.creditNoteNo !== null
          ? {
              id: String(c.creditNoteId),
              number: found.creditNoteNo,
              amount: found.creditNoteAmount ?? 0,
            }
          : null,
      replacementOrder:
        c.replacementOrderId !== null && found.replacementOrderNo !== null
          ? { id: String(c.replacementOrderId), number: found.replacementOrderNo }
          : null,
      retailerNote: c.retailerNote,
      thread: found.messages.map((m) => {
        const writer = person(m.userId);
        const acting = person(m.actingUserId);
        return {
          id: String(m.id),
          author: m.author === 'retailer' ? ('retailer' as const) : ('buyer' as const),
          authorName: m.author === 'retailer' ? RETAILER_NAME[locale] : fullName(writer),
          agent: acting ? { name: fullName(acting) } : null,
          body: m.body,
          createdAt: m.createdAt.toISOString(),
          files: found.messageFiles.filter((f) => f.ownerId === m.id).map(fileOf),
        };
      }),
      actions: {
        addFiles: complaintFilesOpen(c.createdAt, now) && found.files.length < ATTACHMENT_MAX_FILES,
        message: true,
      },
      pdfFileName: complaintPdfFileName(c.complaintNo, locale),
    };
  }

  async function detail(request: FastifyRequest, id: number) {
    return { data: await detailOf(request, callerOf(request), id) };
  }

  /**
   * The complaint this user already filed with this key, answered as it is now (no ERP call, no
   * notification: the first filing made those). The same key of the user in another company
   * (a user moved between partners) is refused, never answered with that company's complaint.
   */
  async function filedBefore(
    request: FastifyRequest,
    caller: Caller,
    key: string,
    q: Queryable = fastify.db,
  ): Promise<number | null> {
    const existing = await repo.byIdempotencyKey(q, caller.userId, key);
    if (!existing) return null;
    if (existing.partnerId !== caller.partnerId)
      throw complaintFail(request, 409, 'idempotencyKeyUsed', 'idempotencyKey');
    return existing.id;
  }

  async function replay(request: FastifyRequest, caller: Caller, id: number) {
    request.log.info({ complaint: id }, 'complaint filing repeated: the filed one answered');
    return {
      created: false,
      body: { data: await detailOf(request, caller, id, { refresh: false }) },
    };
  }

  /**
   * Files a complaint: lines of an own delivered order, within what is claimable. With a client
   * key (`headerKey`, else the body's) a retried filing of the same user answers the complaint
   * already filed (`created: false`), whatever its body says (decision 043); two racing ones
   * file one (the order row's lock, then the unique (user_id, idempotency_key) decides).
   */
  async function create(
    request: FastifyRequest,
    body: ComplaintCreateBody,
    headerKey?: string,
  ): Promise<{ created: boolean; body: { data: ComplaintDetail } }> {
    const caller = callerOf(request);
    const locale = requestLocale(request);
    const key = headerKey ?? body.idempotencyKey ?? null;
    if (key !== null) {
      // Before the checks: a repeat must not fail on the quantity its first filing claimed.
      const earlier = await filedBefore(request, caller, key);
      if (earlier !== null) return replay(request, caller, earlier);
    }
    const now = fastify.now();
    const filing = fastify.db.transaction(async (tx) => {
      // Locked, so two complaints filed at once cannot both claim the same quantity.
      const found = await repo.orderForComplaint(tx, caller.partnerId, body.orderId);
      // The same key filed meanwhile (it waited for this lock): that complaint is the answer.
      const earlier = key === null ? null : await filedBefore(request, caller, key, tx);
      if (earlier !== null) return { id: earlier, repeated: true };
      if (!found) throw complaintFail(request, 404, 'orderNotFound', 'orderId');
      if (!(COMPLAINABLE_ORDER_STATUSES as readonly string[]).includes(found.order.status))
        throw complaintFail(request, 400, 'orderNotDelivered', 'orderId');
      if (body.deliveryNoteId !== undefined && !found.noteIds.has(body.deliveryNoteId))
        throw complaintFail(request, 400, 'deliveryNoteNotFound', 'deliveryNoteId');
      const claimed = await repo.claimedOf(tx, [found.order.id]);
      const seen = new Set<number>();
      const lines = body.lines.map((line, index) => {
        const field = `lines.${index}.quantity`;
        const ordered = found.lines.find((l) => l.id === line.orderLineId);
        if (!ordered)
          throw complaintFail(request, 400, 'lineNotFound', `lines.${index}.orderLineId`);
        if (seen.has(line.orderLineId))
          throw complaintFail(request, 400, 'lineTwice', `lines.${index}.orderLineId`);
        seen.add(line.orderLineId);
        const claimable = claimableQuantity(
          ordered.quantity,
          claimed.filter((c) => c.orderLineId === ordered.id),
        );
        const problem = claimProblem(line.quantity, claimable);
        if (problem === 'notPositive')
          throw complaintFail(request, 400, 'quantityNotPositive', field, { name: ordered.name });
        if (problem === 'tooMany')
          throw complaintFail(request, 400, 'quantityTooMany', field, {
            name: ordered.name,
            max: formatNumber(claimable, locale, 3),
            unit: ordered.unit,
          });
        return {
          orderLineId: ordered.id,
          productId: ordered.productId,
          itemNo: ordered.itemNo,
          name: ordered.name,
          unit: ordered.unit,
          quantity: roundQuantity(line.quantity),
          reason: line.reason,
          note: line.note ? line.note : null,
        };
      });
      const inserted = await repo.insert(tx, {
        partnerId: caller.partnerId,
        userId: caller.userId,
        actingUserId: caller.agentUserId,
        orderId: found.order.id,
        deliveryNoteId: body.deliveryNoteId ?? null,
        description: body.description,
        desiredResolution: body.desiredResolution,
        lines,
        at: now,
        idempotencyKey: key,
      });
      return { id: inserted.id, repeated: false };
    });
    const created = await filing.catch(async (error: unknown) => {
      // Two filings with the same key about different orders (no common lock): the unique
      // constraint let one in; the other answers it.
      if (key === null || !isUniqueViolation(error)) throw error;
      const earlier = await filedBefore(request, caller, key);
      if (earlier === null) throw error;
      return { id: earlier, repeated: true };
    });
    if (created.repeated) return replay(request, caller, created.id);
    request.log.info({ complaint: created.id, lines: body.lines.length }, 'complaint filed');
    // Submitted to the ERP at once; a failure leaves it due, so the next read sends it again.
    await refresh(request, caller.partnerId, created.id).catch((error: unknown) => {
      request.log.warn({ err: error, complaint: created.id }, 'complaint not submitted to the ERP');
    });
    return {
      created: true,
      body: { data: await detailOf(request, caller, created.id, { refresh: false }) },
    };
  }

  /** The complaint (own) and whether it takes `count` more files now. */
  async function checkFilesOpen(
    request: FastifyRequest,
    caller: Caller,
    id: number,
    count: number,
  ) {
    const row = await repo.own(caller.partnerId, id);
    if (!row) throw complaintError(request, 404, 'complaintNotFound');
    if (!complaintFilesOpen(row.createdAt, fastify.now()))
      throw complaintFail(request, 409, 'filesClosed', 'files');
    const has = await repo.fileCount(caller.partnerId, id);
    if (has + count > ATTACHMENT_MAX_FILES)
      throw complaintFail(request, 413, 'tooManyFilesTotal', 'files', {
        max: ATTACHMENT_MAX_FILES,
        left: Math.max(0, ATTACHMENT_MAX_FILES - has),
      });
    return row;
  }

  async function addFiles(
    request: FastifyRequest,
    caller: Caller,
    id: number,
    files: CheckedFile[],
  ): Promise<ComplaintFile[]> {
    await checkFilesOpen(request, caller, id, files.length);
    // The bytes first (the bucket, when configured), then the rows; a failed bucket is 503 and
    // the complaint is left as it was (decision 043).
    const stored = await repo.uploads
      .staged(files, (staged) =>
        fastify.db.transaction((tx) =>
          repo.uploads.store(
            tx,
            {
              partnerId: caller.partnerId,
              userId: caller.userId,
              purpose: 'complaint',
              ownerId: id,
            },
            staged,
          ),
        ),
      )
      .catch((error: unknown) => {
        throw fileStorageFailure(request, error, 'save');
      });
    return stored.map(fileOf);
  }

  async function file(request: FastifyRequest, id: number, fileId: number) {
    const caller = callerOf(request);
    const found = await repo.file(caller.partnerId, id, fileId).catch((error: unknown) => {
      throw fileStorageFailure(request, error, 'read');
    });
    if (!found) throw complaintError(request, 404, 'fileNotFound');
    return { ...found, contentType: found.contentType as AttachmentType };
  }

  /** 404 unless the complaint is the caller's company's (before a body is read). */
  async function ensureOwn(request: FastifyRequest, caller: Caller, id: number): Promise<void> {
    if (!(await repo.own(caller.partnerId, id)))
      throw complaintError(request, 404, 'complaintNotFound');
  }

  async function message(
    request: FastifyRequest,
    caller: Caller,
    id: number,
    body: string,
    files: CheckedFile[],
  ) {
    await ensureOwn(request, caller, id);
    // A failed bucket: 503, and the message is not stored without its photos (the web keeps it).
    await repo.uploads
      .staged(files, (staged) =>
        repo.addMessage({
          partnerId: caller.partnerId,
          complaintId: id,
          userId: caller.userId,
          actingUserId: caller.agentUserId,
          body,
          files: staged,
          at: fastify.now(),
        }),
      )
      .catch((error: unknown) => {
        throw fileStorageFailure(request, error, 'save');
      });
    return { data: await detailOf(request, caller, id, { refresh: false }) };
  }

  async function pdfData(request: FastifyRequest, id: number) {
    const caller = callerOf(request);
    const complaint = await detailOf(request, caller, id, { refresh: false });
    const buyer = await fastify.documentRepository.partner(caller.partnerId);
    return {
      complaint,
      buyerName: buyer ? [buyer.name1, buyer.name2].filter(Boolean).join(' ') : '',
    };
  }

  return {
    callerOf,
    ensureOwn,
    list,
    sources,
    detail,
    create,
    checkFilesOpen,
    addFiles,
    file,
    message,
    pdfData,
  };
}
export type ComplaintService = ReturnType<typeof createComplaintService>;

export const complaintServicePlugin = fp(
  (fastify: FastifyInstance) => {
    fastify.decorate('complaintService', createComplaintService(fastify));
    return Promise.resolve();
  },
  {
    name: 'gradnik-api-complaint-service',
    dependencies: [
      'gradnik-api-erp',
      'gradnik-api-complaint-repository',
      'gradnik-api-basket-repository',
      'gradnik-api-document-repository',
    ],
    fastify: '5.x',
  },
);
