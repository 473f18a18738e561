import type { Partner, PartnerProfileAddress } from '@gradnik/contracts/partner';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../i18n/i18n-context';
import { CompanyProfileSection, telHref, webHref } from './company-profile-section';
import type { CompanyProfile } from './company-profile.server';

afterEach(() => {
  cleanup();
});

const PARTNER: Partner = {
  id: '1',
  PartnerNo: 'P-100200',
  RecordTypeId: '1',
  NameShort: 'Kovač',
  Name1: 'Gradnje Kovač d.o.o.',
  Name2: 'Gradbena dela',
  SupplierYesNo: false,
  B2BBuyerYesNo: true,
  ContractorYesNo: true,
  RecipientYesNo: true,
  TaxNumber: 'SI12345678',
  TaxCountryName: 'Slovenija',
  RegistrationNumber: '1234567000',
  GLN: '3830000000011',
  Email: 'info@kovac.si',
  Phone: '+386 1 234 56 78',
  MobilePhone: null,
  WebAddress: 'https://www.kovac.si',
  Street: 'Dunajska cesta 1',
  City: 'Ljubljana',
  PostalCode: '1000',
  CountryName: 'Slovenija',
  PartnerStatus: 'active',
  PartnerMark: 'B2B',
  RegionalSales: 'Osrednja',
  TargetGroup: 'Gradbeništvo',
  TargetGroupSegment: 'Veliki kupci',
  PartnerOrganisationUnit: '101',
  WholesaleOrRepro: 'Wholesale',
  AbcCustomer: 'A',
  PartnerRank: '1',
  InterestPercent: 8,
  Insurance: 'Zavarovano',
  LimitType: 'Zavarovan limit',
  LimitAmount: 350000,
  Contacts: [],
  MpcPrice: false,
  internalStatus: { state: 'active', status: 'approved' },
  caretaker: {
    Name: 'Petra',
    Surname: 'Horvat',
    MobilePhone: '+386 41 123 456',
    Email: 'petra.horvat@gradnik.si',
  },
  financialGuardian: null,
};

function address(
  id: string,
  purpose: 'delivery' | 'payment',
  fields: Partial<PartnerProfileAddress>,
): PartnerProfileAddress {
  return {
    id,
    PartnerAddressId: `P-100200-00${id}`,
    PartnerNo: 'P-100200',
    RecordTypeId: purpose === 'delivery' ? '2' : '3',
    AddressType: 1,
    PartnerAddressName1: `Naslov ${id}`,
    PartnerAddressName2: null,
    GLN: null,
    ShippingStreet: `Ulica ${id}`,
    ShippingCity: 'Maribor',
    ShippingPostalCode: '2000',
    PartnerAddressStatus: 0,
    purpose,
    flags: purpose === 'delivery' ? 'D' : 'R',
    InternalPartnerAddressStatus: 'active',
    InternalPartnerAddressStatusTranslation: 'Aktiven',
    ...fields,
  };
}

const PROFILE: CompanyProfile = {
  partner: PARTNER,
  internalStatus: {
    state: 'active',
    status: 'approved',
    stateTranslation: 'Aktiven',
    statusTranslation: 'Odobren',
  },
  addresses: [
    // Out of order on purpose: the default delivery address must come first all the same.
    address('2', 'delivery', { PartnerAddressName1: 'Gradbišče Celje' }),
    address('1', 'delivery', { AddressType: 0, PartnerAddressName1: 'Sedež Ljubljana' }),
    address('5', 'payment', { PartnerAddressName1: 'PE Maribor' }),
    address('4', 'payment', { PartnerAddressStatus: 1, PartnerAddressName1: 'Plačnik sedež' }),
  ],
};

/** Renders under a root route (the section has a Link); resolves once it has rendered. */
async function renderInRouter(children: ReactNode, locale: 'sl' | 'en' = 'sl') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ session: null }),
      Component: () => <LocaleProvider locale={locale}>{children}</LocaleProvider>,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await waitFor(() => expect(document.body.textContent).not.toBe(''));
}

/** The <dd> text of the <dt> named `label` in the company data list. */
function field(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('company profile section (issue #13)', () => {
  it('shows the company data as a definition list, with links and Slovenian formats', async () => {
    await renderInRouter(<CompanyProfileSection data={PROFILE} />);
    const data = screen.getByRole('region', { name: 'Podatki podjetja' });
    expect(within(data).getByText('Gradnje Kovač d.o.o.')).toBeTruthy();
    expect(within(data).getByText('Gradbena dela')).toBeTruthy();
    expect(field('Številka partnerja').textContent).toBe('P-100200');
    expect(field('Davčna številka').textContent).toBe('SI12345678 (Slovenija)');
    expect(field('Matična številka').textContent).toBe('1234567000');
    expect(field('GLN').textContent).toBe('3830000000011');
    expect(within(data).getByRole('link', { name: 'info@kovac.si' }).getAttribute('href')).toBe(
      'mailto:info@kovac.si',
    );
    expect(within(data).getByRole('link', { name: '+386 1 234 56 78' }).getAttribute('href')).toBe(
      'tel:+38612345678',
    );
    const web = within(data).getByRole('link', { name: 'https://www.kovac.si' });
    expect(web.getAttribute('href')).toBe('https://www.kovac.si');
    expect(web.getAttribute('rel')).toBe('noopener noreferrer');
    expect(field('Naslov').textContent).toBe('Dunajska cesta 11000 LjubljanaSlovenija');
    expect(field('Vrsta partnerja').textContent).toBe('Veleprodaja');
    const limit = field('Kreditni limit');
    expect(within(limit).getByText('350.000,00 €')).toBeTruthy();
    expect(within(limit).getByText('Vrsta limita: Zavarovan limit')).toBeTruthy();
    expect(
      within(limit)
        .getByRole('link', { name: 'Stanje in razpoložljivi limit' })
        .getAttribute('href'),
    ).toBe('/dokumenti');
    expect(field('Interni status').textContent).toBe('Aktiven · Odobren');
  });

  it('shows the guardians as cards, and says when one is not assigned', async () => {
    await renderInRouter(<CompanyProfileSection data={PROFILE} />);
    const caretaker = screen.getByRole('article', { name: 'Skrbnik' });
    expect(within(caretaker).getByText('Petra Horvat')).toBeTruthy();
    expect(
      within(caretaker)
        .getByRole('link', { name: 'Pokliči Petra Horvat: +386 41 123 456' })
        .getAttribute('href'),
    ).toBe('tel:+38641123456');
    expect(
      within(caretaker)
        .getByRole('link', { name: 'Piši Petra Horvat: petra.horvat@gradnik.si' })
        .getAttribute('href'),
    ).toBe('mailto:petra.horvat@gradnik.si');
    const financial = screen.getByRole('article', { name: 'Finančni skrbnik' });
    expect(within(financial).getByText('Finančni skrbnik ni določen.')).toBeTruthy();
    expect(within(financial).queryByRole('link')).toBeNull();
  });

  it('lists delivery and payment addresses, the defaults first and marked', async () => {
    await renderInRouter(<CompanyProfileSection data={PROFILE} />);
    const delivery = screen.getByRole('region', { name: 'Naslovi za dostavo' });
    const deliveryItems = within(delivery).getAllByRole('listitem');
    expect(deliveryItems).toHaveLength(2);
    expect(deliveryItems[0]?.textContent).toContain('Privzeti naslov za dostavo');
    expect(deliveryItems[0]?.textContent).toContain('Sedež Ljubljana');
    expect(deliveryItems[0]?.textContent).toContain('Ulica 1');
    expect(deliveryItems[0]?.textContent).toContain('2000 Maribor');
    expect(deliveryItems[0]?.textContent).toContain('Status naslova: Aktiven');
    expect(deliveryItems[1]?.textContent).toContain('Gradbišče Celje');
    expect(deliveryItems[1]?.textContent).not.toContain('Privzeti');

    const payment = screen.getByRole('region', { name: 'Naslovi za plačilo' });
    const paymentItems = within(payment).getAllByRole('listitem');
    expect(paymentItems.map((li) => li.textContent?.includes('Privzeti plačnik'))).toEqual([
      true,
      false,
    ]);
    expect(paymentItems[0]?.textContent).toContain('Plačnik sedež');
    expect(paymentItems[1]?.textContent).toContain('PE Maribor');
  });

  it('speaks English under /en, with the repro kind and no limit', async () => {
    const profile: CompanyProfile = {
      ...PROFILE,
      partner: { ...PARTNER, WholesaleOrRepro: 'Repro', LimitAmount: null, caretaker: null },
      addresses: [],
    };
    await renderInRouter(<CompanyProfileSection data={profile} />, 'en');
    expect(field('Partner type').textContent).toBe('Trade (materials for own work)');
    expect(field('Credit limit').textContent).toBe('No limit set');
    expect(screen.getByText('No account manager assigned.')).toBeTruthy();
    expect(screen.getAllByText('No addresses.')).toHaveLength(2);
  });

  it('says so when the company data cannot be loaded', async () => {
    await renderInRouter(<CompanyProfileSection data={null} />);
    expect(screen.getByText('Podatkov o podjetju trenutno ni mogoče prikazati.')).toBeTruthy();
  });
});

describe('link targets', () => {
  it('keeps only digits and + in tel: links', () => {
    expect(telHref('+386 (0)1 234-56-78')).toBe('tel:+386012345678');
  });

  it('links only http(s) web addresses, adding https:// to a bare host', () => {
    expect(webHref('www.kovac.si')).toBe('https://www.kovac.si');
    expect(webHref('http://kovac.si/o-nas')).toBe('http://kovac.si/o-nas');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('ni spletne strani')).toBeNull();
  });
});
