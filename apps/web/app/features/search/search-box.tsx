// The header search box (SPEC §2 header, §4 Search, §9: 5 suggestions of each kind): a
// WAI-ARIA combobox whose listbox offers search keywords, products and categories while
// typing. Arrow keys move through the options, Enter chooses one (or, with none active,
// searches the typed text), Escape closes the list and, pressed again, clears the box.
import { SEARCH_QUERY_MAX_LENGTH } from '@gradnik/contracts/search-query';
import { normalizeSearchTerm } from '@gradnik/domain/search-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n-context';
import type { MessageKey } from '../../i18n/message-keys';
import { href } from '../../route-table';
import { EMPTY_SUGGESTIONS, SUGGESTION_GROUP_ORDER, flattenSuggestions } from './suggestions';
import type { LoadSuggestions, Suggestion, SuggestionGroups } from './suggestions';
import { useSuggestions } from './use-suggestions';

export interface SearchBoxProps {
  load: LoadSuggestions;
  /** The term of the results page on screen; the box shows it after each navigation. */
  routeTerm?: string;
  debounceMs?: number;
}

const GROUP_TITLES = {
  keywords: 'search.group.keywords',
  products: 'search.group.products',
  categories: 'search.group.categories',
} as const satisfies Record<(typeof SUGGESTION_GROUP_ORDER)[number], MessageKey>;

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

function OptionContent({ option }: { option: Suggestion }) {
  const t = useT();
  return (
    <span className="flex items-center gap-3">
      {option.kind === 'product' ? (
        option.image ? (
          <img
            src={option.image}
            alt=""
            width={32}
            height={32}
            className="size-8 shrink-0 rounded border border-neutral-200 object-contain"
          />
        ) : (
          <span aria-hidden="true" className="size-8 shrink-0 rounded bg-neutral-100" />
        )
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="block truncate">{option.label}</span>
        {option.detail ? (
          <span className="block truncate text-xs text-neutral-500">{option.detail}</span>
        ) : null}
      </span>
      {option.count !== undefined ? (
        <span className="shrink-0 text-xs text-neutral-500">
          {t('search.productCount', { count: option.count })}
        </span>
      ) : null}
    </span>
  );
}

export function SearchBox({ load, routeTerm = '', debounceMs }: SearchBoxProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const [value, setValue] = useState(routeTerm);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions load only for someone using the box, not for the term a results page shows.
  const [focused, setFocused] = useState(false);

  // A navigation to another results page shows its term (React's "adjust state when a prop
  // changes" pattern: no effect, no extra render of stale text).
  const [shownRouteTerm, setShownRouteTerm] = useState(routeTerm);
  if (shownRouteTerm !== routeTerm) {
    setShownRouteTerm(routeTerm);
    setValue(routeTerm);
    setOpen(false);
  }

  const { groups } = useSuggestions(focused ? value : '', load, debounceMs);
  const shown: SuggestionGroups = groups ?? EMPTY_SUGGESTIONS;
  const options = flattenSuggestions(shown);
  const expanded = open && options.length > 0;

  // New suggestions: no option is active until the user moves to one.
  const [seenGroups, setSeenGroups] = useState(groups);
  if (seenGroups !== groups) {
    setSeenGroups(groups);
    setActive(-1);
  }

  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!expanded || active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    // Older engines (and test DOMs) lack scrollIntoView options; moving focus is not needed.
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function searchText(text: string) {
    const term = normalizeSearchTerm(text);
    if (!term) return;
    close();
    setValue(term);
    void navigate(href('search', locale, { id: term }));
  }

  function choose(option: Suggestion) {
    close();
    if (option.kind === 'keyword') setValue(option.label);
    void navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown': {
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
          return;
        }
        setActive((current) => (current + 1) % options.length);
        return;
      }
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(options.length - 1);
          return;
        }
        setActive((current) => (current <= 0 ? options.length - 1 : current - 1));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const option = expanded && active >= 0 ? options[active] : undefined;
        if (option) choose(option);
        else searchText(value);
        return;
      }
      case 'Escape': {
        if (expanded) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        return;
      }
      default:
        return;
    }
  }

  // Each group's first option index in the flat list the arrow keys walk.
  const groupStart = SUGGESTION_GROUP_ORDER.reduce<Record<string, number>>((starts, group, i) => {
    const previous = SUGGESTION_GROUP_ORDER[i - 1];
    starts[group] = previous === undefined ? 0 : (starts[previous] ?? 0) + shown[previous].length;
    return starts;
  }, {});
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        searchText(value);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('search.inputLabel')}
      </label>
      <div className="flex items-center rounded-md border border-neutral-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500/30">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          autoCapitalize="off"
          spellCheck={false}
          inputMode="search"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
          }}
          onBlur={() => {
            setFocused(false);
            close();
          }}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-l-md border-0 bg-transparent px-3 py-2 text-sm text-neutral-900 placeholder:text-neutral-500 focus:outline-none"
        />
        <button
          type="submit"
          aria-label={t('search.submit')}
          title={t('search.submit')}
          className="flex size-9 shrink-0 items-center justify-center rounded-r-md text-neutral-600 hover:text-brand-700"
        >
          <SearchIcon className="size-5" />
        </button>
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-neutral-200 bg-white py-1 shadow-lg"
      >
        {SUGGESTION_GROUP_ORDER.map((group) => {
          const items = shown[group];
          if (items.length === 0) return null;
          const headingId = `${baseId}-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId}>
              <div
                id={headingId}
                role="presentation"
                className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-500"
              >
                {t(GROUP_TITLES[group])}
              </div>
              {items.map((option, position) => {
                const own = (groupStart[group] ?? 0) + position;
                const isActive = own === active;
                return (
                  <div
                    key={`${option.kind}-${option.key}`}
                    id={optionId(own)}
                    data-index={own}
                    role="option"
                    aria-selected={isActive}
                    // Keep the focus in the box: the click chooses.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseMove={() => {
                      if (!isActive) setActive(own);
                    }}
                    className={`cursor-pointer px-3 py-1.5 text-sm ${
                      isActive ? 'bg-brand-50 text-brand-900' : 'text-neutral-800'
                    }`}
                  >
                    <OptionContent option={option} />
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      <div role="status" className="sr-only">
        {expanded ? t('search.suggestionCount', { count: options.length }) : ''}
      </div>
    </form>
  );
}
