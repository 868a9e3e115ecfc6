import { sql } from 'drizzle-orm';
import type {
  ImportacaoLinha,
  ImportacaoPrevia,
  ImportacaoResultado,
} from '../../../../shared/schemas/admin-importacao-questoes.js';
import { importacaoMessages as msg } from '../../../../shared/schemas/admin-importacao-questoes.js';
import type { Db } from '../../../db/client.js';
import { questoes } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { recordAudit } from '../audit.js';
import { isForeignKeyViolation } from '../unique-violation.js';
import { imagensDaQuestao, linkImagens, storeImagemImportada } from '../../imagens/questao-imagem.js';
import { keysInBank } from './find-duplicates.js';
import { resolverImagens, type ImagemPronta } from './formatos/imagens-embutidas.js';
import { lerArquivo, type ArquivoImportado } from './formatos/ler-arquivo.js';
import type { CsvLinha } from './parse-csv.js';
import { loadNomes } from './resolve-nomes.js';
import { validateLinha, type LinhaValidada, type QuestaoNova } from './validate-linhas.js';

/**
 * Held for the rest of the import's transaction: a second import (the same file sent twice, two admins at
 * once) waits here and then sees the first one's questions, so it cannot insert them again.
 */
const IMPORT_LOCK_KEY = 74_102_025;
/** Rows per INSERT: 5,000 questions in 5 statements, far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 1_000;

/** Every row of the file checked against the bank as it is now (names, schema, sanitizer). */
async function validateRows(db: Db, rows: CsvLinha[]): Promise<LinhaValidada[]> {
  const nomes = await loadNomes(db);
  const validadas: LinhaValidada[] = [];
  // One row at a time: the sanitizer is synchronous work, and a 10,000-row Promise.all would only queue it.
  for (const row of rows) validadas.push(await validateLinha(row, nomes));
  return validadas;
}

/** The preview's verdict on each row: error, new, already in the bank, or a repeat of an earlier row. */
function classify(
  validadas: LinhaValidada[],
  inBank: Set<string>,
): ImportacaoPrevia & { novas: QuestaoNova[]; linhasNovas: number[] } {
  const firstLinhaOf = new Map<string, number>();
  const novas: QuestaoNova[] = [];
  const linhasNovas: number[] = [];
  const totais = { linhas: validadas.length, novas: 0, comErros: 0, jaNoBanco: 0, repetidas: 0 };
  const linhas: ImportacaoLinha[] = validadas.map((v) => {
    const { questao, chave, ...shown } = v;
    const linha: ImportacaoLinha = { ...shown, status: 'nova', repeteLinha: null };
    if (!questao || !chave) {
      totais.comErros++;
      return { ...linha, status: 'erro' };
    }
    const earlier = firstLinhaOf.get(chave);
    if (earlier !== undefined) {
      totais.repetidas++;
      return { ...linha, status: 'repetida', repeteLinha: earlier, erros: [msg.repetidaNoArquivo(earlier)] };
    }
    firstLinhaOf.set(chave, v.linha);
    if (inBank.has(chave)) {
      totais.jaNoBanco++;
      return { ...linha, status: 'ja_no_banco', erros: [msg.jaNoBanco] };
    }
    totais.novas++;
    novas.push(questao);
    linhasNovas.push(v.linha);
    return linha;
  });
  return { totais, linhas, novas, linhasNovas };
}

function keysOf(validadas: LinhaValidada[]) {
  const materiaIds = [...new Set(validadas.flatMap((v) => (v.questao ? [v.questao.materiaId] : [])))];
  const keys = [...new Set(validadas.flatMap((v) => (v.chave ? [v.chave] : [])))];
  return { materiaIds, keys };
}

/** POST …/previa: what an import of this file would do now. Writes nothing (not even its images). */
export async function previewImportacao(db: Db, arquivo: ArquivoImportado): Promise<ImportacaoPrevia> {
  const validadas = await validateRows(db, await resolverImagens(lerArquivo(arquivo).linhas));
  const { materiaIds, keys } = keysOf(validadas);
  const { totais, linhas } = classify(validadas, await keysInBank(db, materiaIds, keys));
  return { totais, linhas };
}

/**
 * POST …: reads and checks the file again (the browser's preview proves nothing) and inserts every new valid row in
 * one transaction; rows with errors are skipped and reported, rows already in the bank or repeated in the
 * file are not inserted again. One audit row lists the ids written.
 */
export async function importQuestoes(
  { db, adminUserId }: { db: Db; adminUserId: string },
  arquivo: ArquivoImportado,
): Promise<ImportacaoResultado> {
  // Parsing, re-encoding the embedded images and sanitizing happen before the transaction, so it stays
  // short and holds the lock briefly.
  const { formato, linhas } = lerArquivo(arquivo);
  const rows = await resolverImagens(linhas);
  const imagensDaLinha = new Map<number, ImagemPronta[]>(rows.map((r) => [r.linha, r.imagens]));
  const validadas = await validateRows(db, rows);
  const { materiaIds, keys } = keysOf(validadas);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      const { totais, linhas, novas, linhasNovas } = classify(validadas, await keysInBank(tx, materiaIds, keys));
      // The embedded images of the rows inserted (never of those skipped), under the ids their HTML names.
      for (const linha of linhasNovas)
        for (const { id, imagem } of imagensDaLinha.get(linha) ?? []) await storeImagemImportada(tx, id, imagem);
      const ids: number[] = [];
      for (let i = 0; i < novas.length; i += INSERT_CHUNK) {
        const inserted = await tx
          .insert(questoes)
          .values(novas.slice(i, i + INSERT_CHUNK))
          .returning();
        ids.push(...inserted.map((r) => r.id));
        // Each question is linked to the stored images it shows (embedded ones, or ours named by a CSV).
        await linkImagens(
          tx,
          inserted.map((r) => ({ questaoId: r.id, arquivoIds: imagensDaQuestao(r) })),
        );
      }
      if (ids.length > 0) {
        await recordAudit(tx, {
          adminUserId,
          entidade: 'questao',
          entidadeId: 'importacao-csv',
          acao: 'create',
          // 'importacaoCsv': the name the entry had before the Moodle formats, kept for the audit's readers.
          depois: { importacaoCsv: { arquivo: arquivo.nome, formato, ...totais }, ids },
        });
      }
      return { totais, linhas, importadas: ids.length };
    });
  } catch (error) {
    // A matéria or aula of the file deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new AppError('IMPORTACAO_CONFLITO');
    throw error;
  }
}
