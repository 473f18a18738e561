// E-mail (issue #13: "E-mail is real: through SMTP when SMTP_URL is set … otherwise into an
// outbox that the embedded default keeps"). `fastify.mailer.send({ to, subject, text, html? })`
// is all a module needs: password reset now, invitations and e-mail change confirmations later
// (docs/decisions/029). The log names the recipient and the subject only: message bodies carry
// one-time links, and SMTP_URL carries a password.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { createOutbox, type Outbox } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text body; every message has one (links in it are what the outbox lists). */
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox'. */
  readonly transport: 'smtp' | 'outbox';
  /** Sends (or files) one message; rejects when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
  /** The outbox (also with SMTP, for the development page, which then lists older files only). */
  readonly outbox: Outbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Milliseconds an SMTP server may take to answer before a send fails (nodemailer's defaults are minutes). */
const SMTP_TIMEOUT_MS = 15_000;

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  now?: () => Date;
}

export function createMailer(opts: MailerOptions): Mailer & { close(): void } {
  const outbox = createOutbox(opts.outboxDir, opts.now);
  let smtp: Transporter | null = null;
  if (opts.smtpUrl) {
    // The URL's own settings (user, password, port, smtps, `?tls.rejectUnauthorized=…`) win
    // over these defaults: nodemailer's transport merges them in that order.
    smtp = nodemailer.createTransport(
      new SMTPTransport({
        url: opts.smtpUrl,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    );
  }
  return {
    transport: smtp ? 'smtp' : 'outbox',
    outbox,
    async send(message) {
      const full = { ...message, from: opts.from };
      if (smtp) await smtp.sendMail(full);
      else await outbox.write(full);
    },
    close() {
      smtp?.close();
    },
  };
}

export const mailerPlugin = fp(
  (fastify: FastifyInstance) => {
    const config = fastify.apiConfig;
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.resolve(config.dataDir, 'outbox'),
    });
    const log = fastify.log.child({ module: 'mailer' });
    fastify.decorate('mailer', {
      transport: mailer.transport,
      outbox: mailer.outbox,
      async send(message: MailMessage) {
        try {
          await mailer.send(message);
        } catch (error) {
          // The reason without the message or the transport's address (it may hold a password).
          log.error(
            {
              to: message.to,
              subject: message.subject,
              reason: (error as { code?: unknown }).code ?? (error as Error).name,
            },
            'mail not sent',
          );
          throw error;
        }
        log.info(
          { to: message.to, subject: message.subject, transport: mailer.transport },
          mailer.transport === 'smtp' ? 'mail sent' : 'mail written to the outbox',
        );
      },
    } satisfies Mailer);
    fastify.addHook('onClose', (_instance, done) => {
      mailer.close();
      done();
    });
    return Promise.resolve();
  },
  { name: 'gradnik-api-mailer', dependencies: ['gradnik-api-db'], fastify: '5.x' },
);
