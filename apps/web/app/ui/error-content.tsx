// SPEC §2 Error pages: 404 shows 'Page Not Found', any other error 'Internal Server Error'.
// The stack shows only in development (STYLE.md: 5xx never leak internals).
import { isRouteErrorResponse, Link } from 'react-router';
import { useLocale, useT } from '../i18n/i18n-context';
import { href } from '../route-table';

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function ErrorMessage({ notFound, stack }: { notFound: boolean; stack?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900">
        {notFound ? t('error.notFound.heading') : t('error.internal.heading')}
      </h1>
      <p className="text-neutral-700">
        {notFound ? t('error.notFound.text') : t('error.internal.text')}
      </p>
      <p>
        <Link to={href('home', locale)} className="font-medium text-brand-700 underline">
          {t('error.backHome')}
        </Link>
      </p>
      {stack ? (
        <pre className="overflow-x-auto rounded-md bg-neutral-900 p-4 text-xs text-neutral-100">
          <code>{stack}</code>
        </pre>
      ) : null}
    </div>
  );
}

export function NotFoundContent() {
  return <ErrorMessage notFound />;
}

export function ErrorContent({ error }: { error: unknown }) {
  if (isNotFound(error)) return <NotFoundContent />;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return <ErrorMessage notFound={false} stack={stack} />;
}
