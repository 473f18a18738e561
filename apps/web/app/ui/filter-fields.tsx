// The fields of a list's filter form kept in the address (issue #12: orders and documents): a
// labelled choice and a labelled typed field whose error is read out with it. Uncontrolled
// (defaultValue): the form is a plain GET form, so it works before hydration too.

export const fieldClass =
  'w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';
export const labelClass = 'block text-sm font-medium text-neutral-800';

export function Choice({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A typed filter (a day as DD. MM. YYYY, an amount as 1.250,50); when `invalid`, the element
 * `${id}-error` (the form's error line) describes it.
 */
export function TextField({
  id,
  name,
  label,
  value,
  placeholder,
  inputMode,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  inputMode: 'numeric' | 'decimal';
  invalid: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        className={fieldClass}
      />
    </div>
  );
}
