// SPEC §4: the cart icon only when Basket > 0 and the retail basic price > 0; the inquiry icon
// only when Basket = 0 (or less) and the price > 0. With `onAdd` (issue #5, SPEC §5 Adding) the
// icon is the button 'Dodaj v košarico' / 'Dodaj v povpraševanje'; without it, a status icon.
import type { PriceAttributes, StockAttributes } from '@gradnik/contracts/pricing';
import type { AddTarget } from '@gradnik/domain/adding';
import { canAddToCart, canAddToInquiry } from '@gradnik/domain/pricing';
import { useT } from '../../i18n/i18n-context';
import { CartIcon, InquiryIcon } from '../../ui/icons';

export interface AvailabilityIconsProps {
  price: PriceAttributes | null;
  stock: StockAttributes | null;
  /** Makes the icon the add button of its target (cart or inquiry). */
  onAdd?: (target: AddTarget) => void;
  /** A request of this product is under way: the button waits (no double adds). */
  busy?: boolean;
}

export function AvailabilityIcons({ price, stock, onAdd, busy = false }: AvailabilityIconsProps) {
  const t = useT();
  const retail = price?.status === 'ok' ? price.retail : null;
  const figures = stock?.status === 'ok' ? stock : null;
  const cart = canAddToCart(figures, retail);
  const inquiry = canAddToInquiry(figures, retail);
  if (!cart && !inquiry) return null;
  if (onAdd) {
    const target: AddTarget = cart ? 'cart' : 'inquiry';
    const name = t(cart ? 'adding.toCart' : 'adding.toInquiry');
    return (
      <button
        type="button"
        aria-label={name}
        title={name}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onAdd(target);
        }}
        className={`inline-flex size-9 shrink-0 items-center justify-center rounded-md border ${
          cart
            ? 'border-green-700 text-green-700 hover:bg-green-50'
            : 'border-amber-700 text-amber-700 hover:bg-amber-50'
        } ${busy ? 'cursor-wait opacity-60' : ''}`}
      >
        {cart ? <CartIcon className="size-5" /> : <InquiryIcon className="size-5" />}
      </button>
    );
  }
  const label = t(cart ? 'availability.cart' : 'availability.inquiry');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cart ? 'inline-flex text-green-700' : 'inline-flex text-amber-700'}
    >
      {cart ? <CartIcon className="size-5" /> : <InquiryIcon className="size-5" />}
    </span>
  );
}
