import { z } from 'zod';
import { messages } from '../messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/password.js';
import { isValidWhatsapp, whatsappDigits } from '../rules/whatsapp.js';

const required = (message: string) => z.string().trim().min(1, message);

// The sign-in form's schema is in ./login.ts (zod/mini, part of the first download of /login).

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, messages.invalidInput);

/** Optional WhatsApp: empty means none; otherwise 10 or 11 digits, stored as digits only. */
export const whatsappSchema = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isValidWhatsapp(v), messages.whatsappInvalid)
  .transform((v) => (v ? whatsappDigits(v) : undefined));

export const signupSchema = z
  .object({
    nome: required(messages.signupFieldsRequired),
    email: required(messages.signupFieldsRequired).pipe(z.email(messages.emailInvalid)),
    whatsapp: whatsappSchema,
    password: z.string().min(1, messages.signupFieldsRequired).pipe(passwordSchema),
    confirmPassword: z.string().min(1, messages.signupFieldsRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignupInput = z.input<typeof signupSchema>;

export const recoverySchema = z.object({
  email: required(messages.recoveryEmailRequired).pipe(z.email(messages.emailInvalid)),
});

export const resetPasswordSchema = z.object({
  token: z.string().min(1, messages.resetLinkInvalid),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** What POST /api/auth/sign-up/email accepts (the form's confirmation is checked in the browser). */
export const signupRequestSchema = z.object({
  name: required(messages.signupFieldsRequired),
  email: required(messages.signupFieldsRequired).pipe(z.email(messages.emailInvalid)),
  password: z.string().min(1, messages.signupFieldsRequired).pipe(passwordSchema),
  whatsapp: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined)
    .pipe(whatsappSchema),
});

/** What POST /api/auth/sign-in/email accepts. */
export const signinRequestSchema = z.object({
  email: required(messages.loginFieldsRequired),
  password: z.string().min(1, messages.loginFieldsRequired),
  rememberMe: z.boolean().optional(),
});

/** What POST /api/auth/request-password-reset accepts. */
export const recoveryRequestSchema = recoverySchema.extend({
  redirectTo: z.string().startsWith('/').optional(),
});
