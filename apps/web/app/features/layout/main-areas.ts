// The main areas of the shop, in the header navigation and on the home page.
import type { MessageKey } from '../../i18n/message-keys';
import type { ScreenId } from '../../route-table';

export interface MainArea {
  screen: ScreenId;
  label: MessageKey;
}

export const MAIN_AREAS = [
  { screen: 'actions', label: 'nav.actions' },
  { screen: 'new-products', label: 'nav.newProducts' },
  { screen: 'orders', label: 'nav.orders' },
  { screen: 'inquiry-offers', label: 'nav.inquiryOffers' },
  { screen: 'reclamations', label: 'nav.reclamations' },
  { screen: 'documents', label: 'nav.documents' },
  // Issue #15: the quick-order pad, named by its screen title (no extra catalogue text).
  { screen: 'quick-order', label: 'screen.quick-order.title' },
] as const satisfies readonly MainArea[];
