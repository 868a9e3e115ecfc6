import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../tests/support/pdf-text.js';
import { RESUMOS } from '../../seed/content/resumos.js';
import { buildResumoPdf } from '../../seed/resumo-pdf.js';
import { htmlToBlocks, toWinAnsiText } from './question-text.js';
import { isPngOrJpeg, loadStoredImage } from './question-images.js';
import { renderImpressaoPdf, type QuestaoImpressa } from './render-impressao-pdf.js';

describe('question HTML on paper', () => {
  it('keeps paragraphs, bold and italic, list markers and a note for pictures', async () => {
    const blocks = await htmlToBlocks(
      '<p>Leia o <strong>texto</strong> e <em>responda</em>:</p><ol><li>primeiro</li><li>segundo</li></ol>' +
        '<ul><li>item</li></ul><p>Veja<br>abaixo <img src="https://x.example/a.png" alt="mapa"></p>',
    );
    expect(blocks.map((b) => b.runs.map((r) => r.text).join(''))).toEqual([
      'Leia o texto e responda:',
      '1. primeiro',
      '2. segundo',
      '• item',
      'Veja',
      'abaixo [Imagem: mapa]',
    ]);
    expect(blocks[0]!.runs).toEqual([
      { text: 'Leia o ', bold: false, italic: false },
      { text: 'texto', bold: true, italic: false },
      { text: ' e ', bold: false, italic: false },
      { text: 'responda', bold: false, italic: true },
      { text: ':', bold: false, italic: false },
    ]);
    expect(blocks[1]!.indent).toBeGreaterThan(0);
  });

  it('reads plain text and entities, and drops empty paragraphs', async () => {
    expect(await htmlToBlocks('  Alternativa   simples ')).toEqual([
      { runs: [{ text: 'Alternativa simples', bold: false, italic: false }], indent: 0 },
    ]);
    const blocks = await htmlToBlocks('<p>a &amp; b &lt; c</p><p> </p>');
    expect(blocks.map((b) => b.runs[0]!.text)).toEqual(['a & b < c']);
  });

  it('keeps Portuguese letters and spells out what Helvetica cannot draw', () => {
    expect(toWinAnsiText('Ação, pé, côr — “ok” €')).toBe('Ação, pé, côr — “ok” €');
    expect(toWinAnsiText('x ≥ 2 − y ≤ 3 → 😀')).toBe('x >= 2 - y <= 3 -> ?');
  });

  it('embeds only PNG or JPEG pictures from the app’s own files, never another address', async () => {
    expect(await loadStoredImage('https://example.com/a.png')).toBeNull();
    expect(await loadStoredImage('/demo/questoes/placa-aviso.svg')).toBeNull();
    expect(await loadStoredImage('/../../etc/passwd.png')).toBeNull();
    expect(await loadStoredImage('/nao-existe.png')).toBeNull();
    expect(isPngOrJpeg(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(isPngOrJpeg(Buffer.from('<svg/>'))).toBe(false);
  });
});

describe('the demo resumos with pdfkit', () => {
  it('are valid PDFs with their title, the same bytes on every run', async () => {
    const resumo = RESUMOS[0]!;
    const a = await buildResumoPdf(resumo);
    const b = await buildResumoPdf(resumo);
    expect(a.equals(b)).toBe(true);
    expect(a.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(a.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(a.toString('latin1').match(/\/Type \/Page(?!s)\b/g)?.length).toBeGreaterThanOrEqual(1);
  });
});

describe('the printed simulado', () => {
  it('prints the source line with the Anulada and Desatualizada marks, and their words beside the explanation', async () => {
    const fonte = { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado' };
    const q = (over: Partial<QuestaoImpressa>): QuestaoImpressa => ({
      tipo: 'certo_errado',
      enunciado: 'Item',
      imagemUrl: null,
      alternativas: { C: 'Certo', E: 'Errado' },
      respostaCorreta: 'C',
      ...over,
    });
    const pdf = await renderImpressaoPdf(
      {
        materia: 'Direito',
        modulo: 'Básico',
        data: '01/12/2026',
        codigo: 'ABCD-1234',
        comGabarito: true,
        questoes: [
          q({ fonte, anulada: true, comentario: '<p>Anulada: duas respostas.</p>' }),
          q({ fonte: { ...fonte, banca: null }, desatualizada: true }),
          q({}),
        ],
      },
      { creationDate: new Date(0) },
    );
    const text = pdfText(pdf);
    expect(text).toContain('\n1.\nVUNESP · PM-SP · 2023 · Soldado · \nAnulada\nItem\n');
    expect(text).toContain('\n2.\nInédita · \nDesatualizada\nItem\n');
    // No source given: no line, the statement right by the number.
    expect(text).toContain('\n3.\nItem\n');
    expect(text).toContain('Questão 1 · Gabarito: Certo (anulada)\nAnulada: duas respostas.');
    expect(text).not.toContain('Questão 2 ·');
  });
});
