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
    comentario:
      '<p>O art. 16 da Lei nº 13.460/2017 fixa em <strong>30 dias</strong> o prazo para a ouvidoria encaminhar a decisão administrativa final ao usuário, <strong>prorrogável de forma justificada uma única vez, por igual período</strong>. A armadilha está nas alternativas com prorrogação indefinida ou sem prorrogação: a lei admite apenas uma prorrogação, e motivada.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>A <strong>presunção de boa-fé do usuário</strong> é diretriz expressa do art. 5º, II, da Lei nº 13.460/2017. O reconhecimento de firma, ao contrário, é vedado como regra (art. 5º, IX), só se admitindo em caso de dúvida fundada de autenticidade; e a cobrança de taxa ou a distinção pela importância social do usuário contrariam a igualdade no tratamento.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2018, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>Pelo art. 5º, III, da Lei nº 13.460/2017, o atendimento segue a <strong>ordem de chegada</strong>, ressalvados os casos de urgência e asseguradas as prioridades legais (idosos, gestantes, pessoas com deficiência etc.). Deixar a ordem a critério do atendente seria tratamento arbitrário, incompatível com a impessoalidade.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>O bom atendimento exige <strong>escuta ativa</strong>: manter a calma, demonstrar interesse e confirmar o entendimento das informações, o que também garante um registro fiel da ocorrência. Responder no mesmo tom do cidadão parece firmeza, mas só agrava o conflito; a autoridade do policial se mostra pelo controle emocional.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
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
    comentario:
      '<p>O <strong>local exato da ocorrência</strong>, com pontos de referência, é o primeiro dado a colher: com ele a central consegue despachar a viatura ou o socorro mesmo que a ligação caia. Nome, CPF e detalhes das vestimentas são úteis, mas secundários diante da urgência.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2022, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>Provocar a ação da autoridade comunicando crime que sabe não ter ocorrido é <strong>comunicação falsa de crime ou de contravenção</strong> (art. 340 do CP). Não se confunde com a <em>denunciação caluniosa</em> (art. 339 do CP), que exige imputar o crime a pessoa determinada, que se sabe inocente, dando causa a investigação ou processo.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2017, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado: '<p>O número telefônico nacional destinado ao acionamento da Polícia Militar é o:</p>',
    alternativas: ['190.', '192.', '193.', '197.', '199.'],
    resposta: 'A',
    comentario:
      '<p>O <strong>190</strong> é o número nacional da Polícia Militar. Os demais: 192 é o SAMU, 193 o Corpo de Bombeiros, 197 a Polícia Civil (onde disponível) e 199 a Defesa Civil.</p>',
  },
  {
    aula: 2,
    enunciado:
      '<p>Ao atender um acidente de trânsito com vítima em estado grave, o policial deve acionar o Serviço de Atendimento Móvel de Urgência (SAMU), pelo número:</p>',
    alternativas: ['190.', '191.', '192.', '193.', '181.'],
    resposta: 'C',
    comentario:
      '<p>O SAMU é acionado pelo <strong>192</strong>. A confusão mais comum é com o 193, do Corpo de Bombeiros, que também presta socorro a vítimas, mas o serviço médico de urgência do enunciado é o SAMU.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2014, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>A única correspondência correta é <strong>191 — Polícia Rodoviária Federal</strong>. As demais estão trocadas: 193 é o Corpo de Bombeiros, 197 a Polícia Civil, 199 a Defesa Civil e 192 o SAMU.</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2015, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Durante o atendimento a uma ocorrência de violência doméstica, a vítima pede um canal para receber orientação sobre seus direitos. O número da Central de Atendimento à Mulher é:</p>',
    alternativas: ['100.', '180.', '188.', '190.', '197.'],
    resposta: 'B',
    comentario:
      '<p>A Central de Atendimento à Mulher é o <strong>Ligue 180</strong>, que orienta sobre direitos e recebe denúncias de violência contra a mulher. Não confundir com o Disque 100 (Direitos Humanos), o 188 (CVV) e o 190 (PM, para a emergência em curso).</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo a Lei nº 10.048/2000, têm direito a atendimento prioritário, entre outros, os idosos com idade igual ou superior a:</p>',
    alternativas: ['55 anos.', '60 anos.', '65 anos.', '70 anos.', '75 anos.'],
    resposta: 'B',
    comentario:
      '<p>A Lei nº 10.048/2000 garante atendimento prioritário aos idosos com idade <strong>igual ou superior a 60 anos</strong>, o mesmo marco do Estatuto da Pessoa Idosa. A alternativa de 65 anos confunde com o limite de outros benefícios (como a gratuidade no transporte coletivo urbano).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2015, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>O Estatuto da Pessoa Idosa assegura, dentre os idosos, <em>prioridade especial</em> no atendimento àqueles que sejam maiores de:</p>',
    alternativas: ['65 anos.', '70 anos.', '75 anos.', '85 anos.', '80 anos.'],
    resposta: 'E',
    comentario:
      '<p>O art. 3º, § 2º, do Estatuto da Pessoa Idosa (Lei nº 10.741/2003, incluído pela Lei nº 13.466/2017) assegura <strong>prioridade especial aos maiores de 80 anos</strong>, que são atendidos preferencialmente em relação aos demais idosos. A prioridade geral continua a partir dos 60 anos.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>No alfabeto fonético internacional (OTAN/ICAO), P = <strong>Papa</strong>, M = <strong>Mike</strong> e R = <strong>Romeo</strong>. Alternativas com nomes próprios ou cidades são armadilhas: o alfabeto é padronizado justamente para evitar variações entre operadores.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2020, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p><strong>QTH</strong> significa localização ou endereço. Os outros códigos citados nas alternativas: QSL (mensagem entendida), QRX (aguarde), QRM (interferência) e QRA (nome do operador).</p>',
  },
  {
    aula: 3,
    enunciado:
      '<p>Ao receber e compreender corretamente uma mensagem transmitida pela central, o policial confirma o recebimento com o código:</p>',
    alternativas: ['QRX.', 'QTH.', 'QSL.', 'QRA.', 'QRM.'],
    resposta: 'C',
    comentario:
      '<p><strong>QSL</strong> confirma o recebimento e a compreensão da mensagem. O QRX, às vezes confundido, pede que se aguarde; QTH é localização, QRA é nome do operador e QRM é interferência.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2012, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>No código Q, <strong>QRA</strong> designa o nome ou indicativo do operador/estação, daí o uso policial como "nome de guerra". As demais alternativas não correspondem ao QRA: o encerramento, por exemplo, é indicado por outros procedimentos de rede.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      '<p>O croqui abaixo mostra a posição de uma viatura (<strong>V</strong>) e o local de uma ocorrência (<strong>X</strong>). Considerando a rosa dos ventos indicada, a ocorrência está localizada a qual direção da viatura?</p>',
    imagemUrl: '/demo/questoes/croqui-ocorrencia.svg',
    alternativas: ['Noroeste.', 'Nordeste.', 'Sudeste.', 'Sudoeste.', 'Oeste.'],
    resposta: 'B',
    comentario:
      '<p>Pelo croqui, o X está acima (norte) e à direita (leste) da viatura, portanto a <strong>nordeste</strong>. O erro típico é inverter leste e oeste, marcando noroeste: na rosa dos ventos, o leste fica à direita do norte.</p>',
  },
  {
    aula: 3,
    enunciado:
      '<p>As comunicações operacionais costumam registrar horários em hora Zulu (UTC). Se um fato ocorreu às 15h no horário de Brasília (UTC−3), o horário correspondente em hora Zulu é:</p>',
    alternativas: ['12h.', '13h.', '15h.', '18h.', '21h.'],
    resposta: 'D',
    comentario:
      '<p>Se Brasília está em UTC−3, basta <strong>somar 3 horas</strong> para obter a hora Zulu: 15h + 3h = <strong>18h</strong>. A armadilha é subtrair (12h), o que levaria ao horário de um fuso a leste.</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Uma pessoa relata ao policial que presenciou violações de direitos de crianças e adolescentes e deseja denunciá-las a um canal nacional, gratuito e que admite o anonimato. O serviço indicado é o Disque:</p>',
    alternativas: ['180.', '100.', '188.', '193.'],
    resposta: 'B',
    comentario:
      '<p>O <strong>Disque 100</strong> (Disque Direitos Humanos) recebe denúncias de violações de direitos humanos, inclusive contra crianças e adolescentes, com possibilidade de anonimato. O 180 é específico para a violência contra a mulher; o 188 é o CVV e o 193, o Corpo de Bombeiros.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2025, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Ao soletrar via rádio a sigla <strong>BTL</strong>, utilizando o alfabeto fonético internacional, o operador deve dizer:</p>',
    alternativas: ['Beta, Tango, Lima.', 'Bola, Tatu, Lua.', 'Bravo, Texas, Lima.', 'Bravo, Tango, Lima.'],
    resposta: 'D',
    comentario:
      '<p>No alfabeto fonético internacional, B = <strong>Bravo</strong>, T = <strong>Tango</strong> e L = <strong>Lima</strong>. "Beta" é letra grega e não integra o alfabeto, e "Texas" é uma variação informal que compromete a padronização da rede.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2016, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>Segundo a Lei nº 13.460/2017, o usuário que apresenta manifestação perante a ouvidoria de um órgão público:</p>',
    alternativas: [
      'deve informar obrigatoriamente os motivos que o levaram a se manifestar.',
      'precisa comprovar residência no município em que o órgão está sediado.',
      'não pode ser obrigado a informar os motivos determinantes da manifestação, pois essa exigência é vedada.',
      'deve recolher taxa de protocolo para que a manifestação seja analisada.',
    ],
    resposta: 'C',
    comentario:
      '<p>O art. 10, § 2º, da Lei nº 13.460/2017 dispõe que <strong>são vedadas quaisquer exigências relativas aos motivos determinantes</strong> da apresentação de manifestações. A lei também proíbe exigências que inviabilizem a manifestação, o que afasta a comprovação de residência e a cobrança de taxa.</p>',
  },
];
