// The shape of a message catalogue. A message is a text with {placeholders}, or plural forms
// picked by `plural()` of @gradnik/domain/format (Slovenian has one/two/few/other).
import type { PluralForms } from '@gradnik/domain/format';
import type { ScreenId } from '../route-table';

export type Message = string | PluralForms;

/** Every screen of the route table has a title in every catalogue. */
export type MessageCatalogue = Readonly<Record<`screen.${ScreenId}.title`, string>> &
  Readonly<Record<string, Message>>;
