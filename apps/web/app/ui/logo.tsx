// The Gradnik trademark: a brick-stack mark and the word. Used by every layout.
export function Logo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" className="fill-brand-700" />
        <path
          d="M7 20h8v5H7zM17 20h8v5h-8zM12 13h8v5h-8zM7 7h8v4H7zM17 7h8v4h-8z"
          className="fill-white"
        />
      </svg>
      <span className="text-xl font-bold tracking-tight text-brand-800">Gradnik</span>
    </span>
  );
}
