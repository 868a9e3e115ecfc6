import type { AdminQuestao } from '../../../../shared/schemas/admin-questoes.js';
import { alternativasDe, categorias, tagsDe, type Escritor } from './escritor.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);
/** HTML as CDATA; a ']]>' inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const texto = (tag: string, html: string, indent = '    ') =>
  `${indent}<${tag} format="html">\n${indent}  <text>${cdata(html)}</text>\n${indent}</${tag}>\n`;
const resposta = (fraction: number, conteudo: string, format: string) =>
  `    <answer fraction="${fraction}" format="${format}">\n      <text>${conteudo}</text>\n    </answer>\n`;

function corpo(q: AdminQuestao): string {
  if (q.tipo === 'certo_errado') {
    const certo = q.respostaCorreta === 'C';
    return (
      resposta(certo ? 100 : 0, 'true', 'moodle_auto_format') + resposta(certo ? 0 : 100, 'false', 'moodle_auto_format')
    );
  }
  const { textos, certa } = alternativasDe(q);
  return (
    '    <single>true</single>\n    <shuffleanswers>0</shuffleanswers>\n    <answernumbering>ABCD</answernumbering>\n' +
    textos.map((t, i) => resposta(i === certa ? 100 : 0, cdata(t), 'html')).join('')
  );
}

/** Moodle XML: a category question whenever the matéria or aula changes, then multichoice or truefalse questions. */
export function escritorMoodleXml(): Escritor {
  const categoria = categorias();
  return {
    extensao: 'xml',
    contentType: 'application/xml; charset=utf-8',
    inicio: '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n',
    questao: (q) => {
      const caminho = categoria(q);
      const cat = caminho
        ? `  <question type="category">\n    <category>\n      <text>${escapeXml(caminho)}</text>\n    </category>\n  </question>\n`
        : '';
      const tags = tagsDe(q);
      return (
        cat +
        `  <question type="${q.tipo === 'certo_errado' ? 'truefalse' : 'multichoice'}">\n` +
        `    <name>\n      <text>Questão ${q.id}</text>\n    </name>\n` +
        texto('questiontext', q.enunciado) +
        (q.comentario ? texto('generalfeedback', q.comentario) : '') +
        '    <defaultgrade>1</defaultgrade>\n    <penalty>0</penalty>\n    <hidden>0</hidden>\n' +
        corpo(q) +
        (tags.length > 0
          ? `    <tags>\n${tags.map((t) => `      <tag><text>${escapeXml(t)}</text></tag>\n`).join('')}    </tags>\n`
          : '') +
        '  </question>\n'
      );
    },
    fim: '</quiz>\n',
  };
}
