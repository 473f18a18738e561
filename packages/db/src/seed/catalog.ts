// Generates the demo catalogue rows (categories, attributes, options, products and their
// facet options) from the static definitions. Pure: no database access, so the same seed
// gives the same rows (tested), and product i does not depend on the total count.
import { withEan13CheckDigit } from '@gradnik/domain/ean';
import type {
  CategoryFilter,
  ProductAdvantages,
  ProductMedia,
  ProductProperties,
  ProductProperty,
} from '../schema/catalog.ts';
import { ATTRIBUTES, BRAND_ATTRIBUTE, BRANDS, ORIGIN_BY_GS1 } from './attribute-data.ts';
import type { AttributeDef, BrandDef, BrandGroup, OptionDef } from './attribute-data.ts';
import { CATEGORY_TREE } from './catalog-data.ts';
import type { ChosenValues, FamilyDef, LeafDef, UnitSpec } from './catalog-data.ts';
import { productDocumentPath, productImagePath, energyLabelPath } from './media.ts';
import { BASE_PRICE_BY_LEAF, SIZE_ATTRIBUTES, demoBasePrice, demoListPrice } from './price-data.ts';
import { Rng } from './random.ts';
import { pad, slNumber } from './text.ts';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  nameSl: string;
  nameEn: string;
  urlSegment: string;
  path: string;
  depth: number;
  position: number;
  filters: CategoryFilter[];
}

export interface AttributeRow {
  id: number;
  code: string;
  type: string;
  typeData: string | null;
  nameSl: string;
  nameEn: string;
  status: number;
  filterable: boolean;
  position: number;
}

export interface AttributeOptionRow {
  id: number;
  attributeId: number;
  code: string;
  labelSl: string;
  labelEn: string;
  position: number;
}

export interface ProductRow extends UnitSpec {
  id: number;
  code: string;
  nameSl: string;
  nameEn: string;
  shortDescriptionSl: string;
  shortDescriptionEn: string;
  descriptionSl: string;
  descriptionEn: string;
  advantages: ProductAdvantages;
  properties: ProductProperties;
  ean: string;
  vat: number;
  media: ProductMedia;
  isAction: boolean;
  catalogStatus: number;
  categoryId: number;
  createdAt: Date;
  /** The ERP simulator's basic VPC price per retail unit (the synced price list, price sort). */
  listPrice: number;
}

export interface CatalogData {
  categories: CategoryRow[];
  attributes: AttributeRow[];
  attributeOptions: AttributeOptionRow[];
  products: ProductRow[];
  /** [productId, optionId] pairs. */
  productAttributeOptions: [number, number][];
  /**
   * Net price per retail unit (EUR) of each product, same order as `products`. Only for the
   * demo order history; live prices come from the ERP (simulator), not from the database.
   */
  referencePrices: number[];
  /**
   * Which product each row is a variant of (leaf, noun, brand, series, model), same order as
   * `products`: variants differ only in size, colour, finish … and are priced close together.
   */
  variantKeys: string[];
}

interface Leaf {
  def: LeafDef;
  categoryId: number;
}

const DAY_MS = 86_400_000;

/** Builds the category tree rows; ids follow a depth-first walk (stable). */
function buildCategories(): { rows: CategoryRow[]; leaves: Leaf[] } {
  const rows: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  let nextId = 1;
  const attrsOf = (families: FamilyDef[]) =>
    families.flatMap((f) => f.dims.map((dim) => dim.attr)).filter((code) => isFilterable(code));
  const filtersFrom = (codes: string[]): CategoryFilter[] =>
    [BRAND_ATTRIBUTE, ...new Set(codes)]
      .filter((code, i, all) => all.indexOf(code) === i)
      .map((code, i) => ({ code, active: true, sort: i + 1 }));

  CATEGORY_TREE.forEach((top, topIndex) => {
    const topId = nextId++;
    const topRow: CategoryRow = {
      id: topId,
      parentId: null,
      nameSl: top.sl,
      nameEn: top.en,
      urlSegment: top.seg,
      path: `${top.seg}/`,
      depth: 0,
      position: topIndex + 1,
      filters: [],
    };
    rows.push(topRow);
    const topCodes: string[] = [];
    top.children.forEach((mid, midIndex) => {
      const midId = nextId++;
      const midRow: CategoryRow = {
        id: midId,
        parentId: topId,
        nameSl: mid.sl,
        nameEn: mid.en,
        urlSegment: mid.seg,
        path: `${top.seg}/${mid.seg}/`,
        depth: 1,
        position: midIndex + 1,
        filters: [],
      };
      rows.push(midRow);
      const midCodes: string[] = [];
      mid.children.forEach((leaf, leafIndex) => {
        const leafId = nextId++;
        const codes = attrsOf(leaf.families);
        midCodes.push(...codes);
        rows.push({
          id: leafId,
          parentId: midId,
          nameSl: leaf.sl,
          nameEn: leaf.en,
          urlSegment: leaf.seg,
          path: `${top.seg}/${mid.seg}/${leaf.seg}/`,
          depth: 2,
          position: leafIndex + 1,
          filters: filtersFrom(codes),
        });
        leaves.push({ def: leaf, categoryId: leafId });
      });
      midRow.filters = filtersFrom(midCodes);
      topCodes.push(...midCodes);
    });
    topRow.filters = filtersFrom(topCodes);
  });
  return { rows, leaves };
}

function isFilterable(code: string): boolean {
  return ATTRIBUTES.find((a) => a.code === code)?.filterable ?? false;
}

function buildAttributes(): {
  attributes: AttributeRow[];
  options: AttributeOptionRow[];
  optionId: Map<string, number>;
} {
  const attributes: AttributeRow[] = [];
  const options: AttributeOptionRow[] = [];
  const optionId = new Map<string, number>();
  let nextOption = 1;
  ATTRIBUTES.forEach((a, i) => {
    const id = i + 1;
    attributes.push({
      id,
      code: a.code,
      type: a.type,
      typeData: a.typeData ?? null,
      nameSl: a.nameSl,
      nameEn: a.nameEn,
      status: 1,
      filterable: a.filterable,
      position: i + 1,
    });
    a.options.forEach((o, j) => {
      const key = `${a.code}/${o.code}`;
      if (optionId.has(key)) throw new Error(`duplicate option ${key}`);
      optionId.set(key, nextOption);
      options.push({
        id: nextOption,
        attributeId: id,
        code: o.code,
        labelSl: o.sl,
        labelEn: o.en,
        position: j + 1,
      });
      nextOption += 1;
    });
  });
  return { attributes, options, optionId };
}

const attributeByCode = new Map<string, AttributeDef>(ATTRIBUTES.map((a) => [a.code, a]));

function optionsFor(attr: string, only: (string | number)[] | undefined): OptionDef[] {
  const def = attributeByCode.get(attr);
  if (!def) throw new Error(`unknown attribute ${attr}`);
  if (!only) return def.options;
  const found = only.map((want) => {
    const o =
      typeof want === 'number'
        ? def.options.find((x) => x.value === want)
        : def.options.find((x) => x.code === want);
    if (!o) throw new Error(`unknown option ${String(want)} of ${attr}`);
    return o;
  });
  return found;
}

const BRANDS_BY_GROUP = new Map<BrandGroup, BrandDef[]>();
for (const b of BRANDS) {
  for (const g of b.groups) BRANDS_BY_GROUP.set(g, [...(BRANDS_BY_GROUP.get(g) ?? []), b]);
}

const GENERAL_ADVANTAGES: [string, string][] = [
  ['Dolga življenjska doba', 'Long service life'],
  ['Preverjena kakovost', 'Proven quality'],
  ['Enostavna uporaba', 'Easy to use'],
  ['Ugodno razmerje med ceno in kakovostjo', 'Great value for money'],
  ['Skladno s standardi EU', 'Complies with EU standards'],
  ['Primerno za profesionalno uporabo', 'Suitable for professional use'],
  ['Tehnična podpora strokovnjakov', 'Expert technical support'],
  ['Okolju prijazna proizvodnja', 'Environmentally friendly production'],
];

const GROUP_ADVANTAGES: Partial<Record<BrandGroup, [string, string][]>> = {
  tools: [
    ['Ergonomski ročaj', 'Ergonomic grip'],
    ['Nizka raven vibracij', 'Low vibration'],
    ['3 leta garancije', '3-year warranty'],
  ],
  paint: [
    ['Visoka pokrivnost', 'High coverage'],
    ['Brez neprijetnega vonja', 'Low odour'],
    ['Hitro sušenje', 'Fast drying'],
  ],
  ceramics: [
    ['Odporno proti madežem', 'Stain resistant'],
    ['Enostavno čiščenje', 'Easy to clean'],
    ['Odporno proti zmrzali', 'Frost resistant'],
  ],
  building: [
    ['Visoka trdnost', 'High strength'],
    ['Odporno proti vremenskim vplivom', 'Weather resistant'],
  ],
  electro: [
    ['Varčna poraba energije', 'Low energy use'],
    ['Certifikat CE', 'CE certified'],
  ],
  timber: [
    ['Les iz trajnostno upravljanih gozdov', 'Timber from sustainably managed forests'],
    ['Dimenzijsko stabilno', 'Dimensionally stable'],
  ],
};

const CLOSING_SENTENCES: [string, string][] = [
  [
    'Izdelek je skladen z veljavnimi evropskimi standardi.',
    'The product complies with current European standards.',
  ],
  [
    'Pred uporabo preberite navodila proizvajalca.',
    'Read the manufacturer’s instructions before use.',
  ],
  [
    'Za večje količine se obrnite na svojega skrbnika.',
    'For larger quantities please contact your account manager.',
  ],
  [
    'Priporočamo ga izvajalcem in zahtevnim domačim mojstrom.',
    'Recommended for contractors and demanding DIYers.',
  ],
  [
    'Izdelek je na voljo tudi v drugih izvedbah iste serije.',
    'Other versions of the same series are also available.',
  ],
];

function unitSentence(u: UnitSpec): [string, string] {
  const f = u.factorUnitRetail;
  if (u.baseUnitOfMeasure === 'M2' && u.retailUnitOfMeasure === 'PAK') {
    return [`Prodaja po paketih (${slNumber(f)} m² v paketu).`, `Sold in packages of ${f} m².`];
  }
  if (u.baseUnitOfMeasure === 'M2' && u.retailUnitOfMeasure === 'KOS') {
    return [
      `Cena je izražena na m², en kos meri ${slNumber(f)} m².`,
      `Priced per m²; one piece measures ${f} m².`,
    ];
  }
  if (u.baseUnitOfMeasure === 'L' && u.retailUnitOfMeasure === 'KOS') {
    return [`Embalaža vsebuje ${slNumber(f)} L.`, `The container holds ${f} L.`];
  }
  if (u.baseUnitOfMeasure === 'M' && u.retailUnitOfMeasure === 'KOS') {
    return [`En kos meri ${slNumber(f)} m.`, `One piece is ${f} m long.`];
  }
  if (u.retailUnitOfMeasure === 'PAK') {
    return [`Paket vsebuje ${f} kosov.`, `One pack contains ${f} pieces.`];
  }
  if (u.minimumSalesUnitRetail > 1) {
    const unit = u.retailUnitOfMeasure.toLowerCase();
    return [
      `Najmanjša prodajna količina je ${slNumber(u.minimumSalesUnitRetail)} ${unit}.`,
      `Minimum order quantity is ${u.minimumSalesUnitRetail} ${unit}.`,
    ];
  }
  return ['', ''];
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();
}

function joinName(parts: (string | undefined | null)[]): string {
  return parts.filter((p): p is string => !!p && p.length > 0).join(' ');
}

/** Generates the whole catalogue for `count` products. */
export function generateCatalog(seed: number, count: number, referenceDate: Date): CatalogData {
  const { rows: categories, leaves } = buildCategories();
  const { attributes, options, optionId } = buildAttributes();
  // Fail fast on a typo in the static definitions, whatever the product count.
  for (const leaf of leaves) {
    for (const f of leaf.def.families) for (const dim of f.dims) optionsFor(dim.attr, dim.only);
  }
  const leafWeights = leaves.map((l) => l.def.weight ?? 1);
  const products: ProductRow[] = [];
  const pao: [number, number][] = [];
  const referencePrices: number[] = [];
  const variantKeys: string[] = [];
  const seenNames = new Set<string>();
  const ref = referenceDate.getTime();

  for (let i = 0; i < count; i += 1) {
    const rng = Rng.for(seed, 'product', i);
    const id = i + 1;
    const leaf = rng.weighted(leaves, leafWeights);
    const family = rng.pick(leaf.def.families);
    const [nounSl, nounEn] = rng.pick(family.nouns);
    const brandList = BRANDS_BY_GROUP.get(family.brands) ?? BRANDS;
    const brand = rng.pick(brandList);
    const brandIndex = BRANDS.indexOf(brand);
    const series = family.series ? rng.pick(family.series) : undefined;
    const model = family.modelCodes
      ? `${initials(brand.name)} ${rng.int(1, 9)}${rng.int(0, 9)}${rng.pick(['', '0', '5'])}${rng.pick(['', '-2', ' Plus', ' Pro'])}`
      : undefined;

    const chosen: ChosenValues = {};
    const namePartsSl: string[] = [];
    const namePartsEn: string[] = [];
    const optionIds: number[] = [optionId.get(`${BRAND_ATTRIBUTE}/${slugBrand(brand)}`) ?? 0];
    for (const dim of family.dims) {
      const o = rng.pick(optionsFor(dim.attr, dim.only));
      chosen[dim.attr] = o;
      const oid = optionId.get(`${dim.attr}/${o.code}`);
      if (oid === undefined) throw new Error(`option id missing for ${dim.attr}/${o.code}`);
      if (!optionIds.includes(oid)) optionIds.push(oid);
      if (dim.inName !== false) {
        namePartsSl.push(joinName([dim.prefix, o.sl]));
        namePartsEn.push(joinName([dim.prefix ? englishPrefix(dim.prefix) : undefined, o.en]));
      }
    }
    const originCode = ORIGIN_BY_GS1[brand.gs1] ?? 'slovenia';
    const originId = optionId.get(`drzava_porekla/${originCode}`);
    if (originId !== undefined) optionIds.push(originId);

    const brandName = family.brandInName === false ? undefined : brand.name;
    let nameSl = joinName([nounSl, brandName, series, model, ...namePartsSl]);
    let nameEn = joinName([nounEn, brandName, series, model, ...namePartsEn]);
    // Real catalogues tell near-identical items apart by a type code; so do we.
    for (let attempt = 0; seenNames.has(nameSl) && attempt < 20; attempt += 1) {
      const type = `${initials(brand.name)}-${rng.int(100, 9999)}`;
      nameSl = joinName([nounSl, brandName, series, model, ...namePartsSl, type]);
      nameEn = joinName([nounEn, brandName, series, model, ...namePartsEn, type]);
    }
    seenNames.add(nameSl);

    const unitSpec = family.units(chosen);
    const code = String(1_000_000 + i * 3 + rng.int(0, 2));
    // GTIN-13: GS1 country prefix, a 4-digit company number per brand, a 5-digit item number.
    const company = 1000 + brandIndex * 10 + Math.floor(i / 100_000);
    const ean = withEan13CheckDigit(`${brand.gs1}${pad(company, 4)}${pad(i % 100_000, 5)}`);

    const useSl = family.use[0];
    const useEn = family.use[1];
    const [unitSl, unitEn] = unitSentence(unitSpec);
    const [closeSl, closeEn] = rng.pick(CLOSING_SENTENCES);
    const shortDescriptionSl = `${nounSl} ${useSl}.`;
    const shortDescriptionEn = `${nounEn} ${useEn}.`;
    const descriptionSl = `<p>${nameSl} je kakovosten izdelek blagovne znamke ${brand.name} ${useSl}.</p><p>${joinName([unitSl, closeSl])}</p>`;
    const descriptionEn = `<p>${nameEn} is a quality product by ${brand.name} ${useEn}.</p><p>${joinName([unitEn, closeEn])}</p>`;

    const advPool = [...(GROUP_ADVANTAGES[family.brands] ?? []), ...GENERAL_ADVANTAGES];
    const adv = rng.sample(advPool.slice(0, 2), 1).concat(rng.sample(advPool.slice(2), 2));
    const advantages: ProductAdvantages = { sl: adv.map((a) => a[0]), en: adv.map((a) => a[1]) };

    const origin = attributeByCode
      .get('drzava_porekla')
      ?.options.find((o) => o.code === originCode);
    const publicProps: ProductProperty[] = [
      {
        code: 'drzava_porekla',
        nameSl: 'Država porekla',
        nameEn: 'Country of origin',
        valueSl: origin?.sl ?? 'Slovenija',
        valueEn: origin?.en ?? 'Slovenia',
      },
    ];
    if (family.brands === 'tools') {
      const years = rng.pick([2, 3]);
      publicProps.push({
        code: 'garancija',
        nameSl: 'Garancija',
        nameEn: 'Warranty',
        valueSl: years === 2 ? '2 leti' : '3 leta',
        valueEn: `${years} years`,
      });
    }
    const properties: ProductProperties = {
      public: publicProps,
      private: [
        {
          code: 'nabavna_skupina',
          nameSl: 'Nabavna skupina',
          nameEn: 'Purchasing group',
          valueSl: `NG-${pad(leaf.categoryId, 3)}`,
          valueEn: `NG-${pad(leaf.categoryId, 3)}`,
        },
        {
          code: 'dobavitelj',
          nameSl: 'Dobavitelj',
          nameEn: 'Supplier',
          valueSl: `D-${10_000 + brandIndex * 37}`,
          valueEn: `D-${10_000 + brandIndex * 37}`,
        },
      ],
    };

    const imageCount = rng.chance(0.02) ? 0 : rng.int(1, 3);
    const images = Array.from({ length: imageCount }, (_, k) => productImagePath(code, k + 1));
    const energyClass = chosen.energijski_razred?.en;
    const media: ProductMedia = {
      Images: images,
      Videos: [],
      Documents: family.datasheet
        ? [
            {
              nameSl: 'Tehnični list',
              nameEn: 'Technical data sheet',
              url: productDocumentPath(code, 'tehnicni-list'),
            },
          ]
        : [],
      UrlMainPicture: images[0] ?? null,
      EnergyLabel: family.energy && energyClass ? energyLabelPath(energyClass) : null,
    };

    // The list price (price-data.ts, decision 019). Own draws, keyed by the product's identity,
    // so the rest of the catalogue (names, codes, dates) is the same as before prices changed.
    const variantKey = [leaf.def.seg, nounSl, brand.name, series ?? '', model ?? ''].join('|');
    const band = family.price ?? BASE_PRICE_BY_LEAF[leaf.def.seg] ?? [2, 50];
    const basePrice = demoBasePrice(
      band,
      Rng.for(seed, 'price-model', variantKey).next(),
      sizeRanks(family, chosen),
      Rng.for(seed, 'price-jitter', code).next(),
    );
    const listPrice = demoListPrice(basePrice, unitSpec.factorUnitRetail);

    // Spread over the last two years, at whole seconds so values survive every driver.
    const ageMs = Math.floor((rng.next() * 730 * DAY_MS) / 1000) * 1000;
    products.push({
      id,
      code,
      nameSl,
      nameEn,
      shortDescriptionSl,
      shortDescriptionEn,
      descriptionSl,
      descriptionEn,
      advantages,
      properties,
      ...unitSpec,
      ean,
      vat: family.vat ?? 22,
      media,
      isAction: rng.chance(0.05),
      catalogStatus: rng.chance(0.015) ? 0 : 1,
      categoryId: leaf.categoryId,
      createdAt: new Date(ref - ageMs),
      listPrice,
    });
    for (const oid of optionIds) pao.push([id, oid]);
    variantKeys.push(variantKey);
    // Order history: the list price less the partner's usual 0–20 % (same draw as before).
    referencePrices.push(
      Math.max(0.01, Math.round(listPrice * (1 - 0.2 * rng.next()) * 100) / 100),
    );
  }

  return {
    categories,
    attributes,
    attributeOptions: options,
    products,
    productAttributeOptions: pao,
    referencePrices,
    variantKeys,
  };
}

/**
 * Where the chosen options sit among the family's sizes, each 0 (smallest) … 1 (largest), for
 * every size attribute with more than one value. An attribute that sets the retail factor (m²
 * per package, litres per can, pieces per pack) is left out: the factor already scales the
 * retail price by it.
 */
function sizeRanks(family: FamilyDef, chosen: ChosenValues): number[] {
  const ranks: number[] = [];
  for (const dim of family.dims) {
    const value = chosen[dim.attr]?.value;
    if (!SIZE_ATTRIBUTES.has(dim.attr) || value === undefined) continue;
    const options = optionsFor(dim.attr, dim.only).filter((o) => o.value !== undefined);
    const values = [...new Set(options.map((o) => o.value!))].sort((a, b) => a - b);
    if (values.length < 2) continue;
    const smallest = options.find((o) => o.value === values[0]);
    const largest = options.find((o) => o.value === values.at(-1));
    const factorAt = (o: OptionDef | undefined) =>
      family.units({ ...chosen, [dim.attr]: o }).factorUnitRetail;
    if (factorAt(smallest) !== factorAt(largest)) continue;
    ranks.push(values.indexOf(value) / (values.length - 1));
  }
  return ranks;
}

function slugBrand(brand: BrandDef): string {
  return ATTRIBUTES[0]?.options.find((o) => o.sl === brand.name)?.code ?? '';
}

function englishPrefix(prefix: string): string {
  return { 'vel.': 'size', debelina: 'thickness', do: 'up to' }[prefix] ?? prefix;
}
