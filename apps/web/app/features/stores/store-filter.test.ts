import { describe, expect, it } from 'vitest';
import { filterStores, storeMatches } from './store-filter';

const stores = [
  { name: 'Gradnik Ljubljana Vič', zipCode: '1000', zipCodeName: 'Ljubljana' },
  { name: 'Gradnik Črnomelj', zipCode: '8340', zipCodeName: 'Črnomelj' },
  { name: 'Gradnik Maribor', zipCode: '2000', zipCodeName: 'Maribor' },
  { name: 'Gradnik Domžale', zipCode: '1230', zipCodeName: null },
];

const names = (query: string) => filterStores(stores, query).map((s) => s.name);

describe('stores search (SPEC §2 Išči trgovski center)', () => {
  it('keeps every store for an empty or blank query', () => {
    expect(names('')).toHaveLength(4);
    expect(names('   ')).toHaveLength(4);
  });

  it('ignores letter case: Ljubljana and ljubljana find the same store', () => {
    expect(names('Ljubljana')).toEqual(['Gradnik Ljubljana Vič']);
    expect(names('ljubljana')).toEqual(['Gradnik Ljubljana Vič']);
    expect(names('LJUBLJANA')).toEqual(['Gradnik Ljubljana Vič']);
  });

  it('ignores diacritics both ways: Crnomelj finds Črnomelj, and the other way round', () => {
    expect(names('Crnomelj')).toEqual(['Gradnik Črnomelj']);
    expect(names('Črnomelj')).toEqual(['Gradnik Črnomelj']);
    expect(names('domzale')).toEqual(['Gradnik Domžale']);
    expect(names('vic')).toEqual(['Gradnik Ljubljana Vič']);
  });

  it('finds a store by its postal code or town, and by the start of a word', () => {
    expect(names('2000')).toEqual(['Gradnik Maribor']);
    expect(names('mari')).toEqual(['Gradnik Maribor']);
    expect(names('83')).toEqual(['Gradnik Črnomelj']);
  });

  it('needs every word to match', () => {
    expect(names('gradnik maribor')).toEqual(['Gradnik Maribor']);
    expect(names('maribor celje')).toEqual([]);
    expect(storeMatches(stores[0]!, 'ljubljana 1000')).toBe(true);
    expect(storeMatches(stores[0]!, 'ljubljana 2000')).toBe(false);
  });
});
