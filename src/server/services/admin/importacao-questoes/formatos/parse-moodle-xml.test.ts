import { describe, expect, it } from 'vitest';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import { lerArquivo } from './ler-arquivo.js';

const ler = (xml: string, materia = '') =>
  lerArquivo({ bytes: new TextEncoder().encode(xml), nome: 'q.xml', formato: 'auto', materia }).linhas;
const refusal = (xml: string) => {
  try {
    ler(xml);
  } catch (error) {
    return (error as Error).message;
  }
  return 'aceito';
};

const mc = (answers: string, extra = '') => `<question type="multichoice">
  <questiontext format="html"><text><![CDATA[<p>Enunciado</p>]]></text></questiontext>
  ${extra}
  ${answers}
</question>`;
const ans = (fraction: number, text: string, feedback = '') =>
  `<answer fraction="${fraction}" format="html"><text>${text}</text>${feedback ? `<feedback><text>${feedback}</text></feedback>` : ''}</answer>`;
const quiz = (...qs: string[]) => `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${qs.join('\n')}\n</quiz>\n`;
const four = [ans(0, 'a'), ans(100, 'b'), ans(0, 'c'), ans(0, 'd')].join('');

describe('Moodle XML refusals', () => {
  it('refuses malformed XML with its line, in pt-BR', () => {
    expect(refusal('<quiz>\n<question type="truefalse">\n<name></question>\n</quiz>')).toBe(
      msg.xmlInvalido(3, 'marcação não fechada, fora de ordem ou com nome inválido'),
    );
  });
  it('refuses a DOCTYPE (no entity of the file is ever expanded)', () => {
    expect(refusal('<!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz>&a;</quiz>')).toBe(msg.xmlDoctype);
    expect(refusal('<!DOCTYPE quiz SYSTEM "file:///etc/passwd"><quiz/>')).toBe(msg.xmlDoctype);
  });
  it('refuses XML that is not a quiz, and a quiz without questions', () => {
    expect(refusal('<html><body/></html>')).toBe(msg.xmlSemQuiz);
    expect(refusal(quiz())).toBe(msg.semQuestoes);
  });
});

describe('Moodle XML items', () => {
  it('maps four answers to multipla4 with the key, the category to matéria and aula, and each item its line', () => {
    const rows = ler(
      quiz(
        '<question type="category"><category><text>$course$/top/Língua Portuguesa/Crase</text></category></question>',
        mc(four, '<generalfeedback format="html"><text>Porque &#233; b &amp; não a.</text></generalfeedback>'),
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ linha: 4, erros: [], avisos: [] });
    expect(rows[0]!.cells).toMatchObject({
      materia: 'Língua Portuguesa',
      aula: 'Crase',
      tipo: 'multipla4',
      enunciado: '<p>Enunciado</p>',
      alternativa_b: 'b',
      alternativa_e: '',
      resposta_correta: 'B',
      comentario: 'Porque é b & não a.',
    });
  });

  it('maps truefalse to Certo/Errado and uses the dialog matéria when the file has no category', () => {
    const tf = (right: 'true' | 'false') => `<question type="truefalse">
      <questiontext format="plain_text"><text>1 &lt; 2</text></questiontext>
      <answer fraction="${right === 'true' ? 100 : 0}"><text>true</text></answer>
      <answer fraction="${right === 'false' ? 100 : 0}"><text>false</text></answer></question>`;
    const rows = ler(quiz(tf('true'), tf('false')), '7');
    expect(rows.map((r) => [r.cells.materia, r.cells.tipo, r.cells.resposta_correta, r.cells.enunciado])).toEqual([
      ['7', 'certo_errado', 'C', '1 &lt; 2'],
      ['7', 'certo_errado', 'E', '1 &lt; 2'],
    ]);
  });

  it('skips an unsupported type with its reason, and refuses 3 answers or no full answer', () => {
    const rows = ler(
      quiz(
        '<question type="essay"><questiontext><text>Disserte</text></questiontext></question>',
        mc([ans(100, 'a'), ans(0, 'b'), ans(0, 'c')].join('')),
        mc([ans(50, 'a'), ans(50, 'b'), ans(0, 'c'), ans(0, 'd')].join('')),
      ),
    );
    expect(rows.map((r) => r.erros)).toEqual([
      [msg.tipoNaoSuportado('dissertação (essay)')],
      [msg.alternativasForaDoLimite(3)],
      [msg.nenhumaCorreta],
    ]);
  });

  it('warns of shuffling, partial credit, several right answers and answer feedback; keeps image references for resolverImagens', () => {
    const answers = [ans(100, 'a', 'boa'), ans(100, 'b'), ans(33.3, 'c'), ans(0, 'd'), ans(0, 'e')].join('');
    const image =
      '<questiontext format="html"><text><![CDATA[<p>Veja <img src="@@PLUGINFILE@@/mapa.png"></p>]]></text><file name="mapa.png" path="/" encoding="base64">iVBORw0K</file></questiontext>';
    const [row] = ler(
      quiz(`<question type="multichoice">${image}<shuffleanswers>1</shuffleanswers>${answers}</question>`),
    );
    expect(row!.erros).toEqual([]);
    expect(row!.cells).toMatchObject({
      tipo: 'multipla5',
      resposta_correta: 'A',
      enunciado: '<p>Veja <img src="@@PLUGINFILE@@/mapa.png"></p>',
    });
    expect(row!.imagensEmbutidas).toEqual([{ nome: 'mapa.png', base64: 'iVBORw0K' }]);
    expect(row!.avisos).toEqual([
      msg.avisoVariasCorretas(2),
      msg.avisoCreditoParcial,
      msg.avisoEmbaralhar,
      msg.avisoFeedbackResposta,
    ]);
  });

  it('turns each text format into HTML, and reads the source from the tags', () => {
    const q = `<question type="truefalse">
      <questiontext format="markdown"><text>**Negrito**</text></questiontext>
      <generalfeedback format="moodle_auto_format"><text>linha 1
linha 2</text></generalfeedback>
      <answer fraction="100"><text>true</text></answer><answer fraction="0"><text>false</text></answer>
      <tags><tag><text>banca:VUNESP</text></tag><tag><text>ano:2023</text></tag><tag><text>outra</text></tag></tags>
    </question>`;
    const [row] = ler(quiz(q));
    expect(row!.cells).toMatchObject({
      enunciado: '<p><strong>Negrito</strong></p>\n',
      comentario: 'linha 1<br>\nlinha 2',
      banca: 'VUNESP',
      ano: '2023',
      orgao: '',
    });
  });
});
