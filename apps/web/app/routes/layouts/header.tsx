// The 'header' layout of SPEC §2: the header only above the page (design samples).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/header';
import { loadFrame } from './frame.server';
import { SiteFrame } from './frame';
import { revalidateOnPathChange } from './revalidate';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFrame(request, context);
}

export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return revalidateOnPathChange(args);
}

export default function HeaderLayout({ loaderData }: Route.ComponentProps) {
  return <SiteFrame account={loaderData.account} footer={false} />;
}
