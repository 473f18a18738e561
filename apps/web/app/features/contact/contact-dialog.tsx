// The contact side panel's Radix part (contact-panel.tsx; SPEC §2 Side panels "Contact
// 'Kontakt'", §3 Guardian, §6 and §9 guardian types, §9 support short number), loaded on the
// header button's first use. A right-hand sheet like the other side panels (ui/overlay.tsx:
// backdrop, scroll lock, focus trapped, Escape / backdrop / close button close it, focus back to
// the button) holding the 'ask a question' link to the inquiry page, the general support (phone,
// short number, e-mail, website: @gradnik/domain/constants) and a card for each guardian the
// partner has, with name, mobile phone (tel:) and e-mail (mailto:) when present.
//
// The guardians come from the page's loader (features/account/customer.server.ts). Where it read
// no partner (public screens such as a CMS page, or a customer document it could not read) they
// are asked once from GET /api/partner when the panel opens; a failure is only logged (SPEC §8)
// and the general support remains, as for a partner without guardians.
import type { GuardianContact } from '@gradnik/contracts/partner';
import {
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_SHORT_NUMBER,
  SUPPORT_WEBSITE,
} from '@gradnik/domain/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useOverlayT } from '../../i18n/overlays/use-overlay-t';
import type { OverlayKey } from '../../i18n/overlays/use-overlay-t';
import { useShopCaller } from '../../lib/basket-client';
import { fetchShopJson } from '../../lib/browser-api';
import { asContract } from '../../lib/contract';
import { href } from '../../route-table';
import type { InitialOpenProps } from '../../ui/deferred-overlay';
import { SpinnerIcon } from '../../ui/icons';
import { OverlayHeader, SidePanelContent } from '../../ui/overlay';
import { TRIGGER_CLASS, TriggerFace } from './contact-panel';
import type { ContactGuardians, ContactPanelProps } from './contact-panel';

export const PARTNER_PATH = '/api/partner';

/** 'tel:' wants the number alone: '+386 1 560 40 00' → 'tel:+38615604000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

const LINK = 'text-brand-700 underline hover:text-brand-900';

/** The guardians: the loader's, or asked from GET /api/partner when it had none. */
function useGuardians(fromLoader: ContactGuardians | null) {
  const { locale, token, userKey } = useShopCaller();
  const query = useQuery({
    queryKey: ['partner', 'guardians', userKey],
    queryFn: async ({ signal }) => {
      try {
        const body = await fetchShopJson(PARTNER_PATH, { token, locale, signal });
        return (await asContract('partnerGuardiansResponse', body)).data;
      } catch (error) {
        // SPEC §8: such load failures are only logged; the general support stays.
        console.error('The guardians could not be loaded', error);
        throw error;
      }
    },
    enabled: fromLoader === null && token !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (fromLoader) return { guardians: fromLoader, loading: false };
  return { guardians: query.data ?? null, loading: query.isPending && token !== null };
}

function Entry({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-neutral-600">{label}:</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function GuardianCard({ role, guardian }: { role: OverlayKey; guardian: GuardianContact }) {
  const t = useOverlayT();
  const id = useId();
  const name = `${guardian.Name} ${guardian.Surname}`.trim();
  return (
    <section
      aria-labelledby={id}
      className="rounded-lg border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm"
    >
      <h3 id={id} className="text-xs font-semibold uppercase tracking-wide text-neutral-600">
        {t(role)}
      </h3>
      {name ? <p className="mt-1 font-semibold text-neutral-900">{name}</p> : null}
      {guardian.MobilePhone || guardian.Email ? (
        <dl className="mt-2 space-y-1">
          {guardian.MobilePhone ? (
            <Entry label={t('contact.mobile')}>
              <a href={telHref(guardian.MobilePhone)} className={LINK}>
                {guardian.MobilePhone}
              </a>
            </Entry>
          ) : null}
          {guardian.Email ? (
            <Entry label={t('contact.email')}>
              <a href={`mailto:${guardian.Email}`} className={LINK}>
                {guardian.Email}
              </a>
            </Entry>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}

function Guardians({ fromLoader }: { fromLoader: ContactGuardians | null }) {
  const t = useOverlayT();
  const { guardians, loading } = useGuardians(fromLoader);
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-neutral-600">
        <SpinnerIcon className="size-4" />
        {t('contact.loading')}
      </p>
    );
  }
  if (!guardians || (!guardians.caretaker && !guardians.financialGuardian)) return null;
  return (
    <div className="space-y-3">
      {guardians.caretaker ? (
        <GuardianCard role="contact.caretaker" guardian={guardians.caretaker} />
      ) : null}
      {guardians.financialGuardian ? (
        <GuardianCard role="contact.financial" guardian={guardians.financialGuardian} />
      ) : null}
    </div>
  );
}

function GeneralSupport() {
  const t = useOverlayT();
  const id = useId();
  return (
    <section aria-labelledby={id} className="text-sm">
      <h3 id={id} className="font-semibold text-neutral-900">
        {t('contact.support')}
      </h3>
      <dl className="mt-2 space-y-1">
        <Entry label={t('contact.phone')}>
          <a href={telHref(SUPPORT_PHONE)} className={LINK}>
            {SUPPORT_PHONE}
          </a>
        </Entry>
        <Entry label={t('contact.shortNumber')}>
          <a href={telHref(SUPPORT_SHORT_NUMBER)} className={LINK}>
            {SUPPORT_SHORT_NUMBER}
          </a>
        </Entry>
        <Entry label={t('contact.email')}>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={LINK}>
            {SUPPORT_EMAIL}
          </a>
        </Entry>
        <Entry label={t('contact.website')}>
          <a href={SUPPORT_WEBSITE} className={LINK} target="_blank" rel="noopener noreferrer">
            {SUPPORT_WEBSITE.replace(/^https?:\/\//, '')}
          </a>
        </Entry>
      </dl>
    </section>
  );
}

export function ContactDialog({
  guardians,
  initialOpen = false,
}: ContactPanelProps & InitialOpenProps) {
  const t = useOverlayT();
  const locale = useLocale();
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={TRIGGER_CLASS} title={t('panel.contact.title')}>
        <TriggerFace />
      </Dialog.Trigger>
      <SidePanelContent
        // No description: the title and the sections say it all.
        aria-describedby={undefined}
      >
        <OverlayHeader title={t('panel.contact.title')} closeLabel={t('contact.close')} />
        <div className="flex-1 space-y-6 overflow-y-auto px-6 py-5">
          {/* SPEC §2: 'ask a question' goes to the inquiry page; the panel closes on the way. */}
          <Link
            to={href('inquiry', locale)}
            onClick={() => setOpen(false)}
            className="btn-primary w-full text-center"
          >
            {t('contact.ask')}
          </Link>
          {/* In SPEC §2's order: the general support, then the guardians' cards. */}
          <GeneralSupport />
          <Guardians fromLoader={guardians} />
        </div>
      </SidePanelContent>
    </Dialog.Root>
  );
}
