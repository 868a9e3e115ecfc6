import { Download } from 'lucide-react';
import { buttonClasses } from '../../../../components/ui/button';
import { MODELO_CSV_URL } from '../api/importacao';

const COLUNAS: Array<[string, string]> = [
  [
    'materia',
    'nome da matéria teórica (maiúsculas e acentos não importam) ou o id dela, se o nome se repete em outro módulo',
  ],
  ['aula', 'opcional: título ou número de ordem de uma aula da matéria'],
  ['enunciado', 'texto da questão (aceita HTML simples, como <b> e <br>)'],
  [
    'alternativa_a … alternativa_e',
    'as alternativas do tipo: cinco (A–E), quatro (A–D, alternativa_e vazia) ou nenhuma em Certo ou Errado',
  ],
  [
    'resposta_correta',
    'A, B, C, D ou E (A a D em quatro alternativas; C ou E, ou Certo ou Errado, em Certo ou Errado)',
  ],
  ['imagem_url', 'opcional: URL http(s) de uma imagem jpg, png, gif, webp ou svg'],
  [
    'tipo',
    'opcional: multipla5 (ou 5) para cinco alternativas, multipla4 (ou 4) para quatro, certo_errado (ou ce) para Certo ou Errado; vazio é multipla5',
  ],
  ['comentario', 'opcional: comentário do professor, mostrado ao aluno depois que ele responde (aceita HTML simples)'],
  [
    'banca',
    'opcional: nome de uma banca cadastrada na aba Bancas (maiúsculas e acentos não importam); vazio é questão inédita',
  ],
  ['orgao, ano, cargo', 'opcionais: órgão/concurso (ex.: PM-SP), ano da prova (1980 até o ano que vem) e cargo'],
];

/** What each column holds, the file's limits, and the template to start from. */
export function CsvColumnsHelp() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-surface-muted/40 p-3 text-sm">
      <p>
        A primeira linha do arquivo é o cabeçalho com as colunas abaixo; cada linha seguinte é uma questão. As colunas
        de tipo a cargo podem faltar (arquivos antigos continuam valendo). Salve como CSV UTF-8, separado por vírgula ou
        ponto e vírgula, com até 5 MB e 10.000 questões.
      </p>
      <dl className="grid gap-1.5">
        {COLUNAS.map(([coluna, explicacao]) => (
          <div key={coluna} className="flex flex-col sm:flex-row sm:gap-2">
            <dt className="shrink-0 font-mono text-xs font-semibold sm:w-52 sm:pt-0.5">{coluna}</dt>
            <dd className="text-muted-foreground">{explicacao}</dd>
          </div>
        ))}
      </dl>
      <a
        href={MODELO_CSV_URL}
        download="modelo-importacao-questoes.csv"
        className={buttonClasses({ variant: 'outline', size: 'sm', className: 'self-start' })}
      >
        <Download aria-hidden="true" />
        Baixar modelo
      </a>
    </div>
  );
}
