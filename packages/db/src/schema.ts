// The one aggregator the brief allows: drizzle needs every table in a single object for its
// relational query API and for `typeof schema` in the Database type. Import tables from the
// area modules (`@gradnik/db/schema/catalog`) or from here.
import * as account from './schema/account.ts';
import * as catalog from './schema/catalog.ts';
import * as commerce from './schema/commerce.ts';
import * as contact from './schema/contact.ts';
import * as content from './schema/content.ts';
import * as identity from './schema/identity.ts';
import * as relations from './schema/relations.ts';
import * as search from './schema/search.ts';

export * from './schema/account.ts';
export * from './schema/catalog.ts';
export * from './schema/commerce.ts';
export * from './schema/contact.ts';
export * from './schema/content.ts';
export * from './schema/identity.ts';
export * from './schema/relations.ts';
export * from './schema/search.ts';

export const schema = {
  ...identity,
  ...catalog,
  ...commerce,
  ...contact,
  ...content,
  ...account,
  ...relations,
  ...search,
};
export type Schema = typeof schema;
