// Route schemas of the search service (SPEC §7 "Search service"), built from the shared contract
// (packages/contracts search.ts): the same zod objects validate, shape and document.
import { z } from 'zod';
import { apiErrorSchema } from '@gradnik/contracts/errors';
import {
  autocompleteResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
  searchTermQuerySchema,
  typeaheadResponseSchema,
} from '@gradnik/contracts/search';
import { ACCEPT_LANGUAGE_DESCRIPTION } from '../../request-locale.ts';

const tags = ['search'];

const headers = z.object({
  'accept-language': z.string().optional().describe(ACCEPT_LANGUAGE_DESCRIPTION),
});

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

const matching =
  'Matching ignores case and diacritics (č/š/ž = c/s/z), tolerates typos (one edit in words of ' +
  '4–5 letters, two from 6) and matches word prefixes while typing. A blank `query` answers the ' +
  'empty result; a missing one is a 400.';

export const typeaheadRoute = {
  tags,
  summary: 'Keyword suggestions for the search box',
  description: `SPEC §7/§9: at most 5 keywords, sorted by total (products found), in the Accept-Language language. ${matching}`,
  headers,
  querystring: searchTermQuerySchema,
  response: { 200: typeaheadResponseSchema, ...errors },
};

export const autocompleteRoute = {
  tags,
  summary: 'Search-box snippets: products, categories and keywords',
  description: `SPEC §3 Search state snippets: up to 5 products (best match first), 5 categories (those named like the term, then those holding most matches) and 5 keywords. Only catalog status 1. ${matching}`,
  headers,
  querystring: searchTermQuerySchema,
  response: { 200: autocompleteResponseSchema, ...errors },
};

export const searchRoute = {
  tags,
  summary: 'Search results with facets',
  description:
    'SPEC §2/§4: 12 products a page (`page`, 1-based), facets (categories and product attributes, ' +
    'disjunctive counts), active filters and pagination. Filters: `ff.attr.category=<category id>` ' +
    '(with its subtree) and `ff.attr.<attribute code>=<option code>`; repeat a parameter for OR, ' +
    `different fields AND. An unknown field or value matches nothing. Only catalog status 1. ${matching}`,
  headers,
  querystring: searchQuerySchema,
  response: { 200: searchResponseSchema, ...errors },
};
