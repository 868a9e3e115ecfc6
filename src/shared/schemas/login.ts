import * as z from 'zod/mini';
import { messages } from '../messages.js';

/**
 * The sign-in form. Written with zod/mini (same engine as the rest, functional API) because it is part
 * of the first download of /login (docs/decisions/0018): mini builds only what a schema uses, so the
 * sign-in screen does not carry zod's whole classic API.
 */
export const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, messages.loginFieldsRequired)),
  password: z.string().check(z.minLength(1, messages.loginFieldsRequired)),
  rememberMe: z._default(z.boolean(), false),
});
/** The form's values, as react-hook-form holds them. */
export type LoginForm = z.input<typeof loginSchema>;
/** What the form sends once checked. */
export type LoginInput = z.infer<typeof loginSchema>;
