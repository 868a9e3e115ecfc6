import type { AdminQuestao } from '../../../../shared/schemas/admin-questoes.js';
import { questaoImagemIdDaUrl } from '../../../../shared/rules/questao-imagem.js';
import { alternativasDe, categorias, tagsDe, type Escritor, type ImagensDoLote } from './escritor.js';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeXml = (text: string) => text.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);
/** HTML as CDATA; a ']]>' inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** `src="/api/arquivos/questao/<id>.webp"`: one of our stored images in a question's HTML. */
const OWN_IMG_SRC = /\ssrc="\/api\/arquivos\/questao\/([0-9a-f-]{36})\.webp"/gi;
const arquivo = (id: string, dados: Uint8Array, indent: string) =>
  `${indent}<file name="${id}.webp" path="/" encoding="base64">${Buffer.from(dados).toString('base64')}</file>\n`;

/**
 * Our stored images in `html` become Moodle's own embedded files (docs/decisions/0056): the source is
 * `@@PLUGINFILE@@/<id>.webp` and the WebP follows as base64, so Moodle shows them and our import stores
 * them back under the same id. An image no longer stored keeps its path.
 */
function embutir(html: string, imagens: ImagensDoLote, indent: string): { html: string; files: string } {
  let files = '';
  const feitos = new Set<string>();
  const out = html.replace(OWN_IMG_SRC, (src, id: string) => {
    const dados = imagens.get(id.toLowerCase());
    if (!dados) return src;
    if (!feitos.has(id)) files += arquivo(id, dados, indent);
    feitos.add(id);
    return ` src="@@PLUGINFILE@@/${id}.webp"`;
  });
  return { html: out, files };
}

const texto = (tag: string, html: string, imagens: ImagensDoLote, extra = '', indent = '    ') => {
  const e = embutir(html, imagens, `${indent}  `);
  return `${indent}<${tag} format="html">\n${indent}  <text>${cdata(e.html)}</text>\n${e.files}${extra}${indent}</${tag}>\n`;
};
const resposta = (fraction: number, conteudo: string, format: string, files = '') =>
  `    <answer fraction="${fraction}" format="${format}">\n      <text>${conteudo}</text>\n${files}    </answer>\n`;

/** The question's main image, when it is one of ours: embedded beside the statement under its own name. */
function imagemPrincipal(q: AdminQuestao, imagens: ImagensDoLote): string {
  const id = q.imagemUrl ? questaoImagemIdDaUrl(q.imagemUrl) : null;
  const dados = id ? imagens.get(id) : undefined;
  // Embedded once: the statement may show the same image.
  const noEnunciado = id !== null && q.enunciado.toLowerCase().includes(`/api/arquivos/questao/${id}.webp`);
  return id && dados && !noEnunciado ? arquivo(id, dados, '      ') : '';
}

function corpo(q: AdminQuestao, imagens: ImagensDoLote): string {
  if (q.tipo === 'certo_errado') {
    const certo = q.respostaCorreta === 'C';
    return (
      resposta(certo ? 100 : 0, 'true', 'moodle_auto_format') + resposta(certo ? 0 : 100, 'false', 'moodle_auto_format')
    );
  }
  const { textos, certa } = alternativasDe(q);
  return (
    '    <single>true</single>\n    <shuffleanswers>0</shuffleanswers>\n    <answernumbering>ABCD</answernumbering>\n' +
    textos
      .map((t, i) => {
        const e = embutir(t, imagens, '      ');
        return resposta(i === certa ? 100 : 0, cdata(e.html), 'html', e.files);
      })
      .join('')
  );
}

/** Moodle XML: a category question whenever the matéria or aula changes, then multichoice or truefalse questions. */
export function escritorMoodleXml(): Escritor {
  const categoria = categorias();
  return {
    extensao: 'xml',
    contentType: 'application/xml; charset=utf-8',
    inicio: '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n',
    embuteImagens: true,
    questao: (q, imagens) => {
      const caminho = categoria(q);
      const cat = caminho
        ? `  <question type="category">\n    <category>\n      <text>${escapeXml(caminho)}</text>\n    </category>\n  </question>\n`
        : '';
      const tags = tagsDe(q);
      return (
        cat +
        `  <question type="${q.tipo === 'certo_errado' ? 'truefalse' : 'multichoice'}">\n` +
        `    <name>\n      <text>Questão ${q.id}</text>\n    </name>\n` +
        texto('questiontext', q.enunciado, imagens, imagemPrincipal(q, imagens)) +
        (q.comentario ? texto('generalfeedback', q.comentario, imagens) : '') +
        '    <defaultgrade>1</defaultgrade>\n    <penalty>0</penalty>\n    <hidden>0</hidden>\n' +
        corpo(q, imagens) +
        (tags.length > 0
          ? `    <tags>\n${tags.map((t) => `      <tag><text>${escapeXml(t)}</text></tag>\n`).join('')}    </tags>\n`
          : '') +
        '  </question>\n'
      );
    },
    fim: '</quiz>\n',
  };
}
