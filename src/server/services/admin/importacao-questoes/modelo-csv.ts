import Papa from 'papaparse';
import { IMPORTACAO_COLUNAS } from '../../../../shared/schemas/admin-importacao-questoes.js';

/**
 * GET …/modelo.csv: the header and two filled rows naming demo matérias and aulas, one by título and one
 * by ordem (imagem_url left empty: the dialog explains it). The BOM makes Excel open it as UTF-8 (accents intact); every field is quoted so a comma in a
 * statement survives a round trip through a spreadsheet.
 */
export function modeloCsv(): string {
  const rows = [
    [
      'Língua Portuguesa',
      'Ortografia e Acentuação',
      'Assinale a alternativa em que todas as palavras estão acentuadas corretamente.',
      'Juíz, saída, país',
      'Juiz, saída, país',
      'Juiz, saida, país',
      'Júiz, saída, pais',
      'Juiz, saída, paìs',
      'B',
      '',
    ],
    [
      'Direito Constitucional',
      '1',
      'Segundo a Constituição Federal, <strong>todo o poder</strong> emana:',
      'do Presidente da República',
      'do Congresso Nacional',
      'do povo',
      'das Forças Armadas',
      'do Supremo Tribunal Federal',
      'c',
      '',
    ],
  ];
  return `\uFEFF${Papa.unparse({ fields: [...IMPORTACAO_COLUNAS], data: rows }, { quotes: true, newline: '\r\n' })}\r\n`;
}
