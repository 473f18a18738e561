// The 409 of placing (issue #10 §5; SPEC §4 Cart line errors, §7 mode insert, §8): the lines
// whose price or delivery the buyer did not see, and the transport cost when it differs from the
// one the buyer saw. The answer's shape is the shared contract (packages/contracts
// basket-conflict.ts), which the cart parses; the basket route declares it for its 409.
import type { FastifyRequest } from 'fastify';
import type { BasketConflict } from '@gradnik/contracts/basket-conflict';
import { formatCurrency } from '@gradnik/domain/format';
import { cartLineErrorMessage, type CartLineError } from '@gradnik/domain/line-errors';
import { HttpError } from '../../http-error.ts';
import { requestLocale } from '../../request-locale.ts';
import { basketMessage } from './messages.ts';

export interface ConflictInput {
  /** The line errors with the basket line id of each. */
  readonly lines: readonly { readonly id: string; readonly error: CartLineError }[];
  /** Set when the transport cost differs from the one the buyer saw (seenTransportCost). */
  readonly transport: BasketConflict['conflict']['transport'];
}

/** The 409 HttpError whose body is a BasketConflict (the error handler adds `statusCode`). */
export function basketConflictError(request: FastifyRequest, input: ConflictInput): HttpError {
  const locale = requestLocale(request);
  const lines = input.lines.map(({ id, error }) => ({
    id,
    error: error.code,
    message: cartLineErrorMessage(error.code, locale),
    priceForPartnerRetailUnit:
      error.code === 'price_changed' ? error.received.B2BPriceForPartnerRetailUnit : null,
  }));
  const first = lines[0]?.error;
  const code: BasketConflict['code'] = first ?? 'transport_changed';
  const transportText = input.transport
    ? `${basketMessage('transportChanged', locale)} ${formatCurrency(input.transport.current ?? 0, locale)}`
    : null;
  const message =
    first === 'price_changed'
      ? basketMessage('priceChanged', locale)
      : first === 'stock_conflict'
        ? basketMessage('stockConflict', locale)
        : (transportText ?? '');
  const errors: BasketConflict['errors'] = {};
  for (const line of lines) errors[`lines.${line.id}`] = [line.message];
  if (transportText) errors.transportCosts = [transportText];
  const conflict: BasketConflict['conflict'] = { lines, transport: input.transport };
  return new HttpError(409, message, code, errors, undefined, { conflict });
}
