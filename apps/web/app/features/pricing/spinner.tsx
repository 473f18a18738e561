// SPEC §4: loading shows a spinner; the text says what loads, for screen readers and e2e.
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-neutral-500">
      <svg
        viewBox="0 0 24 24"
        className="size-4 animate-spin motion-reduce:animate-none"
        aria-hidden="true"
        focusable="false"
        fill="none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity={0.25} strokeWidth={3} />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
