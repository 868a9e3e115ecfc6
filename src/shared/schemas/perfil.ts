import { z } from 'zod';
import { messages } from '../messages.js';
import { NOME_MAX_LENGTH, QRA_MAX_LENGTH } from '../rules/perfil.js';
import { isValidWhatsapp, whatsappDigits } from '../rules/whatsapp.js';
import { bodyIdSchema } from './id.js';

export { AVATAR_MAX_BYTES, NOME_MAX_LENGTH, QRA_MAX_LENGTH } from '../rules/perfil.js';

const optionalId = (message: string) => bodyIdSchema(message).nullable();

/**
 * PUT /api/perfil: the 'Salvar Alterações' form (SPEC §2 /perfil, §5). The e-mail is not part of it: it
 * is shown read-only and never changed here. WhatsApp may come formatted; it is stored as digits.
 */
export const perfilUpdateSchema = z.object({
  nome: z.string().trim().min(1, messages.nomeRequired).max(NOME_MAX_LENGTH, messages.nomeTooLong),
  whatsapp: z
    .string()
    .trim()
    .nullable()
    .refine((v) => !v || isValidWhatsapp(v), messages.whatsappInvalid)
    .transform((v) => (v ? whatsappDigits(v) : null)),
  editalId: optionalId(messages.editalInvalid),
  unidadeId: optionalId(messages.unidadeInvalid),
  qra: z
    .string()
    .trim()
    .max(QRA_MAX_LENGTH, messages.qraTooLong)
    .nullable()
    .transform((v) => v || null),
  showInRanking: z.boolean(),
});
export type PerfilUpdateInput = z.input<typeof perfilUpdateSchema>;

/** PUT /api/perfil/ranking: the 'Visibilidade no Ranking' switch, saved on its own (SPEC §6: only show_in_ranking). */
export const rankingVisibilitySchema = z.object({
  showInRanking: z.boolean(messages.rankingVisibilityInvalid),
});
export type RankingVisibility = z.infer<typeof rankingVisibilitySchema>;
export type PerfilUpdate = z.output<typeof perfilUpdateSchema>;

/**
 * GET /api/perfil/opcoes: the editais (by numero) and unidades (by sigla) the selects offer. Only active
 * ones, plus the user's own current choice when it was deactivated since (flagged `ativo: false`), so
 * saving the form does not silently drop it.
 */
export const perfilOpcoesSchema = z.object({
  editais: z.array(z.object({ id: z.number(), numero: z.string(), ativo: z.boolean() })),
  unidades: z.array(z.object({ id: z.number(), sigla: z.string(), ativo: z.boolean() })),
});
export type PerfilOpcoes = z.infer<typeof perfilOpcoesSchema>;

/** POST /api/perfil/avatar answers the new photo's URL (a new one each change). */
export const avatarResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;
