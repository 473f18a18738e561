// SPEC §6: only partners with a type-3 caretaker may send inquiries. Without one, the inquiry
// offers pages show the earlier inquiries read-only, and say why (decision 036; the sentence is
// the API's own 403 text, offer/messages.ts inquiriesNotAllowed).
import { useAccountT } from '../../i18n/account/use-account-t';

export function ReadOnlyNotice() {
  const t = useAccountT();
  return (
    <div
      role="note"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{t('inquiryOffers.notAllowed')}</p>
      <p>{t('inquiryOffers.readOnly')}</p>
    </div>
  );
}
