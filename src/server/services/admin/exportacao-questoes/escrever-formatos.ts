import Papa from 'papaparse';
import type { FormatoQuestoes } from '../../../../shared/schemas/admin-formatos-questoes.js';
import { IMPORTACAO_COLUNAS } from '../../../../shared/schemas/admin-importacao-questoes.js';
import type { AdminQuestao } from '../../../../shared/schemas/admin-questoes.js';
import { alternativasDe, categorias, tagsDe, type Escritor } from './escritor.js';
import { escritorMoodleXml } from './escrever-moodle-xml.js';

/** The import's own columns, so the file imports back (matéria, aula and banca by name). */
function escritorCsv(): Escritor {
  const linha = (cells: string[]) => `${Papa.unparse([cells], { quotes: true, newline: '\r\n' })}\r\n`;
  return {
    extensao: 'csv',
    contentType: 'text/csv; charset=utf-8',
    // The BOM makes Excel read UTF-8, as in the template.
    inicio: `\uFEFF${linha([...IMPORTACAO_COLUNAS])}`,
    questao: (q) => {
      const a = [q.alternativaA, q.alternativaB, q.alternativaC, q.alternativaD, q.alternativaE];
      return linha([
        q.materiaNome,
        q.aulaTitulo ?? '',
        q.enunciado,
        ...a.map((t) => t ?? ''),
        q.respostaCorreta,
        q.imagemUrl ?? '',
        q.tipo,
        q.comentario ?? '',
        q.bancaNome ?? '',
        q.orgao ?? '',
        q.ano === null ? '' : String(q.ano),
        q.cargo ?? '',
      ]);
    },
    fim: '',
  };
}

/** GIFT's special characters escaped, and line breaks as '\n' so no text holds the blank line that ends a question. */
const gift = (text: string) => text.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, '\\n');

function escritorGift(): Escritor {
  const categoria = categorias();
  return {
    extensao: 'gift',
    contentType: 'text/plain; charset=utf-8',
    inicio: '',
    questao: (q: AdminQuestao) => {
      const caminho = categoria(q);
      const partes = caminho ? [`$CATEGORY: ${caminho}\n\n`] : [];
      const tags = tagsDe(q);
      if (tags.length > 0) partes.push(`// ${tags.map((t) => `[tag:${t}]`).join(' ')}\n`);
      const comentario = q.comentario ? `####[html]${gift(q.comentario)}\n` : '';
      let respostas: string;
      if (q.tipo === 'certo_errado') respostas = `${q.respostaCorreta === 'C' ? 'TRUE' : 'FALSE'}\n${comentario}`;
      else {
        const { textos, certa } = alternativasDe(q);
        respostas = `\n${textos.map((t, i) => `${i === certa ? '=' : '~'}[html]${gift(t)}\n`).join('')}${comentario}`;
      }
      partes.push(`::Questão ${q.id}::[html]${gift(q.enunciado)}{${respostas}}\n\n`);
      return partes.join('');
    },
    fim: '',
  };
}

/** Aiken: multiple choice only, each text on one line; Certo/Errado items are left out (and counted). */
function escritorAiken(): Escritor {
  const umaLinha = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  return {
    extensao: 'txt',
    contentType: 'text/plain; charset=utf-8',
    inicio: '',
    questao: (q) => {
      if (q.tipo === 'certo_errado') return null;
      const { textos } = alternativasDe(q);
      const opcoes = textos.map((t, i) => `${'ABCDE'[i]}. ${umaLinha(t)}\n`).join('');
      return `${umaLinha(q.enunciado)}\n${opcoes}ANSWER: ${q.respostaCorreta}\n\n`;
    },
    fim: '',
  };
}

export const ESCRITORES: Record<FormatoQuestoes, () => Escritor> = {
  csv: escritorCsv,
  moodle_xml: escritorMoodleXml,
  gift: escritorGift,
  aiken: escritorAiken,
};
