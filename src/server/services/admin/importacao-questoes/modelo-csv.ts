import Papa from 'papaparse';
import { IMPORTACAO_COLUNAS } from '../../../../shared/schemas/admin-importacao-questoes.js';

/**
 * GET …/modelo.csv: the header and three filled rows naming demo matérias, aulas and bancas: five
 * alternatives with an explanation and no banca (inédita), four alternatives from a VUNESP exam with its
 * aula by ordem, and a Cebraspe Certo/Errado item (imagem_url left empty: the dialog explains it). The BOM makes Excel open it as UTF-8 (accents intact); every field is quoted so a comma in a
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
      'multipla5',
      '<p>Juiz e raiz não levam acento; juízes e raízes, sim (hiato com i tônico).</p>',
      '',
      '',
      '',
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
      '',
      'c',
      '',
      '4',
      '',
      'VUNESP',
      'PM-SP',
      '2023',
      'Soldado PM 2ª Classe',
    ],
    [
      'Direito Constitucional',
      '',
      'A casa é asilo inviolável do indivíduo, salvo nos casos previstos na Constituição.',
      '',
      '',
      '',
      '',
      '',
      'Certo',
      '',
      'certo_errado',
      'Art. 5º, XI, da Constituição Federal.',
      'Cebraspe',
      'PM-AL',
      '2021',
      'Soldado',
    ],
  ];
  return `\uFEFF${Papa.unparse({ fields: [...IMPORTACAO_COLUNAS], data: rows }, { quotes: true, newline: '\r\n' })}\r\n`;
}
