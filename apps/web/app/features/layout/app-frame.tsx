// The page frame: header, the main landmark (target of the skip link) and an optional footer.
import type { ReactNode } from 'react';

export const MAIN_ID = 'main';

export function AppFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      {header}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {footer}
    </div>
  );
}
