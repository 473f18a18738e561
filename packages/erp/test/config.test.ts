import { describe, expect, it } from 'vitest';
import { readErpConfig } from '../src/config.ts';

describe('ERP settings from the environment', () => {
  it('defaults to the simulator with a 3 s timeout and no auth', () => {
    expect(readErpConfig({})).toEqual({
      baseUrl: undefined,
      timeoutMs: 3000,
      headers: {},
      simFault: undefined,
      simOfferDelaySeconds: 60,
    });
  });

  it('reads the real ERP URL, timeout, token and simulator fault', () => {
    expect(
      readErpConfig({
        ERP_URL: 'https://erp.example.si/',
        ERP_TIMEOUT_MS: '1500',
        ERP_TOKEN: 'abc',
        ERP_SIM_FAULT: 'empty',
        ERP_SIM_OFFER_DELAY: '0',
      }),
    ).toEqual({
      baseUrl: 'https://erp.example.si',
      timeoutMs: 1500,
      headers: { authorization: 'Bearer abc' },
      simFault: 'empty',
      simOfferDelaySeconds: 0,
    });
  });

  it('stops with a message naming the wrong variable', () => {
    expect(() => readErpConfig({ ERP_URL: 'erp.local' })).toThrow(/ERP_URL/);
    expect(() => readErpConfig({ ERP_URL: 'ftp://erp.local' })).toThrow(/ERP_URL/);
    expect(() => readErpConfig({ ERP_TIMEOUT_MS: 'soon' })).toThrow(/ERP_TIMEOUT_MS/);
    expect(() => readErpConfig({ ERP_SIM_FAULT: 'flaky' })).toThrow(/ERP_SIM_FAULT/);
    expect(() => readErpConfig({ ERP_SIM_OFFER_DELAY: '-1' })).toThrow(/ERP_SIM_OFFER_DELAY/);
    expect(() => readErpConfig({ ERP_SIM_OFFER_DELAY: '1.5' })).toThrow(/ERP_SIM_OFFER_DELAY/);
  });
});
