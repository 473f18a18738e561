// The cart page's head: the mode tabs 'Naročila' / 'Povpraševanja' (SPEC §2: the hash selects
// the mode, so a tab sets the hash) and the three steps as an ordered list with exactly one
// active step (SPEC §2 step names, §4 Cart mode), plus 'Ponastavi'.
import { checkoutSteps, type CartMode, type CheckoutStep } from '@gradnik/domain/checkout-steps';
import { useLocale, useT } from '../../i18n/i18n-context';

export function ModeTabs({
  mode,
  onSelect,
}: {
  mode: CartMode;
  onSelect: (mode: CartMode) => void;
}) {
  const t = useT();
  const modes: readonly CartMode[] = ['order', 'inquiry'];
  return (
    <div
      role="tablist"
      aria-label={t('checkout.modes')}
      className="flex gap-2 border-b border-neutral-200"
    >
      {modes.map((item) => {
        const selected = item === mode;
        return (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onSelect(item)}
            className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
              selected
                ? 'border-brand-600 text-brand-900'
                : 'border-transparent text-neutral-600 hover:text-neutral-900'
            }`}
          >
            {t(item === 'order' ? 'checkout.mode.order' : 'checkout.mode.inquiry')}
          </button>
        );
      })}
    </div>
  );
}

export function StepHeader({
  mode,
  step,
  onReset,
  resetDisabled = false,
}: {
  mode: CartMode;
  step: CheckoutStep;
  onReset: () => void;
  resetDisabled?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const steps = checkoutSteps(mode, step, locale);
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <nav aria-label={t('checkout.steps')}>
        <ol className="flex flex-wrap gap-2 sm:gap-6">
          {steps.map((view) => (
            <li
              key={view.step}
              aria-current={view.active ? 'step' : undefined}
              className={`flex items-center gap-2 text-sm ${
                view.active ? 'font-semibold text-brand-900' : 'text-neutral-500'
              }`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 items-center justify-center rounded-full border ${
                  view.active
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-neutral-300 bg-white'
                }`}
              >
                {view.step}
              </span>
              {view.label}
            </li>
          ))}
        </ol>
      </nav>
      <button
        type="button"
        onClick={onReset}
        disabled={resetDisabled}
        className="rounded-md border border-neutral-300 bg-white px-3 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100 disabled:opacity-50"
      >
        {t('checkout.reset')}
      </button>
    </div>
  );
}
