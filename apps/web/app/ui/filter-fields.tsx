// The fields of a list's filter form kept in the address (issue #12: orders and documents): a
// labelled choice and a labelled typed field whose error is read out with it. Uncontrolled
// (defaultValue): the form is a plain GET form, so it works before hydration too.
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';

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

export interface FilterError {
  key: string;
  /** The id of the field it describes (`${field}-error` is this message's id). */
  field: string;
  text: string;
}

/** The form's columns on a wide screen; the errors and the buttons span them all. */
const WIDE = {
  5: { grid: 'lg:grid-cols-5', span: 'lg:col-span-5' },
  6: { grid: 'lg:grid-cols-6', span: 'lg:col-span-6' },
} as const;

/**
 * The filter form: a GET form (the filters stay in the address), a search field first (if the
 * list has one), then the list's own fields, the errors read out together, and apply / clear.
 */
export function FilterForm({
  label,
  search,
  errors,
  applyText,
  clearText,
  columns = 6,
  children,
}: {
  label: string;
  search?: { id: string; label: string; value: string };
  errors: readonly FilterError[];
  applyText: string;
  clearText: string;
  columns?: keyof typeof WIDE;
  children: ReactNode;
}) {
  const wide = WIDE[columns];
  return (
    <Form
      method="get"
      aria-label={label}
      className={`grid grid-cols-1 gap-3 rounded-lg border border-neutral-200 bg-white p-4 sm:grid-cols-2 ${wide.grid}`}
    >
      {search ? (
        <div className="lg:col-span-2">
          <label htmlFor={search.id} className={labelClass}>
            {search.label}
          </label>
          <input
            id={search.id}
            name="q"
            type="search"
            defaultValue={search.value}
            className={fieldClass}
          />
        </div>
      ) : null}
      {children}
      {errors.length > 0 ? (
        <div
          role="alert"
          className={`space-y-1 text-sm text-danger-700 sm:col-span-2 ${wide.span}`}
        >
          {errors.map((error) => (
            <p key={error.key} id={`${error.field}-error`}>
              {error.text}
            </p>
          ))}
        </div>
      ) : null}
      <div className={`flex items-end gap-3 sm:col-span-2 ${wide.span}`}>
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {applyText}
        </button>
        <Link to="?" className="text-sm text-brand-900 underline">
          {clearText}
        </Link>
      </div>
    </Form>
  );
}
