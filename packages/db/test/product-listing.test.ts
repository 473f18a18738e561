// product_listing (schema/catalog.ts, migration 0006): the narrow listing index the catalogue
// API reads must equal what the base tables say after the seed and after any later change,
// because triggers keep it in step (issue #3: category pages never show a withdrawn product).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type DatabaseHandle } from '../src/connection.ts';
import { productAttributeOptions, productListing, products } from '../src/schema/catalog.ts';
import { createTestDatabase } from '../src/testing.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ products: 80 });
});

afterAll(async () => {
  await handle?.close();
});

/** What the listing should hold, computed from the base tables. */
async function expectedListing() {
  const rows = await handle.db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      code: products.code,
      isAction: products.isAction,
    })
    .from(products)
    .where(eq(products.catalogStatus, 1))
    .orderBy(asc(products.id));
  const options = await handle.db.select().from(productAttributeOptions);
  return rows.map((r) => ({
    productId: r.id,
    categoryId: r.categoryId,
    code: r.code,
    isAction: r.isAction,
    optionIds: options
      .filter((o) => o.productId === r.id)
      .map((o) => o.optionId)
      .sort((a, b) => a - b),
  }));
}

async function actualListing() {
  return handle.db
    .select({
      productId: productListing.productId,
      categoryId: productListing.categoryId,
      code: productListing.code,
      isAction: productListing.isAction,
      optionIds: productListing.optionIds,
    })
    .from(productListing)
    .orderBy(asc(productListing.productId));
}

async function sortKey(text: string): Promise<string> {
  const [row] = await executeRows<{ key: string }>(
    handle.db,
    sql`SELECT f_label_sort_key(${text}) AS key`,
  );
  return row!.key;
}

describe('product_listing', () => {
  it('holds exactly the listed products with their option ids after the seed', async () => {
    const expected = await expectedListing();
    expect(expected.length).toBeGreaterThan(0);
    expect(await actualListing()).toEqual(expected);
  });

  it('follows withdrawals, edits, option changes and deletions at once', async () => {
    const [first, second] = await handle.db
      .select()
      .from(products)
      .orderBy(asc(products.id))
      .limit(2);
    await handle.db.update(products).set({ catalogStatus: 0 }).where(eq(products.id, first!.id));
    await handle.db
      .update(products)
      .set({ code: 'X-RENAMED', isAction: true })
      .where(eq(products.id, second!.id));
    const [option] = await handle.db
      .select()
      .from(productAttributeOptions)
      .where(eq(productAttributeOptions.productId, second!.id))
      .limit(1);
    await handle.db
      .delete(productAttributeOptions)
      .where(eq(productAttributeOptions.productId, second!.id));
    await handle.db
      .insert(productAttributeOptions)
      .values({ productId: second!.id, optionId: option!.optionId });
    const [third] = await handle.db
      .select()
      .from(products)
      .orderBy(asc(products.id))
      .offset(2)
      .limit(1);
    await handle.db.delete(products).where(eq(products.id, third!.id));

    const actual = await actualListing();
    expect(actual).toEqual(await expectedListing());
    expect(actual.find((r) => r.productId === first!.id)).toBeUndefined();
    expect(actual.find((r) => r.productId === second!.id)).toMatchObject({
      code: 'X-RENAMED',
      isAction: true,
      optionIds: [option!.optionId],
    });

    // Back in the catalogue: listed again, with its options.
    await handle.db.update(products).set({ catalogStatus: 1 }).where(eq(products.id, first!.id));
    expect(await actualListing()).toEqual(await expectedListing());
  });

  it('lists a newly inserted product, and its options, without a refresh', async () => {
    const [template] = await handle.db.select().from(products).limit(1);
    const { id: _id, searchText: _searchText, ...rest } = template!;
    const [created] = await handle.db
      .insert(products)
      .values({ ...rest, code: 'NEW-0001', nameSl: 'Čopič za lak', nameEn: 'Varnish brush' })
      .returning({ id: products.id });
    await handle.db.insert(productAttributeOptions).values({ productId: created!.id, optionId: 1 });
    const [row] = await handle.db
      .select()
      .from(productListing)
      .where(inArray(productListing.productId, [created!.id]));
    expect(row).toMatchObject({
      code: 'NEW-0001',
      optionIds: [1],
      sortNameSl: await sortKey('Čopič za lak'),
    });
    expect(await actualListing()).toEqual(await expectedListing());
  });

  it('sorts labels in the Slovenian alphabet: č after c, š after s, ž after z, case-insensitive', async () => {
    const words = ['žaga', 'Zidak', 'čopič', 'Cev', 'dleto', 'apno', 'Šotor', 'sito', 'Ćevap'];
    const keyed = await Promise.all(words.map(async (w) => ({ w, key: await sortKey(w) })));
    const sorted = keyed
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((k) => k.w);
    expect(sorted).toEqual([
      'apno',
      'Cev',
      'Ćevap',
      'čopič',
      'dleto',
      'sito',
      'Šotor',
      'Zidak',
      'žaga',
    ]);
  });
});
