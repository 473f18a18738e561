// The 'default' layout of SPEC §2: header, main and footer.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/default';
import { loadFrame } from './frame.server';
import { SiteFrame } from './frame';
import { revalidateOnPathChange } from './revalidate';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFrame(request, context);
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnPathChange(args);
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  return <SiteFrame account={loaderData.account} footer={true} />;
}
