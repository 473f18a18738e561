import {
  CUSTOMER_LIST_PAGE_MAX,
  CUSTOMER_SEARCH_MAX_LENGTH,
} from '@gradnik/contracts/customer-list';
import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_PAGE_MAX,
  CUSTOMER_SEARCH_MAX,
  customerListApiQuery,
  customerListFilterFrom,
  customerListHref,
} from './customer-list-filter';

describe('users section filter in the address (issue #13)', () => {
  it('reads the search and page, falling back on anything unusable', () => {
    expect(customerListFilterFrom(new URLSearchParams('iskanje=%20Kovač%20&stran=3'))).toEqual({
      search: 'Kovač',
      page: 3,
    });
    expect(customerListFilterFrom(new URLSearchParams('stran=-2'))).toEqual({
      search: '',
      page: 1,
    });
    expect(customerListFilterFrom(new URLSearchParams('stran=abc')).page).toBe(1);
    expect(customerListFilterFrom(new URLSearchParams('stran=99999999')).page).toBe(
      CUSTOMER_PAGE_MAX,
    );
    const long = customerListFilterFrom(new URLSearchParams({ iskanje: 'x'.repeat(300) }));
    expect(long.search).toHaveLength(CUSTOMER_SEARCH_MAX);
  });

  it('keeps its limits equal to the API contract', () => {
    expect(CUSTOMER_SEARCH_MAX).toBe(CUSTOMER_SEARCH_MAX_LENGTH);
    expect(CUSTOMER_PAGE_MAX).toBe(CUSTOMER_LIST_PAGE_MAX);
  });

  it('asks the API for the search and page, leaving the default page size out', () => {
    expect(customerListApiQuery({ search: 'novak 1001', page: 2 }).toString()).toBe(
      'search=novak+1001&page=2',
    );
    expect(customerListApiQuery({ search: '', page: 1 }).toString()).toBe('');
  });

  it('links to the section with the filter, a new search starting at page 1', () => {
    const filter = { search: 'kovač', page: 4 };
    expect(customerListHref(filter, { page: 5 })).toBe('?iskanje=kova%C4%8D&stran=5#uporabniki');
    expect(customerListHref(filter, { search: 'novak' })).toBe('?iskanje=novak#uporabniki');
    expect(customerListHref(filter, { search: '' })).toBe('?#uporabniki');
  });
});
