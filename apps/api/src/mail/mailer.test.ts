// The mailer (issue #13): SMTP when SMTP_URL is set (against a minimal SMTP server here), the
// outbox otherwise (a temp folder), and the links a message carries.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';
import { linksIn } from './outbox.ts';

/** Just enough of RFC 5321 for nodemailer: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
function fakeSmtp(received: { auth: string[]; data: string[]; rcpt: string[] }): Server {
  return createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.data.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') {
          received.auth.push(Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8'));
          socket.write('235 ok\r\n');
        } else if (verb === 'RCPT') {
          received.rcpt.push(line);
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('mailer', () => {
  const received = { auth: [] as string[], data: [] as string[], rcpt: [] as string[] };
  let server: Server;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'gradnik-mailer-'));
    server = fakeSmtp(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('sends through SMTP_URL, with its user and password, and keeps no outbox copy', async () => {
    const { port } = server.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://posta%40gradnik.si:skriv%2Fnost@127.0.0.1:${port}`,
      from: 'Gradnik <no-reply@gradnik.si>',
      outboxDir: path.join(dir, 'smtp-outbox'),
    });
    try {
      expect(mailer.transport).toBe('smtp');
      await mailer.send({ to: 'ana@podjetje.si', subject: 'Pozdrav', text: 'Živjo, Ana' });
    } finally {
      mailer.close();
    }
    expect(received.auth).toEqual(['\u0000posta@gradnik.si\u0000skriv/nost']);
    expect(received.rcpt).toEqual(['RCPT TO:<ana@podjetje.si>']);
    expect(received.data[0]).toMatch(/^Subject: Pozdrav$/m);
    expect(received.data[0]).toMatch(/^From: Gradnik <no-reply@gradnik\.si>$/m);
    await expect(readdir(path.join(dir, 'smtp-outbox'))).rejects.toThrow();
  });

  it('without SMTP_URL writes each message to the outbox, newest first', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'G <g@gradnik.si>', outboxDir: dir });
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'a@b.si', subject: 'Prvo', text: 'https://x.si/a?zeton=1.' });
    await mailer.send({ to: 'c@d.si', subject: 'Drugo', text: 'nič', html: '<p>nič</p>' });
    const list = await mailer.outbox.list();
    expect(list.map((m) => m.subject)).toEqual(['Drugo', 'Prvo']);
    expect(list[1]?.links).toEqual(['https://x.si/a?zeton=1']);
    const second = await mailer.outbox.read(list[0]!.id);
    expect(second).toMatchObject({ to: 'c@d.si', from: 'G <g@gradnik.si>', html: '<p>nič</p>' });
    expect(await mailer.outbox.read('../secrets')).toBeNull();
  });

  it('finds the links of a text without the punctuation after them', () => {
    expect(linksIn('Odprite (https://a.si/x?y=1), nato http://b.si/z.')).toEqual([
      'https://a.si/x?y=1',
      'http://b.si/z',
    ]);
  });
});
