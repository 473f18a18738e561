// The account catalogue's shape: keys of the Slovenian one are the keys of both (as ../message-keys.ts).
import type { PluralForms } from '@gradnik/domain/format';
import type { Message } from '../message-types';
import type { accountSl } from './sl';

export type AccountCatalogue = Readonly<Record<string, Message>>;

export type AccountMessageKey = keyof typeof accountSl;

export type AccountMessages = {
  readonly [K in AccountMessageKey]: (typeof accountSl)[K] extends string ? string : PluralForms;
};
