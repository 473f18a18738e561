// User-facing texts of the address change requests (issue #13; decision 033): every 4xx has a
// clear message in the request's language (SPEC §1: Slovenian default, English alternative).
import type { Locale } from '@gradnik/domain/locale';
import { localizedErrors } from '../../localized-errors.ts';

export const ADDRESS_REQUEST_MESSAGES = {
  noPartner: {
    sl: 'Zastopnik brez izbranega partnerja nima naslovov podjetja. Najprej prevzemite uporabnika partnerja.',
    en: 'An agent without a partner has no company addresses. Impersonate a partner user first.',
  },
  adminsOnly: {
    sl: 'Spremembo naslovov podjetja lahko zahteva le administrator podjetja.',
    en: "Only the company's administrator can request changes to the company's addresses.",
  },
  addressNotFound: {
    sl: 'Naslov ne obstaja ali ni naslov vašega podjetja.',
    en: 'The address does not exist or is not an address of your company.',
  },
  requestNotFound: {
    sl: 'Zahteva ne obstaja ali ni zahteva vašega podjetja.',
    en: 'The request does not exist or is not a request of your company.',
  },
  duplicate: {
    sl: 'Za ta naslov že obstaja zahteva v obravnavi.',
    en: 'A pending request for this address already exists.',
  },
  addressExists: {
    sl: 'Ta naslov je že med naslovi vašega podjetja.',
    en: "This address is already one of your company's addresses.",
  },
  nothingToChange: {
    sl: 'Zahtevana sprememba je enaka sedanjemu naslovu. Spremenite naziv, naslov ali privzetost.',
    en: 'The requested change equals the current address. Change the name, the address or the default.',
  },
  defaultNotRemovable: {
    sl: 'Privzetega naslova ni mogoče odstraniti. Najprej za privzetega določite drug naslov.',
    en: 'The default address cannot be removed. Make another address the default first.',
  },
  notPending: {
    sl: 'Zahteva ni več v obravnavi, zato je ni mogoče preklicati.',
    en: 'The request is no longer pending, so it cannot be withdrawn.',
  },
  alreadyDecided: {
    sl: 'Zahteva ni več v obravnavi; odločitev je že zapisana.',
    en: 'The request is no longer pending; it has already been decided.',
  },
  addressFormat: {
    sl: 'Naslov vpišite v obliki »ulica in hišna številka, poštna številka in kraj«, npr. »Dunajska cesta 5, 1000 Ljubljana«.',
    en: 'Enter the address as "street and number, postal code and town", e.g. "Dunajska cesta 5, 1000 Ljubljana".',
  },
  postalCode: {
    sl: 'Poštna številka mora imeti 4 števke, npr. 1000.',
    en: 'The postal code must have 4 digits, e.g. 1000.',
  },
  phone: {
    sl: 'Telefon lahko vsebuje le številke, presledke in znake + ( ) / -.',
    en: 'The phone number may contain only digits, spaces and + ( ) / -.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export const { message: addressRequestMessage, error: addressRequestError } =
  localizedErrors(ADDRESS_REQUEST_MESSAGES);
