// The outbox the embedded default keeps instead of sending e-mail (issue #13: "otherwise into an
// outbox … files under DATA_DIR/outbox … so the demo and the e2e tests can follow an invitation
// link"). Each message is two files with one base name `<UTC time>-<8 hex>`: a JSON summary
// (to, subject, text, the links found, created) that the development page lists, and the
// message as it would have gone out (.eml, RFC 5322, built by nodemailer), to open in any mail
// program. Files are private to the server's user (0600 in a 0700 folder): they hold live links.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import {
  OUTBOX_ID_PATTERN,
  outboxMessageSchema,
  type OutboxMessage,
  type OutboxSummary,
} from '@gradnik/contracts/password-reset';
import type { MailMessage } from './mailer.ts';

/** At most this many messages are listed (newest first); older files stay on disk. */
export const OUTBOX_LIST_LIMIT = 200;

/** Every http(s) address in a text, in order, without trailing punctuation. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()]+/g) ?? [];
  return found.map((link) => link.replace(/[.,;:!?]+$/, ''));
}

/** `2026-11-26T15:42:16.123Z` → `20261126T154216123Z`: sortable and safe in any file system. */
function stamp(at: Date): string {
  return at.toISOString().replace(/[-:.]/g, '');
}

/**
 * `now`: the wall clock by default (the files' order is the order they were written, also when
 * a test moves the API's clock); two messages in one millisecond still get distinct, ordered names.
 */
export function createOutbox(dir: string, now: () => Date = () => new Date()) {
  let last = 0;
  // Builds the raw message exactly as the SMTP transport would, without sending it anywhere.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  async function write(message: MailMessage & { from: string }): Promise<OutboxMessage> {
    const created = new Date(Math.max(now().getTime(), last + 1));
    last = created.getTime();
    const id = `${stamp(created)}-${randomBytes(4).toString('hex')}`;
    const stored: OutboxMessage = {
      id,
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      links: linksIn(message.text),
      created: created.toISOString(),
    };
    const info = (await composer.sendMail({ ...message, date: created })) as { message: Buffer };
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await writeFile(path.join(dir, `${id}.eml`), info.message, { mode: 0o600 });
    // The JSON last: a listed message always has its .eml.
    await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(stored, null, 2)}\n`, {
      mode: 0o600,
    });
    return stored;
  }

  async function read(id: string): Promise<OutboxMessage | null> {
    if (!OUTBOX_ID_PATTERN.test(id)) return null;
    try {
      const parsed = outboxMessageSchema.safeParse(
        JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      // Missing or not JSON (someone edited the file): as good as absent.
      return null;
    }
  }

  /** The newest messages first. */
  async function list(limit = OUTBOX_LIST_LIMIT): Promise<OutboxSummary[]> {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const ids = names
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .filter((id) => OUTBOX_ID_PATTERN.test(id))
      .sort()
      .reverse()
      .slice(0, limit);
    const messages = await Promise.all(ids.map(read));
    return messages
      .filter((m): m is OutboxMessage => m !== null)
      .map(({ id, to, subject, links, created }) => ({ id, to, subject, links, created }));
  }

  return { dir, write, read, list };
}

export type Outbox = ReturnType<typeof createOutbox>;
