import { z } from 'zod';
import { messages } from '../messages.js';

/** The largest PostgreSQL `integer` (serial ids): a bigger number cannot name a row. */
export const MAX_DB_ID = 2_147_483_647;

const invalid = messages.invalidInput;

/**
 * A row id from a URL or a JSON body: a positive integer that fits the database column. Anything else
 * (negative, fractional, 9999999999, text) is bad input, answered with a pt-BR 400 before any query
 * runs, never a database error (500).
 */
export const idSchema = z.coerce.number(invalid).int(invalid).positive(invalid).max(MAX_DB_ID, invalid);

/**
 * A row id a form sends in a JSON body (a select's choice), refused with the field's own pt-BR message;
 * `tooLargeMessage` answers a number no row can have (e.g. 'not found').
 */
export const bodyIdSchema = (message: string, tooLargeMessage = message) =>
  z.number(message).int(message).positive(message).max(MAX_DB_ID, tooLargeMessage);
