// The demo category tree and the product families in each leaf (ARCHITECTURE.md "Demo
// data"): a building-materials retailer's range, three levels deep, Slovenian + English,
// ASCII URL segments. Unit profiles follow SPEC §3/§5 (base vs retail unit, retail factor,
// minimum sales units).
import type { BrandGroup, OptionDef } from './attribute-data.ts';

export type Unit = 'KOS' | 'M2' | 'KG' | 'L' | 'M' | 'PAK';

/** SPEC §3 Product units of measure and minimums, as stored on products. */
export interface UnitSpec {
  baseUnitOfMeasure: Unit;
  retailUnitOfMeasure: Unit;
  /** Base units in one retail unit (m² in a tile package, litres in a can …). */
  factorUnitRetail: number;
  /** Smallest orderable quantity, in retail units (quantities round up to multiples of it, SPEC §5). */
  minimumSalesUnitRetail: number;
  /** Wholesale package (box, drum, pallet) in retail units. */
  minimumWholeSalesUnitRetail: number;
  /** The same wholesale package in base units. */
  minimumWholeSalesUnit: number;
  /** The smallest orderable quantity in base units. */
  minimumSalesUnit: number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function units(
  base: Unit,
  retail: Unit,
  factor: number,
  minRetail: number,
  wholeRetail: number,
): UnitSpec {
  return {
    baseUnitOfMeasure: base,
    retailUnitOfMeasure: retail,
    factorUnitRetail: round3(factor),
    minimumSalesUnitRetail: minRetail,
    minimumWholeSalesUnitRetail: wholeRetail,
    minimumWholeSalesUnit: round3(wholeRetail * factor),
    minimumSalesUnit: round3(minRetail * factor),
  };
}

/** Picks the numeric value of the chosen option of an attribute (for unit factors). */
export type ChosenValues = Record<string, OptionDef | undefined>;
const val = (chosen: ChosenValues, attr: string, fallback: number) =>
  chosen[attr]?.value ?? fallback;

export type UnitProfile = (chosen: ChosenValues) => UnitSpec;

export const U = {
  /** Sold and counted per piece; `box` pieces in a wholesale carton. */
  piece:
    (box = 1): UnitProfile =>
    () =>
      units('KOS', 'KOS', 1, 1, box),
  /** Bags (cement, adhesives) per piece; a pallet is the wholesale package. */
  bag:
    (pallet: number): UnitProfile =>
    () =>
      units('KOS', 'KOS', 1, 1, pallet),
  /** Tiles: priced per m², sold in packages of `format.value` m² (e.g. 1.44). */
  tile: (): UnitProfile => (c) => units('M2', 'PAK', val(c, 'format', 1.44), 1, 40),
  /** Insulation and laminate: m² per package. */
  m2Pack:
    (m2: number, pallet = 20): UnitProfile =>
    () =>
      units('M2', 'PAK', m2, 1, pallet),
  /** Boards: priced per m², sold per board of `dimenzije.value` m². */
  board: (): UnitProfile => (c) => units('M2', 'KOS', val(c, 'dimenzije', 3.125), 1, 50),
  /** Cables, hoses by the metre: `min` metres at least (SPEC §5 minimum retail unit). */
  metre:
    (min: number, drum = 100): UnitProfile =>
    () =>
      units('M', 'M', 1, min, drum),
  /** Paints: priced per litre, sold per can of `prostornina.value` litres. */
  can: (): UnitProfile => (c) => units('L', 'KOS', val(c, 'prostornina', 1), 1, 12),
  /** Timber: priced per metre, sold per piece of `dolzina.value` metres. */
  lengthPiece: (): UnitProfile => (c) => units('M', 'KOS', val(c, 'dolzina', 3), 1, 20),
  /** Screws, plugs: counted per piece, sold per pack of `st_kosov.value` pieces. */
  pack: (): UnitProfile => (c) => units('KOS', 'PAK', val(c, 'st_kosov', 100), 1, 10),
  /** Loose goods by weight (nails, fertiliser): kilograms, minimum `min` kg. */
  kg:
    (min = 1): UnitProfile =>
    () =>
      units('KG', 'KG', 1, min, 25),
  /** Liquids by the litre (antifreeze, primers in bulk). */
  litre:
    (min = 1): UnitProfile =>
    () =>
      units('L', 'L', 1, min, 20),
  /** Rolls of membrane: priced per m², sold per roll of `m2` m². */
  roll:
    (m2: number): UnitProfile =>
    () =>
      units('M2', 'KOS', m2, 1, 20),
};

export interface DimDef {
  attr: string;
  /** Allowed options: codes, or numeric values for measures; all options when omitted. */
  only?: (string | number)[];
  /** Whether the chosen option's label is part of the product name (default true). */
  inName?: boolean;
  /** Text before the label in the name, e.g. 'Ø'. */
  prefix?: string;
}

export interface FamilyDef {
  /** Noun phrases [sl, en]; one is picked per product. */
  nouns: [string, string][];
  brands: BrandGroup;
  /** Whether the brand is part of the name (default true). */
  brandInName?: boolean;
  /** Series/model names put after the brand (tiles 'Siena', furniture 'Bled' …). */
  series?: readonly string[];
  /** Generated model codes after the brand, e.g. 'UV 750-2' for tools. */
  modelCodes?: boolean;
  dims: DimDef[];
  units: UnitProfile;
  /**
   * List price band per base unit (EUR, without VAT) where the leaf's band (price-data.ts
   * BASE_PRICE_BY_LEAF) does not fit this family: a leaf that mixes rolls and buckets, tapes and
   * lasers (issue #10 §6).
   */
  price?: [number, number];
  /** [sl, en] completion of "suitable for …" in descriptions. */
  use: [string, string];
  /** VAT percent (22 unless set; 9.5 for seeds, plants, fertilisers). */
  vat?: number;
  /** Whether the product carries an EU energy label (lighting, water heaters). */
  energy?: boolean;
  /** Whether a technical data sheet is attached. */
  datasheet?: boolean;
}

export interface LeafDef {
  sl: string;
  en: string;
  seg: string;
  /** Relative share of products (default 1). */
  weight?: number;
  families: FamilyDef[];
}

export interface MidDef {
  sl: string;
  en: string;
  seg: string;
  children: LeafDef[];
}

export interface TopDef {
  sl: string;
  en: string;
  seg: string;
  children: MidDef[];
}

const d = (attr: string, only?: (string | number)[], extra: Partial<DimDef> = {}): DimDef => ({
  attr,
  ...(only ? { only } : {}),
  ...extra,
});
const hidden = (attr: string, only?: (string | number)[]): DimDef =>
  d(attr, only, { inName: false });

export const TILE_SERIES = [
  'Siena',
  'Toscana',
  'Carrara',
  'Ardesia',
  'Piran',
  'Bled',
  'Rovinj',
  'Nordic',
  'Beton',
  'Marmo',
  'Legno',
  'Urban',
  'Pietra',
  'Calacatta',
  'Travertino',
  'Cotto',
  'Savana',
  'Terrazzo',
] as const;
const FURNITURE_SERIES = [
  'Bled',
  'Bohinj',
  'Krn',
  'Vogel',
  'Nanos',
  'Snežnik',
  'Urška',
  'Lipa',
  'Javor',
] as const;
const LIGHT_SERIES = ['Nova', 'Linea', 'Orbit', 'Quadro', 'Luna', 'Stella', 'Arco'] as const;
const PAINT_SERIES = [
  'Classic',
  'Premium',
  'Eko',
  'Optima',
  'Lux',
  'Extra',
  'Fasadna Pro',
] as const;
const FLOOR_SERIES = [
  'Alpine Oak',
  'Rustik',
  'Natura',
  'Skandi',
  'Dolomiti',
  'Country',
  'Loft',
] as const;

const TILE_COLOURS = ['white', 'grey', 'anthracite', 'beige', 'brown', 'cream', 'black', 'oak'];
const PAINT_COLOURS = [
  'white',
  'cream',
  'beige',
  'grey',
  'yellow',
  'green',
  'blue',
  'red',
  'orange',
];
const WOOD_COLOURS = ['oak', 'walnut', 'colourless', 'brown', 'grey', 'white'];
const METAL_COLOURS = ['silver', 'black', 'anthracite', 'white'];

export const CATEGORY_TREE: TopDef[] = [
  {
    sl: 'Gradnja',
    en: 'Construction',
    seg: 'gradnja',
    children: [
      {
        sl: 'Cement in malte',
        en: 'Cement and mortars',
        seg: 'cement-in-malte',
        children: [
          {
            sl: 'Cement',
            en: 'Cement',
            seg: 'cement',
            families: [
              {
                nouns: [
                  ['Cement Portland CEM II', 'Portland cement CEM II'],
                  ['Cement CEM I', 'Cement CEM I'],
                  ['Hitrovezni cement', 'Rapid-setting cement'],
                  ['Beli cement', 'White cement'],
                ],
                brands: 'building',
                brandInName: false,
                dims: [d('razred_trdnosti', ['32-5-r', '42-5-r', '52-5-n']), d('teza', [25, 40])],
                units: U.bag(48),
                use: [
                  'za betoniranje, zidanje in ometavanje',
                  'for concreting, masonry and rendering',
                ],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Malte in ometi',
            en: 'Mortars and plasters',
            seg: 'malte-in-ometi',
            families: [
              {
                nouns: [
                  ['Zidna malta', 'Masonry mortar'],
                  ['Apneno-cementni omet', 'Lime-cement plaster'],
                  ['Strojni omet', 'Machine plaster'],
                  ['Fini zaglajevalni omet', 'Fine finishing plaster'],
                ],
                brands: 'building',
                dims: [d('teza', [25, 40]), hidden('uporaba')],
                units: U.bag(42),
                use: [
                  'za zidanje in ometavanje notranjih in zunanjih sten',
                  'for laying and plastering walls',
                ],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Betonske mešanice',
            en: 'Concrete mixes',
            seg: 'betonske-mesanice',
            families: [
              {
                nouns: [
                  ['Suhi beton', 'Dry concrete mix'],
                  ['Estrih', 'Screed'],
                  ['Samorazlivna masa', 'Self-levelling compound'],
                ],
                brands: 'building',
                dims: [d('razred_trdnosti', ['c20-25', 'c25-30']), d('teza', [25, 40])],
                units: U.bag(40),
                use: [
                  'za manjša betonska dela in talne estrihe',
                  'for small concrete work and floor screeds',
                ],
              },
            ],
          },
        ],
      },
      {
        sl: 'Zidaki in bloki',
        en: 'Bricks and blocks',
        seg: 'zidaki-in-bloki',
        children: [
          {
            sl: 'Opečni zidaki',
            en: 'Clay bricks',
            seg: 'opecni-zidaki',
            families: [
              {
                nouns: [
                  ['Opečni blok', 'Clay block'],
                  ['Polna opeka', 'Solid brick'],
                  ['Modularni opečni blok', 'Modular clay block'],
                ],
                brands: 'building',
                dims: [d('debelina', [100, 150, 200], { prefix: 'debelina' })],
                units: U.piece(60),
                use: ['za nosilne in predelne stene', 'for load-bearing and partition walls'],
              },
            ],
          },
          {
            sl: 'Betonski bloki',
            en: 'Concrete blocks',
            seg: 'betonski-bloki',
            families: [
              {
                nouns: [
                  ['Betonski zidak', 'Concrete block'],
                  ['Opažni zidak', 'Formwork block'],
                  ['Robnik betonski', 'Concrete kerb'],
                ],
                brands: 'building',
                dims: [d('debelina', [100, 150, 200])],
                units: U.piece(72),
                use: [
                  'za temelje, škarpe in ograje',
                  'for foundations, retaining walls and fences',
                ],
              },
            ],
          },
          {
            sl: 'Porobeton',
            en: 'Aerated concrete',
            seg: 'porobeton',
            families: [
              {
                nouns: [
                  ['Porobetonski blok', 'Aerated concrete block'],
                  ['Porobetonska plošča', 'Aerated concrete panel'],
                ],
                brands: 'building',
                dims: [d('debelina', [50, 100, 150, 200])],
                units: U.piece(50),
                use: [
                  'za lahke predelne in zunanje stene',
                  'for light partition and external walls',
                ],
              },
            ],
          },
        ],
      },
      {
        sl: 'Izolacija',
        en: 'Insulation',
        seg: 'izolacija',
        children: [
          {
            sl: 'Toplotna izolacija EPS',
            en: 'EPS thermal insulation',
            seg: 'toplotna-izolacija-eps',
            families: [
              {
                nouns: [
                  ['Fasadna plošča EPS F', 'EPS facade board F'],
                  ['Grafitna plošča EPS', 'Graphite EPS board'],
                  ['Talna plošča EPS 100', 'EPS 100 floor board'],
                ],
                brands: 'building',
                dims: [d('debelina', [50, 80, 100, 120, 150, 200])],
                units: U.m2Pack(2.5),
                use: [
                  'za toplotno izolacijo fasad in tal',
                  'for thermal insulation of facades and floors',
                ],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Kamena volna',
            en: 'Stone wool',
            seg: 'kamena-volna',
            families: [
              {
                nouns: [
                  ['Kamena volna v ploščah', 'Stone wool slabs'],
                  ['Fasadna kamena volna', 'Stone wool facade slabs'],
                  ['Steklena volna v roli', 'Glass wool roll'],
                ],
                brands: 'building',
                dims: [d('debelina', [50, 100, 150, 200])],
                units: U.m2Pack(3.6),
                use: ['za toplotno in zvočno izolacijo', 'for thermal and acoustic insulation'],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Hidroizolacija',
            en: 'Waterproofing',
            seg: 'hidroizolacija',
            families: [
              {
                nouns: [
                  ['Bitumenski trak', 'Bitumen membrane'],
                  ['Parna zapora', 'Vapour barrier'],
                  ['Čepasta folija', 'Dimpled membrane'],
                ],
                brands: 'building',
                dims: [hidden('debelina', [7, 8])],
                units: U.roll(10),
                use: [
                  'za zaščito temeljev in streh pred vlago',
                  'to protect foundations and roofs from moisture',
                ],
              },
              {
                nouns: [
                  ['Hidroizolacijski premaz', 'Waterproofing coating'],
                  ['Bitumenski premaz', 'Bitumen coating'],
                ],
                brands: 'building',
                dims: [d('prostornina', [5, 10, 20])],
                units: U.can(),
                price: [3, 9],
                use: [
                  'za kopalnice, balkone in temelje',
                  'for bathrooms, balconies and foundations',
                ],
                datasheet: true,
              },
            ],
          },
        ],
      },
      {
        sl: 'Suha gradnja',
        en: 'Drywall',
        seg: 'suha-gradnja',
        children: [
          {
            sl: 'Mavčne plošče',
            en: 'Plasterboards',
            seg: 'mavcne-plosce',
            weight: 0.7,
            families: [
              {
                nouns: [
                  ['Mavčno-kartonska plošča', 'Gypsum plasterboard'],
                  ['Impregnirana mavčna plošča', 'Moisture-resistant plasterboard'],
                  ['Ognjevarna mavčna plošča', 'Fire-resistant plasterboard'],
                ],
                brands: 'building',
                dims: [
                  d('debelina', [12.5, 15]),
                  d('dimenzije', ['2000-x-1250-mm', '2500-x-1250-mm']),
                ],
                units: U.board(),
                use: [
                  'za predelne stene in spuščene strope',
                  'for partition walls and suspended ceilings',
                ],
              },
            ],
          },
          {
            sl: 'Profili za suho gradnjo',
            en: 'Drywall profiles',
            seg: 'profili-za-suho-gradnjo',
            families: [
              {
                nouns: [
                  ['Profil CW', 'CW stud'],
                  ['Profil UW', 'UW track'],
                  ['Profil CD', 'CD ceiling profile'],
                  ['Vogalni profil', 'Corner bead'],
                ],
                brands: 'building',
                dims: [d('dolzina', [2.5, 3, 4])],
                units: U.piece(12),
                use: ['za nosilno konstrukcijo suhomontažnih sten', 'for drywall framing'],
              },
            ],
          },
          {
            sl: 'Kiti in bandažni trakovi',
            en: 'Fillers and joint tapes',
            seg: 'kiti-in-trakovi',
            families: [
              {
                nouns: [
                  ['Polnilni kit za stike', 'Joint filler'],
                  ['Finalni kit', 'Finishing compound'],
                ],
                brands: 'building',
                dims: [d('teza', [5, 10, 25])],
                units: U.bag(60),
                price: [8, 25],
                use: ['za zapolnjevanje stikov mavčnih plošč', 'for filling plasterboard joints'],
              },
              {
                nouns: [
                  ['Bandažni trak', 'Joint tape'],
                  ['Mrežica za stike', 'Mesh joint tape'],
                ],
                brands: 'building',
                dims: [d('dolzina', [20, 25, 50])],
                units: U.piece(24),
                price: [3, 12],
                use: ['za ojačitev stikov', 'for reinforcing joints'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Orodje',
    en: 'Tools',
    seg: 'orodje',
    children: [
      {
        sl: 'Električno orodje',
        en: 'Power tools',
        seg: 'elektricno-orodje',
        children: [
          {
            sl: 'Vrtalniki',
            en: 'Drills',
            seg: 'vrtalniki',
            weight: 1.5,
            families: [
              {
                nouns: [
                  ['Vrtalnik udarni', 'Impact drill'],
                  ['Vrtalno kladivo', 'Rotary hammer'],
                  ['Vrtalnik', 'Drill'],
                ],
                brands: 'tools',
                modelCodes: true,
                dims: [d('moc', [500, 600, 750, 850, 1000, 1200]), hidden('napetost', [230])],
                units: U.piece(4),
                use: ['za vrtanje v les, kovino in beton', 'for drilling wood, metal and concrete'],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Kotni brusilniki',
            en: 'Angle grinders',
            seg: 'kotni-brusilniki',
            families: [
              {
                nouns: [
                  ['Kotni brusilnik', 'Angle grinder'],
                  ['Kotni brusilnik z regulacijo', 'Variable-speed angle grinder'],
                ],
                brands: 'tools',
                modelCodes: true,
                dims: [
                  d('moc', [750, 850, 1200, 2000, 2200]),
                  d('premer', [115, 125, 230], { prefix: 'Ø' }),
                ],
                units: U.piece(4),
                use: [
                  'za rezanje in brušenje kovine in kamna',
                  'for cutting and grinding metal and stone',
                ],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Akumulatorsko orodje',
            en: 'Cordless tools',
            seg: 'akumulatorsko-orodje',
            weight: 1.5,
            families: [
              {
                nouns: [
                  ['Akumulatorski vrtalnik vijačnik', 'Cordless drill driver'],
                  ['Akumulatorski udarni vijačnik', 'Cordless impact driver'],
                  ['Akumulatorska krožna žaga', 'Cordless circular saw'],
                  ['Akumulatorski kotni brusilnik', 'Cordless angle grinder'],
                ],
                brands: 'tools',
                modelCodes: true,
                dims: [d('napetost', [12, 18, 36])],
                units: U.piece(4),
                use: ['za delo brez električnega priključka', 'for work away from a power socket'],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Žage',
            en: 'Saws',
            seg: 'zage',
            families: [
              {
                nouns: [
                  ['Krožna žaga', 'Circular saw'],
                  ['Vbodna žaga', 'Jigsaw'],
                  ['Sabljasta žaga', 'Reciprocating saw'],
                  ['Čelilna žaga', 'Mitre saw'],
                ],
                brands: 'tools',
                modelCodes: true,
                dims: [d('moc', [500, 600, 750, 1200, 1500, 2000])],
                units: U.piece(2),
                use: [
                  'za natančno žaganje lesa in plošč',
                  'for accurate cutting of wood and boards',
                ],
              },
            ],
          },
        ],
      },
      {
        sl: 'Ročno orodje',
        en: 'Hand tools',
        seg: 'rocno-orodje',
        children: [
          {
            sl: 'Kladiva',
            en: 'Hammers',
            seg: 'kladiva',
            families: [
              {
                nouns: [
                  ['Kladivo ključavničarsko', 'Engineer’s hammer'],
                  ['Tesarsko kladivo', 'Framing hammer'],
                  ['Gumijasto kladivo', 'Rubber mallet'],
                  ['Macola', 'Sledgehammer'],
                ],
                brands: 'tools',
                dims: [d('teza', [1, 2, 5]), hidden('material', ['steel', 'rubber'])],
                units: U.piece(6),
                use: [
                  'za zahtevna mizarska in gradbena dela',
                  'for demanding carpentry and building work',
                ],
              },
            ],
          },
          {
            sl: 'Izvijači',
            en: 'Screwdrivers',
            seg: 'izvijaci',
            families: [
              {
                nouns: [
                  ['Komplet izvijačev', 'Screwdriver set'],
                  ['Izvijač ploščati', 'Flat screwdriver'],
                  ['Izvijač križni PH2', 'Phillips screwdriver PH2'],
                  ['Izvijač Torx', 'Torx screwdriver'],
                ],
                brands: 'tools',
                dims: [hidden('material', ['steel'])],
                series: ['VDE', 'Pro', 'Ergo', 'Basic'],
                units: U.piece(10),
                use: ['za vsakodnevno montažo', 'for everyday assembly work'],
              },
            ],
          },
          {
            sl: 'Ključi',
            en: 'Spanners',
            seg: 'kljuci',
            families: [
              {
                nouns: [
                  ['Komplet viličasto-obročnih ključev', 'Combination spanner set'],
                  ['Nastavljivi ključ', 'Adjustable wrench'],
                  ['Komplet nasadnih ključev', 'Socket set'],
                  ['Cevne klešče', 'Pipe wrench'],
                ],
                brands: 'tools',
                series: ['Pro', 'Ergo', 'Basic', 'Industrial'],
                dims: [hidden('material', ['steel', 'stainless-steel'])],
                units: U.piece(5),
                use: ['za vijačenje in montažo', 'for fastening and assembly'],
              },
            ],
          },
          {
            sl: 'Merilno orodje',
            en: 'Measuring tools',
            seg: 'merilno-orodje',
            families: [
              {
                nouns: [
                  ['Merilni trak', 'Tape measure'],
                  ['Zidarski meter', 'Folding rule'],
                ],
                brands: 'tools',
                dims: [d('dolzina', [2, 3, 5, 10])],
                units: U.piece(10),
                price: [5, 28],
                use: ['za natančno merjenje na gradbišču', 'for precise measuring on site'],
              },
              {
                nouns: [
                  ['Libela aluminijasta', 'Aluminium spirit level'],
                  ['Libela z magnetom', 'Magnetic spirit level'],
                ],
                brands: 'tools',
                dims: [d('dolzina', [0.5, 1, 1.5, 2])],
                units: U.piece(10),
                price: [8, 55],
                use: ['za natančno poravnavo', 'for accurate levelling'],
              },
              {
                nouns: [['Laserski merilnik razdalj', 'Laser distance meter']],
                brands: 'tools',
                modelCodes: true,
                dims: [d('dolzina', [20, 50], { prefix: 'do' })],
                units: U.piece(5),
                price: [45, 140],
                use: ['za hitre meritve prostorov', 'for quick room measurements'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Pribor za orodje',
        en: 'Tool accessories',
        seg: 'pribor-za-orodje',
        children: [
          {
            sl: 'Svedri',
            en: 'Drill bits',
            seg: 'svedri',
            weight: 1.5,
            families: [
              {
                nouns: [
                  ['Sveder za beton SDS-plus', 'SDS-plus masonry bit'],
                  ['Sveder za kovino HSS', 'HSS metal drill bit'],
                  ['Sveder za les', 'Wood drill bit'],
                  ['Sveder za keramiko', 'Tile drill bit'],
                ],
                brands: 'tools',
                dims: [
                  d('premer', [3, 4, 5, 6, 8, 10, 12, 16], { prefix: 'Ø' }),
                  d('dolzina', [0.5], { inName: false }),
                ],
                units: U.piece(10),
                use: ['za natančno vrtanje', 'for precise drilling'],
              },
            ],
          },
          {
            sl: 'Rezalne in brusilne plošče',
            en: 'Cutting and grinding discs',
            seg: 'rezalne-in-brusilne-plosce',
            families: [
              {
                nouns: [
                  ['Rezalna plošča za kovino', 'Metal cutting disc'],
                  ['Diamantna rezalna plošča', 'Diamond cutting disc'],
                  ['Lamelna brusilna plošča', 'Flap disc'],
                ],
                brands: 'tools',
                dims: [
                  d('premer', [115, 125, 230], { prefix: 'Ø' }),
                  d('st_kosov', [5, 10, 25], { inName: false }),
                ],
                units: U.pack(),
                use: ['za kotne brusilnike', 'for angle grinders'],
              },
            ],
          },
          {
            sl: 'Listi za žage',
            en: 'Saw blades',
            seg: 'listi-za-zage',
            families: [
              {
                nouns: [
                  ['List za krožno žago', 'Circular saw blade'],
                  ['List za vbodno žago', 'Jigsaw blade'],
                ],
                brands: 'tools',
                dims: [d('premer', [160, 230], { prefix: 'Ø' })],
                units: U.piece(10),
                use: ['za čist rez v lesu in ploščah', 'for clean cuts in wood and boards'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Vrt',
    en: 'Garden',
    seg: 'vrt',
    children: [
      {
        sl: 'Vrtno orodje',
        en: 'Garden tools',
        seg: 'vrtno-orodje',
        children: [
          {
            sl: 'Lopate in motike',
            en: 'Spades and hoes',
            seg: 'lopate-in-motike',
            families: [
              {
                nouns: [
                  ['Lopata', 'Shovel'],
                  ['Štihača', 'Garden spade'],
                  ['Motika', 'Hoe'],
                  ['Vile kopalne', 'Digging fork'],
                ],
                brands: 'garden',
                dims: [hidden('material', ['steel', 'wood']), hidden('dolzina', [1, 1.5])],
                series: ['Classic', 'Pro', 'Ergo'],
                units: U.piece(10),
                use: ['za obdelavo vrta', 'for working the garden'],
              },
            ],
          },
          {
            sl: 'Škarje in žage',
            en: 'Shears and pruning saws',
            seg: 'skarje-in-zage',
            families: [
              {
                nouns: [
                  ['Vrtne škarje', 'Secateurs'],
                  ['Škarje za živo mejo', 'Hedge shears'],
                  ['Vejnik', 'Lopper'],
                  ['Ročna žaga za veje', 'Pruning saw'],
                ],
                brands: 'garden',
                series: ['Classic', 'Pro', 'Ergo', 'Bypass'],
                dims: [hidden('material', ['steel', 'aluminium'])],
                units: U.piece(10),
                use: [
                  'za obrezovanje sadnega drevja in grmovnic',
                  'for pruning fruit trees and shrubs',
                ],
              },
            ],
          },
          {
            sl: 'Grablje',
            en: 'Rakes',
            seg: 'grablje',
            families: [
              {
                nouns: [
                  ['Grablje za listje', 'Leaf rake'],
                  ['Vrtne grablje', 'Garden rake'],
                  ['Grablje za travo', 'Lawn rake'],
                ],
                brands: 'garden',
                series: ['Classic', 'Pro'],
                dims: [hidden('material', ['steel', 'plastic'])],
                units: U.piece(10),
                use: ['za urejanje trate in gredic', 'for tidying lawns and beds'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Zalivanje',
        en: 'Watering',
        seg: 'zalivanje',
        children: [
          {
            sl: 'Vrtne cevi',
            en: 'Garden hoses',
            seg: 'vrtne-cevi',
            families: [
              {
                nouns: [
                  ['Vrtna cev', 'Garden hose'],
                  ['Spiralna vrtna cev', 'Spiral garden hose'],
                ],
                brands: 'garden',
                dims: [d('prikljucek', ['1-2', '3-4']), d('dolzina', [15, 20, 25, 50])],
                units: U.piece(6),
                use: ['za zalivanje vrta in pranje', 'for watering and washing'],
              },
            ],
          },
          {
            sl: 'Škropilniki',
            en: 'Sprinklers',
            seg: 'skropilniki',
            families: [
              {
                nouns: [
                  ['Vrtljivi razpršilec', 'Rotating sprinkler'],
                  ['Nihajni razpršilec', 'Oscillating sprinkler'],
                  ['Tlačna škropilnica', 'Pressure sprayer'],
                ],
                brands: 'garden',
                series: ['Aqua', 'Rain', 'Garden Pro'],
                dims: [hidden('material', ['plastic', 'brass'])],
                units: U.piece(6),
                use: ['za enakomerno zalivanje trate', 'for even lawn watering'],
              },
            ],
          },
          {
            sl: 'Kapljično namakanje',
            en: 'Drip irrigation',
            seg: 'kapljicno-namakanje',
            families: [
              {
                nouns: [
                  ['Kapljična cev', 'Drip line'],
                  ['Porozna namakalna cev', 'Soaker hose'],
                ],
                brands: 'garden',
                dims: [d('premer', [16, 20], { prefix: 'Ø' })],
                units: U.metre(10, 100),
                use: ['za varčno namakanje gredic', 'for water-saving irrigation of beds'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Semena in gnojila',
        en: 'Seeds and fertilisers',
        seg: 'semena-in-gnojila',
        children: [
          {
            sl: 'Semena',
            en: 'Seeds',
            seg: 'semena',
            families: [
              {
                nouns: [
                  ['Travna mešanica Sport', 'Sports lawn seed mix'],
                  ['Travna mešanica za senco', 'Shade lawn seed mix'],
                  ['Travna mešanica Park', 'Park lawn seed mix'],
                ],
                brands: 'garden',
                dims: [d('teza', [1, 5, 10])],
                units: U.piece(10),
                use: ['za setev in obnovo trate', 'for sowing and renewing lawns'],
                vat: 9.5,
              },
            ],
          },
          {
            sl: 'Gnojila',
            en: 'Fertilisers',
            seg: 'gnojila',
            families: [
              {
                nouns: [
                  ['Gnojilo za trato', 'Lawn fertiliser'],
                  ['Univerzalno gnojilo NPK', 'All-purpose NPK fertiliser'],
                  ['Organsko gnojilo', 'Organic fertiliser'],
                ],
                brands: 'garden',
                dims: [d('teza', [2, 5, 10, 25])],
                units: U.bag(40),
                use: ['za bujno rast in zdrave rastline', 'for lush growth and healthy plants'],
                vat: 9.5,
              },
            ],
          },
          {
            sl: 'Substrati',
            en: 'Potting compost',
            seg: 'substrati',
            families: [
              {
                nouns: [
                  ['Substrat univerzalni', 'All-purpose potting compost'],
                  ['Substrat za balkonske rastline', 'Balcony plant compost'],
                  ['Zemlja za vrtnine', 'Vegetable soil'],
                ],
                brands: 'garden',
                dims: [d('prostornina', [20, 50, 80])],
                units: U.bag(51),
                use: ['za sajenje in presajanje', 'for planting and repotting'],
                vat: 9.5,
              },
            ],
          },
        ],
      },
      {
        sl: 'Vrtno pohištvo',
        en: 'Garden furniture',
        seg: 'vrtno-pohistvo',
        children: [
          {
            sl: 'Mize in stoli',
            en: 'Tables and chairs',
            seg: 'mize-in-stoli',
            families: [
              {
                nouns: [
                  ['Vrtna miza', 'Garden table'],
                  ['Vrtni stol', 'Garden chair'],
                  ['Vrtna klop', 'Garden bench'],
                ],
                brands: 'garden',
                series: FURNITURE_SERIES,
                dims: [
                  d('material', ['wood', 'aluminium', 'plastic'], { inName: false }),
                  hidden('barva', WOOD_COLOURS),
                ],
                units: U.piece(1),
                use: ['za teraso in vrt', 'for the patio and garden'],
              },
            ],
          },
          {
            sl: 'Senčniki',
            en: 'Parasols',
            seg: 'sencniki',
            families: [
              {
                nouns: [
                  ['Senčnik', 'Parasol'],
                  ['Viseči senčnik', 'Cantilever parasol'],
                ],
                brands: 'garden',
                dims: [
                  d('premer', [230], { inName: false }),
                  d('barva', ['beige', 'grey', 'anthracite', 'green']),
                ],
                units: U.piece(1),
                use: ['za zaščito pred soncem', 'for shade on sunny days'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Kopalnica',
    en: 'Bathroom',
    seg: 'kopalnica',
    children: [
      {
        sl: 'Sanitarna keramika',
        en: 'Sanitary ware',
        seg: 'sanitarna-keramika',
        children: [
          {
            sl: 'Umivalniki',
            en: 'Washbasins',
            seg: 'umivalniki',
            families: [
              {
                nouns: [
                  ['Umivalnik', 'Washbasin'],
                  ['Umivalnik nadpultni', 'Countertop basin'],
                  ['Umivalnik za kopalniško omarico', 'Vanity basin'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('dimenzije', ['600-x-400-mm']), hidden('barva', ['white', 'black'])],
                units: U.piece(1),
                use: ['za sodobno kopalnico', 'for a modern bathroom'],
              },
            ],
          },
          {
            sl: 'WC školjke',
            en: 'Toilets',
            seg: 'wc-skoljke',
            families: [
              {
                nouns: [
                  ['Viseča WC školjka', 'Wall-hung toilet'],
                  ['Stoječa WC školjka', 'Floor-standing toilet'],
                  ['WC školjka brez roba', 'Rimless toilet'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [hidden('barva', ['white'])],
                units: U.piece(1),
                use: ['za enostavno čiščenje in higieno', 'for easy cleaning and hygiene'],
              },
            ],
          },
          {
            sl: 'Kadi',
            en: 'Bathtubs',
            seg: 'kadi',
            families: [
              {
                nouns: [
                  ['Akrilna kad', 'Acrylic bathtub'],
                  ['Kotna kad', 'Corner bathtub'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('dimenzije', ['1700-x-700-mm'])],
                units: U.piece(1),
                use: ['za udobno kopanje', 'for comfortable bathing'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Armature',
        en: 'Taps and mixers',
        seg: 'armature',
        children: [
          {
            sl: 'Armature za umivalnik',
            en: 'Basin mixers',
            seg: 'armature-za-umivalnik',
            families: [
              {
                nouns: [
                  ['Enoročna armatura za umivalnik', 'Single-lever basin mixer'],
                  ['Stenska armatura za umivalnik', 'Wall-mounted basin mixer'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('barva', METAL_COLOURS, { inName: false }), hidden('material', ['brass'])],
                units: U.piece(1),
                use: ['z varčnim pretokom vode', 'with water-saving flow'],
              },
            ],
          },
          {
            sl: 'Tuš sistemi',
            en: 'Shower systems',
            seg: 'tus-sistemi',
            families: [
              {
                nouns: [
                  ['Tuš sistem s termostatom', 'Thermostatic shower system'],
                  ['Tuš garnitura', 'Shower set'],
                  ['Tuš armatura', 'Shower mixer'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('barva', METAL_COLOURS, { inName: false })],
                units: U.piece(1),
                use: ['za prijetno prhanje', 'for a pleasant shower'],
              },
            ],
          },
          {
            sl: 'Kuhinjske armature',
            en: 'Kitchen mixers',
            seg: 'kuhinjske-armature',
            families: [
              {
                nouns: [
                  ['Kuhinjska armatura z izvlečno prho', 'Kitchen mixer with pull-out spray'],
                  ['Kuhinjska armatura', 'Kitchen mixer'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('barva', METAL_COLOURS, { inName: false })],
                units: U.piece(1),
                use: ['za vsakodnevno uporabo v kuhinji', 'for everyday kitchen use'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Kopalniško pohištvo',
        en: 'Bathroom furniture',
        seg: 'kopalnisko-pohistvo',
        children: [
          {
            sl: 'Omarice',
            en: 'Cabinets',
            seg: 'omarice',
            families: [
              {
                nouns: [
                  ['Kopalniška omarica pod umivalnik', 'Vanity unit'],
                  ['Visoka kopalniška omarica', 'Tall bathroom cabinet'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [
                  d('dimenzije', ['600-x-400-mm', '800-x-600-mm']),
                  d('barva', ['white', 'oak', 'anthracite', 'walnut']),
                ],
                units: U.piece(1),
                use: ['za urejeno kopalnico', 'for a tidy bathroom'],
              },
            ],
          },
          {
            sl: 'Ogledala',
            en: 'Mirrors',
            seg: 'ogledala',
            families: [
              {
                nouns: [
                  ['Kopalniško ogledalo z LED osvetlitvijo', 'LED bathroom mirror'],
                  ['Ogledalo z omarico', 'Mirror cabinet'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('dimenzije', ['600-x-800-mm', '800-x-600-mm', '600-x-1000-mm'])],
                units: U.piece(1),
                use: ['z dobro osvetlitvijo', 'with good lighting'],
              },
            ],
          },
          {
            sl: 'Tuš kabine',
            en: 'Shower enclosures',
            seg: 'tus-kabine',
            families: [
              {
                nouns: [
                  ['Tuš kabina kvadratna', 'Square shower enclosure'],
                  ['Tuš kabina polkrožna', 'Quadrant shower enclosure'],
                  ['Tuš stena Walk-in', 'Walk-in shower screen'],
                ],
                brands: 'sanitary',
                series: FURNITURE_SERIES,
                dims: [d('dimenzije', ['900-x-900-mm']), hidden('material', ['glass'])],
                units: U.piece(1),
                use: ['iz kaljenega varnostnega stekla', 'made of tempered safety glass'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Elektrika',
    en: 'Electrical',
    seg: 'elektrika',
    children: [
      {
        sl: 'Kabli in vodniki',
        en: 'Cables and wires',
        seg: 'kabli-in-vodniki',
        children: [
          {
            sl: 'Instalacijski kabli',
            en: 'Installation cables',
            seg: 'instalacijski-kabli',
            weight: 1.2,
            families: [
              {
                nouns: [
                  ['Kabel NYM-J', 'NYM-J cable'],
                  ['Kabel PP-Y', 'PP-Y cable'],
                  ['Kabel NYY-J', 'NYY-J cable'],
                  ['Gibljivi kabel H05VV-F', 'H05VV-F flexible cable'],
                ],
                brands: 'electro',
                brandInName: false,
                dims: [d('presek')],
                units: U.metre(5, 100),
                use: ['za fiksno električno napeljavo', 'for fixed electrical installations'],
              },
            ],
          },
          {
            sl: 'Podaljški',
            en: 'Extension leads',
            seg: 'podaljski',
            families: [
              {
                nouns: [
                  ['Podaljšek s tremi vtičnicami', 'Three-socket extension lead'],
                  ['Kabelski boben', 'Cable reel'],
                  ['Razdelilnik s stikalom', 'Power strip with switch'],
                ],
                brands: 'electro',
                dims: [d('dolzina', [1.5, 3, 5, 10, 25, 50])],
                units: U.piece(10),
                use: ['za varno napajanje naprav', 'for safely powering devices'],
              },
            ],
          },
          {
            sl: 'Instalacijske cevi',
            en: 'Conduits',
            seg: 'instalacijske-cevi',
            families: [
              {
                nouns: [
                  ['Instalacijska cev gibljiva', 'Flexible conduit'],
                  ['Instalacijska cev toga', 'Rigid conduit'],
                ],
                brands: 'electro',
                dims: [d('premer', [16, 20, 26, 32], { prefix: 'Ø' })],
                units: U.metre(5, 50),
                use: ['za zaščito električnih vodnikov', 'to protect electrical wiring'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Stikala in vtičnice',
        en: 'Switches and sockets',
        seg: 'stikala-in-vticnice',
        children: [
          {
            sl: 'Stikala',
            en: 'Switches',
            seg: 'stikala',
            families: [
              {
                nouns: [
                  ['Stikalo navadno', 'One-way switch'],
                  ['Stikalo izmenično', 'Two-way switch'],
                  ['Tipkalo', 'Push button'],
                  ['Zatemnilnik', 'Dimmer'],
                ],
                brands: 'electro',
                series: LIGHT_SERIES,
                dims: [d('barva', ['white', 'cream', 'anthracite', 'silver'])],
                units: U.piece(10),
                use: ['za podometno montažo', 'for flush mounting'],
              },
            ],
          },
          {
            sl: 'Vtičnice',
            en: 'Sockets',
            seg: 'vticnice',
            families: [
              {
                nouns: [
                  ['Vtičnica šuko', 'Schuko socket'],
                  ['Dvojna vtičnica', 'Double socket'],
                  ['Vtičnica z USB polnilcem', 'Socket with USB charger'],
                ],
                brands: 'electro',
                series: LIGHT_SERIES,
                dims: [d('barva', ['white', 'cream', 'anthracite', 'silver'])],
                units: U.piece(10),
                use: ['za notranje prostore', 'for indoor rooms'],
              },
            ],
          },
          {
            sl: 'Razdelilne omarice',
            en: 'Distribution boards',
            seg: 'razdelilne-omarice',
            families: [
              {
                nouns: [
                  ['Razdelilna omarica podometna', 'Flush-mounted distribution board'],
                  ['Razdelilna omarica nadometna', 'Surface-mounted distribution board'],
                ],
                brands: 'electro',
                series: ['12 modulov', '24 modulov', '36 modulov'],
                dims: [hidden('material', ['plastic', 'steel'])],
                units: U.piece(1),
                use: ['za varovalke in zaščitna stikala', 'for fuses and circuit breakers'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Razsvetljava',
        en: 'Lighting',
        seg: 'razsvetljava',
        children: [
          {
            sl: 'LED sijalke',
            en: 'LED bulbs',
            seg: 'led-sijalke',
            weight: 1.3,
            families: [
              {
                nouns: [
                  ['LED sijalka E27', 'LED bulb E27'],
                  ['LED sijalka E14', 'LED bulb E14'],
                  ['LED sijalka GU10', 'LED bulb GU10'],
                ],
                brands: 'electro',
                dims: [
                  d('moc', [4.9, 7, 9, 11]),
                  d('barvna_temperatura'),
                  hidden('energijski_razred', ['c', 'd', 'e', 'f']),
                ],
                units: U.piece(10),
                use: ['za varčno osvetlitev doma', 'for energy-saving home lighting'],
                energy: true,
              },
            ],
          },
          {
            sl: 'Reflektorji',
            en: 'Floodlights',
            seg: 'reflektorji',
            families: [
              {
                nouns: [
                  ['LED reflektor', 'LED floodlight'],
                  ['LED reflektor s senzorjem', 'LED floodlight with sensor'],
                ],
                brands: 'electro',
                dims: [
                  d('moc', [20, 30, 50, 100]),
                  hidden('energijski_razred', ['d', 'e', 'f']),
                  hidden('uporaba', ['outdoor']),
                ],
                units: U.piece(6),
                use: ['za osvetlitev dvorišč in gradbišč', 'for lighting yards and building sites'],
                energy: true,
              },
            ],
          },
          {
            sl: 'Notranja svetila',
            en: 'Indoor lights',
            seg: 'notranja-svetila',
            families: [
              {
                nouns: [
                  ['Stropna LED svetilka', 'LED ceiling light'],
                  ['Stenska svetilka', 'Wall light'],
                  ['LED panel', 'LED panel'],
                ],
                brands: 'electro',
                series: LIGHT_SERIES,
                dims: [d('moc', [11, 20, 30, 50]), hidden('energijski_razred', ['c', 'd', 'e'])],
                units: U.piece(4),
                use: ['za enakomerno osvetlitev prostora', 'for even room lighting'],
                energy: true,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Barve in laki',
    en: 'Paints and varnishes',
    seg: 'barve-in-laki',
    children: [
      {
        sl: 'Notranje barve',
        en: 'Interior paints',
        seg: 'notranje-barve',
        children: [
          {
            sl: 'Zidne barve',
            en: 'Wall paints',
            seg: 'zidne-barve',
            weight: 1.4,
            families: [
              {
                nouns: [
                  ['Notranja zidna barva', 'Interior wall paint'],
                  ['Pralna notranja barva', 'Washable interior paint'],
                  ['Barva za strope', 'Ceiling paint'],
                ],
                brands: 'paint',
                series: PAINT_SERIES,
                dims: [d('barva', PAINT_COLOURS), d('prostornina', [2.5, 5, 10, 15])],
                units: U.can(),
                use: ['za stene in strope notranjih prostorov', 'for interior walls and ceilings'],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Barve za kuhinje in kopalnice',
            en: 'Kitchen and bathroom paints',
            seg: 'barve-za-kuhinje-in-kopalnice',
            families: [
              {
                nouns: [
                  ['Protiplesnobna barva', 'Anti-mould paint'],
                  ['Barva za kopalnice', 'Bathroom paint'],
                ],
                brands: 'paint',
                series: PAINT_SERIES,
                dims: [d('barva', ['white', 'cream', 'grey']), d('prostornina', [0.75, 2.5, 5])],
                units: U.can(),
                use: ['za vlažne prostore', 'for damp rooms'],
              },
            ],
          },
          {
            sl: 'Temeljni premazi',
            en: 'Primers',
            seg: 'temeljni-premazi',
            families: [
              {
                nouns: [
                  ['Globinski temeljni premaz', 'Deep-penetrating primer'],
                  ['Kontaktni premaz', 'Bonding primer'],
                ],
                brands: 'paint',
                dims: [d('prostornina', [1, 5, 10])],
                units: U.can(),
                use: ['za pripravo podlage pred barvanjem', 'to prepare surfaces for painting'],
                datasheet: true,
              },
            ],
          },
        ],
      },
      {
        sl: 'Fasadne barve in ometi',
        en: 'Facade paints and renders',
        seg: 'fasadne-barve-in-ometi',
        children: [
          {
            sl: 'Fasadne barve',
            en: 'Facade paints',
            seg: 'fasadne-barve',
            families: [
              {
                nouns: [
                  ['Silikonska fasadna barva', 'Silicone facade paint'],
                  ['Akrilna fasadna barva', 'Acrylic facade paint'],
                ],
                brands: 'paint',
                series: PAINT_SERIES,
                dims: [d('barva', PAINT_COLOURS), d('prostornina', [5, 15])],
                units: U.can(),
                use: ['za dolgotrajno zaščito fasad', 'for long-lasting facade protection'],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Zaključni ometi',
            en: 'Finishing renders',
            seg: 'zakljucni-ometi',
            families: [
              {
                nouns: [
                  ['Silikatni zaključni omet 1,5 mm', 'Silicate finishing render 1.5 mm'],
                  ['Silikonski zaključni omet 2,0 mm', 'Silicone finishing render 2.0 mm'],
                ],
                brands: 'paint',
                dims: [d('barva', ['white', 'cream', 'beige', 'grey', 'yellow']), d('teza', [25])],
                units: U.bag(48),
                use: ['za zaključni sloj fasadnega sistema', 'as the top coat of a facade system'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Laki in lazure',
        en: 'Varnishes and stains',
        seg: 'laki-in-lazure',
        children: [
          {
            sl: 'Lazure za les',
            en: 'Wood stains',
            seg: 'lazure-za-les',
            families: [
              {
                nouns: [
                  ['Debeloslojna lazura', 'Thick-film wood stain'],
                  ['Tankoslojna lazura', 'Thin-film wood stain'],
                  ['Olje za les', 'Wood oil'],
                ],
                brands: 'paint',
                series: PAINT_SERIES,
                dims: [d('barva', WOOD_COLOURS), d('prostornina', [0.75, 2.5, 5])],
                units: U.can(),
                use: ['za zaščito lesa na prostem', 'to protect outdoor wood'],
              },
            ],
          },
          {
            sl: 'Laki',
            en: 'Varnishes',
            seg: 'laki',
            families: [
              {
                nouns: [
                  ['Parketni lak', 'Floor varnish'],
                  ['Akrilni lak za les', 'Acrylic wood varnish'],
                  ['Lak v spreju', 'Spray varnish'],
                ],
                brands: 'paint',
                dims: [
                  d('povrsina', ['matt', 'semi-gloss', 'gloss']),
                  d('prostornina', [0.75, 2.5, 5]),
                ],
                units: U.can(),
                use: [
                  'za trajno zaščito lesenih površin',
                  'for durable protection of wooden surfaces',
                ],
              },
            ],
          },
          {
            sl: 'Emajli',
            en: 'Enamels',
            seg: 'emajli',
            families: [
              {
                nouns: [
                  ['Emajl za kovino in les', 'Enamel for metal and wood'],
                  ['Antikorozijski emajl', 'Anti-corrosion enamel'],
                ],
                brands: 'paint',
                dims: [
                  d('barva', ['white', 'black', 'red', 'blue', 'green', 'grey', 'brown']),
                  d('prostornina', [0.75, 2.5]),
                ],
                units: U.can(),
                use: ['za kovinske ograje in vrata', 'for metal fences and gates'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Slikarski pribor',
        en: 'Painting tools',
        seg: 'slikarski-pribor',
        children: [
          {
            sl: 'Čopiči',
            en: 'Brushes',
            seg: 'copici',
            families: [
              {
                nouns: [
                  ['Ploščati čopič', 'Flat brush'],
                  ['Okrogli čopič', 'Round brush'],
                  ['Radiatorski čopič', 'Radiator brush'],
                ],
                brands: 'paint',
                series: ['25 mm', '50 mm', '75 mm', '100 mm'],
                dims: [hidden('material', ['polyester', 'wood'])],
                units: U.piece(12),
                use: [
                  'za nanašanje barv, lakov in lazur',
                  'for applying paints, varnishes and stains',
                ],
              },
            ],
          },
          {
            sl: 'Valjčki',
            en: 'Rollers',
            seg: 'valjcki',
            families: [
              {
                nouns: [
                  ['Slikarski valjček', 'Paint roller'],
                  ['Valjček za fasade', 'Facade roller'],
                  ['Komplet valjček in kadička', 'Roller and tray set'],
                ],
                brands: 'paint',
                dims: [hidden('material', ['polyester'])],
                series: ['10 cm', '18 cm', '25 cm'],
                units: U.piece(12),
                use: ['za enakomeren nanos barve', 'for an even paint finish'],
              },
            ],
          },
          {
            sl: 'Pokrivne folije in trakovi',
            en: 'Masking film and tape',
            seg: 'pokrivne-folije-in-trakovi',
            families: [
              {
                nouns: [
                  ['Krep trak', 'Masking tape'],
                  ['Pokrivna folija', 'Protective sheeting'],
                ],
                brands: 'paint',
                dims: [d('dolzina', [25, 50])],
                units: U.piece(24),
                use: ['za zaščito površin med barvanjem', 'to protect surfaces while painting'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Les',
    en: 'Timber',
    seg: 'les',
    children: [
      {
        sl: 'Plošče',
        en: 'Boards',
        seg: 'plosce',
        children: [
          {
            sl: 'OSB plošče',
            en: 'OSB boards',
            seg: 'osb-plosce',
            families: [
              {
                nouns: [
                  ['OSB/3 plošča', 'OSB/3 board'],
                  ['OSB/3 plošča z utorom in peresom', 'OSB/3 tongue-and-groove board'],
                ],
                brands: 'timber',
                dims: [
                  d('debelina', [12.5, 15, 18, 22]),
                  d('dimenzije', ['2500-x-1250-mm', '2500-x-1200-mm']),
                ],
                units: U.board(),
                use: [
                  'za opaže, podlage in lesene konstrukcije',
                  'for sheathing, subfloors and timber framing',
                ],
              },
            ],
          },
          {
            sl: 'Vezane plošče',
            en: 'Plywood',
            seg: 'vezane-plosce',
            families: [
              {
                nouns: [
                  ['Vezana plošča breza', 'Birch plywood'],
                  ['Vodoodporna vezana plošča', 'Waterproof plywood'],
                  ['Opažna plošča', 'Formwork panel'],
                ],
                brands: 'timber',
                dims: [
                  d('debelina', [8, 12.5, 18, 22]),
                  d('dimenzije', ['2500-x-1250-mm', '2000-x-1250-mm']),
                ],
                units: U.board(),
                use: ['za pohištvo, opaže in embalažo', 'for furniture, formwork and crates'],
              },
            ],
          },
          {
            sl: 'Iverne plošče',
            en: 'Chipboard',
            seg: 'iverne-plosce',
            families: [
              {
                nouns: [
                  ['Oplemenitena iverna plošča', 'Melamine-faced chipboard'],
                  ['Surova iverna plošča', 'Raw chipboard'],
                ],
                brands: 'timber',
                dims: [
                  d('debelina', [18, 22]),
                  d('dimenzije', ['2800-x-2070-mm']),
                  d('barva', ['white', 'oak', 'walnut', 'grey'], { inName: false }),
                ],
                units: U.board(),
                use: ['za izdelavo pohištva', 'for making furniture'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Rezan les',
        en: 'Sawn timber',
        seg: 'rezan-les',
        children: [
          {
            sl: 'Letve',
            en: 'Battens',
            seg: 'letve',
            families: [
              {
                nouns: [
                  ['Letev smreka 24 x 48 mm', 'Spruce batten 24 x 48 mm'],
                  ['Letev smreka 30 x 50 mm', 'Spruce batten 30 x 50 mm'],
                  ['Strešna letev impregnirana', 'Impregnated roof batten'],
                ],
                brands: 'timber',
                brandInName: false,
                dims: [d('dolzina', [3, 4])],
                units: U.lengthPiece(),
                use: [
                  'za strehe, fasade in podkonstrukcije',
                  'for roofs, facades and substructures',
                ],
              },
            ],
          },
          {
            sl: 'Tramovi',
            en: 'Beams',
            seg: 'tramovi',
            families: [
              {
                nouns: [
                  ['Tram smreka KVH 100 x 100 mm', 'Spruce beam KVH 100 x 100 mm'],
                  ['Tram smreka KVH 120 x 160 mm', 'Spruce beam KVH 120 x 160 mm'],
                  ['Lepljeni lameliran nosilec 80 x 200 mm', 'Glulam beam 80 x 200 mm'],
                ],
                brands: 'timber',
                brandInName: false,
                dims: [d('dolzina', [3, 4, 5])],
                units: U.lengthPiece(),
                use: ['za ostrešja in nosilne konstrukcije', 'for roof structures and framing'],
              },
            ],
          },
          {
            sl: 'Deske',
            en: 'Planks',
            seg: 'deske',
            families: [
              {
                nouns: [
                  ['Deska smreka skobljana 24 mm', 'Planed spruce board 24 mm'],
                  ['Terasna deska sibirski macesen', 'Siberian larch decking board'],
                  ['Opažna deska', 'Formwork board'],
                ],
                brands: 'timber',
                brandInName: false,
                dims: [d('dolzina', [3, 4])],
                units: U.lengthPiece(),
                use: ['za opaže, terase in obloge', 'for formwork, decking and cladding'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Talne obloge',
        en: 'Flooring',
        seg: 'talne-obloge',
        children: [
          {
            sl: 'Laminat',
            en: 'Laminate',
            seg: 'laminat',
            weight: 1.2,
            families: [
              {
                nouns: [['Laminat', 'Laminate flooring']],
                brands: 'timber',
                series: FLOOR_SERIES,
                dims: [
                  d('barva', ['oak', 'walnut', 'grey', 'white', 'brown']),
                  d('debelina', [7, 8, 10]),
                ],
                units: U.m2Pack(2.22, 40),
                use: ['za hitro polaganje po sistemu klik', 'for quick click installation'],
              },
            ],
          },
          {
            sl: 'Parket',
            en: 'Parquet',
            seg: 'parket',
            families: [
              {
                nouns: [
                  ['Večslojni parket hrast', 'Engineered oak parquet'],
                  ['Masivni parket hrast', 'Solid oak parquet'],
                ],
                brands: 'timber',
                series: FLOOR_SERIES,
                dims: [d('povrsina', ['matt', 'satin', 'structured']), d('debelina', [10, 15])],
                units: U.m2Pack(1.86, 40),
                use: ['za tople in trpežne tla', 'for warm and durable floors'],
              },
            ],
          },
          {
            sl: 'Zaključne letve',
            en: 'Skirting boards',
            seg: 'zakljucne-letve',
            families: [
              {
                nouns: [
                  ['Zaključna letev MDF', 'MDF skirting board'],
                  ['Zaključna letev PVC', 'PVC skirting board'],
                ],
                brands: 'timber',
                dims: [d('barva', ['white', 'oak', 'walnut', 'grey']), d('dolzina', [2.5])],
                units: U.piece(20),
                use: ['za lep zaključek talnih oblog', 'for a neat finish to floors'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Vodovod in ogrevanje',
    en: 'Plumbing and heating',
    seg: 'vodovod',
    children: [
      {
        sl: 'Cevi in fitingi',
        en: 'Pipes and fittings',
        seg: 'cevi-in-fitingi',
        children: [
          {
            sl: 'Kanalizacijske cevi',
            en: 'Sewer pipes',
            seg: 'kanalizacijske-cevi',
            families: [
              {
                nouns: [
                  ['Kanalizacijska cev PVC', 'PVC sewer pipe'],
                  ['Kanalizacijska cev PP', 'PP sewer pipe'],
                ],
                brands: 'plumbing',
                brandInName: false,
                dims: [
                  d('premer', [32, 40, 50, 75, 110, 160], { prefix: 'Ø' }),
                  d('dolzina', [0.5, 1, 2, 3]),
                ],
                units: U.piece(10),
                use: ['za hišno kanalizacijo', 'for domestic drainage'],
              },
            ],
          },
          {
            sl: 'Večplastne cevi',
            en: 'Multilayer pipes',
            seg: 'vecplastne-cevi',
            families: [
              {
                nouns: [
                  ['Večplastna cev PEX-AL-PEX', 'PEX-AL-PEX multilayer pipe'],
                  ['Večplastna cev v izolaciji', 'Insulated multilayer pipe'],
                ],
                brands: 'plumbing',
                dims: [d('premer', [16, 20, 26, 32], { prefix: 'Ø' })],
                units: U.metre(5, 200),
                use: ['za vodovod in talno ogrevanje', 'for water supply and underfloor heating'],
              },
            ],
          },
          {
            sl: 'Fitingi',
            en: 'Fittings',
            seg: 'fitingi',
            weight: 1.3,
            families: [
              {
                nouns: [
                  ['Koleno 90°', 'Elbow 90°'],
                  ['T-kos', 'Tee'],
                  ['Spojka', 'Coupling'],
                  ['Reducirni kos', 'Reducer'],
                ],
                brands: 'plumbing',
                brandInName: false,
                dims: [
                  d('prikljucek'),
                  d('material', ['brass', 'galvanised-steel', 'plastic'], { inName: false }),
                ],
                units: U.piece(25),
                use: ['za spajanje vodovodnih cevi', 'for joining water pipes'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Ventili',
        en: 'Valves',
        seg: 'ventili',
        children: [
          {
            sl: 'Krogelni ventili',
            en: 'Ball valves',
            seg: 'krogelni-ventili',
            families: [
              {
                nouns: [
                  ['Krogelni ventil', 'Ball valve'],
                  ['Krogelni ventil z metuljčkom', 'Butterfly-handle ball valve'],
                ],
                brands: 'plumbing',
                dims: [d('prikljucek'), hidden('material', ['brass'])],
                units: U.piece(10),
                use: ['za zapiranje dovoda vode', 'for shutting off water supply'],
              },
            ],
          },
          {
            sl: 'Protipovratni ventili',
            en: 'Check valves',
            seg: 'protipovratni-ventili',
            families: [
              {
                nouns: [
                  ['Protipovratni ventil', 'Check valve'],
                  ['Protipovratni ventil z lovilcem nesnage', 'Check valve with strainer'],
                ],
                brands: 'plumbing',
                dims: [d('prikljucek'), hidden('material', ['brass'])],
                units: U.piece(10),
                use: ['za preprečevanje povratnega toka', 'to prevent backflow'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Ogrevanje',
        en: 'Heating',
        seg: 'ogrevanje',
        children: [
          {
            sl: 'Radiatorji',
            en: 'Radiators',
            seg: 'radiatorji',
            families: [
              {
                nouns: [
                  ['Ploščati radiator tip 22', 'Panel radiator type 22'],
                  ['Ploščati radiator tip 33', 'Panel radiator type 33'],
                  ['Kopalniški radiator', 'Towel radiator'],
                ],
                brands: 'plumbing',
                dims: [d('dimenzije', ['600-x-800-mm', '600-x-1000-mm', '600-x-1200-mm'])],
                units: U.piece(1),
                use: ['za učinkovito ogrevanje prostorov', 'for efficient room heating'],
              },
            ],
          },
          {
            sl: 'Bojlerji',
            en: 'Water heaters',
            seg: 'bojlerji',
            families: [
              {
                nouns: [
                  ['Električni bojler', 'Electric water heater'],
                  ['Kombinirani bojler', 'Combined water heater'],
                ],
                brands: 'plumbing',
                dims: [
                  d('prostornina', [10, 50, 80, 100]),
                  hidden('energijski_razred', ['b', 'c', 'd']),
                ],
                units: U.piece(1),
                use: ['za pripravo tople sanitarne vode', 'for domestic hot water'],
                energy: true,
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Termostatske glave',
            en: 'Thermostatic heads',
            seg: 'termostatske-glave',
            families: [
              {
                nouns: [
                  ['Termostatska glava', 'Thermostatic head'],
                  ['Pametna termostatska glava', 'Smart thermostatic head'],
                ],
                brands: 'plumbing',
                series: ['Basic', 'Comfort', 'Smart'],
                dims: [hidden('barva', ['white', 'silver'])],
                units: U.piece(10),
                use: ['za varčno ogrevanje', 'for economical heating'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Keramika',
    en: 'Ceramics',
    seg: 'keramika',
    children: [
      {
        sl: 'Talne ploščice',
        en: 'Floor tiles',
        seg: 'talne-ploscice',
        children: [
          {
            sl: 'Gres ploščice',
            en: 'Porcelain tiles',
            seg: 'gres-ploscice',
            weight: 2,
            families: [
              {
                nouns: [['Gres ploščice', 'Porcelain tiles']],
                brands: 'ceramics',
                brandInName: false,
                series: TILE_SERIES,
                dims: [
                  d('format', ['30x60-cm', '60x60-cm', '60x120-cm', '20x120-cm', '45x45-cm']),
                  d('barva', TILE_COLOURS, { inName: false }),
                  d('povrsina', ['matt', 'semi-gloss', 'structured'], { inName: false }),
                  hidden('protizdrsnost', ['r9', 'r10']),
                ],
                units: U.tile(),
                use: ['za tla v bivalnih prostorih', 'for floors in living spaces'],
              },
            ],
          },
          {
            sl: 'Zunanje ploščice',
            en: 'Outdoor tiles',
            seg: 'zunanje-ploscice',
            families: [
              {
                nouns: [
                  ['Zunanje gres ploščice 2 cm', 'Outdoor porcelain pavers 2 cm'],
                  ['Protizdrsne ploščice', 'Anti-slip tiles'],
                ],
                brands: 'ceramics',
                brandInName: false,
                series: TILE_SERIES,
                dims: [
                  d('format', ['30x60-cm', '60x60-cm', '45x45-cm']),
                  d('barva', ['grey', 'anthracite', 'beige', 'brown'], { inName: false }),
                  hidden('protizdrsnost', ['r11', 'r12']),
                  hidden('uporaba', ['outdoor']),
                ],
                units: U.tile(),
                use: ['za terase, balkone in dovoze', 'for patios, balconies and driveways'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Stenske ploščice',
        en: 'Wall tiles',
        seg: 'stenske-ploscice',
        children: [
          {
            sl: 'Kopalniške ploščice',
            en: 'Bathroom tiles',
            seg: 'kopalniske-ploscice',
            weight: 2,
            families: [
              {
                nouns: [['Keramične ploščice', 'Ceramic tiles']],
                brands: 'ceramics',
                brandInName: false,
                series: TILE_SERIES,
                dims: [
                  d('format', ['20x20-cm', '25x40-cm', '30x60-cm', '30x30-cm']),
                  d('barva', TILE_COLOURS, { inName: false }),
                  d('povrsina', ['matt', 'gloss'], { inName: false }),
                ],
                units: U.tile(),
                use: ['za stene kopalnic', 'for bathroom walls'],
              },
            ],
          },
          {
            sl: 'Kuhinjske ploščice',
            en: 'Kitchen tiles',
            seg: 'kuhinjske-ploscice',
            families: [
              {
                nouns: [['Stenske ploščice', 'Wall tiles']],
                brands: 'ceramics',
                brandInName: false,
                series: TILE_SERIES,
                dims: [
                  d('format', ['20x20-cm', '25x40-cm', '30x60-cm']),
                  d('barva', TILE_COLOURS, { inName: false }),
                  d('povrsina', ['gloss', 'matt'], { inName: false }),
                ],
                units: U.tile(),
                use: ['za kuhinjske stene med elementi', 'for kitchen splashbacks'],
              },
            ],
          },
          {
            sl: 'Mozaik',
            en: 'Mosaic',
            seg: 'mozaik',
            families: [
              {
                nouns: [
                  ['Stekleni mozaik', 'Glass mosaic'],
                  ['Kamniti mozaik', 'Stone mosaic'],
                ],
                brands: 'ceramics',
                brandInName: false,
                series: TILE_SERIES,
                dims: [
                  d('format', ['30x30-cm-mosaic'], { inName: false }),
                  d('barva', TILE_COLOURS, { inName: false }),
                ],
                units: U.tile(),
                use: ['za dekorativne stenske poudarke', 'for decorative wall accents'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Lepila in fugirne mase',
        en: 'Adhesives and grouts',
        seg: 'lepila-in-fugirne-mase',
        children: [
          {
            sl: 'Lepila za ploščice',
            en: 'Tile adhesives',
            seg: 'lepila-za-ploscice',
            families: [
              {
                nouns: [
                  ['Lepilo za ploščice C1', 'Tile adhesive C1'],
                  ['Fleksibilno lepilo C2TE S1', 'Flexible tile adhesive C2TE S1'],
                  ['Lepilo za velike formate', 'Large-format tile adhesive'],
                ],
                brands: 'ceramics',
                dims: [d('teza', [5, 25])],
                units: U.bag(48),
                use: [
                  'za lepljenje keramike na stene in tla',
                  'for fixing tiles to walls and floors',
                ],
                datasheet: true,
              },
            ],
          },
          {
            sl: 'Fugirne mase',
            en: 'Grouts',
            seg: 'fugirne-mase',
            families: [
              {
                nouns: [
                  ['Fugirna masa', 'Tile grout'],
                  ['Epoksidna fugirna masa', 'Epoxy grout'],
                ],
                brands: 'ceramics',
                dims: [
                  d('barva', ['white', 'grey', 'anthracite', 'beige', 'brown', 'black']),
                  d('teza', [2, 5]),
                ],
                units: U.piece(12),
                use: ['za fugiranje keramičnih oblog', 'for grouting tiled surfaces'],
              },
            ],
          },
          {
            sl: 'Silikoni',
            en: 'Silicones',
            seg: 'silikoni',
            families: [
              {
                nouns: [
                  ['Sanitarni silikon', 'Sanitary silicone'],
                  ['Akrilni kit', 'Acrylic sealant'],
                ],
                brands: 'ceramics',
                dims: [
                  d('barva', ['white', 'grey', 'colourless', 'anthracite']),
                  hidden('prostornina', [0.31]),
                ],
                units: U.piece(12),
                use: [
                  'za tesnjenje stikov v kopalnici in kuhinji',
                  'for sealing joints in bathrooms and kitchens',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Okovje',
    en: 'Hardware',
    seg: 'okovje',
    children: [
      {
        sl: 'Vijaki in pritrdilni material',
        en: 'Screws and fixings',
        seg: 'vijaki-in-pritrdilni-material',
        children: [
          {
            sl: 'Vijaki za les',
            en: 'Wood screws',
            seg: 'vijaki-za-les',
            weight: 2,
            families: [
              {
                nouns: [
                  ['Vijak za les s ploščato glavo', 'Countersunk wood screw'],
                  ['Vijak za les TX', 'Torx wood screw'],
                  ['Vijak za terase', 'Decking screw'],
                ],
                brands: 'hardware',
                brandInName: false,
                dims: [
                  d('dimenzija_vijaka'),
                  d('st_kosov', [100, 200, 500], { inName: false }),
                  hidden('material', ['steel', 'stainless-steel']),
                ],
                units: U.pack(),
                use: ['za lesene konstrukcije in pohištvo', 'for timber structures and furniture'],
              },
            ],
          },
          {
            sl: 'Zidni vložki',
            en: 'Wall plugs',
            seg: 'zidni-vlozki',
            families: [
              {
                nouns: [
                  ['Zidni vložek univerzalni', 'Universal wall plug'],
                  ['Vložek za mavčne plošče', 'Plasterboard plug'],
                  ['Kemično sidro', 'Chemical anchor'],
                ],
                brands: 'hardware',
                dims: [
                  d('premer', [5, 6, 8, 10, 12], { prefix: 'Ø' }),
                  d('st_kosov', [25, 50, 100], { inName: false }),
                ],
                units: U.pack(),
                use: ['za pritrjevanje v beton in opeko', 'for fixing into concrete and brick'],
              },
            ],
          },
          {
            sl: 'Žeblji',
            en: 'Nails',
            seg: 'zeblji',
            families: [
              {
                nouns: [
                  ['Žeblji gradbeni', 'Construction nails'],
                  ['Žeblji pocinkani', 'Galvanised nails'],
                  ['Žeblji za strešno lepenko', 'Roofing nails'],
                ],
                brands: 'hardware',
                brandInName: false,
                dims: [
                  d('dimenzija_vijaka', [
                    '3-x-20-mm',
                    '3-5-x-30-mm',
                    '4-x-40-mm',
                    '5-x-60-mm',
                    '6-x-100-mm',
                  ]),
                ],
                units: U.kg(1),
                use: ['za tesarska in gradbena dela', 'for carpentry and building work'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Pohištveno okovje',
        en: 'Furniture hardware',
        seg: 'pohistveno-okovje',
        children: [
          {
            sl: 'Ročaji',
            en: 'Handles',
            seg: 'rocaji',
            families: [
              {
                nouns: [
                  ['Ročaj za pohištvo', 'Cabinet handle'],
                  ['Gumb za pohištvo', 'Cabinet knob'],
                ],
                brands: 'hardware',
                series: FURNITURE_SERIES,
                dims: [
                  d('barva', METAL_COLOURS),
                  hidden('material', ['aluminium', 'stainless-steel', 'brass']),
                ],
                units: U.piece(20),
                use: ['za kuhinjske in kopalniške elemente', 'for kitchen and bathroom units'],
              },
            ],
          },
          {
            sl: 'Tečaji',
            en: 'Hinges',
            seg: 'tecaji',
            families: [
              {
                nouns: [
                  ['Tečaj za pohištvo s počasnim zapiranjem', 'Soft-close cabinet hinge'],
                  ['Tečaj za vrata', 'Door hinge'],
                ],
                brands: 'hardware',
                dims: [
                  d('st_kosov', [5, 10], { inName: false }),
                  hidden('material', ['steel', 'stainless-steel']),
                ],
                series: ['35 mm', '110°', '165°'],
                units: U.pack(),
                use: ['za tiho in natančno zapiranje', 'for quiet, precise closing'],
              },
            ],
          },
          {
            sl: 'Vodila za predale',
            en: 'Drawer slides',
            seg: 'vodila-za-predale',
            families: [
              {
                nouns: [
                  ['Kroglično vodilo za predale', 'Ball-bearing drawer slide'],
                  ['Skrito vodilo s počasnim zapiranjem', 'Concealed soft-close slide'],
                ],
                brands: 'hardware',
                dims: [d('dolzina', [0.5])],
                units: U.piece(10),
                use: ['za gladko odpiranje predalov', 'for smooth drawer opening'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Stavbno okovje',
        en: 'Building hardware',
        seg: 'stavbno-okovje',
        children: [
          {
            sl: 'Kljuke',
            en: 'Door handles',
            seg: 'kljuke',
            families: [
              {
                nouns: [
                  ['Kljuka za notranja vrata', 'Interior door handle'],
                  ['Kljuka z rozeto', 'Lever handle on rose'],
                ],
                brands: 'hardware',
                series: FURNITURE_SERIES,
                dims: [
                  d('barva', METAL_COLOURS),
                  hidden('material', ['aluminium', 'stainless-steel', 'brass']),
                ],
                units: U.piece(10),
                use: ['za notranja vrata', 'for interior doors'],
              },
            ],
          },
          {
            sl: 'Ključavnice in cilindri',
            en: 'Locks and cylinders',
            seg: 'kljucavnice-in-cilindri',
            families: [
              {
                nouns: [
                  ['Cilindrični vložek 30/30', 'Euro cylinder 30/30'],
                  ['Vložna ključavnica', 'Mortise lock'],
                  ['Obešanka', 'Padlock'],
                ],
                brands: 'hardware',
                dims: [hidden('material', ['brass', 'steel'])],
                series: ['Standard', 'Security', 'Pro'],
                units: U.piece(10),
                use: ['za varnost vaših vrat', 'to keep your doors secure'],
              },
            ],
          },
          {
            sl: 'Nosilci in kotniki',
            en: 'Brackets and angles',
            seg: 'nosilci-in-kotniki',
            families: [
              {
                nouns: [
                  ['Kotnik ojačan', 'Reinforced angle bracket'],
                  ['Nosilec tramu', 'Joist hanger'],
                  ['Ploščati veznik', 'Flat connector plate'],
                ],
                brands: 'hardware',
                brandInName: false,
                dims: [
                  d('dimenzija_vijaka', ['5-x-60-mm', '5-x-80-mm', '6-x-100-mm', '6-x-120-mm'], {
                    inName: false,
                  }),
                  d('material', ['galvanised-steel'], { inName: false }),
                ],
                series: ['60 x 60 mm', '90 x 90 mm', '105 x 105 mm'],
                units: U.piece(25),
                use: ['za lesene konstrukcije', 'for timber constructions'],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    sl: 'Zaščitna oprema',
    en: 'Protective equipment',
    seg: 'zascitna-oprema',
    children: [
      {
        sl: 'Delovna oblačila',
        en: 'Workwear',
        seg: 'delovna-oblacila',
        children: [
          {
            sl: 'Delovne hlače',
            en: 'Work trousers',
            seg: 'delovne-hlace',
            families: [
              {
                nouns: [
                  ['Delovne hlače', 'Work trousers'],
                  ['Delovne hlače z naramnicami', 'Work bib trousers'],
                ],
                brands: 'safety',
                dims: [
                  d('velikost', ['s', 'm', 'l', 'xl', 'xxl']),
                  d('barva', ['grey', 'blue', 'black'], { inName: false }),
                ],
                units: U.piece(10),
                use: ['za udobno delo na gradbišču', 'for comfortable work on site'],
              },
            ],
          },
          {
            sl: 'Delovne jakne',
            en: 'Work jackets',
            seg: 'delovne-jakne',
            families: [
              {
                nouns: [
                  ['Delovna jakna', 'Work jacket'],
                  ['Softshell jakna', 'Softshell jacket'],
                  ['Odsevni brezrokavnik', 'Hi-vis vest'],
                ],
                brands: 'safety',
                dims: [
                  d('velikost', ['s', 'm', 'l', 'xl', 'xxl']),
                  d('barva', ['grey', 'black', 'orange', 'yellow'], { inName: false }),
                ],
                units: U.piece(10),
                use: ['za zaščito pred vremenom', 'for protection from the weather'],
              },
            ],
          },
        ],
      },
      {
        sl: 'Osebna zaščita',
        en: 'Personal protection',
        seg: 'osebna-zascita',
        children: [
          {
            sl: 'Rokavice',
            en: 'Gloves',
            seg: 'rokavice',
            families: [
              {
                nouns: [
                  ['Delovne rokavice nitril', 'Nitrile work gloves'],
                  ['Zaščitne rokavice usnjene', 'Leather safety gloves'],
                  ['Rokavice proti urezninam', 'Cut-resistant gloves'],
                ],
                brands: 'safety',
                dims: [d('velikost', ['8', '9', '10', '11'], { prefix: 'vel.' })],
                units: U.piece(12),
                use: ['za zaščito rok pri delu', 'to protect hands at work'],
              },
            ],
          },
          {
            sl: 'Zaščitna očala',
            en: 'Safety glasses',
            seg: 'zascitna-ocala',
            families: [
              {
                nouns: [
                  ['Zaščitna očala', 'Safety glasses'],
                  ['Zaščitna očala zatemnjena', 'Tinted safety glasses'],
                ],
                brands: 'safety',
                series: ['Classic', 'Sport', 'Vision'],
                dims: [hidden('barva', ['colourless', 'grey'])],
                units: U.piece(12),
                use: ['za zaščito oči pred delci', 'to protect eyes from debris'],
              },
            ],
          },
          {
            sl: 'Čelade',
            en: 'Helmets',
            seg: 'celade',
            families: [
              {
                nouns: [
                  ['Zaščitna čelada', 'Safety helmet'],
                  ['Zaščitna čelada z vizirjem', 'Safety helmet with visor'],
                ],
                brands: 'safety',
                dims: [d('barva', ['white', 'yellow', 'red', 'blue', 'orange'])],
                units: U.piece(10),
                use: ['za delo na gradbišču', 'for work on building sites'],
              },
            ],
          },
        ],
      },
    ],
  },
];
