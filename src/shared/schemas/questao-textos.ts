import * as z from 'zod/mini';
import { messages } from '../messages.js';

/*
 * What a student writes about a question in the player: a comment and an error report, each a required
 * text of at most 2000 characters once trimmed.
 *
 * zod/mini, like the question's own schemas (questao-simulado.ts): the player fetches its dialogs' code
 * once its first question is on screen, and with zod's classic API these two checks brought every shared
 * schema with them, about 60 ms of a 4x-slowed phone's main thread after the paint (docs/decisions/0070).
 * The API's bodies (comentarios.ts) are built on these, so the dialog and the server check alike.
 */

/** The text of a text field: trimmed, then required and at most 2000 characters. */
const textoSchema = (requiredMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredMessage), z.maxLength(2000, messages.textTooLong));

export const comentarioTextoSchema = textoSchema(messages.comentarioRequired);
export const reportTextoSchema = textoSchema(messages.reportRequired);

/**
 * The player's 'Adicionar comentário' and 'Reportar erro' dialogs: one text area (`text`), checked as the
 * API checks `comentario` and `descricao`.
 */
export const comentarioFormSchema = z.object({ text: comentarioTextoSchema });
export const reportFormSchema = z.object({ text: reportTextoSchema });
export type TextFormSchema = typeof comentarioFormSchema | typeof reportFormSchema;
export type TextFormValues = z.input<TextFormSchema>;
