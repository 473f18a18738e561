// Document titles in the locale of the address (meta functions run outside React context).
import { localeFromPath } from '@gradnik/domain/locale';
import type { ScreenId } from '../route-table';
import { translate } from './translate';
import type { MessageVars } from './translate';

export function screenMeta(pathname: string, screenId: ScreenId, vars: MessageVars = {}) {
  const locale = localeFromPath(pathname);
  const title = translate(locale, `screen.${screenId}.title`, vars);
  return [{ title: `${title} | ${translate(locale, 'app.titleSuffix')}` }];
}
