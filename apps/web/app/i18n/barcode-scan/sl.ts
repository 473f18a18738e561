// The barcode scan dialog's texts (issue #15 camera barcode scan; decision 041), Slovenian. Apart
// from the main catalogue (../sl.ts, loaded by every page): only the dialog's own chunk brings
// them, so the scan button costs the cart page (at its first-load budget) next to nothing.
export const scanSl = {
  'scan.title': 'Skeniranje črtne kode',
  'scan.close': 'Zapri skeniranje',
  'scan.starting': 'Vklapljanje kamere …',
  'scan.aim': 'Usmerite kamero v črtno kodo EAN-13.',
  'scan.video': 'Slika kamere',
  'scan.noCamera': 'Kamera ni na voljo. Vpišite EAN ročno.',
  'scan.loadFailed': 'Bralnika črtnih kod ni bilo mogoče naložiti. Vpišite EAN ročno.',
  'scan.photo': 'Fotografija črtne kode',
  'scan.photoHint': 'Lahko pa fotografirate črtno kodo ali izberete sliko z njo.',
  'scan.reading': 'Branje slike …',
  'scan.notFound': 'Na sliki ni veljavne črtne kode EAN-13.',
  'scan.cancel': 'Prekliči',
} as const;
