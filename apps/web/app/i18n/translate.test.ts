import { describe, expect, it } from 'vitest';
import { en } from './en';
import { localeCookieString } from './locale-cookie';
import { sl } from './sl';
import { translate } from './translate';

describe('message catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sl).sort());
  });

  it('use the texts SPEC gives', () => {
    expect(sl['panel.cart.title']).toBe('Košarica');
    expect(sl['panel.favorites.title']).toBe('Priljubljeni izdelki');
    expect(sl['panel.stores.title']).toBe('IZBERITE SVOJ NAJBLIŽJI TRGOVSKI CENTER');
    expect(sl['cart.step.order.2']).toBe('Dostava in plačilo');
    expect(sl['cart.step.inquiry.3']).toBe('Potrditev povpraševanja');
  });
});

describe('translate', () => {
  it('fills placeholders', () => {
    expect(translate('sl', 'account.greeting', { name: 'Ana' })).toBe('Pozdravljeni, Ana');
    expect(translate('en', 'account.greeting', { name: 'Ana' })).toBe('Hello, Ana');
  });

  it('leaves unknown placeholders alone', () => {
    expect(translate('sl', 'account.greeting')).toBe('Pozdravljeni, {name}');
  });

  it('uses the four Slovenian plural forms (SPEC §9)', () => {
    expect(translate('sl', 'cart.items', { count: 1 })).toBe('1 izdelek');
    expect(translate('sl', 'cart.items', { count: 2 })).toBe('2 izdelka');
    expect(translate('sl', 'cart.items', { count: 3 })).toBe('3 izdelki');
    expect(translate('sl', 'cart.items', { count: 5 })).toBe('5 izdelkov');
    expect(translate('sl', 'cart.items', { count: 101 })).toBe('101 izdelek');
    expect(translate('en', 'cart.items', { count: 2 })).toBe('2 products');
  });
});

describe('language cookie (SPEC §9)', () => {
  it('lasts 365 days on the whole site, SameSite lax', () => {
    expect(localeCookieString('en', false)).toBe(
      'i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(localeCookieString('sl', true)).toBe(
      'i18n_redirected=sl; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});
