import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import type { ImportacaoColuna } from '../../../../../shared/schemas/admin-importacao-questoes.js';
import { IMPORTACAO_COLUNAS } from '../../../../../shared/schemas/admin-importacao-questoes.js';
import { LETRAS } from '../../../../../shared/schemas/admin-questoes.js';
import type { CsvLinha } from '../parse-csv.js';
import type { ItemLido, RespostaLida } from './item-lido.js';

/** Moodle writes 100 as 100, 99.99999 or 1.0 (GIFT's '='): fully right is within a rounding of 100. */
const TOTAL = 99.9;

const ALTERNATIVA_COLUNAS = [
  'alternativa_a',
  'alternativa_b',
  'alternativa_c',
  'alternativa_d',
  'alternativa_e',
] as const;

/** The multiple-choice part of a row: kind, alternatives, key, and what could not be kept. */
function multipla(
  { respostas, embaralhar, erros: doItem }: { respostas: RespostaLida[]; embaralhar: boolean; erros: string[] },
  cells: Partial<Record<ImportacaoColuna, string>>,
) {
  const erros: string[] = [];
  const avisos: string[] = [];
  const n = respostas.length;
  if (n === 0) erros.push(msg.semResposta);
  else if (n !== 4 && n !== 5) erros.push(msg.alternativasForaDoLimite(n));
  const corretas = respostas.flatMap((r, i) => (r.fracao >= TOTAL ? [i] : []));
  // An item whose reader already said why it has no key (Aiken without ANSWER) is not told twice.
  if (n > 0 && corretas.length === 0 && doItem.length === 0) erros.push(msg.nenhumaCorreta);
  if (corretas.length > 1) avisos.push(msg.avisoVariasCorretas(corretas.length));
  if (respostas.some((r) => r.fracao > 0 && r.fracao < TOTAL)) avisos.push(msg.avisoCreditoParcial);
  if (embaralhar) avisos.push(msg.avisoEmbaralhar);
  if (respostas.some((r) => r.temFeedback)) avisos.push(msg.avisoFeedbackResposta);
  cells.tipo = n === 4 ? 'multipla4' : 'multipla5';
  respostas.slice(0, 5).forEach((r, i) => {
    cells[ALTERNATIVA_COLUNAS[i]!] = r.html;
  });
  const certa = corretas[0];
  cells.resposta_correta = certa === undefined ? '' : LETRAS[certa]!;
  return { erros, avisos };
}

/**
 * One item of a Moodle XML, GIFT or Aiken file as the row the CSV import would have read: the same
 * validation, duplicate check, preview and transaction follow. An item without a category goes to
 * `materiaPadrao` (the dialog's choice; empty when none was chosen, which the validation reports).
 */
export function itemParaLinha(item: ItemLido, materiaPadrao: string): CsvLinha {
  const cells = Object.fromEntries(IMPORTACAO_COLUNAS.map((c) => [c, ''])) as Record<ImportacaoColuna, string>;
  const erros = [...item.erros];
  const avisos = [...(item.categoria?.avisos ?? []), ...item.avisos];
  cells.materia = item.categoria?.materia ?? materiaPadrao;
  cells.aula = item.categoria?.aula ?? '';
  // Embedded images stay referred to (`@@PLUGINFILE@@/nome`) until resolverImagens checks and places them.
  cells.enunciado = item.enunciado;
  cells.comentario = item.comentario;
  cells.banca = item.fonte.banca ?? '';
  cells.orgao = item.fonte.orgao ?? '';
  cells.ano = item.fonte.ano ?? '';
  cells.cargo = item.fonte.cargo ?? '';
  cells.imagem_url = item.fonte.imagem_url ?? '';

  if (item.tipo === 'nao_suportado') {
    erros.push(msg.tipoNaoSuportado(item.nome));
  } else if (item.tipo === 'truefalse') {
    cells.tipo = 'certo_errado';
    cells.resposta_correta = item.verdadeiro ? 'C' : 'E';
  } else {
    const parte = multipla(item, cells);
    erros.push(...parte.erros);
    avisos.push(...parte.avisos);
  }
  return {
    linha: item.linha,
    cells,
    erros,
    avisos,
    ...(item.imagens.length > 0 ? { imagensEmbutidas: item.imagens } : {}),
  };
}
