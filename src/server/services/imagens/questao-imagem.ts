import { and, eq, inArray, lt, notExists, sql, type SQL } from 'drizzle-orm';
import {
  QUESTAO_IMAGEM_MAX_BYTES,
  QUESTAO_IMAGEM_MAX_LARGURA,
  QUESTAO_IMAGEM_MIMES,
  questaoImagemIdDaUrl,
  questaoImagemUrl,
  type QuestaoImagemResponse,
} from '../../../shared/rules/questao-imagem.js';
import type { Db } from '../../db/client.js';
import { arquivos, questaoImagens, type questoes } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { saveArquivo } from '../../storage/arquivos.js';
import { isForeignKeyViolation } from '../admin/unique-violation.js';
import { IMAGE_MIME, reencodeImage, type ReencodedImage, type ReencodeRules } from './reencode-image.js';

/**
 * Images in questions (issue 34 §2): the upload, the links from questions to the images they show, and
 * the freeing of the images no question uses. See docs/decisions/0056-images-in-questions.md.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

const QUESTAO_IMAGEM_RULES: ReencodeRules = {
  maxBytes: QUESTAO_IMAGEM_MAX_BYTES,
  accepted: new Set(QUESTAO_IMAGEM_MIMES),
  // At most 1600 px wide, never enlarged; the height follows the proportions.
  resize: { width: QUESTAO_IMAGEM_MAX_LARGURA, withoutEnlargement: true },
  // A little above the avatars': statements carry diagrams and small print.
  quality: 85,
  tooLarge: 'QUESTAO_IMAGEM_GRANDE',
  invalid: 'QUESTAO_IMAGEM_INVALIDA',
};

/** Checks the bytes and re-encodes them (WebP, ≤ 1600 px wide, no metadata); refuses 400/413. */
export function reencodeQuestaoImagem(bytes: Uint8Array): Promise<ReencodedImage> {
  return reencodeImage(bytes, QUESTAO_IMAGEM_RULES);
}

/** Stores an already re-encoded image under a new random id. */
function storeQuestaoImagem(db: Executor, imagem: ReencodedImage): Promise<string> {
  return saveArquivo(db, { tipo: 'questao_imagem', mime: IMAGE_MIME, dados: imagem.dados });
}

/**
 * Stores an image imported from a file under the id made of its bytes (importacao-questoes/formatos/
 * imagens-embutidas.ts); one already stored under that id is the same image and is kept as it is.
 */
export async function storeImagemImportada(tx: Tx, id: string, imagem: ReencodedImage): Promise<void> {
  await tx
    .insert(arquivos)
    .values({ id, tipo: 'questao_imagem', mime: IMAGE_MIME, tamanho: imagem.dados.byteLength, dados: imagem.dados })
    .onConflictDoNothing({ target: arquivos.id });
}

/** How long an uploaded image may wait, linked to no question, before the sweep deletes it. */
export const ORPHAN_HOURS = 24;

/**
 * POST /api/admin/questoes/imagens: re-encodes the upload (CPU work, before any write), stores it and
 * answers its URL. The image is linked to no question until one is saved with it; the sweep after the
 * upload removes the images left unlinked for a day (an upload whose question was never saved).
 */
export async function uploadQuestaoImagem({
  db,
  upload,
}: {
  db: Db;
  upload: Uint8Array;
}): Promise<QuestaoImagemResponse> {
  const imagem = await reencodeQuestaoImagem(upload);
  const id = await storeQuestaoImagem(db, imagem);
  await sweepOrphanImagens(db);
  return { id, url: questaoImagemUrl(id), largura: imagem.largura, altura: imagem.altura };
}

/** Deletes the question images picked by `which` that no question links to. */
function deleteUnlinked(db: Executor, which: SQL) {
  const linked = db
    .select({ one: sql`1` })
    .from(questaoImagens)
    .where(eq(questaoImagens.arquivoId, arquivos.id));
  return db.delete(arquivos).where(and(eq(arquivos.tipo, 'questao_imagem'), which, notExists(linked)));
}

/**
 * A question linking an image at the moment it is deleted holds a key-share lock on it, so the delete
 * fails on the link's foreign key: the image is simply kept (the sweep looks at it again later).
 */
async function unlessLinkedMeanwhile(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
  }
}

/** Deletes the question images no question links to and older than ORPHAN_HOURS. */
export async function sweepOrphanImagens(db: Executor): Promise<void> {
  await unlessLinkedMeanwhile(() =>
    deleteUnlinked(db, lt(arquivos.createdAt, sql`now() - make_interval(hours => ${ORPHAN_HOURS})`)),
  );
}

/** The fields of a question that may show a stored image. */
type QuestaoHtml = Pick<
  typeof questoes.$inferSelect,
  | 'enunciado'
  | 'imagemUrl'
  | 'alternativaA'
  | 'alternativaB'
  | 'alternativaC'
  | 'alternativaD'
  | 'alternativaE'
  | 'comentario'
>;

/** `src="/api/arquivos/questao/<uuid>.webp"` as the sanitizer writes it (double quotes, nothing else relative survives). */
const OWN_IMG_SRC = /\ssrc="(\/api\/arquivos\/questao\/[^"]+)"/gi;

/** The ids of our stored images that a question shows (statement, alternatives, explanation, main image). */
export function imagensDaQuestao(q: QuestaoHtml): string[] {
  const ids = new Set<string>();
  const htmls = [
    q.enunciado,
    q.alternativaA,
    q.alternativaB,
    q.alternativaC,
    q.alternativaD,
    q.alternativaE,
    q.comentario,
  ];
  for (const html of htmls) {
    if (!html) continue;
    for (const match of html.matchAll(OWN_IMG_SRC)) {
      const id = questaoImagemIdDaUrl(match[1]!);
      if (id) ids.add(id);
    }
  }
  const principal = q.imagemUrl ? questaoImagemIdDaUrl(q.imagemUrl) : null;
  if (principal) ids.add(principal);
  return [...ids];
}

/**
 * Links each question to the stored images it shows and that exist, and answers the ids that do not
 * (never ours, or swept): the import links nothing for them (the question shows a broken image, as with
 * an outside URL that went away); the form refuses them (syncQuestaoImagens). The images are locked
 * (key share) first, so a sweep or a delete of the same image waits for this link.
 */
export async function linkImagens(
  tx: Tx,
  questoesComImagens: Array<{ questaoId: number; arquivoIds: string[] }>,
): Promise<string[]> {
  const all = [...new Set(questoesComImagens.flatMap((q) => q.arquivoIds))];
  if (all.length === 0) return [];
  const existing = new Set(
    (
      await tx
        .select({ id: arquivos.id })
        .from(arquivos)
        .where(and(inArray(arquivos.id, all), eq(arquivos.tipo, 'questao_imagem')))
        .for('key share')
    ).map((r) => r.id),
  );
  const values = questoesComImagens.flatMap(({ questaoId, arquivoIds }) =>
    arquivoIds.filter((id) => existing.has(id)).map((arquivoId) => ({ questaoId, arquivoId })),
  );
  for (let i = 0; i < values.length; i += 1000) {
    await tx
      .insert(questaoImagens)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  return all.filter((id) => !existing.has(id));
}

/**
 * After a create or an edit: the question's links become exactly the images it shows; the dropped ones
 * are freed. A newly shown image of ours that is not stored (swept, or a made-up id) refuses the save.
 */
export async function syncQuestaoImagens(tx: Tx, questaoId: number, q: QuestaoHtml): Promise<void> {
  const wanted = new Set(imagensDaQuestao(q));
  const current = (
    await tx
      .select({ id: questaoImagens.arquivoId })
      .from(questaoImagens)
      .where(eq(questaoImagens.questaoId, questaoId))
  ).map((r) => r.id);
  const dropped = current.filter((id) => !wanted.has(id));
  if (dropped.length > 0) {
    await tx
      .delete(questaoImagens)
      .where(and(eq(questaoImagens.questaoId, questaoId), inArray(questaoImagens.arquivoId, dropped)));
    await freeImagens(tx, dropped);
  }
  const added = [...wanted].filter((id) => !current.includes(id));
  // An image uploaded more than a day before the save was swept (ORPHAN_HOURS): the admin sends it again.
  const missing = await linkImagens(tx, [{ questaoId, arquivoIds: added }]);
  if (missing.length > 0) throw new AppError('QUESTAO_IMAGEM_INDISPONIVEL');
}

/** The images linked to these questions: read before deleting them (the links go with them, by cascade). */
export async function imagensLigadas(tx: Tx, questaoIds: number[]): Promise<string[]> {
  if (questaoIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: questaoImagens.arquivoId })
    .from(questaoImagens)
    .where(inArray(questaoImagens.questaoId, questaoIds));
  return rows.map((r) => r.id);
}

/**
 * Deletes those of `ids` that no question links to anymore (an image shared with another question
 * stays). In a savepoint, so a link made meanwhile (unlessLinkedMeanwhile) leaves the caller's
 * transaction going on, and the image for the sweep.
 */
export async function freeImagens(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await unlessLinkedMeanwhile(() => tx.transaction((sp) => deleteUnlinked(sp, inArray(arquivos.id, ids))));
}
