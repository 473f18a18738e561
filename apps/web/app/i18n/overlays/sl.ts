// The texts of two overlays loaded on first use (issue #14: the contact side panel 'Kontakt' and
// the product comment modal; SPEC §2), Slovenian. Apart from the main catalogue (../sl.ts, loaded
// by every page) so that only the overlays' own chunks and the cart page bring them (issue #11:
// page weight). Read through ./use-overlay-t.ts.
export const overlaySl = {
  'contact.close': 'Zapri kontakt',
  'contact.ask': 'Postavite vprašanje',
  'contact.support': 'Splošna podpora',
  'contact.phone': 'Telefon',
  'contact.shortNumber': 'Kratka številka',
  'contact.email': 'E-pošta',
  'contact.website': 'Spletna stran',
  'contact.caretaker': 'Skrbnik računa',
  'contact.financial': 'Finančni skrbnik',
  'contact.mobile': 'Mobilni telefon',
  'contact.loading': 'Nalaganje skrbnikov …',
  'lineNote.title': 'Opomba k izdelku',
  'lineNote.label': 'Opomba',
  'lineNote.close': 'Zapri opombo',
  'lineNote.save': 'Shrani',
  'lineNote.saving': 'Shranjevanje …',
  // The product inquiry modal (issue #14; SPEC §2 dialogs, §8 texts; decision 037).
  'productInquiry.title': 'Povpraševanje o izdelku',
  'productInquiry.close': 'Zapri povpraševanje',
  'productInquiry.message': 'Sporočilo',
  'productInquiry.to': 'Vprašanje prejme vaš skrbnik računa {name}.',
  'productInquiry.toCaretaker': 'Vprašanje prejme vaš skrbnik računa.',
  'productInquiry.checking': 'Preverjanje …',
  'productInquiry.checkFailed':
    'Ni bilo mogoče preveriti, ali lahko pošiljate vprašanja. Poskusite znova.',
  'productInquiry.notAllowed':
    'Vprašanja in povpraševanja lahko pošiljajo le partnerji s skrbnikom računa. Za pomoč pokličite splošno podporo.',
  'productInquiry.required': 'Vpišite sporočilo.',
  'productInquiry.send': 'Pošlji',
  'productInquiry.sending': 'Pošiljanje …',
  'productInquiry.sent': 'Povpraševanje uspešno poslano',
  'productInquiry.failed': 'Napaka pri pošiljanju povpraševanja',
  'productInquiry.history': 'Moja vprašanja',
} as const;
