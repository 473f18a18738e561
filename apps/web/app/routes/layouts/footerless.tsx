// The 'footerless' layout of SPEC §2: header and main, no footer (cart, documents, favourites, notifications).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/footerless';
import { loadFrame } from './frame.server';
import { SiteFrame } from './frame';
import { revalidateOnPathChange } from './revalidate';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFrame(request, context);
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnPathChange(args);
}

export default function FooterlessLayout({ loaderData }: Route.ComponentProps) {
  return <SiteFrame account={loaderData.account} footer={false} />;
}
