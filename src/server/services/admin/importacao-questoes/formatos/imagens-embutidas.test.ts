import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatoMessages as msg } from '../../../../../shared/schemas/admin-formatos-questoes.js';
import { resolverImagens } from './imagens-embutidas.js';
import { lerArquivo } from './ler-arquivo.js';

// Moodle XML's embedded images (issue 34 §2, §3): checked and re-encoded like an upload, referred to by
// our URL, stored by nobody here (the import stores them in its transaction: questoes-imagens.test.ts).
const ler = async (xml: string) =>
  resolverImagens(
    lerArquivo({ bytes: new TextEncoder().encode(xml), nome: 'q.xml', formato: 'auto', materia: 'M' }).linhas,
  );

const question = (text: string, files: string, feedback = '') => `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <questiontext format="html"><text><![CDATA[${text}]]></text>${files}</questiontext>
    ${feedback}
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`;
const file = (nome: string, bytes: Uint8Array | Buffer) =>
  `<file name="${nome}" path="/" encoding="base64">${Buffer.from(bytes).toString('base64')}</file>`;
const URL_SHAPE = /\/api\/arquivos\/questao\/[0-9a-f-]{36}\.webp/;

describe('resolverImagens', () => {
  it('re-encodes a referenced image (its name URL-encoded) and points the statement at its future URL', async () => {
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const [row] = await ler(
      question('<p>Mapa <img src="@@PLUGINFILE@@/mapa%20sul.png" alt="m"></p>', file('mapa sul.png', png)),
    );
    expect(row!.erros).toEqual([]);
    expect(row!.avisos).toEqual([]);
    expect(row!.imagens).toHaveLength(1);
    const { id, imagem } = row!.imagens[0]!;
    expect(row!.cells.enunciado).toBe(`<p>Mapa <img src="/api/arquivos/questao/${id}.webp" alt="m"></p>`);
    expect([imagem.largura, imagem.altura]).toEqual([1600, 800]);
    expect((await sharp(imagem.dados).metadata()).format).toBe('webp');
  });

  it('makes an embedded file that is not an image we take the item’s error', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const [row] = await ler(question('<p>Veja <img src="@@PLUGINFILE@@/x.svg"></p>', file('x.svg', svg)));
    expect(row!.erros).toEqual([msg.imagemInvalida('x.svg')]);
    expect(row!.imagens).toEqual([]);
    expect(row!.cells.enunciado).toBe('<p>Veja </p>');
  });

  it('removes a reference to a file the XML does not hold, with a warning, and ignores unreferenced files', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const [row] = await ler(question('<p>Veja <img src="@@PLUGINFILE@@/falta.png"></p>', file('sobra.png', png)));
    expect(row!.erros).toEqual([]);
    expect(row!.avisos).toEqual([msg.avisoImagem('falta.png')]);
    expect(row!.imagens).toEqual([]);
    expect(row!.cells.enunciado).toBe('<p>Veja </p>');
    expect(row!.cells.enunciado).not.toMatch(URL_SHAPE);
  });
});
