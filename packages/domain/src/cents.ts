// Money amounts in euro cents: SPEC §3 Order draft (amounts rounded to cents), §4 Cart line
// errors (partner prices compared as the customer sees them). The order draft and the
// price_changed check round through this one function, so a price that the draft sends and
// the price the check compares can never be rounded two different ways.

/**
 * `value` rounded to 2 decimals, halves away from zero. toPrecision(15) first drops the binary
 * noise of a multiplication (1.005 is 1.00499999… in binary; 0.1 × 3 is 0.30000000000000004),
 * so 1.005 € becomes 1.01 € as a person computing by hand expects. Non-finite values are returned
 * as they are; -0 becomes 0.
 */
export function roundToCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / 100;
  return rounded === 0 ? 0 : rounded;
}

/** True when the two amounts are the same number of cents. */
export function sameCents(a: number, b: number): boolean {
  return roundToCents(a) === roundToCents(b);
}
