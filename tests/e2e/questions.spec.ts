// Issue #14, talking to the retailer's people: the contact side panel with both guardians
// (SPEC §2, §6), a product question from the product page (SPEC §7 product inquiry, §8 texts)
// and a general question with an attachment on the inquiry page (decision 037). The simulated
// caretaker answers at once here (ERP_SIM_OFFER_DELAY=0). Users no other spec signs in as.
import type { APIRequestContext } from '@playwright/test';
import { violations } from './axe.ts';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn } from './fixtures.ts';

test.setTimeout(90_000);

/** A 2 × 2 PNG, made here so the upload is a real image the server can re-encode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function firstProduct(request: APIRequestContext, email: string) {
  const token = await request.post('/api/token', { data: { email, password: DEMO_PASSWORD } });
  const { access_token } = (await token.json()) as { access_token: string };
  const response = await request.get('/jsonapi/product?page[limit]=1', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const body = (await response.json()) as { data: { id: string; attributes: { name: string } }[] };
  return { id: body.data[0]!.id, name: body.data[0]!.attributes.name };
}

test('sl: the contact panel names both guardians with working phone and e-mail links', async ({
  page,
}) => {
  await signIn(page, 'barbara.kosir@gradnje-kovac.si');
  await page.getByRole('button', { name: 'Kontakt' }).click();
  const panel = page.getByRole('dialog', { name: 'Kontakt' });
  for (const name of ['Skrbnik računa', 'Finančni skrbnik']) {
    const card = panel.getByRole('region', { name });
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
  }
  expect(await violations(page), 'contact panel').toEqual([]);
  await expect(panel.getByRole('link', { name: 'Postavite vprašanje' })).toHaveAttribute(
    'href',
    '/povprasevanje',
  );
  // Escape closes it and gives the focus back to the button (SPEC §2 overlays).
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kontakt' })).toBeFocused();
});

test('sl: a question about a product reaches the caretaker and is answered', async ({
  page,
  request,
}) => {
  const email = 'bostjan.kralj@keramika-kralj.si';
  const product = await firstProduct(request, email);
  await signIn(page, email);
  await page.goto(`/artikel/${product.id}`);
  await page.getByRole('button', { name: 'Vprašaj o izdelku' }).click();
  const dialog = page.getByRole('dialog', { name: 'Povpraševanje o izdelku' });
  await expect(dialog).toContainText(product.name);
  await dialog.getByLabel('Sporočilo').fill('Ali je na zalogi 40 vreč?');
  await expect(dialog.getByText('25/2000 znakov')).toBeVisible();
  expect(await violations(page), 'product inquiry modal').toEqual([]);
  await dialog.getByRole('button', { name: 'Pošlji' }).click();
  await expect(page.getByText('Povpraševanje uspešno poslano').first()).toBeVisible();

  await page.goto('/povprasevanje');
  const asked = page.getByRole('article').filter({ hasText: 'Ali je na zalogi 40 vreč?' });
  await expect(asked).toContainText(product.name);
  await expect(asked).toContainText('Odgovor skrbnika');
  expect(await violations(page), 'inquiry page').toEqual([]);
});

test('en: a general question with an attachment is sent and listed with its file', async ({
  page,
}) => {
  await signIn(page, 'andrej.zagar@fasade-korosec.si', { locale: 'en' });
  await page.goto('/en/inquiry');
  const form = page.getByRole('region', { name: 'New question' });
  await form.getByLabel('Subject').fill('Facade anchors for a passive house');
  await form.getByLabel('Message', { exact: true }).fill('Which anchors do you recommend?');
  await form.getByLabel('Attachments (optional)').setInputFiles({
    name: 'facade.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Send the question' }).click();
  await expect(
    page.getByText('The question has been sent to your account manager.').first(),
  ).toBeVisible();
  const asked = page.getByRole('article').filter({ hasText: 'Facade anchors for a passive house' });
  await expect(asked.getByRole('button', { name: /^Download facade\.png/ })).toBeVisible();
});
