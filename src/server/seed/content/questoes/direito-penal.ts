import type { QuestaoSeed } from '../types.js';

export const QUESTOES_DIREITO_PENAL: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>"Não há crime sem lei anterior que o defina. Não há pena sem prévia cominação legal." O art. 1º do Código Penal consagra o princípio da:</p>',
    alternativas: [
      'insignificância.',
      'legalidade (ou anterioridade).',
      'intervenção mínima.',
      'culpabilidade.',
      'humanidade das penas.',
    ],
    resposta: 'B',
  },
  {
    aula: 1,
    enunciado:
      '<p>Segundo o art. 4º do Código Penal, considera-se praticado o crime no momento da ação ou omissão, ainda que outro seja o momento do resultado. Trata-se da teoria:</p>',
    alternativas: ['do resultado.', 'da ubiquidade.', 'mista.', 'da atividade.', 'da territorialidade.'],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado:
      '<p>Quanto ao <strong>lugar</strong> do crime, o art. 6º do Código Penal considera praticado o crime tanto no lugar da ação ou omissão quanto onde se produziu ou deveria produzir-se o resultado. Adota-se a teoria:</p>',
    alternativas: ['da ubiquidade.', 'da atividade.', 'do resultado.', 'da nacionalidade.', 'da representação.'],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado:
      '<p>Salvo disposição em contrário, o Código Penal pune a <strong>tentativa</strong> com a pena correspondente ao crime consumado:</p>',
    alternativas: [
      'aumentada de um terço.',
      'sem qualquer redução.',
      'diminuída de um sexto a um terço.',
      'diminuída pela metade, obrigatoriamente.',
      'diminuída de um a dois terços.',
    ],
    resposta: 'E',
  },
  {
    aula: 1,
    enunciado:
      '<p>Após iniciar a execução de um furto, o agente desiste voluntariamente de prosseguir, sem ter subtraído nada, mas já havia danificado a porta da residência. Nos termos do art. 15 do Código Penal, ele:</p>',
    alternativas: [
      'responde por tentativa de furto.',
      'fica isento de qualquer responsabilidade penal.',
      'só responde pelos atos já praticados.',
      'responde por furto consumado, com redução de pena.',
      'responde por crime impossível.',
    ],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado:
      '<p>Nos crimes cometidos sem violência ou grave ameaça à pessoa, reparado o dano ou restituída a coisa, por ato voluntário do agente, até o recebimento da denúncia ou da queixa, a pena será reduzida de um a dois terços. Esse instituto denomina-se:</p>',
    alternativas: [
      'arrependimento eficaz.',
      'arrependimento posterior.',
      'desistência voluntária.',
      'crime impossível.',
      'perdão judicial.',
    ],
    resposta: 'B',
  },
  {
    aula: 1,
    enunciado:
      '<p>São causas de exclusão da ilicitude previstas no art. 23 do Código Penal, <strong>exceto</strong>:</p>',
    alternativas: [
      'o estado de necessidade.',
      'a legítima defesa.',
      'o estrito cumprimento de dever legal.',
      'a coação moral irresistível.',
      'o exercício regular de direito.',
    ],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado: '<p>Conforme o art. 25 do Código Penal, entende-se em legítima defesa quem:</p>',
    alternativas: [
      'usando moderadamente dos meios necessários, repele injusta agressão, atual ou iminente, a direito seu ou de outrem.',
      'pratica o fato para salvar de perigo atual, que não provocou por sua vontade, direito próprio ou alheio.',
      'reage, a qualquer tempo, a agressão sofrida no passado.',
      'age em cumprimento de ordem não manifestamente ilegal de superior hierárquico.',
      'usa de qualquer meio disponível para repelir agressão futura e incerta.',
    ],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado: '<p>Segundo o Código Penal, <strong>não</strong> exclui a imputabilidade penal:</p>',
    alternativas: [
      'a doença mental que torne o agente inteiramente incapaz de entender o caráter ilícito do fato.',
      'a menoridade, para os menores de 18 anos.',
      'a embriaguez completa proveniente de caso fortuito ou força maior.',
      'o desenvolvimento mental incompleto que torne o agente inteiramente incapaz de se determinar.',
      'a emoção ou a paixão.',
    ],
    resposta: 'E',
  },
  {
    aula: 1,
    enunciado:
      '<p>Nos termos do art. 18 do Código Penal, diz-se o crime <strong>culposo</strong> quando o agente deu causa ao resultado por:</p>',
    alternativas: [
      'vontade livre e consciente de produzi-lo.',
      'assumir o risco de produzi-lo.',
      'imprudência, negligência ou imperícia.',
      'erro sobre a ilicitude do fato.',
      'obediência hierárquica.',
    ],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado:
      '<p>Em um ponto de ônibus, um indivíduo aponta uma faca para a vítima e exige seu celular, que lhe é entregue. A conduta descrita configura, em tese, o crime de:</p>',
    alternativas: ['furto qualificado.', 'extorsão.', 'estelionato.', 'apropriação indébita.', 'roubo.'],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado: '<p>No crime de furto, a pena aumenta-se de um terço se o crime é praticado:</p>',
    alternativas: [
      'durante o repouso noturno.',
      'contra vítima maior de 60 anos, em qualquer caso.',
      'em dia de feriado nacional.',
      'por agente primário.',
      'contra estabelecimento comercial.',
    ],
    resposta: 'A',
  },
  {
    aula: 2,
    enunciado: '<p>A pena prevista no Código Penal para o homicídio simples (art. 121, caput) é de:</p>',
    alternativas: [
      'detenção, de 1 a 3 anos.',
      'reclusão, de 2 a 8 anos.',
      'reclusão, de 6 a 20 anos.',
      'reclusão, de 12 a 30 anos.',
      'detenção, de 6 meses a 2 anos.',
    ],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado:
      '<p>Um motorista vê uma pessoa ferida e inconsciente à beira da estrada e, podendo fazê-lo sem risco pessoal, não presta assistência nem pede o socorro da autoridade pública. Em tese, ele comete:</p>',
    alternativas: [
      'lesão corporal culposa.',
      'omissão de socorro.',
      'abandono de incapaz.',
      'prevaricação.',
      'homicídio culposo.',
    ],
    resposta: 'B',
  },
  {
    aula: 3,
    enunciado: '<p>Para os efeitos penais, o art. 327 do Código Penal considera funcionário público quem:</p>',
    alternativas: [
      'ocupa exclusivamente cargo efetivo, após aprovação em concurso.',
      'recebe remuneração dos cofres públicos há mais de um ano.',
      'foi eleito para mandato político, apenas.',
      'embora transitoriamente ou sem remuneração, exerce cargo, emprego ou função pública.',
      'presta serviço a empresa privada sem vínculo com a Administração.',
    ],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado:
      '<p>Durante uma fiscalização, um agente público <strong>exige</strong> do motorista certa quantia em dinheiro para não lavrar a autuação devida. Em tese, a conduta do agente configura:</p>',
    alternativas: ['corrupção ativa.', 'prevaricação.', 'concussão.', 'peculato.', 'advocacia administrativa.'],
    resposta: 'C',
  },
  {
    aula: 3,
    enunciado:
      '<p>Um particular <strong>oferece</strong> dinheiro a um policial para que este deixe de registrar uma infração. A conduta do particular configura, em tese, o crime de:</p>',
    alternativas: ['corrupção passiva.', 'concussão.', 'tráfico de influência.', 'corrupção ativa.', 'desacato.'],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado:
      '<p>Retardar ou deixar de praticar, indevidamente, ato de ofício, ou praticá-lo contra disposição expressa de lei, para satisfazer interesse ou sentimento pessoal, configura o crime de:</p>',
    alternativas: [
      'prevaricação.',
      'condescendência criminosa.',
      'corrupção passiva.',
      'peculato culposo.',
      'excesso de exação.',
    ],
    resposta: 'A',
  },
  {
    aula: 3,
    enunciado:
      '<p>Ao receber voz de prisão legal, o indivíduo desfere socos contra os policiais para impedir sua condução. Em tese, essa oposição à execução de ato legal, mediante violência a funcionário competente, configura o crime de:</p>',
    alternativas: [
      'desobediência.',
      'desacato.',
      'resistência.',
      'fuga de pessoa presa.',
      'exercício arbitrário das próprias razões.',
    ],
    resposta: 'C',
  },
  {
    aula: 3,
    enunciado:
      '<p>O funcionário público que se apropria de dinheiro, valor ou qualquer outro bem móvel, público ou particular, de que tem a posse em razão do cargo, comete o crime de:</p>',
    alternativas: [
      'apropriação indébita.',
      'furto.',
      'concussão.',
      'emprego irregular de verbas públicas.',
      'peculato.',
    ],
    resposta: 'E',
  },
];
