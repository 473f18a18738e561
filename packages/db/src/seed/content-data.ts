// Stores, delivery/payment services, CMS pages and promotions of the demo shop.
// SPEC §2 (footer columns, /akcije 120 items), §3 (Store, CMS page, Delivery/payment method),
// §9 (delivery codes 4 and 5, central warehouse CS).
import type { CmsBlock } from '../schema/content.ts';
import type { ServiceType } from '../schema/commerce.ts';
import type { CATEGORY_TREE } from './catalog-data.ts';
import { promotionImagePath } from './media.ts';
import { Rng } from './random.ts';
import { slugify } from './text.ts';

export interface StoreRow {
  id: string;
  name: string;
  address: string | null;
  zipCode: string | null;
  zipCodeName: string | null;
  phone: string | null;
  email: string | null;
  hoursWeekdays: string | null;
  hoursSaturday: string | null;
  hoursSunday: string | null;
  holidays: string | null;
  position: number;
}

// Real towns and their real postal codes; street addresses are plausible, the stores fictional.
const STORE_TOWNS: [
  id: string,
  town: string,
  street: string,
  zip: string,
  zipName: string,
  area: string,
][] = [
  ['101', 'Ljubljana Črnuče', 'Štajerska cesta 250', '1231', 'Ljubljana - Črnuče', '01'],
  ['102', 'Ljubljana Vič', 'Tržaška cesta 118', '1000', 'Ljubljana', '01'],
  ['103', 'Maribor', 'Tržaška cesta 65', '2000', 'Maribor', '02'],
  ['104', 'Celje', 'Mariborska cesta 100', '3000', 'Celje', '03'],
  ['105', 'Kranj', 'Cesta Staneta Žagarja 55', '4000', 'Kranj', '04'],
  ['106', 'Koper', 'Ankaranska cesta 3', '6000', 'Koper', '05'],
  ['107', 'Nova Gorica', 'Industrijska cesta 6', '5000', 'Nova Gorica', '05'],
  ['108', 'Novo mesto', 'Ljubljanska cesta 27', '8000', 'Novo mesto', '07'],
  ['109', 'Murska Sobota', 'Lendavska ulica 31', '9000', 'Murska Sobota', '02'],
  ['110', 'Ptuj', 'Ormoška cesta 30', '2250', 'Ptuj', '02'],
  ['111', 'Velenje', 'Koroška cesta 60', '3320', 'Velenje', '03'],
  ['112', 'Slovenj Gradec', 'Partizanska pot 12', '2380', 'Slovenj Gradec', '02'],
  ['113', 'Jesenice', 'Cesta železarjev 8', '4270', 'Jesenice', '04'],
  ['114', 'Postojna', 'Tržaška cesta 59', '6230', 'Postojna', '05'],
  ['115', 'Brežice', 'Cesta bratov Milavcev 40', '8250', 'Brežice', '07'],
  ['116', 'Domžale', 'Ljubljanska cesta 92', '1230', 'Domžale', '01'],
];

export function generateStores(seed: number): StoreRow[] {
  return STORE_TOWNS.map(([id, town, street, zip, zipName, area], i) => {
    const rng = Rng.for(seed, 'store', id);
    const big = i < 4;
    return {
      id,
      name: `Gradnik ${town}`,
      address: street,
      zipCode: zip,
      zipCodeName: zipName,
      // Area codes are written without the trunk 0 after +386 (01 → +386 1).
      phone: `+386 ${area.replace(/^0/, '')} ${rng.int(200, 799)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
      email: `${slugify(town).replace(/-/g, '.')}@gradnik.si`,
      hoursWeekdays: big ? '7.00–20.00' : rng.pick(['7.00–19.00', '7.30–19.00', '8.00–19.00']),
      hoursSaturday: big ? '7.00–17.00' : rng.pick(['7.00–13.00', '8.00–13.00', '8.00–14.00']),
      // SPEC §2: hours shown only if present; most stores are closed on Sundays.
      hoursSunday: big && rng.chance(0.5) ? '8.00–13.00' : null,
      holidays: big ? '8.00–12.00' : rng.chance(0.5) ? 'zaprto' : null,
      position: i + 1,
    };
  });
}

export interface ServiceRow {
  id: number;
  type: ServiceType;
  code: number;
  nameSl: string;
  nameEn: string;
  descriptionSl: string | null;
  descriptionEn: string | null;
  price: number;
  active: boolean;
  position: number;
}

/**
 * SPEC §9: delivery code 4 (to address, transport cost from routing, car lift, special
 * location), 5 (pick-up in a store, needs a store id), 1 own collection at the central
 * warehouse CS. Payment type sent to the ERP is fixed 2 (invoice), listed first.
 */
export function generateServices(): ServiceRow[] {
  const rows: Omit<ServiceRow, 'id'>[] = [
    {
      type: 'delivery',
      code: 4,
      nameSl: 'Dostava na naslov',
      nameEn: 'Delivery to address',
      descriptionSl: 'Strošek prevoza je izračunan ob potrditvi naročila.',
      descriptionEn: 'Transport costs are calculated when the order is confirmed.',
      price: 0,
      active: true,
      position: 1,
    },
    {
      type: 'delivery',
      code: 5,
      nameSl: 'Prevzem v trgovini',
      nameEn: 'Pick-up in store',
      descriptionSl: 'Blago prevzamete v izbranem trgovskem centru.',
      descriptionEn: 'Collect your goods at the selected store.',
      price: 0,
      active: true,
      position: 2,
    },
    {
      type: 'delivery',
      code: 1,
      nameSl: 'Lastni prevzem – centralno skladišče',
      nameEn: 'Own collection – central warehouse',
      descriptionSl: 'Prevzem v Centralnem skladišču (CS), Ljubljana.',
      descriptionEn: 'Collection at the Central warehouse (CS), Ljubljana.',
      price: 0,
      active: true,
      position: 3,
    },
    {
      type: 'delivery',
      code: 3,
      nameSl: 'Dostava s paketno službo',
      nameEn: 'Parcel delivery',
      descriptionSl: 'Trenutno ni na voljo.',
      descriptionEn: 'Currently unavailable.',
      price: 6.9,
      active: false,
      position: 4,
    },
    {
      type: 'payment',
      code: 2,
      nameSl: 'Plačilo po računu',
      nameEn: 'Payment on invoice',
      descriptionSl: 'Plačilo v dogovorjenem roku po prejemu računa.',
      descriptionEn: 'Pay within the agreed term after receiving the invoice.',
      price: 0,
      active: true,
      position: 1,
    },
    {
      type: 'payment',
      code: 1,
      nameSl: 'Plačilo po predračunu',
      nameEn: 'Payment in advance',
      descriptionSl: 'Blago odpremimo po prejemu plačila.',
      descriptionEn: 'Goods are dispatched once payment is received.',
      price: 0,
      active: true,
      position: 2,
    },
    {
      type: 'payment',
      code: 3,
      nameSl: 'Plačilo ob prevzemu',
      nameEn: 'Cash on delivery',
      descriptionSl: 'Plačilo z gotovino ali kartico ob prevzemu.',
      descriptionEn: 'Pay by cash or card on collection.',
      price: 0,
      active: true,
      position: 3,
    },
  ];
  return rows.map((r, i) => ({ id: i + 1, ...r }));
}

export interface CmsPageRow {
  id: number;
  locale: 'sl' | 'en';
  title: string;
  slug: string;
  content: string;
  blocks: CmsBlock[];
  published: boolean;
  position: number;
  frontendColumn: number | null;
  shownInFooter: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Footer columns (SPEC §2 Footer): 1 Spletna prodaja, 2 Ugodnosti za vas, 3 Trgovski centri,
 * 4 O podjetju. CMS pages with shownInFooter are listed in column frontendColumn.
 */
export const FOOTER_COLUMNS = {
  onlineSales: 1,
  benefits: 2,
  stores: 3,
  company: 4,
} as const;

const CONTACT_BLOCK: CmsBlock = {
  type: 'contact',
  content: {
    company: 'Gradnik d.o.o.',
    address: 'Štajerska cesta 250, 1231 Ljubljana - Črnuče',
    email: 'info@gradnik.si',
    phones: [
      { label: 'Splošne informacije', labelEn: 'General information', number: '+386 1 560 40 00' },
      { label: 'Podpora B2B', labelEn: 'B2B support', number: '080 12 34' },
    ],
    social: [
      { name: 'Facebook', url: 'https://www.facebook.com/gradnik.si' },
      { name: 'Instagram', url: 'https://www.instagram.com/gradnik.si' },
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/gradnik' },
      { name: 'YouTube', url: 'https://www.youtube.com/@gradnik' },
    ],
  },
};

interface PageDef {
  sl: [title: string, content: string];
  en: [title: string, content: string];
  column: number | null;
  blocks?: CmsBlock[];
  published?: boolean;
}

const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join('');

const PAGES: PageDef[] = [
  {
    sl: [
      'Splošni prodajni pogoji',
      '<h2>1. Splošno</h2>' +
        p(
          'Ti splošni prodajni pogoji veljajo za spletno prodajo družbe Gradnik d.o.o. poslovnim partnerjem prek spletne trgovine B2B.',
          'Z oddajo naročila partner potrjuje, da je seznanjen s pogoji in se z njimi strinja.',
        ) +
        '<h2>2. Cene in plačilo</h2>' +
        p(
          'Cene so navedene v evrih brez DDV, razen kjer je izrecno navedeno drugače. Veljajo partnerske cene na dan oddaje naročila.',
          'Plačilo je mogoče po računu v dogovorjenem plačilnem roku ali po predračunu.',
        ) +
        '<h2>3. Dostava</h2>' +
        p(
          'Blago dostavimo na naslov partnerja, na gradbišče ali ga partner prevzame v trgovskem centru oziroma v centralnem skladišču.',
          'Stroški prevoza se obračunajo glede na količino, težo in razdaljo.',
        ) +
        '<h2>4. Reklamacije</h2>' +
        p('Vidne napake je treba reklamirati ob prevzemu, skrite napake pa v 8 dneh od odkritja.'),
    ],
    en: [
      'General terms of sale',
      '<h2>1. General</h2>' +
        p(
          'These general terms of sale apply to online sales by Gradnik d.o.o. to business partners through the B2B web shop.',
          'By placing an order the partner confirms that it has read and accepts these terms.',
        ) +
        '<h2>2. Prices and payment</h2>' +
        p(
          'Prices are in euros excluding VAT unless stated otherwise. Partner prices valid on the day of the order apply.',
          'Payment is possible on invoice within the agreed term or in advance.',
        ) +
        '<h2>3. Delivery</h2>' +
        p(
          'Goods are delivered to the partner’s address or building site, or collected at a store or the central warehouse.',
          'Transport costs depend on quantity, weight and distance.',
        ) +
        '<h2>4. Complaints</h2>' +
        p(
          'Visible defects must be reported on delivery, hidden defects within 8 days of discovery.',
        ),
    ],
    column: FOOTER_COLUMNS.onlineSales,
  },
  {
    sl: [
      'Prodajni program',
      p(
        'V naši ponudbi je več kot 30.000 izdelkov za gradnjo, obnovo, vrt in dom: od cementa in opeke do keramike, orodja, elektroinštalacijskega materiala in barv.',
        'Za posebna naročila in projektne količine se obrnite na svojega skrbnika.',
      ),
    ],
    en: [
      'Sales programme',
      p(
        'Our range counts more than 30,000 products for building, renovation, garden and home: from cement and bricks to tiles, tools, electrical supplies and paints.',
        'For special orders and project quantities please contact your account manager.',
      ),
    ],
    column: FOOTER_COLUMNS.onlineSales,
  },
  {
    sl: [
      'Dostava in prevzem',
      p(
        'Dostavljamo po vsej Sloveniji z lastnimi tovornimi vozili, po potrebi z dvigalom.',
        'Naročeno blago lahko prevzamete tudi v kateremkoli trgovskem centru ali v centralnem skladišču.',
      ),
    ],
    en: [
      'Delivery and collection',
      p(
        'We deliver across Slovenia with our own lorries, with a crane lift when needed.',
        'Ordered goods can also be collected at any of our stores or at the central warehouse.',
      ),
    ],
    column: FOOTER_COLUMNS.onlineSales,
  },
  {
    sl: [
      'Program zvestobe',
      p(
        'Partnerji z letnim prometom nad 50.000 EUR so upravičeni do dodatnih rabatov in prednostne dostave.',
      ),
    ],
    en: [
      'Loyalty programme',
      p(
        'Partners with an annual turnover above EUR 50,000 receive extra discounts and priority delivery.',
      ),
    ],
    column: FOOTER_COLUMNS.benefits,
  },
  {
    sl: [
      'Strokovno svetovanje',
      p(
        'Naši strokovnjaki vam svetujejo pri izbiri materialov, izračunu količin in tehničnih rešitvah.',
      ),
    ],
    en: [
      'Expert advice',
      p(
        'Our experts help you choose materials, calculate quantities and find technical solutions.',
      ),
    ],
    column: FOOTER_COLUMNS.benefits,
  },
  {
    sl: [
      'Delovni čas trgovskih centrov',
      p(
        'Trgovski centri so odprti od ponedeljka do sobote, večji centri tudi ob nedeljah dopoldne. Podrobnosti najdete pri posameznem centru.',
      ),
    ],
    en: [
      'Store opening hours',
      p(
        'Our stores are open Monday to Saturday, the larger ones also on Sunday mornings. See each store for details.',
      ),
    ],
    column: FOOTER_COLUMNS.stores,
  },
  {
    sl: [
      'O podjetju',
      p(
        'Gradnik d.o.o. je slovenski trgovec z gradbenim materialom in opremo za dom s 16 trgovskimi centri in centralnim skladiščem v Ljubljani.',
        'Že več kot 30 let oskrbujemo gradbena podjetja, obrtnike in domače mojstre.',
      ),
    ],
    en: [
      'About us',
      p(
        'Gradnik d.o.o. is a Slovenian retailer of building materials and home improvement goods with 16 stores and a central warehouse in Ljubljana.',
        'For more than 30 years we have supplied construction companies, craftsmen and DIYers.',
      ),
    ],
    column: FOOTER_COLUMNS.company,
  },
  {
    sl: ['Kariera', p('Pridružite se naši ekipi! Odprta delovna mesta objavljamo na tej strani.')],
    en: ['Careers', p('Join our team! Open positions are published on this page.')],
    column: FOOTER_COLUMNS.company,
  },
  {
    sl: [
      'Kontakt',
      p(
        'Gradnik d.o.o., Štajerska cesta 250, 1231 Ljubljana - Črnuče',
        'E-pošta: <a href="mailto:info@gradnik.si">info@gradnik.si</a>, telefon: <a href="tel:+38615604000">01 560 40 00</a>, podpora B2B: <a href="tel:0801234">080 12 34</a>',
      ),
    ],
    en: [
      'Contact',
      p(
        'Gradnik d.o.o., Štajerska cesta 250, 1231 Ljubljana - Črnuče, Slovenia',
        'E-mail: <a href="mailto:info@gradnik.si">info@gradnik.si</a>, phone: <a href="tel:+38615604000">+386 1 560 40 00</a>, B2B support: <a href="tel:0801234">080 12 34</a>',
      ),
    ],
    column: FOOTER_COLUMNS.company,
    blocks: [CONTACT_BLOCK],
  },
  {
    sl: [
      'Varstvo osebnih podatkov',
      p(
        'Osebne podatke obdelujemo v skladu s Splošno uredbo o varstvu podatkov (GDPR) in samo za namen izvajanja pogodbenega razmerja.',
      ),
    ],
    en: [
      'Privacy policy',
      p(
        'We process personal data in line with the General Data Protection Regulation (GDPR) and only to perform our contract.',
      ),
    ],
    column: FOOTER_COLUMNS.company,
  },
  {
    sl: [
      'Piškotki',
      p('Spletna trgovina uporablja samo nujne piškotke za prijavo, jezik in košarico.'),
    ],
    en: [
      'Cookies',
      p('The web shop uses only essential cookies for sign-in, language and the cart.'),
    ],
    column: null,
  },
  {
    sl: ['Novosti v ponudbi (osnutek)', p('Stran je v pripravi.')],
    en: ['New in our range (draft)', p('This page is being prepared.')],
    column: null,
    published: false,
  },
];

export function generateCmsPages(referenceDate: Date): CmsPageRow[] {
  const rows: CmsPageRow[] = [];
  const base = referenceDate.getTime() - 400 * 86_400_000;
  PAGES.forEach((page, i) => {
    for (const locale of ['sl', 'en'] as const) {
      const [title, content] = page[locale];
      const created = new Date(base + i * 86_400_000);
      rows.push({
        id: rows.length + 1,
        locale,
        title,
        slug: slugify(title),
        content,
        blocks: page.blocks ?? [],
        published: page.published ?? true,
        position: i + 1,
        frontendColumn: page.column,
        shownInFooter: page.column !== null,
        createdAt: created,
        updatedAt: new Date(created.getTime() + 30 * 86_400_000),
      });
    }
  });
  return rows;
}

export interface PromotionRow {
  id: number;
  titleSl: string;
  titleEn: string;
  textSl: string;
  textEn: string;
  startsAt: Date;
  endsAt: Date;
  ctaLabelSl: string;
  ctaLabelEn: string;
  ctaLink: string;
  image: string;
}

const PROMO_THEMES: [sl: string, en: string][] = [
  ['Pomladna akcija', 'Spring sale'],
  ['Tedenska akcija', 'Weekly deal'],
  ['Akcija meseca', 'Deal of the month'],
  ['Super cena', 'Super price'],
  ['Jesenska razprodaja', 'Autumn sale'],
  ['Projektni popust', 'Project discount'],
];

/** SPEC §2: 120 promotions (/akcije, 9 per page); links point at real category paths. */
export function generatePromotions(
  seed: number,
  referenceDate: Date,
  tree: typeof CATEGORY_TREE,
): PromotionRow[] {
  const rows: PromotionRow[] = [];
  const mids = tree.flatMap((top) => top.children.map((mid) => ({ top, mid })));
  for (let i = 0; i < 120; i += 1) {
    const rng = Rng.for(seed, 'promotion', i);
    const { top, mid } = rng.pick(mids);
    const [themeSl, themeEn] = rng.pick(PROMO_THEMES);
    const percent = rng.pick([10, 15, 20, 25, 30, 40]);
    // Newest first by id: promotion 1 runs now, older ones lie further in the past.
    const start = referenceDate.getTime() - (i * 6 + rng.int(0, 5)) * 86_400_000;
    const days = rng.pick([7, 14, 21, 30]);
    rows.push({
      id: i + 1,
      titleSl: `${themeSl}: -${percent} % ${mid.sl.toLowerCase()}`,
      titleEn: `${themeEn}: ${percent}% off ${mid.en.toLowerCase()}`,
      textSl: `Izkoristite ${percent} % popusta na izbrane izdelke iz kategorije ${mid.sl} (${top.sl}). Akcija velja do razprodaje zalog.`,
      textEn: `Get ${percent}% off selected products in ${mid.en} (${top.en}). While stocks last.`,
      startsAt: new Date(start),
      endsAt: new Date(start + days * 86_400_000),
      ctaLabelSl: 'Oglejte si ponudbo',
      ctaLabelEn: 'See the offer',
      ctaLink: `/${top.seg}/${mid.seg}/`,
      image: promotionImagePath(i + 1),
    });
  }
  return rows;
}
