// The /buttons design sample (SPEC §2 design sample pages): the shop's own button classes
// (app.css .btn-primary / .btn-secondary with .btn-sm / .btn-lg) in SPEC §9's sizes small, base
// and large, and its loader (ui/icons SpinnerIcon, SPEC §4 "loading shows a spinner") in
// SPEC §9's sizes small, medium and large. What the pages use, not a separate kit.
import { useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { SpinnerIcon } from '../../ui/icons';
import { PageHeading } from '../../ui/page-heading';

/** SPEC §9: button sizes small, base, large; base is the button class alone. */
export const BUTTON_SIZES = [
  { id: 'small', className: 'btn-sm' },
  { id: 'base', className: '' },
  { id: 'large', className: 'btn-lg' },
] as const;

/** SPEC §9: loader sizes small, medium, large. */
export const LOADER_SIZES = [
  { id: 'small', className: 'size-4' },
  { id: 'medium', className: 'size-6' },
  { id: 'large', className: 'size-10' },
] as const;

const VARIANTS = [
  { id: 'primary', className: 'btn-primary', disabled: false },
  { id: 'secondary', className: 'btn-secondary', disabled: false },
  { id: 'disabled', className: 'btn-primary', disabled: true },
] as const;

export function ButtonSample() {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <PageHeading>{t('screen.buttons.title')}</PageHeading>
      <p className="text-neutral-700">{t('buttons.intro')}</p>

      <section aria-labelledby="button-variants" className="space-y-3">
        <h2 id="button-variants" className="text-lg font-semibold text-neutral-900">
          {t('buttons.variants')}
        </h2>
        <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-neutral-200 bg-neutral-50 text-neutral-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t('buttons.variant')}
                </th>
                {BUTTON_SIZES.map((size) => (
                  <th key={size.id} scope="col" className="px-4 py-2 font-medium">
                    {t(`buttons.size.${size.id}` as MessageKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-neutral-100">
              {VARIANTS.map((variant) => (
                <tr key={variant.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-neutral-800">
                    {t(`buttons.variant.${variant.id}` as MessageKey)}
                  </th>
                  {BUTTON_SIZES.map((size) => (
                    <td key={size.id} className="px-4 py-3">
                      <button
                        type="button"
                        disabled={variant.disabled}
                        className={`${variant.className} ${size.className}`.trim()}
                      >
                        {t(`buttons.size.${size.id}` as MessageKey)}
                      </button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="loader-sizes" className="space-y-3">
        <h2 id="loader-sizes" className="text-lg font-semibold text-neutral-900">
          {t('buttons.loaders')}
        </h2>
        <ul className="flex flex-wrap items-end gap-8 rounded-lg border border-neutral-200 bg-white px-4 py-4">
          {LOADER_SIZES.map((size) => {
            const label = t(`buttons.loader.${size.id}` as MessageKey);
            return (
              <li key={size.id} className="flex flex-col items-center gap-2">
                <span role="status" aria-label={label} className="text-brand-700">
                  <SpinnerIcon className={size.className} />
                </span>
                <span aria-hidden="true" className="text-sm text-neutral-700">
                  {label}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
