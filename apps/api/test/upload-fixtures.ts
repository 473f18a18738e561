// Real small files for the upload tests (issue #14, decision 037): images with the metadata and
// a PDF with the script and embedded file that the re-encoding must drop.
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';

/** A 40×20 JPEG with EXIF (orientation 6: to be turned upright, and a copyright note). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .toBuffer();
}

export function png(width = 16, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'secret-artist' } } })
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp({ create: { width: 12, height: 12, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();
}

/** A one-page PDF carrying a document script and an embedded file. */
export async function pdfWithScript(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Gradnik');
  doc.addJavaScript('hello', 'app.alert("hi")');
  await doc.attach(Buffer.from('secret attachment'), 'secret.txt', { mimeType: 'text/plain' });
  return Buffer.from(await doc.save());
}
