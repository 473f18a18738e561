// A labelled text box with its limit and the 'n/limit znakov' counter under it (SPEC §5 "Text
// areas may have a character limit with a counter"), read out politely as it changes: the line
// note modal's and the offer decline modal's.
import { characterCounterText } from '@gradnik/domain/checkout-steps';
import type { RefObject } from 'react';
import { useLocale } from '../i18n/i18n-context';

export function CountedTextArea({
  id,
  name,
  label,
  rows,
  value,
  maxLength,
  onChange,
  textRef,
}: {
  /** The box's id; the counter is `${id}-counter`. */
  id: string;
  name: string;
  label: string;
  rows: number;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
  /** The modal focuses the box when it opens. */
  textRef?: RefObject<HTMLTextAreaElement | null>;
}) {
  const locale = useLocale();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <textarea
        ref={textRef}
        id={id}
        name={name}
        rows={rows}
        value={value}
        maxLength={maxLength}
        aria-describedby={`${id}-counter`}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-md border border-neutral-300 px-3 py-2 text-sm"
      />
      <p id={`${id}-counter`} aria-live="polite" className="text-right text-xs text-neutral-600">
        {characterCounterText(value, maxLength, locale)}
      </p>
    </>
  );
}
