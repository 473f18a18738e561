import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  attachmentFileName,
  attachmentProblems,
  sniffAttachmentType,
} from './attachments.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('sniffAttachmentType (content, not name)', () => {
  it('knows the four allowed types by their magic bytes', () => {
    expect(sniffAttachmentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffAttachmentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffAttachmentType(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffAttachmentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
  });
  it('refuses text, other formats and truncated signatures', () => {
    expect(sniffAttachmentType(bytes('hello, I am a png'))).toBeNull();
    expect(sniffAttachmentType(bytes('GIF89a'))).toBeNull();
    expect(sniffAttachmentType(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(sniffAttachmentType(bytes(0x89, 'PN'))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
    expect(sniffAttachmentType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('attachmentFileName', () => {
  it('keeps the stem, drops paths and control characters, uses the found type', () => {
    expect(attachmentFileName('Račun 12.png', 'image/png')).toBe('Račun 12.png');
    expect(attachmentFileName('C:\\Users\\x\\slika.png', 'image/jpeg')).toBe('slika.jpg');
    expect(attachmentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(attachmentFileName('a"b;c\u0000d\r\n.pdf', 'application/pdf')).toBe('abcd.pdf');
    expect(attachmentFileName('', 'image/webp')).toBe('priloga.webp');
    expect(attachmentFileName('.hidden', 'image/png')).toBe('priloga.png');
  });
  it('cuts long names to 120 characters with the extension', () => {
    const name = attachmentFileName(`${'ž'.repeat(300)}.pdf`, 'application/pdf');
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentProblems (the browser pre-check)', () => {
  const file = (name: string, size = 100, type = '') => ({ name, size, type });
  it('accepts up to five allowed files of at most 10 MB', () => {
    expect(
      attachmentProblems([
        file('a.jpg'),
        file('b.PNG'),
        file('c', 10, 'image/webp'),
        file('d.pdf', ATTACHMENT_MAX_BYTES),
      ]),
    ).toEqual([]);
  });
  it('names too many, too large, empty and wrongly typed files', () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`${i}.jpg`));
    expect(attachmentProblems(six)).toEqual([{ kind: 'tooMany', max: ATTACHMENT_MAX_FILES }]);
    expect(attachmentProblems([file('big.pdf', ATTACHMENT_MAX_BYTES + 1)])).toEqual([
      { kind: 'tooLarge', name: 'big.pdf', maxBytes: ATTACHMENT_MAX_BYTES },
    ]);
    expect(attachmentProblems([file('e.pdf', 0)])).toEqual([{ kind: 'empty', name: 'e.pdf' }]);
    expect(attachmentProblems([file('x.exe', 10, 'application/x-msdownload')])).toEqual([
      { kind: 'type', name: 'x.exe' },
    ]);
  });
});
