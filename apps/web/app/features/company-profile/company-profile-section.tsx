// The company profile (issue #13; SPEC §3 Partner, Partner address, Guardian; §6: customer_admin
// and customer_employee both see it). Read-only: the company's data as a definition list, the
// caretaker and financial guardian as cards (picked by the shop API with the SPEC §6/§9 rules),
// then the delivery and payment addresses. Each address card shows its pending change request
// (SPEC §3 "Address change requests … carry a status"); the company's admin asks for new
// addresses, changes and removals there, and everyone sees the request history
// (features/address-requests, decision 033).
import type { GuardianContact, Partner, PartnerProfileAddress } from '@gradnik/contracts/partner';
import { formatCurrency } from '@gradnik/domain/format';
import { buildPayers, buildRecipients } from '@gradnik/domain/recipients';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/i18n-context';
import { useAccountT } from '../../i18n/account/use-account-t';
import { href } from '../../route-table';
import { AddressRequestHistory } from '../address-requests/address-request-history';
import type { AddressRequestHistoryData } from '../address-requests/address-requests.server';
import { ManagedAddresses, PendingRequestBadge } from '../address-requests/managed-addresses';
import type { CompanyProfile, CompanyProfileData } from './company-profile.server';

const linkClass = 'text-brand-700 underline-offset-2 hover:underline break-all';
const cardClass = 'rounded-lg border border-neutral-200 bg-white p-4';
const subheadingClass = 'text-lg font-semibold text-neutral-900';

/** A phone number as a tel: address: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The partner's web address as a link target: only http(s), so an ERP value such as
 * 'javascript:…' never becomes a link; a bare host name gets https://. Null: show it as text.
 */
export function webHref(address: string): string | null {
  const value = address.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i.test(value)) return `https://${value}`;
  return null;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-neutral-700">{label}</dt>
      <dd className="mt-0.5 text-neutral-900">{children}</dd>
    </div>
  );
}

function CompanyData({ profile }: { profile: CompanyProfile }) {
  const t = useAccountT();
  const { partner, internalStatus } = profile;
  const notGiven = <span className="text-neutral-600">{t('companyProfile.notGiven')}</span>;
  const text = (value: string | null) => (value?.trim() ? value : notGiven);
  const names = [partner.Name1, partner.Name2].filter((n): n is string => !!n?.trim());
  const web = partner.WebAddress ? webHref(partner.WebAddress) : null;
  const cityLine = [partner.PostalCode, partner.City].filter(Boolean).join(' ');
  const addressLines = [partner.Street, cityLine, partner.CountryName].filter(
    (line): line is string => !!line?.trim(),
  );
  const kind =
    partner.WholesaleOrRepro === 'Wholesale' || partner.WholesaleOrRepro === 'Repro'
      ? t(`companyProfile.kind.${partner.WholesaleOrRepro}`)
      : partner.WholesaleOrRepro;
  const statusWords = [
    internalStatus.stateTranslation ?? internalStatus.state,
    internalStatus.statusTranslation ?? internalStatus.status,
  ].filter((s): s is string => !!s);

  return (
    <section aria-labelledby="company-data-heading" className="space-y-3">
      <h3 id="company-data-heading" className={subheadingClass}>
        {t('companyProfile.data')}
      </h3>
      <dl className={`${cardClass} grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3`}>
        <Field label={t('companyProfile.name')}>
          {names.length > 0
            ? names.map((name) => (
                <span key={name} className="block font-semibold">
                  {name}
                </span>
              ))
            : notGiven}
        </Field>
        {partner.NameShort ? (
          <Field label={t('companyProfile.shortName')}>{partner.NameShort}</Field>
        ) : null}
        <Field label={t('companyProfile.partnerNo')}>{partner.PartnerNo}</Field>
        <Field label={t('companyProfile.taxNumber')}>
          {partner.TaxNumber
            ? partner.TaxCountryName
              ? t('companyProfile.taxNumberCountry', {
                  number: partner.TaxNumber,
                  country: partner.TaxCountryName,
                })
              : partner.TaxNumber
            : notGiven}
        </Field>
        <Field label={t('companyProfile.registrationNumber')}>
          {text(partner.RegistrationNumber)}
        </Field>
        <Field label={t('companyProfile.gln')}>{text(partner.GLN)}</Field>
        <Field label={t('companyProfile.email')}>
          {partner.Email ? (
            <a className={linkClass} href={`mailto:${partner.Email}`}>
              {partner.Email}
            </a>
          ) : (
            notGiven
          )}
        </Field>
        <Field label={t('companyProfile.phone')}>
          {partner.Phone ? (
            <a className={linkClass} href={telHref(partner.Phone)}>
              {partner.Phone}
            </a>
          ) : (
            notGiven
          )}
        </Field>
        {partner.MobilePhone ? (
          <Field label={t('companyProfile.mobile')}>
            <a className={linkClass} href={telHref(partner.MobilePhone)}>
              {partner.MobilePhone}
            </a>
          </Field>
        ) : null}
        <Field label={t('companyProfile.web')}>
          {partner.WebAddress ? (
            web ? (
              <a className={linkClass} href={web} target="_blank" rel="noopener noreferrer">
                {partner.WebAddress}
              </a>
            ) : (
              partner.WebAddress
            )
          ) : (
            notGiven
          )}
        </Field>
        <Field label={t('companyProfile.address')}>
          {addressLines.length > 0 ? (
            <address className="not-italic">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            notGiven
          )}
        </Field>
        <Field label={t('companyProfile.kind')}>{kind ?? notGiven}</Field>
        <Field label={t('companyProfile.creditLimit')}>
          <CreditLimit partner={partner} />
        </Field>
        <Field label={t('companyProfile.internalStatus')}>
          {statusWords.length > 0 ? statusWords.join(' · ') : notGiven}
        </Field>
      </dl>
    </section>
  );
}

function CreditLimit({ partner }: { partner: Partner }) {
  const t = useAccountT();
  const locale = useLocale();
  if (partner.LimitAmount === null) {
    return <span className="text-neutral-600">{t('companyProfile.noLimit')}</span>;
  }
  return (
    <>
      <span className="block font-semibold tabular-nums">
        {formatCurrency(partner.LimitAmount, locale)}
      </span>
      {partner.LimitType ? (
        <span className="block text-sm text-neutral-700">
          {t('companyProfile.limitType', { type: partner.LimitType })}
        </span>
      ) : null}
      {/* The headroom (limit less what is open) is on the documents screen (issue #12). */}
      <Link to={href('documents', locale)} className={`${linkClass} text-sm`}>
        {t('companyProfile.headroomLink')}
      </Link>
    </>
  );
}

function GuardianCard({
  id,
  title,
  guardian,
  missing,
}: {
  id: string;
  title: string;
  guardian: GuardianContact | null;
  missing: string;
}) {
  const t = useAccountT();
  const name = guardian ? `${guardian.Name} ${guardian.Surname}`.trim() : '';
  return (
    <article aria-labelledby={id} className={cardClass}>
      <h4 id={id} className="text-sm font-semibold text-neutral-700">
        {title}
      </h4>
      {guardian ? (
        <div className="mt-1 space-y-1">
          <p className="font-semibold text-neutral-900">{name}</p>
          {guardian.MobilePhone ? (
            <p>
              <a
                className={linkClass}
                href={telHref(guardian.MobilePhone)}
                aria-label={t('companyProfile.callGuardian', {
                  name,
                  phone: guardian.MobilePhone,
                })}
              >
                {guardian.MobilePhone}
              </a>
            </p>
          ) : null}
          {guardian.Email ? (
            <p>
              <a
                className={linkClass}
                href={`mailto:${guardian.Email}`}
                aria-label={t('companyProfile.mailGuardian', { name, email: guardian.Email })}
              >
                {guardian.Email}
              </a>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-1 text-neutral-700">{missing}</p>
      )}
    </article>
  );
}

function Guardians({ partner }: { partner: Partner }) {
  const t = useAccountT();
  return (
    <section aria-labelledby="company-guardians-heading" className="space-y-3">
      <h3 id="company-guardians-heading" className={subheadingClass}>
        {t('companyProfile.guardians')}
      </h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <GuardianCard
          id="company-caretaker"
          title={t('companyProfile.caretaker')}
          guardian={partner.caretaker}
          missing={t('companyProfile.noCaretaker')}
        />
        <GuardianCard
          id="company-financial-guardian"
          title={t('companyProfile.financialGuardian')}
          guardian={partner.financialGuardian}
          missing={t('companyProfile.noFinancialGuardian')}
        />
      </div>
    </section>
  );
}

export interface AddressListProps {
  id: string;
  title: string;
  addresses: readonly PartnerProfileAddress[];
  /** Which address is the default one (SPEC §4), and how its mark reads. */
  isDefault: (address: PartnerProfileAddress, index: number) => boolean;
  defaultLabel: string;
  /** What each address shows under it: its pending change request, the admin's buttons. */
  renderStatus?: (address: PartnerProfileAddress) => ReactNode;
}

/** One purpose's addresses as cards, the default one first and marked. */
export function AddressList({
  id,
  title,
  addresses,
  isDefault,
  defaultLabel,
  renderStatus,
}: AddressListProps) {
  const t = useAccountT();
  const marked = addresses.map((address, index) => ({
    address,
    isDefault: isDefault(address, index),
  }));
  // Stable: the shop API's order is kept among the others.
  const ordered = [...marked.filter((a) => a.isDefault), ...marked.filter((a) => !a.isDefault)];
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h4 id={id} className="font-semibold text-neutral-900">
        {title}
      </h4>
      {ordered.length === 0 ? (
        <p className="text-neutral-700">{t('companyProfile.noAddresses')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {ordered.map(({ address, isDefault: isDefaultAddress }) => {
            const cityLine = [address.ShippingPostalCode, address.ShippingCity]
              .filter(Boolean)
              .join(' ');
            const status =
              address.InternalPartnerAddressStatusTranslation ??
              address.InternalPartnerAddressStatus;
            return (
              <li
                key={address.id}
                className={`${cardClass} min-w-0 ${isDefaultAddress ? 'border-brand-600 ring-1 ring-brand-600' : ''}`}
              >
                {isDefaultAddress ? (
                  <p className="mb-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
                    {defaultLabel}
                  </p>
                ) : null}
                <address className="not-italic">
                  <span className="block font-semibold text-neutral-900">
                    {address.PartnerAddressName1 ?? address.PartnerAddressName2}
                  </span>
                  {address.PartnerAddressName1 && address.PartnerAddressName2 ? (
                    <span className="block text-sm text-neutral-700">
                      {address.PartnerAddressName2}
                    </span>
                  ) : null}
                  {address.ShippingStreet ? (
                    <span className="block">{address.ShippingStreet}</span>
                  ) : null}
                  {cityLine ? <span className="block">{cityLine}</span> : null}
                </address>
                {address.GLN ? (
                  <p className="mt-1 text-sm text-neutral-700">
                    {t('companyProfile.addressGln', { gln: address.GLN })}
                  </p>
                ) : null}
                {status ? (
                  <p className="mt-1 text-sm text-neutral-700">
                    {t('companyProfile.addressStatus', { status })}
                  </p>
                ) : null}
                {renderStatus ? renderStatus(address) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Addresses({
  addresses,
  requests,
  canRequest,
}: {
  addresses: readonly PartnerProfileAddress[];
  /** Undefined: the loader did not read them (the history is not shown). */
  requests: AddressRequestHistoryData | null | undefined;
  canRequest: boolean;
}) {
  const t = useAccountT();
  const delivery = addresses.filter((a) => a.purpose === 'delivery');
  const payment = addresses.filter((a) => a.purpose === 'payment');
  // SPEC §4 through the checkout's own rules: type 0 is the default recipient, PartnerAddressStatus
  // 1 the default payer.
  const recipients = buildRecipients(delivery);
  const payers = buildPayers(payment);
  const lists = (renderStatus: (address: PartnerProfileAddress) => ReactNode) => (
    <>
      <AddressList
        id="company-delivery-addresses"
        title={t('companyProfile.deliveryAddresses')}
        addresses={delivery}
        isDefault={(_address, index) => recipients[index]?.default ?? false}
        defaultLabel={t('companyProfile.defaultDelivery')}
        renderStatus={renderStatus}
      />
      <AddressList
        id="company-payment-addresses"
        title={t('companyProfile.paymentAddresses')}
        addresses={payment}
        isDefault={(_address, index) => payers[index]?.default ?? false}
        defaultLabel={t('companyProfile.defaultPayer')}
        renderStatus={renderStatus}
      />
    </>
  );
  return (
    <section aria-labelledby="company-addresses-heading" className="space-y-4">
      <h3 id="company-addresses-heading" className={subheadingClass}>
        {t('companyProfile.addresses')}
      </h3>
      {canRequest && requests !== undefined ? (
        <ManagedAddresses history={requests} renderLists={(renderStatus) => lists(renderStatus)} />
      ) : (
        <>
          {lists((address) => (
            <PendingRequestBadge address={address} />
          ))}
          {requests !== undefined ? (
            <>
              <AddressRequestHistory data={requests} canWithdraw={false} />
              <p className="text-sm text-neutral-700">{t('addressRequests.readOnly')}</p>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

export function CompanyProfileSection({
  data,
  canRequest = false,
}: {
  data: CompanyProfileData;
  /** The company's admin (SPEC §6): may ask for address changes (decision 033). */
  canRequest?: boolean;
}) {
  const t = useAccountT();
  if (!data) {
    return (
      <p className="rounded-md border border-neutral-200 bg-white px-4 py-3 text-neutral-700">
        {t('companyProfile.unavailable')}
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <CompanyData profile={data} />
      <Guardians partner={data.partner} />
      <Addresses addresses={data.addresses} requests={data.requests} canRequest={canRequest} />
    </div>
  );
}
