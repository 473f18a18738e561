import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * Layout loaders hold the access rules (SPEC §4, §6), so they run for every new address, not
 * only when React Router would otherwise re-run them (it reuses a layout's data between two
 * screens of the same layout).
 */
export function revalidateOnPathChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}
