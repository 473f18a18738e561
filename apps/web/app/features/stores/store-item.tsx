// One store of the stores panel (SPEC §2): a disclosure whose button shows the store's name and
// expands to its address, postal code and town, phone and e-mail links and opening hours for
// weekdays, Saturday, Sunday and holidays — each line only when the store has it.
import type { Store } from '@gradnik/contracts/stores';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { ChevronDownIcon } from '../../ui/icons';

const HOURS = [
  ['hoursWeekdays', 'stores.hours.weekdays'],
  ['hoursSaturday', 'stores.hours.saturday'],
  ['hoursSunday', 'stores.hours.sunday'],
  ['holidays', 'stores.hours.holidays'],
] as const satisfies ReadonlyArray<readonly [keyof Store, MessageKey]>;

/** 'tel:' wants the number alone: '+386 1 234 56 78' → 'tel:+38612345678'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function StoreItem({ store, stock }: { store: Store; stock?: ReactNode }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const town = [store.zipCode, store.zipCodeName].filter(Boolean).join(' ');
  const hours = HOURS.filter(([field]) => store[field] !== null);

  return (
    <li className="border-b border-neutral-200">
      <div className="flex items-center gap-3 px-6 py-3">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
          className="-mx-2 flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-left font-medium text-neutral-900 hover:bg-neutral-100"
        >
          <ChevronDownIcon
            className={`size-4 shrink-0 text-neutral-500 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
          />
          <span className="min-w-0 flex-1">{store.name}</span>
        </button>
        {stock}
      </div>
      <div id={detailsId} hidden={!expanded} className="space-y-3 px-6 pb-4 pl-12 text-sm">
        {store.address || town || store.phone || store.email ? (
          <address className="space-y-1 not-italic text-neutral-700">
            {store.address ? <p>{store.address}</p> : null}
            {town ? <p>{town}</p> : null}
            {store.phone ? (
              <p>
                <span className="text-neutral-500">{t('stores.phone')}: </span>
                <a href={telHref(store.phone)} className="text-brand-700 underline">
                  {store.phone}
                </a>
              </p>
            ) : null}
            {store.email ? (
              <p>
                <span className="text-neutral-500">{t('stores.email')}: </span>
                <a href={`mailto:${store.email}`} className="text-brand-700 underline">
                  {store.email}
                </a>
              </p>
            ) : null}
          </address>
        ) : null}
        {hours.length > 0 ? (
          <div>
            <h3 className="font-medium text-neutral-900">{t('stores.hours')}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-neutral-700">
              {hours.map(([field, label]) => (
                <div key={field} className="contents">
                  <dt className="text-neutral-500">{t(label)}</dt>
                  <dd>{store[field]}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </li>
  );
}
