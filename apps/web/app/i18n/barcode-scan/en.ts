// The barcode scan dialog's texts (decision 041), English. See ./sl.ts.
import type { ScanMessages } from './use-scan-t';

export const scanEn: ScanMessages = {
  'scan.title': 'Scan a barcode',
  'scan.close': 'Close scanning',
  'scan.starting': 'Starting the camera …',
  'scan.aim': 'Point the camera at an EAN-13 barcode.',
  'scan.video': 'Camera picture',
  'scan.noCamera': 'No camera is available. Enter the EAN by hand.',
  'scan.loadFailed': 'The barcode reader could not be loaded. Enter the EAN by hand.',
  'scan.photo': 'Photo of the barcode',
  'scan.photoHint': 'Or take a photo of the barcode, or choose a picture of it.',
  'scan.reading': 'Reading the image …',
  'scan.notFound': 'No valid EAN-13 barcode in the image.',
  'scan.cancel': 'Cancel',
};
