import type { QuestaoSeed } from '../types.js';

export const QUESTOES_DIREITO_CIVIL: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Segundo a Lei de Introdução às Normas do Direito Brasileiro (LINDB), salvo disposição em contrário, a lei começa a vigorar em todo o país:</p>',
    alternativas: [
      'na data de sua publicação.',
      '30 dias depois de oficialmente publicada.',
      '45 dias depois de oficialmente publicada.',
      '90 dias depois de oficialmente publicada.',
      '3 meses depois de sancionada.',
    ],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado: '<p>De acordo com o art. 3º da LINDB:</p>',
    alternativas: [
      'a ignorância da lei exclui a responsabilidade de quem a descumpre.',
      'ninguém se escusa de cumprir a lei, alegando que não a conhece.',
      'a lei só obriga aqueles que dela tiverem ciência pessoal.',
      'o desconhecimento da lei é causa de anulação do ato praticado.',
      'somente servidores públicos estão obrigados a conhecer a lei.',
    ],
    resposta: 'B',
  },
  {
    aula: 1,
    enunciado: '<p>Conforme o art. 2º do Código Civil, a personalidade civil da pessoa:</p>',
    alternativas: [
      'começa com a concepção, não havendo distinção entre nascituro e pessoa nascida.',
      'começa com o registro civil de nascimento.',
      'começa aos 18 anos completos.',
      'começa do nascimento com vida, mas a lei põe a salvo, desde a concepção, os direitos do nascituro.',
      'começa aos 16 anos, com a capacidade eleitoral.',
    ],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado:
      '<p>Segundo o Código Civil, com a redação dada pelo Estatuto da Pessoa com Deficiência, são <strong>absolutamente</strong> incapazes de exercer pessoalmente os atos da vida civil:</p>',
    alternativas: [
      'os pródigos.',
      'os ébrios habituais e os viciados em tóxico.',
      'as pessoas com deficiência mental.',
      'os maiores de 16 e menores de 18 anos.',
      'os menores de 16 anos.',
    ],
    resposta: 'E',
  },
  {
    aula: 1,
    enunciado:
      '<p>Nos termos do art. 4º do Código Civil, é <strong>relativamente</strong> incapaz a certos atos ou à maneira de os exercer:</p>',
    alternativas: [
      'o pródigo.',
      'o menor de 16 anos.',
      'o maior de 70 anos.',
      'a pessoa com deficiência física.',
      'o analfabeto.',
    ],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado: '<p>A emancipação concedida pelos pais, prevista no Código Civil, ocorre:</p>',
    alternativas: [
      'por sentença judicial, a partir dos 14 anos.',
      'mediante instrumento particular, a partir dos 15 anos.',
      'mediante instrumento público, independentemente de homologação judicial, se o menor tiver 16 anos completos.',
      'automaticamente, quando o menor completa 17 anos.',
      'somente com a concordância do Ministério Público.',
    ],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado:
      '<p>Dois irmãos faleceram no mesmo acidente, e não foi possível averiguar se algum deles morreu antes do outro. Nesse caso, o Código Civil determina que:</p>',
    alternativas: [
      'presume-se que o mais velho morreu primeiro.',
      'presume-se que o mais novo morreu primeiro.',
      'o juiz sorteará a ordem dos óbitos.',
      'presumir-se-ão simultaneamente mortos.',
      'a ordem será definida pelo horário do registro dos óbitos.',
    ],
    resposta: 'D',
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com o art. 41 do Código Civil, são pessoas jurídicas de direito público interno:</p>',
    alternativas: [
      'a União, os Estados, o Distrito Federal, os Municípios e as autarquias.',
      'as empresas públicas e as sociedades de economia mista.',
      'os partidos políticos e as organizações religiosas.',
      'as fundações privadas e as associações civis.',
      'os Estados estrangeiros e os organismos internacionais.',
    ],
    resposta: 'A',
  },
  {
    aula: 2,
    enunciado: '<p>Segundo o art. 44 do Código Civil, é pessoa jurídica de direito <strong>privado</strong>:</p>',
    alternativas: ['o Município.', 'a autarquia.', 'o Território.', 'o Distrito Federal.', 'o partido político.'],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado: '<p>Nos termos do art. 76 do Código Civil, têm domicílio necessário:</p>',
    alternativas: [
      'o comerciante, o estudante e o aposentado.',
      'o incapaz, o servidor público, o militar, o marítimo e o preso.',
      'apenas o preso e o militar.',
      'o empresário individual e o profissional liberal.',
      'os estrangeiros residentes no Brasil.',
    ],
    resposta: 'B',
  },
  {
    aula: 2,
    enunciado: '<p>Conforme o Código Civil, o domicílio necessário do militar é:</p>',
    alternativas: [
      'o lugar de seu nascimento.',
      'o lugar em que estiver sua família.',
      'a capital do Estado em que presta serviço.',
      'o lugar onde servir, e, sendo da Marinha ou da Aeronáutica, a sede do comando a que se encontrar imediatamente subordinado.',
      'o último endereço declarado à Justiça Eleitoral.',
    ],
    resposta: 'D',
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo o art. 99 do Código Civil, rios, mares, estradas, ruas e praças são exemplos de bens públicos:</p>',
    alternativas: [
      'dominicais.',
      'de uso especial.',
      'de uso comum do povo.',
      'particulares de interesse público.',
      'fungíveis.',
    ],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com o Código Civil, os bens públicos:</p>',
    alternativas: [
      'podem ser adquiridos por usucapião após 15 anos de posse.',
      'podem ser adquiridos por usucapião apenas quando dominicais.',
      'são sempre alienáveis, independentemente de sua destinação.',
      'podem ser penhorados para pagamento de dívidas do ente público.',
      'não estão sujeitos a usucapião.',
    ],
    resposta: 'E',
  },
  {
    aula: 3,
    enunciado: '<p>Segundo o art. 104 do Código Civil, a validade do negócio jurídico requer:</p>',
    alternativas: [
      'agente capaz; objeto lícito, possível, determinado ou determinável; e forma prescrita ou não defesa em lei.',
      'agente maior de 21 anos, objeto lícito e registro em cartório.',
      'agente capaz, testemunhas e forma escrita em qualquer caso.',
      'objeto lícito e homologação judicial.',
      'agente capaz e pagamento de tributos sobre o negócio.',
    ],
    resposta: 'A',
  },
  {
    aula: 3,
    enunciado:
      '<p>Nos termos do art. 186 do Código Civil, comete ato ilícito aquele que, por ação ou omissão voluntária, negligência ou imprudência, violar direito e causar dano a outrem:</p>',
    alternativas: [
      'desde que o dano seja exclusivamente material.',
      'ainda que exclusivamente moral.',
      'somente se houver condenação criminal prévia.',
      'apenas quando agir com dolo.',
      'somente se o dano for superior a um salário mínimo.',
    ],
    resposta: 'B',
  },
  {
    aula: 3,
    enunciado:
      '<p>De acordo com o art. 188 do Código Civil, <strong>não</strong> constituem atos ilícitos os praticados:</p>',
    alternativas: [
      'com negligência, desde que sem intenção de causar dano.',
      'por servidores públicos no horário de expediente.',
      'em legítima defesa ou no exercício regular de um direito reconhecido.',
      'por pessoas relativamente incapazes.',
      'em estado de embriaguez voluntária.',
    ],
    resposta: 'C',
  },
  {
    aula: 3,
    enunciado:
      '<p>Segundo o art. 205 do Código Civil, quando a lei não lhe haja fixado prazo menor, a prescrição ocorre em:</p>',
    alternativas: ['3 anos.', '5 anos.', '15 anos.', '10 anos.', '20 anos.'],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado: '<p>Conforme o art. 206, § 3º, do Código Civil, prescreve em três anos a pretensão de:</p>',
    alternativas: [
      'cobrança de dívidas líquidas constantes de instrumento público.',
      'alimentos, a partir da data em que se vencerem.',
      'petição de herança.',
      'anulação de casamento.',
      'reparação civil.',
    ],
    resposta: 'E',
  },
];
