// Attribute (facet) definitions of the demo catalogue: SPEC §3 Attribute, Filter group.
// Option labels carry Slovenian and English text (decimal comma vs point) and, for measures,
// the numeric value the unit rules need (tile m² per package, litres per can, …).
import { slNumber, slugify } from './text.ts';

export interface OptionDef {
  code: string;
  sl: string;
  en: string;
  /** Numeric value for measures (watts, litres, m² per package …). */
  value?: number;
}

export interface AttributeDef {
  code: string;
  nameSl: string;
  nameEn: string;
  type: 'select' | 'color' | 'measure';
  typeData?: string;
  filterable: boolean;
  options: OptionDef[];
}

function opt(sl: string, en: string = sl, value?: number): OptionDef {
  return { code: slugify(en), sl, en, ...(value === undefined ? {} : { value }) };
}

/** Measure options: '2,5 L' / '2.5 L', code '2-5-l'. */
function measures(values: number[], unit: string): OptionDef[] {
  return values.map((v) => ({
    code: slugify(`${v} ${unit}`),
    sl: `${slNumber(v)} ${unit}`,
    en: `${v} ${unit}`,
    value: v,
  }));
}

export interface BrandDef {
  name: string;
  /** GS1 prefix of the brand owner's country (383 Slovenia, 400 Germany, …). */
  gs1: string;
  groups: BrandGroup[];
}

export type BrandGroup =
  | 'building'
  | 'tools'
  | 'garden'
  | 'sanitary'
  | 'electro'
  | 'paint'
  | 'timber'
  | 'plumbing'
  | 'ceramics'
  | 'hardware'
  | 'safety';

// Fictional brands (no real trademarks), with a plausible country each.
export const BRANDS: BrandDef[] = [
  {
    name: 'Gradnik',
    gs1: '383',
    groups: ['building', 'tools', 'garden', 'hardware', 'paint', 'safety'],
  },
  { name: 'Kamnik Beton', gs1: '383', groups: ['building'] },
  { name: 'Savinja', gs1: '383', groups: ['building', 'timber'] },
  { name: 'Triglav', gs1: '383', groups: ['building', 'ceramics'] },
  { name: 'Mojster Pro', gs1: '383', groups: ['tools', 'hardware'] },
  { name: 'Pohorje Les', gs1: '383', groups: ['timber'] },
  { name: 'Kras Keramika', gs1: '383', groups: ['ceramics', 'sanitary'] },
  { name: 'Alpcolor', gs1: '383', groups: ['paint'] },
  { name: 'Barvita', gs1: '383', groups: ['paint'] },
  { name: 'Volta', gs1: '383', groups: ['electro'] },
  { name: 'Lumina', gs1: '383', groups: ['electro'] },
  { name: 'Akvamarin', gs1: '383', groups: ['sanitary', 'plumbing'] },
  { name: 'Termo Dom', gs1: '383', groups: ['plumbing'] },
  { name: 'Zelena Oaza', gs1: '383', groups: ['garden'] },
  { name: 'Varnost Plus', gs1: '383', groups: ['safety'] },
  { name: 'Velebit', gs1: '385', groups: ['building', 'garden'] },
  { name: 'Ferrum', gs1: '385', groups: ['hardware', 'tools'] },
  { name: 'Stahlmann', gs1: '400', groups: ['tools', 'hardware'] },
  { name: 'Nordwerk', gs1: '400', groups: ['tools', 'electro', 'safety'] },
  { name: 'Bauplus', gs1: '400', groups: ['building', 'paint'] },
  { name: 'Holzland', gs1: '900', groups: ['timber'] },
  { name: 'Alpenbau', gs1: '900', groups: ['building', 'plumbing'] },
  { name: 'Ceramica Adria', gs1: '800', groups: ['ceramics', 'sanitary'] },
  { name: 'Ferrotecnica', gs1: '800', groups: ['hardware', 'plumbing'] },
  { name: 'Terra Verde', gs1: '800', groups: ['garden', 'ceramics'] },
  { name: 'Bohemia Tools', gs1: '859', groups: ['tools'] },
  { name: 'Polbud', gs1: '590', groups: ['building', 'safety'] },
];

export const BRAND_ATTRIBUTE = 'blagovna_znamka';

export const ATTRIBUTES: AttributeDef[] = [
  {
    code: BRAND_ATTRIBUTE,
    nameSl: 'Blagovna znamka',
    nameEn: 'Brand',
    type: 'select',
    filterable: true,
    options: BRANDS.map((b) => opt(b.name)),
  },
  {
    code: 'barva',
    nameSl: 'Barva',
    nameEn: 'Colour',
    type: 'color',
    filterable: true,
    options: [
      opt('bela', 'white'),
      opt('črna', 'black'),
      opt('siva', 'grey'),
      opt('antracit', 'anthracite'),
      opt('bež', 'beige'),
      opt('rjava', 'brown'),
      opt('rdeča', 'red'),
      opt('modra', 'blue'),
      opt('zelena', 'green'),
      opt('rumena', 'yellow'),
      opt('oranžna', 'orange'),
      opt('srebrna', 'silver'),
      opt('krem', 'cream'),
      opt('hrast', 'oak'),
      opt('oreh', 'walnut'),
      opt('brez barve', 'colourless'),
    ],
  },
  {
    code: 'material',
    nameSl: 'Material',
    nameEn: 'Material',
    type: 'select',
    filterable: true,
    options: [
      opt('jeklo', 'steel'),
      opt('nerjavno jeklo', 'stainless steel'),
      opt('pocinkano jeklo', 'galvanised steel'),
      opt('aluminij', 'aluminium'),
      opt('medenina', 'brass'),
      opt('baker', 'copper'),
      opt('les', 'wood'),
      opt('plastika', 'plastic'),
      opt('PVC', 'PVC'),
      opt('keramika', 'ceramics'),
      opt('steklo', 'glass'),
      opt('guma', 'rubber'),
      opt('bombaž', 'cotton'),
      opt('poliester', 'polyester'),
    ],
  },
  {
    code: 'format',
    nameSl: 'Format',
    nameEn: 'Size',
    type: 'select',
    filterable: true,
    // value: m² in one package (SPEC §3 FactorUnitRetail of tiles).
    options: [
      opt('20x20 cm', '20x20 cm', 1),
      opt('30x30 cm', '30x30 cm', 1.08),
      opt('25x40 cm', '25x40 cm', 1.5),
      opt('30x60 cm', '30x60 cm', 1.44),
      opt('45x45 cm', '45x45 cm', 1.62),
      opt('60x60 cm', '60x60 cm', 1.44),
      opt('20x120 cm', '20x120 cm', 1.2),
      opt('60x120 cm', '60x120 cm', 1.44),
      opt('30x30 cm (mozaik)', '30x30 cm (mosaic)', 0.9),
    ],
  },
  {
    code: 'povrsina',
    nameSl: 'Površina',
    nameEn: 'Finish',
    type: 'select',
    filterable: true,
    options: [
      opt('mat', 'matt'),
      opt('sijaj', 'gloss'),
      opt('polsijaj', 'semi-gloss'),
      opt('satenirano', 'satin'),
      opt('strukturirano', 'structured'),
    ],
  },
  {
    code: 'protizdrsnost',
    nameSl: 'Protizdrsnost',
    nameEn: 'Slip resistance',
    type: 'select',
    filterable: true,
    options: [opt('R9'), opt('R10'), opt('R11'), opt('R12')],
  },
  {
    code: 'moc',
    nameSl: 'Moč',
    nameEn: 'Power',
    type: 'measure',
    typeData: 'W',
    filterable: true,
    options: measures(
      [4.9, 7, 9, 11, 20, 30, 50, 100, 500, 600, 750, 850, 1000, 1200, 1500, 2000, 2200],
      'W',
    ),
  },
  {
    code: 'napetost',
    nameSl: 'Napetost',
    nameEn: 'Voltage',
    type: 'measure',
    typeData: 'V',
    filterable: true,
    options: measures([12, 18, 36, 230], 'V'),
  },
  {
    code: 'teza',
    nameSl: 'Pakiranje',
    nameEn: 'Pack weight',
    type: 'measure',
    typeData: 'kg',
    filterable: true,
    options: measures([1, 2, 5, 10, 15, 20, 25, 40], 'kg'),
  },
  {
    code: 'prostornina',
    nameSl: 'Prostornina',
    nameEn: 'Volume',
    type: 'measure',
    typeData: 'L',
    filterable: true,
    options: measures([0.31, 0.75, 1, 2.5, 5, 10, 15, 20, 50, 80, 100], 'L'),
  },
  {
    code: 'dolzina',
    nameSl: 'Dolžina',
    nameEn: 'Length',
    type: 'measure',
    typeData: 'm',
    filterable: true,
    options: measures([0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 10, 15, 20, 25, 50], 'm'),
  },
  {
    code: 'premer',
    nameSl: 'Premer',
    nameEn: 'Diameter',
    type: 'measure',
    typeData: 'mm',
    filterable: true,
    options: measures(
      [3, 4, 5, 6, 8, 10, 12, 16, 20, 26, 32, 40, 50, 75, 110, 115, 125, 160, 230],
      'mm',
    ),
  },
  {
    code: 'debelina',
    nameSl: 'Debelina',
    nameEn: 'Thickness',
    type: 'measure',
    typeData: 'mm',
    filterable: true,
    options: measures([7, 8, 10, 12.5, 15, 18, 22, 25, 50, 80, 100, 120, 150, 200], 'mm'),
  },
  {
    code: 'dimenzije',
    nameSl: 'Dimenzije',
    nameEn: 'Dimensions',
    type: 'select',
    filterable: true,
    // value: m² of one board/piece where that matters (boards are sold per piece, priced per m²).
    options: [
      opt('2500 x 1250 mm', '2500 x 1250 mm', 3.125),
      opt('2000 x 1250 mm', '2000 x 1250 mm', 2.5),
      opt('2800 x 2070 mm', '2800 x 2070 mm', 5.796),
      opt('2500 x 1200 mm', '2500 x 1200 mm', 3),
      opt('600 x 400 mm', '600 x 400 mm', 0.24),
      opt('600 x 800 mm', '600 x 800 mm', 0.48),
      opt('600 x 1000 mm', '600 x 1000 mm', 0.6),
      opt('600 x 1200 mm', '600 x 1200 mm', 0.72),
      opt('800 x 600 mm', '800 x 600 mm', 0.48),
      opt('900 x 900 mm', '900 x 900 mm', 0.81),
      opt('1700 x 700 mm', '1700 x 700 mm', 1.19),
    ],
  },
  {
    code: 'presek',
    nameSl: 'Presek',
    nameEn: 'Cross-section',
    type: 'select',
    filterable: true,
    options: [
      opt('3 x 1,5 mm²', '3 x 1.5 mm²'),
      opt('3 x 2,5 mm²', '3 x 2.5 mm²'),
      opt('5 x 1,5 mm²', '5 x 1.5 mm²'),
      opt('5 x 2,5 mm²', '5 x 2.5 mm²'),
      opt('5 x 4 mm²', '5 x 4 mm²'),
      opt('2 x 0,75 mm²', '2 x 0.75 mm²'),
    ],
  },
  {
    code: 'razred_trdnosti',
    nameSl: 'Trdnostni razred',
    nameEn: 'Strength class',
    type: 'select',
    filterable: true,
    options: [
      opt('32,5 R', '32.5 R'),
      opt('42,5 R', '42.5 R'),
      opt('52,5 N', '52.5 N'),
      opt('C20/25'),
      opt('C25/30'),
    ],
  },
  {
    code: 'energijski_razred',
    nameSl: 'Energijski razred',
    nameEn: 'Energy class',
    type: 'select',
    filterable: true,
    options: ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => opt(c)),
  },
  {
    code: 'barvna_temperatura',
    nameSl: 'Barvna temperatura',
    nameEn: 'Colour temperature',
    type: 'measure',
    typeData: 'K',
    filterable: true,
    options: measures([2700, 3000, 4000, 6500], 'K'),
  },
  {
    code: 'uporaba',
    nameSl: 'Uporaba',
    nameEn: 'Use',
    type: 'select',
    filterable: true,
    options: [
      opt('notranja', 'indoor'),
      opt('zunanja', 'outdoor'),
      opt('notranja in zunanja', 'indoor and outdoor'),
    ],
  },
  {
    code: 'prikljucek',
    nameSl: 'Priključek',
    nameEn: 'Connection',
    type: 'select',
    filterable: true,
    options: [opt('1/2"'), opt('3/4"'), opt('1"'), opt('5/4"')],
  },
  {
    code: 'velikost',
    nameSl: 'Velikost',
    nameEn: 'Size',
    type: 'select',
    filterable: true,
    options: ['S', 'M', 'L', 'XL', 'XXL', '8', '9', '10', '11'].map((s) => opt(s)),
  },
  {
    code: 'dimenzija_vijaka',
    nameSl: 'Dimenzija vijaka',
    nameEn: 'Screw size',
    type: 'select',
    filterable: true,
    options: [
      '3 x 20',
      '3,5 x 30',
      '4 x 40',
      '4 x 50',
      '5 x 60',
      '5 x 80',
      '6 x 100',
      '6 x 120',
    ].map((s) => opt(`${s} mm`, `${s.replace(',', '.')} mm`)),
  },
  {
    code: 'st_kosov',
    nameSl: 'Število kosov v paketu',
    nameEn: 'Pieces per pack',
    type: 'measure',
    typeData: 'kos',
    filterable: true,
    options: [5, 10, 25, 50, 100, 200, 500, 1000].map((v) => ({
      code: `${v}-kos`,
      sl: `${v} kos`,
      en: `${v} pcs`,
      value: v,
    })),
  },
  {
    code: 'drzava_porekla',
    nameSl: 'Država porekla',
    nameEn: 'Country of origin',
    type: 'select',
    // Shown on the product page but not offered as a facet (SPEC §3 Attribute.filterable).
    filterable: false,
    options: [
      opt('Slovenija', 'Slovenia'),
      opt('Hrvaška', 'Croatia'),
      opt('Nemčija', 'Germany'),
      opt('Avstrija', 'Austria'),
      opt('Italija', 'Italy'),
      opt('Češka', 'Czechia'),
      opt('Poljska', 'Poland'),
    ],
  },
];

/** Country option code by GS1 prefix, for the non-filterable origin attribute. */
export const ORIGIN_BY_GS1: Record<string, string> = {
  '383': 'slovenia',
  '385': 'croatia',
  '400': 'germany',
  '900': 'austria',
  '800': 'italy',
  '859': 'czechia',
  '590': 'poland',
};
