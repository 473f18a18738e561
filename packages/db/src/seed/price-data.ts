// The demo price list (issue #10 §6: believable prices). Each product's list price — the ERP's
// basic VPC price per retail unit, decision 009 — is drawn here once by the seed and stored in
// products.list_price; the built-in ERP simulator prices from that stored figure (it learns it
// through its catalogue lookup, simulator-rules.ts ErpSimUnits.listPrice), so the catalogue,
// the price sort and the simulator's answers agree. Decision 019 records the model.
//
// Plausible list prices per BASE unit (EUR, without VAT) by leaf category; a family may narrow
// it (FamilyDef.price) where one leaf mixes goods. Retail price = base price × FactorUnitRetail
// (a 1.44 m² tile package, a 2.5 L can, a pack of 100 screws …). Every product lies inside its
// band, whatever its size: bigger sizes sit higher in the band (SIZE_SHARE), so a 40 kg bag
// costs more than the 25 kg bag of the same product and both stay plausible.
export const BASE_PRICE_BY_LEAF: Record<string, [number, number]> = {
  cement: [5, 12],
  'malte-in-ometi': [6, 15],
  'betonske-mesanice': [4, 14],
  'opecni-zidaki': [1.2, 4.5],
  'betonski-bloki': [1, 3.5],
  porobeton: [2.5, 8],
  'toplotna-izolacija-eps': [4, 18],
  'kamena-volna': [5, 20],
  hidroizolacija: [2.5, 12],
  'mavcne-plosce': [3, 8],
  'profili-za-suho-gradnjo': [2, 9],
  'kiti-in-trakovi': [3, 25],
  vrtalniki: [55, 320],
  'kotni-brusilniki': [45, 260],
  'akumulatorsko-orodje': [79, 420],
  zage: [60, 480],
  kladiva: [9, 45],
  izvijaci: [4, 45],
  kljuci: [8, 120],
  'merilno-orodje': [5, 140],
  svedri: [1.5, 18],
  'rezalne-in-brusilne-plosce': [0.8, 12],
  'listi-za-zage': [6, 45],
  'lopate-in-motike': [12, 45],
  'skarje-in-zage': [9, 60],
  grablje: [7, 28],
  'vrtne-cevi': [14, 70],
  skropilniki: [6, 55],
  'kapljicno-namakanje': [0.4, 1.5],
  semena: [6, 40],
  gnojila: [5, 45],
  substrati: [4, 14],
  'mize-in-stoli': [35, 390],
  sencniki: [45, 320],
  umivalniki: [60, 380],
  'wc-skoljke': [90, 450],
  kadi: [180, 900],
  'armature-za-umivalnik': [35, 220],
  'tus-sistemi': [60, 480],
  'kuhinjske-armature': [40, 260],
  omarice: [90, 520],
  ogledala: [45, 320],
  'tus-kabine': [180, 850],
  'instalacijski-kabli': [0.6, 4.5],
  podaljski: [6, 60],
  'instalacijske-cevi': [0.3, 1.6],
  stikala: [3, 22],
  vticnice: [3, 28],
  'razdelilne-omarice': [18, 110],
  'led-sijalke': [1.5, 9],
  reflektorji: [12, 75],
  'notranja-svetila': [15, 140],
  'zidne-barve': [2.5, 9],
  'barve-za-kuhinje-in-kopalnice': [6, 16],
  'temeljni-premazi': [2, 7],
  'fasadne-barve': [5, 14],
  'zakljucni-ometi': [18, 45],
  'lazure-za-les': [9, 26],
  laki: [10, 30],
  emajli: [12, 32],
  copici: [1.5, 12],
  valjcki: [3, 18],
  'pokrivne-folije-in-trakovi': [1.5, 9],
  'osb-plosce': [6, 14],
  'vezane-plosce': [9, 28],
  'iverne-plosce': [5, 12],
  letve: [0.8, 2.5],
  tramovi: [6, 22],
  deske: [2.5, 12],
  laminat: [7, 22],
  parket: [25, 65],
  'zakljucne-letve': [3, 12],
  'kanalizacijske-cevi': [2, 28],
  'vecplastne-cevi': [1.2, 4.5],
  fitingi: [0.8, 12],
  'krogelni-ventili': [4, 35],
  'protipovratni-ventili': [5, 38],
  radiatorji: [70, 320],
  bojlerji: [140, 720],
  'termostatske-glave': [9, 65],
  'gres-ploscice': [14, 55],
  'zunanje-ploscice': [22, 60],
  'kopalniske-ploscice': [12, 48],
  'kuhinjske-ploscice': [12, 42],
  mozaik: [35, 95],
  'lepila-za-ploscice': [6, 28],
  'fugirne-mase': [4, 40],
  silikoni: [3, 11],
  'vijaki-za-les': [0.03, 0.1],
  'zidni-vlozki': [0.05, 0.6],
  zeblji: [2.5, 6],
  rocaji: [2, 18],
  tecaji: [0.9, 6],
  'vodila-za-predale': [6, 35],
  kljuke: [12, 75],
  'kljucavnice-in-cilindri': [8, 65],
  'nosilci-in-kotniki': [0.4, 4],
  'delovne-hlace': [22, 75],
  'delovne-jakne': [25, 110],
  rokavice: [1.5, 12],
  'zascitna-ocala': [3, 18],
  celade: [6, 35],
};

/** Share of the band's (log) width that the size of a product moves its price. */
export const SIZE_SHARE = 0.45;
/** Per-product scatter around the model's price: ±4 %. */
export const PRICE_JITTER = 0.04;
/**
 * Attributes whose numeric value is a product's size (heavier, bigger, more powerful, longer →
 * dearer). An attribute that already sets the retail factor (litres per can, m² per package,
 * pieces per pack, metres per piece) is not counted again: the factor scales the retail price.
 */
export const SIZE_ATTRIBUTES: ReadonlySet<string> = new Set([
  'teza',
  'prostornina',
  'dolzina',
  'premer',
  'debelina',
  'moc',
  'napetost',
  'dimenzije',
  'format',
  'st_kosov',
]);

/**
 * The list price per base unit of one product, in its band [lo, hi]: log-scale position =
 * the model's draw (shared by all variants of one product: same leaf, noun, brand, series and
 * model) mixed with the size rank of the variant, times a small per-product scatter.
 *
 * @param modelDraw in [0, 1), the same for every variant of one product
 * @param sizeRanks each in [0, 1]: 0 the family's smallest option of a size attribute, 1 its largest
 * @param jitterDraw in [0, 1), per product
 */
export function demoBasePrice(
  [lo, hi]: readonly [number, number],
  modelDraw: number,
  sizeRanks: readonly number[],
  jitterDraw: number,
): number {
  const size =
    sizeRanks.length === 0 ? undefined : sizeRanks.reduce((a, b) => a + b, 0) / sizeRanks.length;
  const position =
    size === undefined ? modelDraw : (1 - SIZE_SHARE) * modelDraw + SIZE_SHARE * size;
  const price = lo * Math.pow(hi / lo, position) * (1 + PRICE_JITTER * (2 * jitterDraw - 1));
  return Math.min(hi, Math.max(lo, price));
}

/** The list price per retail unit: base price × factor, in cents (never below 1 cent). */
export function demoListPrice(basePrice: number, factorUnitRetail: number): number {
  return Math.max(0.01, Math.round(basePrice * factorUnitRetail * 100) / 100);
}
