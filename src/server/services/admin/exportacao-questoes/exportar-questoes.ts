import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ExportacaoQuery } from '../../../../shared/schemas/admin-formatos-questoes.js';
import type { Db } from '../../../db/client.js';
import { arquivos, materias, questoes } from '../../../db/schema.js';
import { imagensDaQuestao } from '../../imagens/questao-imagem.js';
import { countMatches, filterCondition, fromQuestoes } from '../questoes/list-questoes.js';
import { ESCRITORES } from './escrever-formatos.js';
import type { ImagensDoLote } from './escritor.js';

/** Questions read per query: the file streams out while the next thousand are read. */
const LOTE = 1_000;

/** 'Língua Portuguesa' → 'lingua-portuguesa', for the file's name. */
function slug(nome: string): string {
  return (
    nome
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'materia'
  );
}

/** The bytes of the stored images a page of questions shows (docs/decisions/0056: Moodle XML embeds them). */
async function imagensDoLote(db: Db, lote: Parameters<typeof imagensDaQuestao>[0][]): Promise<ImagensDoLote> {
  const ids = [...new Set(lote.flatMap((q) => imagensDaQuestao(q)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: arquivos.id, dados: arquivos.dados })
    .from(arquivos)
    .where(and(inArray(arquivos.id, ids), eq(arquivos.tipo, 'questao_imagem')));
  return new Map(rows.map((r) => [r.id, new Uint8Array(r.dados.buffer, r.dados.byteOffset, r.dados.byteLength)]));
}

async function nomeDoArquivo(db: Db, query: ExportacaoQuery, extensao: string): Promise<string> {
  if (query.materiaId === undefined) return `questoes-filtradas.${extensao}`;
  const [materia] = await db.select({ nome: materias.nome }).from(materias).where(eq(materias.id, query.materiaId));
  return `questoes-${slug(materia?.nome ?? '')}.${extensao}`;
}

/**
 * The questions the Questões list's filters keep (the same filterCondition), or a whole matéria, as a file
 * in one of the four formats: read in pages of LOTE by id and written as they come, so a matéria of 20,000
 * questions never sits in memory whole. Counted first, for the headers: how many the file holds and,
 * for Aiken, how many Certo/Errado items it had to leave out.
 */
export async function exportarQuestoes(db: Db, query: ExportacaoQuery) {
  const escritor = ESCRITORES[query.formato]();
  const { where } = await filterCondition(db, query);
  const total = await countMatches(db, where);
  const omitidas =
    query.formato === 'aiken' ? await countMatches(db, and(where, eq(questoes.tipo, 'certo_errado'))) : 0;
  const nome = await nomeDoArquivo(db, query, escritor.extensao);
  const encoder = new TextEncoder();
  let ultimoId = 0;
  let fim = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(escritor.inicio));
    },
    async pull(controller) {
      if (fim) return;
      const lote = await fromQuestoes(db)
        .where(and(where, gt(questoes.id, ultimoId)))
        .orderBy(asc(questoes.id))
        .limit(LOTE);
      const imagens = escritor.embuteImagens ? await imagensDoLote(db, lote) : new Map<string, Uint8Array>();
      const texto = lote.map((q) => escritor.questao(q, imagens) ?? '').join('');
      if (texto) controller.enqueue(encoder.encode(texto));
      if (lote.length < LOTE) {
        fim = true;
        controller.enqueue(encoder.encode(escritor.fim));
        controller.close();
      } else ultimoId = lote[lote.length - 1]!.id;
    },
  });
  return { stream, nome, contentType: escritor.contentType, total: total - omitidas, omitidas };
}
