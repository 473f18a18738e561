// The 'only-trademark' layout of SPEC §2 (login, register): the trademark and the page, no
// navigation. Its screens are guest-only (SPEC §4).
import { Outlet } from 'react-router';
import { guardRequest } from '../../features/auth/guards.server';
import { MAIN_ID } from '../../features/layout/app-frame';
import { Logo } from '../../ui/logo';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/only-trademark';
import { revalidateOnPathChange } from './revalidate';

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardRequest(request, context);
  return null;
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnPathChange(args);
}

export default function OnlyTrademarkLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-neutral-100">
      <header className="flex justify-center px-4 pb-6 pt-10">
        <Logo />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 px-4 pb-16 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
