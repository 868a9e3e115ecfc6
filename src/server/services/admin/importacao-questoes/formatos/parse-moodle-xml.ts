import { ENTITY_ACTION, EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import { AppError } from '../../../../errors.js';
import { categoriaDoCaminho } from './categoria.js';
import {
  fonteDasTags,
  type CategoriaLida,
  type ImagemEmbutida,
  type ItemLido,
  type RespostaLida,
} from './item-lido.js';
import { formatoDoMoodle, textoParaHtml } from './texto-html.js';

const invalid = (message: string) => new AppError('IMPORTACAO_ARQUIVO_INVALIDO', undefined, message);

/** The validator's codes in pt-BR (its own messages are English). */
const MOTIVOS: Record<string, string> = {
  InvalidTag: 'marcação não fechada, fora de ordem ou com nome inválido',
  InvalidAttr: 'atributo inválido',
  InvalidChar: 'caractere inválido',
  InvalidXml: 'estrutura XML inválida',
};

/** Moodle's question types Bizu has no kind for, named for the preview. */
const TIPOS_NAO_SUPORTADOS: Record<string, string> = {
  essay: 'dissertação (essay)',
  matching: 'associação (matching)',
  numerical: 'numérica (numerical)',
  shortanswer: 'resposta curta (shortanswer)',
  cloze: 'respostas embutidas (cloze)',
  multianswer: 'respostas embutidas (cloze)',
  description: 'descrição (description), que não é uma questão',
  calculated: 'calculada (calculated)',
  calculatedsimple: 'calculada (calculatedsimple)',
  calculatedmulti: 'calculada (calculatedmulti)',
  randomsamatch: 'associação aleatória (randomsamatch)',
  ddwtos: 'arrastar e soltar (ddwtos)',
  gapselect: 'selecionar palavras (gapselect)',
};

/**
 * fast-xml-parser, configured for files from outside: a DOCTYPE is refused before parsing (Moodle never
 * writes one), and its entity decoder knows XML's five named entities and character references (&#233;)
 * only, and would block any entity a document declared, so nothing expands beyond them and nothing
 * external is read. Values stay strings; each question's offset gives its line.
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  entityDecoder: new EntityDecoder({ numericAllowed: true, onInputEntity: () => ENTITY_ACTION.BLOCK }),
  captureMetaData: true,
  isArray: (name) => ['question', 'answer', 'file', 'tag', 'hint'].includes(name),
});
const META = XMLParser.getMetaDataSymbol();

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const asList = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A text element (`<questiontext format="html"><text>…</text><file …/></questiontext>`) as HTML. */
function texto(v: unknown, imagens: ImagemEmbutida[]): string {
  const node = asNode(v);
  for (const file of asList(node.file)) imagens.push({ nome: str(file['@name']), base64: str(file['#text']) });
  return textoParaHtml(str(node.text), formatoDoMoodle(node['@format']));
}

const verdade = (v: unknown) => ['1', 'true'].includes(str(v).trim().toLowerCase());

/** Line numbers of character offsets (the offsets grow, so a single pass would do; a search is simpler). */
function linhaDe(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function itemDe(q: Node, tipo: string, linha: number, categoria: CategoriaLida | null): ItemLido {
  const imagens: ImagemEmbutida[] = [];
  const tags = asList(asNode(q.tags).tag).map((t) => str(t.text));
  const avisos: string[] = [];
  if (asList(q.hint).length > 0) avisos.push(msg.avisoDicas);
  const base = {
    linha,
    categoria,
    enunciado: texto(q.questiontext, imagens),
    comentario: texto(q.generalfeedback, imagens),
    fonte: fonteDasTags(tags),
    imagens,
    erros: [],
    avisos,
  };
  const answers = asList(q.answer);
  const temFeedback = (a: Node) => str(asNode(a.feedback).text).trim() !== '';
  if (tipo === 'truefalse') {
    const verdadeira = answers.find((a) => str(a.text).trim().toLowerCase() === 'true');
    if (answers.some(temFeedback)) avisos.push(msg.avisoFeedbackResposta);
    return { ...base, tipo, verdadeiro: Number(str(verdadeira?.['@fraction'])) >= 99.9 };
  }
  if (tipo === 'multichoice') {
    const respostas: RespostaLida[] = answers.map((a) => ({
      html: texto(a, imagens),
      fracao: Number(str(a['@fraction'])) || 0,
      temFeedback: temFeedback(a),
    }));
    return { ...base, tipo, respostas, embaralhar: verdade(q.shuffleanswers) };
  }
  return { ...base, tipo: 'nao_suportado', nome: TIPOS_NAO_SUPORTADOS[tipo] ?? tipo };
}

/**
 * A Moodle XML file (`<quiz>` of `<question type="…">`) as items: a category question sets the matéria
 * and aula of the questions after it. A file that is not well-formed XML is refused with its line.
 */
export function parseMoodleXml(text: string): ItemLido[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw invalid(msg.xmlDoctype);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw invalid(msg.xmlInvalido(valid.err.line, MOTIVOS[valid.err.code] ?? MOTIVOS.InvalidXml!));
  const doc = asNode(parser.parse(text));
  if (!('quiz' in doc)) throw invalid(msg.xmlSemQuiz);
  const linha = linhaDe(text);
  const itens: ItemLido[] = [];
  let categoria: CategoriaLida | null = null;
  for (const q of asList(asNode(doc.quiz).question)) {
    const tipo = str(q['@type']).trim().toLowerCase();
    if (tipo === 'category') {
      categoria = categoriaDoCaminho(str(asNode(q.category).text));
      continue;
    }
    const meta = (q as Record<symbol, { startIndex?: number } | undefined>)[META as symbol];
    itens.push(itemDe(q, tipo, linha(meta?.startIndex ?? 0), categoria));
  }
  return itens;
}
