import type { QuestaoSeed } from '../types.js';

// SAT — Sistema de Atendimento: atendimento ao cidadão, números de emergência e comunicação via rádio.
export const QUESTOES_SAT: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>De acordo com a Lei nº 13.460/2017, que dispõe sobre a participação, proteção e defesa dos direitos do usuário dos serviços públicos, a ouvidoria deve encaminhar a decisão administrativa final ao usuário no prazo de:</p>',
    alternativas: [
      '10 dias, improrrogáveis.',
      '15 dias, prorrogáveis por mais 5 dias.',
      '30 dias, prorrogáveis de forma justificada uma única vez, por igual período.',
      '60 dias, prorrogáveis indefinidamente enquanto durar a apuração.',
      '90 dias, sem possibilidade de prorrogação.',
    ],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado:
      '<p>Entre as diretrizes que os agentes públicos devem observar no atendimento ao usuário, conforme a Lei nº 13.460/2017, está:</p>',
    alternativas: [
      'a presunção de boa-fé do usuário.',
      'a exigência de reconhecimento de firma em todos os documentos apresentados.',
      'a cobrança de taxa para o registro de reclamações.',
      'o atendimento conforme a importância social do usuário.',
      'o sigilo sobre os horários de funcionamento do órgão.',
    ],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado:
      '<p>No atendimento presencial ao público em um órgão de segurança pública, a regra geral quanto à ordem de atendimento é:</p>',
    alternativas: [
      'por ordem alfabética do nome do solicitante.',
      'a critério exclusivo do atendente de plantão.',
      'prioridade para quem reside na área do batalhão.',
      'por sorteio entre as pessoas presentes no horário de abertura.',
      'por ordem de chegada, ressalvados os casos de urgência e asseguradas as prioridades legais.',
    ],
    resposta: 'E',
  },
  {
    aula: 1,
    enunciado:
      '<p>Um cidadão visivelmente nervoso procura o policial militar para relatar o furto de seu veículo. A postura <strong>mais adequada</strong> do policial no atendimento é:</p>',
    alternativas: [
      'interromper o relato para agilizar o registro e pedir que volte quando estiver calmo.',
      'manter a calma, ouvir com atenção, demonstrar interesse e confirmar o entendimento das informações.',
      'orientar o cidadão a procurar diretamente a seguradora, sem registrar a ocorrência.',
      'responder no mesmo tom de voz do cidadão para demonstrar autoridade.',
      'encaminhar o cidadão a outro órgão sem ouvir o relato.',
    ],
    resposta: 'B',
  },
  {
    aula: 1,
    enunciado:
      '<p>Em um atendimento telefônico de emergência, qual informação deve ser obtida <strong>primeiro</strong>, por permitir o envio de socorro mesmo que a ligação caia?</p>',
    alternativas: [
      'O nome completo e o CPF do solicitante.',
      'A descrição detalhada das vestimentas dos envolvidos.',
      'O histórico de ocorrências anteriores no local.',
      'O local exato da ocorrência, com pontos de referência.',
      'A opinião do solicitante sobre a motivação do fato.',
    ],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado:
      '<p>Uma pessoa liga para a central de emergência e, sabendo ser falso, comunica um assalto que não aconteceu, provocando o deslocamento de viaturas. Em tese, essa conduta configura o crime de:</p>',
    alternativas: [
      'denunciação caluniosa.',
      'falso testemunho.',
      'desobediência.',
      'autoacusação falsa.',
      'comunicação falsa de crime ou de contravenção.',
    ],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado: '<p>O número telefônico nacional destinado ao acionamento da Polícia Militar é o:</p>',
    alternativas: ['190.', '192.', '193.', '197.', '199.'],
    resposta: 'A',
  },
  {
    aula: 2,
    enunciado:
      '<p>Ao atender um acidente de trânsito com vítima em estado grave, o policial deve acionar o Serviço de Atendimento Móvel de Urgência (SAMU), pelo número:</p>',
    alternativas: ['190.', '191.', '192.', '193.', '181.'],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado:
      '<p>Assinale a alternativa que apresenta a correspondência <strong>correta</strong> entre número e serviço:</p>',
    alternativas: [
      '193 — Polícia Civil.',
      '197 — Defesa Civil.',
      '199 — SAMU.',
      '191 — Polícia Rodoviária Federal.',
      '192 — Corpo de Bombeiros Militar.',
    ],
    resposta: 'D',
  },
  {
    aula: 2,
    enunciado:
      '<p>Durante o atendimento a uma ocorrência de violência doméstica, a vítima pede um canal para receber orientação sobre seus direitos. O número da Central de Atendimento à Mulher é:</p>',
    alternativas: ['100.', '180.', '188.', '190.', '197.'],
    resposta: 'B',
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo a Lei nº 10.048/2000, têm direito a atendimento prioritário, entre outros, os idosos com idade igual ou superior a:</p>',
    alternativas: ['55 anos.', '60 anos.', '65 anos.', '70 anos.', '75 anos.'],
    resposta: 'B',
  },
  {
    aula: 2,
    enunciado:
      '<p>O Estatuto da Pessoa Idosa assegura, dentre os idosos, <em>prioridade especial</em> no atendimento àqueles que sejam maiores de:</p>',
    alternativas: ['65 anos.', '70 anos.', '75 anos.', '85 anos.', '80 anos.'],
    resposta: 'E',
  },
  {
    aula: 3,
    enunciado:
      '<p>Ao transmitir via rádio as letras <strong>P M R</strong> da placa de um veículo, utilizando o alfabeto fonético internacional, o operador deve dizer:</p>',
    alternativas: [
      'Pedro, Maria, Roberto.',
      'Papa, Metro, Rádio.',
      'Polo, Mike, Roger.',
      'Papa, Mike, Romeo.',
      'Paris, Madri, Roma.',
    ],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado: '<p>No código Q utilizado nas comunicações policiais, a expressão <strong>QTH</strong> refere-se a:</p>',
    alternativas: [
      'localização ou endereço.',
      'mensagem entendida.',
      'aguarde na escuta.',
      'interferência na transmissão.',
      'nome do operador.',
    ],
    resposta: 'A',
  },
  {
    aula: 3,
    enunciado:
      '<p>Ao receber e compreender corretamente uma mensagem transmitida pela central, o policial confirma o recebimento com o código:</p>',
    alternativas: ['QRX.', 'QTH.', 'QSL.', 'QRA.', 'QRM.'],
    resposta: 'C',
  },
  {
    aula: 3,
    enunciado:
      '<p>No meio policial, o termo <strong>QRA</strong> é usado como sinônimo de "nome de guerra". No código Q, ele designa originalmente:</p>',
    alternativas: [
      'a hora certa da transmissão.',
      'o pedido de silêncio na rede.',
      'a localização da viatura.',
      'o encerramento da transmissão.',
      'o nome ou indicativo do operador.',
    ],
    resposta: 'E',
  },
  {
    aula: 3,
    enunciado:
      '<p>O croqui abaixo mostra a posição de uma viatura (<strong>V</strong>) e o local de uma ocorrência (<strong>X</strong>). Considerando a rosa dos ventos indicada, a ocorrência está localizada a qual direção da viatura?</p>',
    imagemUrl: '/demo/questoes/croqui-ocorrencia.svg',
    alternativas: ['Noroeste.', 'Nordeste.', 'Sudeste.', 'Sudoeste.', 'Oeste.'],
    resposta: 'B',
  },
  {
    aula: 3,
    enunciado:
      '<p>As comunicações operacionais costumam registrar horários em hora Zulu (UTC). Se um fato ocorreu às 15h no horário de Brasília (UTC−3), o horário correspondente em hora Zulu é:</p>',
    alternativas: ['12h.', '13h.', '15h.', '18h.', '21h.'],
    resposta: 'D',
  },
];
