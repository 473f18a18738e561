// A shop API document for a page's loader: parsed against its contract, null for 404, a
// SessionRejectedError for 401 (the loader sends the user to sign in), an Error otherwise.
// Shared by every feature's server calls (features do not import each other).
import type { Locale } from '@gradnik/domain/locale';
import type { ShopApi } from '../context';
import { withApiLanguage } from './api-language';

/** The shop API rejected the session's token (401): the loader sends the user to sign in. */
export class SessionRejectedError extends Error {
  constructor(path: string) {
    super(`The shop API rejected the session token (${path})`);
    this.name = 'SessionRejectedError';
  }
}

export interface DocumentSchema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> };
      };
}

/** The document at `path`, or null for 404. Throws on 401 (SessionRejectedError) and 5xx. */
export async function fetchDocument<T>(
  api: ShopApi,
  locale: Locale,
  path: string,
  schema: DocumentSchema<T>,
  init?: RequestInit,
): Promise<T | null> {
  const response = await api.fetch(path, withApiLanguage(locale, init));
  const method = init?.method ?? 'GET';
  if (response.status === 401) throw new SessionRejectedError(path);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`);
    throw new Error(
      `${method} ${path}: the document does not match the contract (${issues.join('; ')})`,
    );
  }
  return parsed.data;
}
