import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import { AppError } from '../../../../errors.js';
import type { ItemLido, RespostaLida } from './item-lido.js';
import { textoParaHtml } from './texto-html.js';

const OPCAO = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(\S*)\s*$/i;

interface Aberto {
  linha: number;
  enunciado: string[];
  letras: string[];
  respostas: string[];
}

/** Aiken's text is Moodle's auto-format: HTML allowed, line breaks kept. */
const html = (texto: string) => textoParaHtml(texto, 'moodle_auto_format');

function fechar(q: Aberto, letra: string | null): ItemLido {
  const erros: string[] = [];
  if (q.enunciado.join('').trim() === '') erros.push(msg.aikenSemEnunciado);
  if (letra === null && q.letras.length > 0) erros.push(msg.aikenSemAnswer);
  const indice = letra === null ? -1 : q.letras.indexOf(letra.toUpperCase());
  if (letra !== null && indice < 0) erros.push(msg.aikenLetraInvalida(letra));
  const respostas: RespostaLida[] = q.respostas.map((texto, i) => ({
    html: html(texto),
    fracao: i === indice ? 100 : 0,
    temFeedback: false,
  }));
  return {
    linha: q.linha,
    categoria: null,
    enunciado: html(q.enunciado.join('\n')),
    comentario: '',
    fonte: {},
    imagens: [],
    erros,
    avisos: [],
    tipo: 'multichoice',
    respostas,
    embaralhar: false,
  };
}

/**
 * An Aiken file: a statement, its options 'A.' or 'A)' one a line, and 'ANSWER: X'; blank lines between
 * questions are optional. A question whose options are followed by another statement instead of its
 * ANSWER line is an item with that error, and the next question still counts. Aiken has no categories,
 * so every item goes to the matéria chosen in the dialog. A file without a single option is not Aiken.
 */
export function parseAiken(text: string): ItemLido[] {
  const itens: ItemLido[] = [];
  let aberto: Aberto | null = null;
  let viuOpcao = false;
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((bruta, i) => {
      const linha = bruta.trim();
      if (linha === '') return;
      const answer = ANSWER.exec(linha);
      const opcao = OPCAO.exec(linha);
      if (answer && aberto) {
        itens.push(fechar(aberto, answer[1] ?? ''));
        aberto = null;
      } else if (answer) {
        itens.push(fechar({ linha: i + 1, enunciado: [], letras: [], respostas: [] }, answer[1] ?? ''));
      } else if (opcao && aberto && (aberto.respostas.length > 0 || aberto.enunciado.length > 0)) {
        viuOpcao = true;
        aberto.letras.push(opcao[1]!);
        aberto.respostas.push(opcao[2]!);
      } else {
        if (aberto && aberto.respostas.length > 0) itens.push(fechar(aberto, null));
        if (!aberto || aberto.respostas.length > 0) aberto = { linha: i + 1, enunciado: [], letras: [], respostas: [] };
        aberto.enunciado.push(linha);
      }
    });
  if (aberto) itens.push(fechar(aberto, null));
  if (!viuOpcao) throw new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, msg.aikenSemQuestoes);
  return itens;
}
