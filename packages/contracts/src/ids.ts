// Record ids as they arrive in paths, queries and bodies (issue #10 §3). The shop's tables use
// PostgreSQL `integer` keys, so an id above 2^31 - 1 can name no record; sent on to the
// database it would fail with an int4 overflow (a 500). One schema for every id the API reads,
// so a new route cannot forget the bound.
import { z } from 'zod';

/** The largest PostgreSQL `integer` (int4): the upper bound of every record id. */
export const DB_ID_MAX = 2_147_483_647;

const ID_MESSAGE = `must be a positive integer id (at most ${DB_ID_MAX})`;

/** A record id as text (`"42"`): 1 to 2147483647, digits only, no leading zero. */
export const idStringSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, ID_MESSAGE)
  .refine((value) => Number(value) <= DB_ID_MAX, { message: ID_MESSAGE });

/** A record id in a path or query parameter, as the number the repositories take. */
export const idParamSchema = idStringSchema.transform(Number);
