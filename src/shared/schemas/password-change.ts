import { z } from 'zod';
import { messages } from '../messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../rules/password.js';

/**
 * SPEC §5 "Password change" messages. They differ from the signup ones only by the final period;
 * the spec writes them this way for the new-password forms (/redefinir-senha and the /perfil modal).
 */
export const passwordChangeMessages = {
  tooShort: 'A senha deve ter pelo menos 6 caracteres',
  mismatch: 'As senhas não coincidem',
} as const;

const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, passwordChangeMessages.tooShort)
  .max(PASSWORD_MAX_LENGTH, messages.invalidInput);

const currentPasswordSchema = z
  .string()
  .min(1, messages.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.currentPasswordWrong);

/** "Nova senha" + "Confirmar nova senha", refused on the confirmation field when the two differ. */
const newPasswordFields = { newPassword: newPasswordSchema, confirmPassword: z.string() };
const confirmationMatches = (v: { newPassword: string; confirmPassword: string }) =>
  v.newPassword === v.confirmPassword;
const mismatchOnConfirmation = { message: passwordChangeMessages.mismatch, path: ['confirmPassword'] };

/** The "Nova senha" + "Confirmar nova senha" form. */
export const newPasswordFormSchema = z.object(newPasswordFields).refine(confirmationMatches, mismatchOnConfirmation);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/**
 * The /perfil 'Alterar Senha' modal: the spec's two fields plus the current password, so a session left
 * open on a shared computer cannot be used to take the account (the change ends every other session).
 */
export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, ...newPasswordFields })
  .refine(confirmationMatches, mismatchOnConfirmation);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** POST /api/perfil/senha: what the server needs of that form (the confirmation is checked in the browser). */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
