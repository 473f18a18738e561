import { describe, expect, it } from 'vitest';
import type { ShopApi } from '../../context';
import { SessionRejectedError } from '../../lib/shop-document.server';
import { loadCompanyProfile } from './company-profile.server';

const PARTNER = {
  id: '7',
  PartnerNo: 'P-7',
  RecordTypeId: null,
  NameShort: null,
  Name1: 'Gradnje Kovač d.o.o.',
  Name2: null,
  SupplierYesNo: false,
  B2BBuyerYesNo: true,
  ContractorYesNo: false,
  RecipientYesNo: true,
  TaxNumber: null,
  TaxCountryName: null,
  RegistrationNumber: null,
  GLN: null,
  Email: null,
  Phone: null,
  MobilePhone: null,
  WebAddress: null,
  Street: null,
  City: null,
  PostalCode: null,
  CountryName: null,
  PartnerStatus: null,
  PartnerMark: null,
  RegionalSales: null,
  TargetGroup: null,
  TargetGroupSegment: null,
  PartnerOrganisationUnit: null,
  WholesaleOrRepro: 'Wholesale',
  AbcCustomer: null,
  PartnerRank: null,
  InterestPercent: null,
  Insurance: null,
  LimitType: null,
  LimitAmount: null,
  Contacts: [{ ContactGradnikTypeId: 3, Name: 'Petra', Surname: 'Horvat' }],
  MpcPrice: false,
  internalStatus: { state: 'active', status: null },
  caretaker: null,
  financialGuardian: null,
};
const STATUS = {
  state: 'active',
  status: null,
  stateTranslation: 'Aktiven',
  statusTranslation: null,
};

/** A shop API answering fixed documents by path, recording what was asked. */
function fakeApi(answers: Record<string, [number, unknown]>) {
  const asked: { path: string; language: string | null }[] = [];
  const api: ShopApi = {
    fetch(path, init) {
      asked.push({ path, language: new Headers(init?.headers).get('accept-language') });
      const [status, body] = answers[path] ?? [404, { error: 'Ni najdeno.', statusCode: 404 }];
      return Promise.resolve(Response.json(body, { status }));
    },
  };
  return { api, asked };
}

describe('loadCompanyProfile', () => {
  it('reads the partner and its status, then the addresses under the partner id', async () => {
    const { api, asked } = fakeApi({
      '/api/partner': [200, { data: PARTNER }],
      '/api/partner/status/internal': [200, { data: STATUS }],
      '/api/partner/7/address': [200, { data: [] }],
      '/api/partner/address/requests?per_page=50': [
        200,
        { data: { total: 0, current_page: 1, last_page: 1, data: [] } },
      ],
    });
    const profile = await loadCompanyProfile(api, 'en');
    expect(profile?.partner.Name1).toBe('Gradnje Kovač d.o.o.');
    expect(profile?.internalStatus.stateTranslation).toBe('Aktiven');
    expect(profile?.addresses).toEqual([]);
    expect(profile?.requests).toEqual({ items: [], total: 0 });
    expect(asked.map((a) => a.path).sort()).toEqual([
      '/api/partner',
      '/api/partner/7/address',
      '/api/partner/address/requests?per_page=50',
      '/api/partner/status/internal',
    ]);
    // Translations (internal statuses) come in the page's language.
    expect(new Set(asked.map((a) => a.language))).toEqual(new Set(['en']));
  });

  it('is null when the shop API finds no partner', async () => {
    const { api } = fakeApi({ '/api/partner/status/internal': [200, { data: STATUS }] });
    expect(await loadCompanyProfile(api, 'sl')).toBeNull();
  });

  it('passes a rejected session on and fails on an answer that breaks the contract', async () => {
    const rejected = fakeApi({ '/api/partner': [401, { error: 'x', statusCode: 401 }] });
    await expect(loadCompanyProfile(rejected.api, 'sl')).rejects.toBeInstanceOf(
      SessionRejectedError,
    );
    const broken = fakeApi({
      '/api/partner': [200, { data: { ...PARTNER, PartnerNo: 7 } }],
      '/api/partner/status/internal': [200, { data: STATUS }],
    });
    await expect(loadCompanyProfile(broken.api, 'sl')).rejects.toThrow(/PartnerNo/);
  });
});
