import { eq } from 'drizzle-orm';
import { resumoAdminMessages, type ResumoFields } from '../../../../shared/schemas/admin-resumos.js';
import type { Db } from '../../../db/client.js';
import { materias, resumos } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { deleteArquivo, saveArquivo } from '../../../storage/arquivos.js';
import { resumoPdfUrl } from '../../resumos/list-resumos.js';
import { recordAudit } from '../audit.js';
import { sanitizeQuestionHtml, showsNothing } from '../questoes/sanitize-question-html.js';
import { isForeignKeyViolation, isUniqueViolation } from '../unique-violation.js';
import { checkResumoPdf, PDF_MIME } from './pdf-upload.js';
import { resumoSnapshot, type Tx } from './snapshot.js';

export interface AdminCtx {
  db: Db;
  adminUserId: string;
}

/** What the form sent: the fields, and the uploaded file's bytes when there was one. */
export interface ResumoInput extends ResumoFields {
  arquivo: Uint8Array | null;
}

/** The PDF a write leaves the resumo with. 'manter' (edit only) keeps the file already stored. */
type Pdf = { kind: 'url'; url: string } | { kind: 'arquivo'; bytes: Uint8Array } | { kind: 'manter' };

/** Exactly one of link and file; on an edit, neither keeps the stored PDF. Uploads are sniffed here. */
async function choosePdf(input: ResumoInput, canKeep: boolean): Promise<Pdf> {
  if (input.url !== null && input.arquivo !== null) {
    throw new AppError(
      'INVALID_INPUT',
      { arquivo: resumoAdminMessages.linkEArquivo },
      resumoAdminMessages.linkEArquivo,
    );
  }
  if (input.arquivo !== null) return { kind: 'arquivo', bytes: await checkResumoPdf(input.arquivo) };
  if (input.url !== null) return { kind: 'url', url: input.url };
  if (canKeep) return { kind: 'manter' };
  throw new AppError(
    'INVALID_INPUT',
    { url: resumoAdminMessages.camposObrigatorios },
    resumoAdminMessages.camposObrigatorios,
  );
}

/** The description as stored: through the questions' HTML allow-list; one that shows nothing is none. */
async function storedDescricao(descricao: string | null): Promise<string | null> {
  if (descricao === null) return null;
  const clean = await sanitizeQuestionHtml(descricao);
  return showsNothing(clean) ? null : clean;
}

/** The titulo students see on /resumos, kept in step with the matéria (the seed names them the same way). */
export function resumoTitulo(materiaNome: string): string {
  return `Resumo — ${materiaNome}`;
}

async function materiaNome(tx: Tx, materiaId: number): Promise<string> {
  // A key-share lock: the matéria cannot be deleted or renumbered until this write commits.
  const [materia] = await tx
    .select({ nome: materias.nome })
    .from(materias)
    .where(eq(materias.id, materiaId))
    .for('key share');
  if (!materia) throw new AppError('MATERIA_NOT_FOUND');
  return materia.nome;
}

async function refuseSecondResumo(tx: Tx, materiaId: number, exceptId?: number): Promise<void> {
  const [other] = await tx.select({ id: resumos.id }).from(resumos).where(eq(resumos.materiaId, materiaId));
  if (other && other.id !== exceptId) throw new AppError('RESUMO_DUPLICADO');
}

/** The unique index on resumos.materia_id is the backstop for two admins saving the same matéria at once. */
async function asResumoWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('RESUMO_DUPLICADO');
    if (isForeignKeyViolation(error)) throw new AppError('MATERIA_NOT_FOUND');
    throw error;
  }
}

function storePdf(tx: Tx, bytes: Uint8Array): Promise<string> {
  return saveArquivo(tx, { tipo: 'resumo_pdf', mime: PDF_MIME, dados: bytes });
}

/**
 * A new resumo: the matéria's, with its PDF as a link or stored in `arquivos`, and its audit row, in one
 * transaction. An uploaded PDF is reached at /api/resumos/{id}/pdf (subscribers only), which is what
 * `url` records for it, as the seed does.
 */
export async function createResumo({ db, adminUserId }: AdminCtx, input: ResumoInput): Promise<{ id: number }> {
  const pdf = await choosePdf(input, false);
  const descricao = await storedDescricao(input.descricao);
  return asResumoWrite(() =>
    db.transaction(async (tx) => {
      const nome = await materiaNome(tx, input.materiaId);
      await refuseSecondResumo(tx, input.materiaId);
      const arquivoId = pdf.kind === 'arquivo' ? await storePdf(tx, pdf.bytes) : null;
      const [row] = await tx
        .insert(resumos)
        .values({
          titulo: resumoTitulo(nome),
          url: pdf.kind === 'url' ? pdf.url : '',
          materiaId: input.materiaId,
          descricao,
          arquivoId,
        })
        .returning({ id: resumos.id });
      const id = row!.id;
      if (arquivoId)
        await tx
          .update(resumos)
          .set({ url: resumoPdfUrl(id) })
          .where(eq(resumos.id, id));
      await recordAudit(tx, {
        adminUserId,
        entidade: 'resumo',
        entidadeId: id,
        acao: 'create',
        depois: await resumoSnapshot(tx, id),
      });
      return { id };
    }),
  );
}

/**
 * Replaces a resumo's matéria, description and PDF. A new upload or a switch to a link deletes the file kept before,
 * in the same transaction, so no PDF outlives its resumo and a failure leaves the old one in place.
 */
export async function updateResumo({ db, adminUserId }: AdminCtx, id: number, input: ResumoInput) {
  const descricao = await storedDescricao(input.descricao);
  return asResumoWrite(() =>
    db.transaction(async (tx): Promise<{ id: number }> => {
      const [current] = await tx
        .select({ arquivoId: resumos.arquivoId, url: resumos.url })
        .from(resumos)
        .where(eq(resumos.id, id))
        .for('update');
      if (!current) throw new AppError('RESUMO_NOT_FOUND');
      const pdf = await choosePdf(input, current.arquivoId !== null);
      const antes = await resumoSnapshot(tx, id);
      const nome = await materiaNome(tx, input.materiaId);
      await refuseSecondResumo(tx, input.materiaId, id);

      let arquivoId = current.arquivoId;
      let url = current.url;
      if (pdf.kind === 'arquivo') {
        arquivoId = await storePdf(tx, pdf.bytes);
        url = resumoPdfUrl(id);
      } else if (pdf.kind === 'url') {
        arquivoId = null;
        url = pdf.url;
      }
      await tx
        .update(resumos)
        .set({ titulo: resumoTitulo(nome), materiaId: input.materiaId, descricao, url, arquivoId })
        .where(eq(resumos.id, id));
      if (current.arquivoId && current.arquivoId !== arquivoId) await deleteArquivo(tx, current.arquivoId);
      await recordAudit(tx, {
        adminUserId,
        entidade: 'resumo',
        entidadeId: id,
        acao: 'update',
        antes,
        depois: await resumoSnapshot(tx, id),
      });
      return { id };
    }),
  );
}
