// Issue #14 (and #16): an upload is checked by its content and re-encoded before it is kept
// (apps/api/src/modules/upload/content.ts, decision 037). Real small images and PDFs are made
// here, with the metadata and scripts the re-encoding must drop.
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkUpload } from '../src/modules/upload/content.ts';
import { contentDisposition } from '../src/modules/upload/repository.ts';
import { jpegWithExif, pdfWithScript, png, webp } from './upload-fixtures.ts';

const latin1 = (data: Buffer) => data.toString('latin1');

describe('checkUpload: content, not name', () => {
  it('re-encodes a JPEG upright and without its EXIF', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await checkUpload('foto.jpeg', original);
    if (!result.ok) throw new Error(result.reason);
    expect(result.file.contentType).toBe('image/jpeg');
    expect(result.file.fileName).toBe('foto.jpg');
    const meta = await sharp(result.file.data).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Orientation 6 turned it by 90°: 40×20 became 20×40.
    expect([meta.width, meta.height]).toEqual([20, 40]);
    expect(latin1(result.file.data)).not.toContain('secret-gps-owner');
    expect(result.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps PNG and WEBP as what they are, named by their content', async () => {
    const fromPng = await checkUpload('slika.webp', await png());
    if (!fromPng.ok) throw new Error(fromPng.reason);
    expect(fromPng.file.contentType).toBe('image/png');
    expect(fromPng.file.fileName).toBe('slika.png');
    expect((await sharp(fromPng.file.data).metadata()).exif).toBeUndefined();
    const fromWebp = await checkUpload('x.webp', await webp());
    expect(fromWebp.ok && fromWebp.file.contentType).toBe('image/webp');
  });

  it('re-saves a PDF without its scripts and embedded files', async () => {
    const original = await pdfWithScript();
    expect(latin1(original)).toContain('/JavaScript');
    const result = await checkUpload('ponudba.pdf', original);
    if (!result.ok) throw new Error(result.reason);
    expect(result.file.contentType).toBe('application/pdf');
    const text = latin1(result.file.data);
    expect(text).not.toContain('/JavaScript');
    expect(text).not.toContain('/EmbeddedFile');
    expect((await PDFDocument.load(result.file.data)).getPageCount()).toBe(1);
  });

  it('refuses text named .png, unknown formats, empty and broken files', async () => {
    expect(await checkUpload('fake.png', Buffer.from('I am only text, not a PNG'))).toEqual({
      ok: false,
      reason: 'type',
    });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    expect(await checkUpload('a.gif', gif)).toEqual({ ok: false, reason: 'type' });
    expect(await checkUpload('a.pdf', Buffer.alloc(0))).toEqual({ ok: false, reason: 'empty' });
    // The right first bytes, then nothing an image decoder can read.
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await checkUpload('a.png', Buffer.concat([header, Buffer.from('<script>')]))).toEqual({
      ok: false,
      reason: 'damaged',
    });
    // A PNG header in front of a JPEG: the decoder disagrees with the first bytes.
    const jpeg = await jpegWithExif();
    const disguised = await checkUpload('x.png', Buffer.concat([header, jpeg]));
    expect(disguised.ok).toBe(false);
    expect(await checkUpload('a.pdf', Buffer.from('%PDF-1.7\nnot really'))).toEqual({
      ok: false,
      reason: 'damaged',
    });
  });

  it('keeps only the image of a JPEG with something appended (a polyglot)', async () => {
    const polyglot = Buffer.concat([await jpegWithExif(), Buffer.from('PK\x03\x04<?php evil();')]);
    const result = await checkUpload('x.jpg', polyglot);
    if (!result.ok) throw new Error(result.reason);
    expect(latin1(result.file.data)).not.toContain('evil');
  });

  it('refuses a password-protected PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]);
    doc.encrypt({ userPassword: 'a', ownerPassword: 'b' });
    const result = await checkUpload('zaklenjen.pdf', Buffer.from(await doc.save()));
    expect(result).toEqual({ ok: false, reason: 'encrypted' });
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 6266)', () => {
    expect(contentDisposition('Račun "1".pdf')).toBe(
      `attachment; filename="Racun _1_.pdf"; filename*=UTF-8''Ra%C4%8Dun%20%221%22.pdf`,
    );
  });
});
