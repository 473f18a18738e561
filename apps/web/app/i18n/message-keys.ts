// Keys of the Slovenian catalogue (the default) are the keys of every catalogue.
import type { PluralForms } from '@gradnik/domain/format';
import type { sl } from './sl';

export type MessageKey = keyof typeof sl;

/** Exactly the keys of sl.ts; a plural message stays plural in every locale. */
export type Messages = {
  readonly [K in MessageKey]: (typeof sl)[K] extends string ? string : PluralForms;
};
