// Migration and demo data on the test database: PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set (SPEC §3 entities, §6 roles, ARCHITECTURE.md "Demo data").
import { isValidEan13 } from '@gradnik/domain/ean';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, type DatabaseHandle } from '../src/connection.ts';
import { verifyPassword } from '../src/password.ts';
import { wishlists } from '../src/schema/account.ts';
import { categories, productAttributeOptions, products } from '../src/schema/catalog.ts';
import { orders, services } from '../src/schema/commerce.ts';
import { cmsPages, promotions, stores } from '../src/schema/content.ts';
import { customerGroups, partnerAddresses, partners, users } from '../src/schema/identity.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { isSeeded } from '../src/seed/seed.ts';
import { createTestDatabase } from '../src/testing.ts';

const PRODUCTS = 400;
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ products: PRODUCTS });
});

afterAll(async () => {
  await handle?.close();
});

async function userWithRole(email: string) {
  const [row] = await handle.db
    .select({ user: users, groupCode: customerGroups.code, partner: partners })
    .from(users)
    .innerJoin(customerGroups, eq(customerGroups.id, users.groupId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`${email} not seeded`);
  return row;
}

describe(`demo data (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is seeded with the requested number of products', async () => {
    expect(await isSeeded(handle.db)).toBe(true);
    const [row] = await handle.db.select({ n: count() }).from(products);
    expect(row?.n).toBe(PRODUCTS);
  });

  it('has the demo accounts with their roles, partners and flags (SPEC §6)', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { user, groupCode } = await userWithRole(account.email);
      expect(groupCode).toBe(account.role);
      expect(user.status).toBe(1);
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash ?? '')).toBe(true);
    }
    const admin = await userWithRole('uprava@demo.si');
    const employee = await userWithRole('nabava@demo.si');
    const mojster = await userWithRole('mojster@demo.si');
    const agent = await userWithRole('agent@demo.si');

    expect(admin.partner?.wholesaleOrRepro).toBe('Wholesale');
    expect(employee.user.partnerId).toBe(admin.user.partnerId);
    const typesA = admin.partner?.contacts.map((c) => c.ContactGradnikTypeId).sort();
    expect(typesA).toEqual([1, 3]);
    for (const c of admin.partner?.contacts ?? []) {
      expect(c.Name && c.Surname && c.MobilePhone && c.Email).toBeTruthy();
    }

    expect(mojster.partner?.wholesaleOrRepro).toBe('Repro');
    expect(mojster.partner?.mpcPrice).toBe(true);
    expect(mojster.partner?.contacts.map((c) => c.ContactGradnikTypeId)).toEqual([4]);
    expect(mojster.user.partnerId).not.toBe(admin.user.partnerId);

    expect(agent.user.partnerId).toBeNull();
    expect(await verifyPassword('wrong-password', agent.user.passwordHash ?? '')).toBe(false);
  });

  it('gives every partner default and other delivery addresses and one default payer (SPEC §4)', async () => {
    const all = await handle.db.select().from(partnerAddresses);
    const partnerIds = new Set(all.map((a) => a.partnerId));
    expect(partnerIds.size).toBeGreaterThanOrEqual(2);
    for (const id of partnerIds) {
      const mine = all.filter((a) => a.partnerId === id);
      expect(mine.filter((a) => a.purpose === 'delivery' && a.addressType === 0)).toHaveLength(1);
      expect(mine.some((a) => a.purpose === 'delivery' && a.addressType === 1)).toBe(true);
      expect(
        mine.filter((a) => a.purpose === 'payment' && a.partnerAddressStatus === 1),
      ).toHaveLength(1);
    }
  });

  it('gives every product a valid GTIN-13, consistent units and a category leaf', async () => {
    const rows = await handle.db.select().from(products);
    const leafIds = new Set(
      (
        await handle.db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.depth, 2))
      ).map((c) => c.id),
    );
    for (const p of rows) {
      expect(isValidEan13(p.ean ?? ''), `${p.code} ${p.ean}`).toBe(true);
      expect(leafIds.has(p.categoryId ?? -1)).toBe(true);
      expect(p.factorUnitRetail).toBeGreaterThan(0);
      expect(p.minimumSalesUnit).toBeCloseTo(p.minimumSalesUnitRetail * p.factorUnitRetail, 3);
      expect(p.minimumWholeSalesUnit).toBeCloseTo(
        p.minimumWholeSalesUnitRetail * p.factorUnitRetail,
        3,
      );
      expect([22, 9.5]).toContain(p.vat);
      if (p.baseUnitOfMeasure === p.retailUnitOfMeasure) expect(p.factorUnitRetail).toBe(1);
    }
    expect(new Set(rows.map((p) => p.ean)).size).toBe(rows.length);
    // Tiles: priced per m², sold per package (e.g. 1.44 m²).
    const tile = rows.find((p) => p.baseUnitOfMeasure === 'M2' && p.retailUnitOfMeasure === 'PAK');
    expect(tile).toBeDefined();
    expect(rows.filter((p) => p.isAction).length).toBeGreaterThan(0);
  });

  it('stores an unaccented search key usable with the trigram index', async () => {
    const [p] = await handle.db.select().from(products).orderBy(asc(products.id)).limit(1);
    expect(p?.searchText).toBe(p?.searchText.toLowerCase());
    expect(p?.searchText).not.toMatch(/[čšžćđ]/);
    const term = 'Ploščice';
    const hits = await executeRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM products WHERE search_text LIKE '%' || lower(f_unaccent(${term})) || '%'`,
    );
    const expected = (await handle.db.select({ nameSl: products.nameSl }).from(products)).filter(
      (r) => r.nameSl.toLowerCase().includes('ploščice'),
    ).length;
    expect(hits[0]?.n).toBeGreaterThanOrEqual(expected);
  });

  it('builds category paths from nested segments with a trailing slash (SPEC §2)', async () => {
    const rows = await handle.db.select().from(categories);
    const byId = new Map(rows.map((c) => [c.id, c]));
    for (const c of rows) {
      const parent = c.parentId ? byId.get(c.parentId) : undefined;
      expect(c.path).toBe(`${parent?.path ?? ''}${c.urlSegment}/`);
      expect(c.urlSegment).toMatch(/^[a-z0-9-]+$/);
    }
    expect(rows.filter((c) => c.parentId === null).map((c) => c.nameSl)).toEqual(
      expect.arrayContaining([
        'Gradnja',
        'Orodje',
        'Vrt',
        'Kopalnica',
        'Elektrika',
        'Barve in laki',
        'Les',
        'Keramika',
        'Okovje',
      ]),
    );
    const [facets] = await handle.db.select({ n: count() }).from(productAttributeOptions);
    expect(facets?.n).toBeGreaterThan(PRODUCTS);
  });

  it('has content: stores, services, CMS pages in both locales, 120 promotions', async () => {
    const storeRows = await handle.db.select().from(stores);
    expect(storeRows.find((s) => s.zipCode === '1000')?.zipCodeName).toBe('Ljubljana');
    expect(storeRows.find((s) => s.id === '103')?.zipCode).toBe('2000');
    const delivery = await handle.db
      .select()
      .from(services)
      .where(and(eq(services.type, 'delivery'), eq(services.active, true)))
      .orderBy(asc(services.position));
    expect(delivery.map((s) => s.code)).toEqual([4, 5, 1]);
    const pages = await handle.db.select().from(cmsPages);
    expect(
      pages.find((p) => p.locale === 'sl' && p.slug === 'splosni-prodajni-pogoji'),
    ).toBeDefined();
    expect(pages.find((p) => p.locale === 'en' && p.slug === 'contact')?.blocks[0]?.type).toBe(
      'contact',
    );
    expect(pages.some((p) => p.shownInFooter && p.frontendColumn !== null)).toBe(true);
    const [promo] = await handle.db.select({ n: count() }).from(promotions);
    expect(promo?.n).toBe(120);
  });

  it('gives every user exactly one default favourites list (SPEC §6)', async () => {
    const lists = await handle.db.select().from(wishlists).where(eq(wishlists.isDefault, true));
    const [userCount] = await handle.db.select({ n: count() }).from(users);
    expect(lists).toHaveLength(userCount?.n ?? -1);
    expect(lists.every((l) => l.name === 'Priljubljeni')).toBe(true);
  });

  it('has order history and inquiries only for partners with a type-3 caretaker', async () => {
    const rows = await handle.db.select().from(orders);
    expect(rows.some((o) => o.kind === 'order')).toBe(true);
    const mojster = await userWithRole('mojster@demo.si');
    expect(
      rows.filter((o) => o.partnerId === mojster.user.partnerId && o.kind === 'inquiry'),
    ).toHaveLength(0);
    const admin = await userWithRole('uprava@demo.si');
    expect(
      rows.filter((o) => o.partnerId === admin.user.partnerId && o.kind === 'inquiry').length,
    ).toBeGreaterThan(0);
  });

  it('leaves the id sequences past the seeded ids, so the application can insert', async () => {
    const [group] = await handle.db.select().from(customerGroups).limit(1);
    const [created] = await handle.db
      .insert(users)
      .values({
        email: 'new.user@demo.si',
        firstname: 'Nov',
        lastname: 'Uporabnik',
        groupId: group!.id,
      })
      .returning({ id: users.id });
    expect(created?.id).toBeGreaterThan(4);
    const [wl] = await handle.db
      .insert(wishlists)
      .values({ userId: created!.id, name: 'Priljubljeni', isDefault: true })
      .returning({ id: wishlists.id });
    expect(wl?.id).toBeGreaterThan(0);
    const noPartner = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(isNull(users.partnerId));
    expect(noPartner.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a mixed-case e-mail (stored lowercase)', async () => {
    const [group] = await handle.db.select().from(customerGroups).limit(1);
    await expect(
      handle.db
        .insert(users)
        .values({ email: 'Mixed@Demo.si', firstname: 'A', lastname: 'B', groupId: group!.id }),
    ).rejects.toThrow();
  });
});
