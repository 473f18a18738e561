// Partners, their users and addresses, the agents (SPEC §3 User, Partner, Partner address,
// Special delivery location; §6 roles). The demo accounts of demo-accounts.ts are fixed;
// the other partners and users are generated from the seed.
import { withEan13CheckDigit } from '@gradnik/domain/ean';
import type {
  customerGroups,
  partnerAddresses,
  partners,
  PartnerContact,
  specialDeliveryLocations,
  userProperties,
  userSettings,
  users,
} from '../schema/identity.ts';
import { Rng } from './random.ts';
import { pad, slugify } from './text.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type CustomerGroupRow = Insert<typeof customerGroups> & { id: number };
export type PartnerRow = Insert<typeof partners> & { id: number };
export type UserRow = Insert<typeof users> & { id: number };
export type PartnerAddressRow = Insert<typeof partnerAddresses> & { id: number };
export type SpecialDeliveryLocationRow = Insert<typeof specialDeliveryLocations> & { id: number };
export type UserPropertyRow = Insert<typeof userProperties> & { id: number };
export type UserSettingRow = Insert<typeof userSettings>;

export interface PeopleData {
  customerGroups: CustomerGroupRow[];
  partners: PartnerRow[];
  partnerAddresses: PartnerAddressRow[];
  specialDeliveryLocations: SpecialDeliveryLocationRow[];
  users: UserRow[];
  userProperties: UserPropertyRow[];
  userSettings: UserSettingRow[];
}

export interface PasswordHashes {
  /** Hash per demo account e-mail. */
  demo: ReadonlyMap<string, string>;
  /** One hash of the demo password shared by the generated users (hashing is slow). */
  shared: string;
}

export const GROUP_IDS = { customer_admin: 1, customer_employee: 2, gradnik_agent: 3 } as const;

const MALE = [
  'Janez',
  'Marko',
  'Andrej',
  'Luka',
  'Matej',
  'Tomaž',
  'Rok',
  'Jure',
  'Aleš',
  'Primož',
  'Gregor',
  'Blaž',
  'Miha',
  'Boštjan',
  'Uroš',
  'Žiga',
];
const FEMALE = [
  'Maja',
  'Ana',
  'Mojca',
  'Nina',
  'Petra',
  'Katja',
  'Tina',
  'Špela',
  'Urška',
  'Barbara',
  'Eva',
  'Sara',
  'Mateja',
  'Nataša',
  'Polona',
];
const SURNAMES = [
  'Novak',
  'Horvat',
  'Kovačič',
  'Krajnc',
  'Zupančič',
  'Potočnik',
  'Kovač',
  'Mlakar',
  'Kos',
  'Vidmar',
  'Golob',
  'Turk',
  'Kralj',
  'Zupan',
  'Bizjak',
  'Hribar',
  'Korošec',
  'Rozman',
  'Kotnik',
  'Oblak',
  'Petek',
  'Kolar',
  'Žagar',
  'Kastelic',
  'Košir',
  'Hočevar',
  'Koren',
  'Klemenčič',
  'Vovk',
  'Zajc',
];
const TRADES: [name: string, activity: string, targetGroup: string][] = [
  ['Gradnje', 'Gradbeništvo in zaključna dela', 'Gradbeništvo'],
  ['Gradbeništvo', 'Visoke gradnje', 'Gradbeništvo'],
  ['Fasade', 'Fasaderstvo', 'Obrtniki'],
  ['Instalacije', 'Vodovodne in ogrevalne instalacije', 'Instalaterji'],
  ['Elektro', 'Elektroinštalacije', 'Instalaterji'],
  ['Tesarstvo', 'Tesarstvo in krovstvo', 'Obrtniki'],
  ['Keramika', 'Polaganje keramike', 'Obrtniki'],
  ['Slikopleskarstvo', 'Slikopleskarska dela', 'Obrtniki'],
  ['Vrtnarstvo', 'Urejanje okolice', 'Vrt in okolica'],
  ['Mizarstvo', 'Mizarstvo in notranja oprema', 'Obrtniki'],
];
// Real towns with their real postal codes and statistical regions.
const TOWNS: [town: string, post: string, region: string][] = [
  ['Ljubljana', '1000', 'Osrednjeslovenska'],
  ['Maribor', '2000', 'Podravska'],
  ['Celje', '3000', 'Savinjska'],
  ['Kranj', '4000', 'Gorenjska'],
  ['Koper', '6000', 'Obalno-kraška'],
  ['Nova Gorica', '5000', 'Goriška'],
  ['Novo mesto', '8000', 'Jugovzhodna Slovenija'],
  ['Murska Sobota', '9000', 'Pomurska'],
  ['Ptuj', '2250', 'Podravska'],
  ['Velenje', '3320', 'Savinjska'],
  ['Kamnik', '1241', 'Osrednjeslovenska'],
  ['Škofja Loka', '4220', 'Gorenjska'],
  ['Domžale', '1230', 'Osrednjeslovenska'],
  ['Izola', '6310', 'Obalno-kraška'],
  ['Ajdovščina', '5270', 'Goriška'],
  ['Krško', '8270', 'Posavska'],
  ['Grosuplje', '1290', 'Osrednjeslovenska'],
  ['Žalec', '3310', 'Savinjska'],
  ['Radovljica', '4240', 'Gorenjska'],
  ['Sežana', '6210', 'Obalno-kraška'],
  ['Kočevje', '1330', 'Jugovzhodna Slovenija'],
  ['Slovenska Bistrica', '2310', 'Podravska'],
  ['Vrhnika', '1360', 'Osrednjeslovenska'],
  ['Trbovlje', '1420', 'Zasavska'],
];
const STREETS = [
  'Tržaška cesta',
  'Celovška cesta',
  'Industrijska cesta',
  'Obrtna cona',
  'Prešernova ulica',
  'Cankarjeva ulica',
  'Partizanska cesta',
  'Ljubljanska cesta',
  'Kidričeva ulica',
  'Gregorčičeva ulica',
  'Savska cesta',
  'Kolodvorska ulica',
  'Obrtniška ulica',
  'Koroška cesta',
  'Cesta talcev',
  'Šolska ulica',
];
const SITES = [
  'Gradbišče Stanovanjska soseska',
  'Gradbišče Poslovna stavba',
  'Gradbišče Enodružinska hiša',
  'Gradbišče Vrtec',
  'Skladišče',
  'Delavnica',
  'Gradbišče Prenova šole',
];
const STORE_BY_REGION: Record<string, string> = {
  Osrednjeslovenska: '101',
  Podravska: '103',
  Savinjska: '104',
  Gorenjska: '105',
  'Obalno-kraška': '106',
  Goriška: '107',
  'Jugovzhodna Slovenija': '108',
  Pomurska: '109',
  Posavska: '115',
  Zasavska: '116',
};
const MOBILE_PREFIXES = ['30', '31', '40', '41', '51', '64', '68', '70', '71'];
const AREA_CODES: Record<string, string> = {
  Osrednjeslovenska: '1',
  Zasavska: '3',
  Savinjska: '3',
  Podravska: '2',
  Pomurska: '2',
  Gorenjska: '4',
  Goriška: '5',
  'Obalno-kraška': '5',
  'Jugovzhodna Slovenija': '7',
  Posavska: '7',
};

const mobile = (rng: Rng) =>
  `+386 ${rng.pick(MOBILE_PREFIXES)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
const landline = (rng: Rng, region: string) =>
  `+386 ${AREA_CODES[region] ?? '1'} ${rng.int(200, 799)} ${pad(rng.int(0, 99), 2)} ${pad(rng.int(0, 99), 2)}`;

/** A Slovenian tax number (davčna številka) with a valid mod-11 check digit. */
export function slovenianTaxNumber(rng: Rng): string {
  for (;;) {
    const digits = [rng.int(1, 9), ...Array.from({ length: 6 }, () => rng.int(0, 9))];
    const sum = digits.reduce((acc, dgt, i) => acc + dgt * (8 - i), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${digits.join('')}${check === 11 ? 0 : check}`;
  }
}

const emailLocal = (first: string, last: string) =>
  `${slugify(first)}.${slugify(last)}`.replace(/-/g, '');

const CARETAKERS: [string, string][] = [
  ['Marko', 'Horvat'],
  ['Aleš', 'Rozman'],
  ['Nina', 'Kotnik'],
  ['Gregor', 'Oblak'],
];
const FINANCIAL: [string, string][] = [
  ['Petra', 'Kralj'],
  ['Barbara', 'Hribar'],
  ['Uroš', 'Petek'],
];

function staffContact(
  typeId: number,
  [name, surname]: [string, string],
  phone: string,
): PartnerContact {
  return {
    ContactGradnikTypeId: typeId,
    Name: name,
    Surname: surname,
    MobilePhone: phone,
    Email: `${emailLocal(name, surname)}@gradnik.si`,
  };
}

interface PartnerSpec {
  partnerNo: string;
  nameShort: string;
  name1: string;
  name2: string;
  domain: string;
  town: [string, string, string];
  street: string;
  wholesale: boolean;
  mpcPrice: boolean;
  contacts: PartnerContact[];
  abc: string;
  rank: string;
  targetGroup: string;
}

export function generatePeople(
  seed: number,
  referenceDate: Date,
  hashes: PasswordHashes,
): PeopleData {
  const data: PeopleData = {
    customerGroups: [
      { id: GROUP_IDS.customer_admin, code: 'customer_admin', label: 'Administrator podjetja' },
      { id: GROUP_IDS.customer_employee, code: 'customer_employee', label: 'Zaposleni' },
      { id: GROUP_IDS.gradnik_agent, code: 'gradnik_agent', label: 'Prodajni agent' },
    ],
    partners: [],
    partnerAddresses: [],
    specialDeliveryLocations: [],
    users: [],
    userProperties: [],
    userSettings: [],
  };
  const ref = referenceDate.getTime();
  const usedEmails = new Set<string>();

  const specs: PartnerSpec[] = [
    {
      partnerNo: '100101',
      nameShort: 'Gradnje Kovač',
      name1: 'Gradnje Kovač d.o.o.',
      name2: 'Gradbeništvo in zaključna dela',
      domain: 'gradnje-kovac.si',
      town: ['Ljubljana', '1000', 'Osrednjeslovenska'],
      street: 'Letališka cesta 29',
      wholesale: true,
      mpcPrice: false,
      // SPEC §6: caretaker type 3 → inquiries allowed; financial type 1.
      contacts: [
        staffContact(3, ['Marko', 'Horvat'], '+386 41 555 101'),
        staffContact(1, ['Petra', 'Kralj'], '+386 31 555 202'),
      ],
      abc: 'A',
      rank: '1',
      targetGroup: 'Gradbeništvo',
    },
    {
      partnerNo: '100102',
      nameShort: 'Keramika Novak',
      name1: 'Keramika Novak, Janez Novak s.p.',
      name2: 'Polaganje keramike',
      domain: 'keramika-novak.si',
      town: ['Kranj', '4000', 'Gorenjska'],
      street: 'Savska cesta 34',
      wholesale: false,
      mpcPrice: true,
      // SPEC §6: only a type-4 caretaker → inquiries not allowed.
      contacts: [staffContact(4, ['Aleš', 'Rozman'], '+386 40 555 303')],
      abc: 'C',
      rank: '4',
      targetGroup: 'Obrtniki',
    },
  ];

  const PARTNER_COUNT = 24;
  for (let i = specs.length; i < PARTNER_COUNT; i += 1) {
    const rng = Rng.for(seed, 'partner', i);
    const surname = rng.pick(SURNAMES);
    const [trade, activity, targetGroup] = rng.pick(TRADES);
    const sp = rng.chance(0.3);
    const first = rng.pick([...MALE, ...FEMALE]);
    const nameShort = `${trade} ${surname}`;
    const town = rng.pick(TOWNS);
    const contactKind = rng.weighted(['3+1', '4+2', '3+2', '3'], [6, 2, 1, 1]);
    const contacts: PartnerContact[] = [];
    if (contactKind.startsWith('3'))
      contacts.push(staffContact(3, rng.pick(CARETAKERS), mobile(rng)));
    if (contactKind.startsWith('4'))
      contacts.push(staffContact(4, rng.pick(CARETAKERS), mobile(rng)));
    if (contactKind.endsWith('+1'))
      contacts.push(staffContact(1, rng.pick(FINANCIAL), mobile(rng)));
    if (contactKind.endsWith('+2'))
      contacts.push(staffContact(2, rng.pick(FINANCIAL), mobile(rng)));
    specs.push({
      partnerNo: String(100101 + i),
      nameShort,
      name1: sp ? `${nameShort}, ${first} ${surname} s.p.` : `${nameShort} d.o.o.`,
      name2: activity,
      domain: `${slugify(nameShort)}.si`,
      town,
      street: `${rng.pick(STREETS)} ${rng.int(1, 120)}`,
      wholesale: !sp && rng.chance(0.45),
      mpcPrice: rng.chance(0.25),
      contacts,
      abc: rng.weighted(['A', 'B', 'C'], [2, 3, 4]),
      rank: String(rng.int(1, 5)),
      targetGroup,
    });
  }

  let addressId = 1;
  let userId = 1;
  let propertyId = 1;
  let sdlId = 1;

  const addUser = (
    rng: Rng,
    u: {
      email: string;
      firstname: string;
      lastname: string;
      female: boolean;
      groupId: number;
      partner: PartnerRow | null;
      passwordHash: string;
      languageid?: string;
      status?: number;
      title?: string | null;
    },
  ): UserRow => {
    const id = userId++;
    const partner = u.partner;
    usedEmails.add(u.email);
    const created = new Date(ref - rng.int(30, 700) * 86_400_000);
    const row: UserRow = {
      id,
      email: u.email,
      passwordHash: u.passwordHash,
      ssoId: null,
      b2bUserKisId: `KIS-${pad(20000 + id, 6)}`,
      partnerId: partner?.id ?? null,
      groupId: u.groupId,
      code: `U${pad(id, 6)}`,
      label: `${u.firstname} ${u.lastname}`,
      salutation: u.female ? 'ga.' : 'g.',
      title: u.title ?? null,
      firstname: u.firstname,
      lastname: u.lastname,
      company: partner?.name1 ?? 'Gradnik d.o.o.',
      address1: partner?.street ?? 'Štajerska cesta 250',
      address2: null,
      address3: null,
      city: partner?.city ?? 'Ljubljana',
      postal: partner?.postalCode ?? '1231',
      state: null,
      countryid: 'SI',
      languageid: u.languageid ?? 'sl',
      telephone: partner?.phone ?? '+386 1 560 40 00',
      telefax: null,
      mobile: mobile(rng),
      website: partner?.webAddress ?? 'https://www.gradnik.si',
      birthday: rng.chance(0.4)
        ? `${rng.int(1962, 1999)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`
        : null,
      status: u.status ?? 1,
      createdAt: created,
      updatedAt: created,
    };
    data.users.push(row);
    const newsletter = rng.chance(0.6);
    data.userProperties.push(
      {
        id: propertyId++,
        userId: id,
        type: 'newsletterConsent',
        value: newsletter ? '1' : '0',
      },
      { id: propertyId++, userId: id, type: 'b2bUserKisId', value: row.b2bUserKisId ?? null },
    );
    // Issue #13 settings (packages/domain settings.ts): the consent as given, in step with
    // the property above, and a few users who switched some notifications off.
    data.userSettings.push(
      { userId: id, name: 'newsletterConsent', value: newsletter },
      { userId: id, name: 'notifyOrderStatus', value: rng.chance(0.9) },
      { userId: id, name: 'notifyDocuments', value: rng.chance(0.8) },
    );
    return row;
  };

  const uniqueEmail = (local: string, domain: string): string => {
    let email = `${local}@${domain}`;
    for (let n = 2; usedEmails.has(email); n += 1) email = `${local}${n}@${domain}`;
    return email;
  };

  specs.forEach((spec, index) => {
    const rng = Rng.for(seed, 'partner-detail', index);
    const id = index + 1;
    const [town, post, region] = spec.town;
    const partner: PartnerRow = {
      id,
      partnerNo: spec.partnerNo,
      recordTypeId: '1',
      nameShort: spec.nameShort,
      name1: spec.name1,
      name2: spec.name2,
      supplierYesNo: false,
      b2bBuyerYesNo: true,
      contractorYesNo: spec.targetGroup !== 'Vrt in okolica',
      recipientYesNo: true,
      taxNumber: `SI${slovenianTaxNumber(rng)}`,
      taxCountryName: 'Slovenija',
      registrationNumber: `${rng.int(1000000, 9999999)}000`,
      gln: withEan13CheckDigit(`383${pad(rng.int(0, 999_999_999), 9)}`),
      email: `info@${spec.domain}`,
      phone: landline(rng, region),
      mobilePhone: mobile(rng),
      webAddress: `https://www.${spec.domain}`,
      street: spec.street,
      city: town,
      postalCode: post,
      countryName: 'Slovenija',
      partnerStatus: 'active',
      partnerMark: 'B2B',
      regionalSales: region,
      targetGroup: spec.targetGroup,
      targetGroupSegment: spec.wholesale ? 'Veliki kupci' : 'Mali kupci',
      partnerOrganisationUnit: STORE_BY_REGION[region] ?? '101',
      wholesaleOrRepro: spec.wholesale ? 'Wholesale' : 'Repro',
      abcCustomer: spec.abc,
      partnerRank: spec.rank,
      interestPercent: '8.000',
      insurance: spec.wholesale ? 'Zavarovano pri SID - PKZ' : 'Brez zavarovanja',
      limitType: spec.wholesale ? 'Zavarovan limit' : 'Interni limit',
      // About two months of the partner's purchases in the demo history (issue #12: the
      // account summary and the cart show the headroom left).
      limitAmount: spec.wholesale
        ? String(rng.int(30, 60) * 10_000)
        : String(rng.int(60, 100) * 1_000),
      mpcPrice: spec.mpcPrice,
      contacts: spec.contacts,
      internalStatusState: 'active',
      internalStatusStatus: 'approved',
      createdAt: new Date(ref - rng.int(400, 3000) * 86_400_000),
    };
    data.partners.push(partner);

    // SPEC §4 Recipient selection: one default delivery address (type 0) and others (type 1);
    // payer: the payment address with PartnerAddressStatus 1 is the default.
    const address = (
      purpose: 'delivery' | 'payment',
      addressType: number,
      name1: string,
      street: string,
      city: string,
      postal: string,
      status: number,
    ) => {
      const seq = data.partnerAddresses.filter((a) => a.partnerId === id).length + 1;
      data.partnerAddresses.push({
        id: addressId++,
        partnerAddressId: `${spec.partnerNo}-${pad(seq, 3)}`,
        partnerId: id,
        partnerNo: spec.partnerNo,
        recordTypeId: purpose === 'delivery' ? '2' : '3',
        purpose,
        addressType,
        partnerAddressName1: name1,
        partnerAddressName2: purpose === 'payment' ? spec.name2 : null,
        flags: purpose === 'delivery' ? 'D' : 'R',
        gln: rng.chance(0.3) ? withEan13CheckDigit(`383${pad(rng.int(0, 999_999_999), 9)}`) : null,
        shippingStreet: street,
        shippingCity: city,
        shippingPostalCode: postal,
        partnerAddressStatus: status,
        internalPartnerAddressStatus: 'active',
      });
    };
    address('delivery', 0, spec.name1, spec.street, town, post, 1);
    const extraSites = index === 0 ? 3 : rng.int(1, 3);
    for (let k = 0; k < extraSites; k += 1) {
      const [siteTown, sitePost] =
        index === 0 ? (TOWNS[[0, 18, 12][k] ?? 0] ?? TOWNS[0]!) : rng.pick(TOWNS);
      address(
        'delivery',
        1,
        `${rng.pick(SITES)} ${siteTown}`,
        `${rng.pick(STREETS)} ${rng.int(1, 150)}`,
        siteTown,
        sitePost,
        0,
      );
    }
    address('payment', 0, spec.name1, spec.street, town, post, 1);
    if (index === 0 || rng.chance(0.4)) {
      const [branchTown, branchPost] = index === 0 ? ['Maribor', '2000'] : rng.pick(TOWNS);
      address(
        'payment',
        0,
        `${spec.name1} – PE ${branchTown}`,
        `${rng.pick(STREETS)} ${rng.int(1, 90)}`,
        branchTown,
        branchPost,
        0,
      );
    }

    if (index === 0 || rng.chance(0.3)) {
      const count = index === 0 ? 2 : 1;
      for (let k = 0; k < count; k += 1) {
        const [t, p] = rng.pick(TOWNS);
        data.specialDeliveryLocations.push({
          id: sdlId++,
          partnerId: id,
          name: `Gradbišče ${t} ${k + 1}`,
          description: rng.pick([
            'Dostop s tovornjakom z dvigalom',
            'Dostava samo dopoldne',
            'Pokličite 30 minut pred prihodom',
          ]),
          post: Number(p),
          contactPerson: `${rng.pick(MALE)} ${rng.pick(SURNAMES)}`,
          contactPhone: mobile(rng),
          createdByUserId: null,
          createdAt: new Date(ref - rng.int(5, 200) * 86_400_000),
        });
      }
    }
  });

  // The demo accounts (demo-accounts.ts) first, so their ids are stable: 1–4.
  const demoHash = (email: string) => hashes.demo.get(email) ?? hashes.shared;
  const partnerA = data.partners[0]!;
  const partnerB = data.partners[1]!;
  const rngDemo = Rng.for(seed, 'demo-users');
  addUser(rngDemo, {
    email: 'uprava@demo.si',
    firstname: 'Mojca',
    lastname: 'Kovač',
    female: true,
    groupId: GROUP_IDS.customer_admin,
    partner: partnerA,
    passwordHash: demoHash('uprava@demo.si'),
    title: 'univ. dipl. inž. grad.',
  });
  addUser(rngDemo, {
    email: 'nabava@demo.si',
    firstname: 'Luka',
    lastname: 'Zupan',
    female: false,
    groupId: GROUP_IDS.customer_employee,
    partner: partnerA,
    passwordHash: demoHash('nabava@demo.si'),
  });
  addUser(rngDemo, {
    email: 'mojster@demo.si',
    firstname: 'Janez',
    lastname: 'Novak',
    female: false,
    groupId: GROUP_IDS.customer_admin,
    partner: partnerB,
    passwordHash: demoHash('mojster@demo.si'),
  });
  addUser(rngDemo, {
    email: 'agent@demo.si',
    firstname: 'Tina',
    lastname: 'Golob',
    female: true,
    groupId: GROUP_IDS.gradnik_agent,
    partner: null,
    passwordHash: demoHash('agent@demo.si'),
  });

  // Two more agents, and the partners' other users. Partner A gets more than one page of
  // users (SPEC §9 customer list page size 10).
  for (const [first, last, female] of [
    ['Marko', 'Horvat', false],
    ['Nina', 'Kotnik', true],
  ] as const) {
    addUser(rngDemo, {
      email: uniqueEmail(emailLocal(first, last), 'gradnik.si'),
      firstname: first,
      lastname: last,
      female,
      groupId: GROUP_IDS.gradnik_agent,
      partner: null,
      passwordHash: hashes.shared,
    });
  }
  data.partners.forEach((partner, index) => {
    const rng = Rng.for(seed, 'partner-users', index);
    const domain = partner.email?.split('@')[1] ?? 'demo.si';
    const count = index === 0 ? 10 : index === 1 ? 1 : rng.int(1, 4);
    for (let k = 0; k < count; k += 1) {
      const female = rng.chance(0.45);
      const first = rng.pick(female ? FEMALE : MALE);
      const last = rng.pick(SURNAMES);
      const isAdmin = index > 1 && k === 0;
      addUser(rng, {
        email: uniqueEmail(emailLocal(first, last), domain),
        firstname: first,
        lastname: last,
        female,
        groupId: isAdmin ? GROUP_IDS.customer_admin : GROUP_IDS.customer_employee,
        partner,
        passwordHash: hashes.shared,
        languageid: rng.chance(0.1) ? 'en' : 'sl',
        status: !isAdmin && rng.chance(0.1) ? 0 : 1,
      });
    }
  });

  // Saved site locations were created by the partner's first user.
  for (const sdl of data.specialDeliveryLocations) {
    sdl.createdByUserId = data.users.find((u) => u.partnerId === sdl.partnerId)?.id ?? null;
  }
  return data;
}
