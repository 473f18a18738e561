// A screen of SPEC §2 whose feature is not built yet: its heading and an honest note, no
// made-up data or forms.
import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';
import type { MessageVars } from '../i18n/translate';
import type { ScreenId } from '../route-table';
import { PageHeading } from './page-heading';

export function NotAvailableNote() {
  const t = useT();
  return (
    <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
      {t('app.notAvailableYet')}
    </p>
  );
}

export function PlaceholderPage({
  screenId,
  vars,
  children,
}: {
  screenId: ScreenId;
  vars?: MessageVars;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <PageHeading>{t(`screen.${screenId}.title`, vars)}</PageHeading>
      <NotAvailableNote />
      {children}
    </div>
  );
}
