// The quick-order pad's texts (issue #15: /hitro-narocilo; decision 040) and the favourites list
// import's ('Uvozi' on /priljubljeni), Slovenian. Apart from the main catalogue (../sl.ts, loaded
// by every page) so that only the pad's route chunk and the import dialog bring them (issue #11
// page weight). The SPEC §8 texts (unknown EAN, add alerts) are the domain's (adding.ts); the
// line rules' texts too (quick-order.ts). Read through ./use-quick-order-t.ts.
export const quickOrderSl = {
  'quickOrder.intro':
    'Prilepite vrstice iz Excela ali jih vpišite: šifra ali EAN, nato količina. Vrstice brez količine štejejo 1 kos.',
  'quickOrder.textLabel': 'Šifra ali EAN in količina, ena vrstica na izdelek',
  'quickOrder.textHint':
    'Ločite s presledkom, tabulatorjem ali podpičjem; decimalna vejica ali pika. Največ {max} vrstic.',
  'quickOrder.check': 'Preveri',
  'quickOrder.checking': 'Preverjanje vrstic ({count}) …',
  'quickOrder.clear': 'Počisti',
  'quickOrder.fileLabel': 'Ali naložite datoteko CSV ali XLSX',
  'quickOrder.fileHint':
    'Največ 2 MB in 5000 vrstic; šifra ali EAN v prvem stolpcu, količina v zadnjem.',
  'quickOrder.uploading': 'Nalaganje datoteke: {percent} %',
  'quickOrder.uploadLabel': 'Napredek nalaganja',
  'quickOrder.fileRead': 'Prebrane vrstice iz datoteke »{name}«: {count}.',
  'quickOrder.empty': 'Vpišite ali prilepite vsaj eno vrstico.',
  'quickOrder.failed': 'Vrstic trenutno ni mogoče preveriti. Poskusite znova.',
  'quickOrder.problemsTitle': 'Vrstice, ki jih ni mogoče prebrati',
  'quickOrder.resultTitle': 'Preverjene vrstice',
  'quickOrder.summary': 'Na zalogi: {ok} · ni na zalogi: {out} · neznane: {unknown}',
  'quickOrder.merged':
    'Podvojeni izdelki so združeni v eno vrstico s seštetimi količinami ({count}).',
  'quickOrder.col.line': 'Vrstica',
  'quickOrder.col.product': 'Izdelek',
  'quickOrder.col.code': 'Šifra',
  'quickOrder.col.unit': 'Enota',
  'quickOrder.col.quantity': 'Količina',
  'quickOrder.col.price': 'Cena / enoto',
  'quickOrder.col.stock': 'Zaloga',
  'quickOrder.col.status': 'Stanje',
  'quickOrder.quantityOf': 'Količina: {name}',
  'quickOrder.rounded': 'Zaokroženo na celo pakiranje: {from} → {to}',
  'quickOrder.status.ok': 'Na zalogi',
  'quickOrder.status.out_of_stock': 'Ni na zalogi – za povpraševanje',
  'quickOrder.status.stock_error': 'Zaloge ni bilo mogoče preveriti',
  'quickOrder.status.unknown': 'Neznan izdelek',
  'quickOrder.noPrice': 'Cena ni znana',
  'quickOrder.unknownTitle': 'Neznane šifre',
  'quickOrder.addAll': 'Dodaj vse v košarico',
  'quickOrder.adding': 'Dodajanje …',
  'quickOrder.offerInquiry':
    'Izdelki, ki jih ni na zalogi ({count}), niso v košarici. Želite zanje poslati povpraševanje?',
  'quickOrder.addInquiry': 'Dodaj v povpraševanje',
  'quickOrder.toCart': 'V košarico',
  'quickOrder.scanSlot': 'Skeniraj črtno kodo',
  'listImport.button': 'Uvozi',
  'listImport.title': 'Uvoz v seznam »{name}«',
  'listImport.fileLabel': 'Datoteka CSV ali XLSX',
  'listImport.hint':
    'Šifra ali EAN in količina (stolpca »Šifra«/»EAN« in »Količina« ali prvi in zadnji stolpec). Največ 2 MB in 5000 vrstic.',
  'listImport.submit': 'Uvozi',
  'listImport.cancel': 'Zapri',
  'listImport.progress': 'Nalaganje: {percent} %',
  'listImport.done': 'Dodanih izdelkov: {added}, posodobljenih: {updated}.',
  'listImport.errorsTitle': 'Vrstice, ki niso bile uvožene ({count})',
  'listImport.col.row': 'Vrstica',
  'listImport.col.value': 'Vsebina',
  'listImport.col.reason': 'Razlog',
  'listImport.failed': 'Uvoz ni uspel. Poskusite znova.',
  'listImport.chooseFile': 'Izberite datoteko.',
} as const;
