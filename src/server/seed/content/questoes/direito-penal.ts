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
    comentario:
      '<p>O art. 1º do CP (repetido no art. 5º, XXXIX, da CF/88) consagra o princípio da <strong>legalidade</strong>, que tem como desdobramento a <strong>anterioridade</strong>: o crime e a pena devem estar previstos em lei anterior ao fato. A insignificância não está no art. 1º: é construção doutrinária e jurisprudencial que afasta a tipicidade material de lesões ínfimas ao bem jurídico.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2018, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Segundo o art. 4º do Código Penal, considera-se praticado o crime no momento da ação ou omissão, ainda que outro seja o momento do resultado. Trata-se da teoria:</p>',
    alternativas: ['do resultado.', 'da ubiquidade.', 'mista.', 'da atividade.', 'da territorialidade.'],
    resposta: 'D',
    comentario:
      '<p>Quanto ao <strong>tempo</strong> do crime, o art. 4º do CP adota a <strong>teoria da atividade</strong>: importa o momento da ação ou omissão, ainda que o resultado ocorra depois. A pegadinha é a ubiquidade, que o CP adota para o <em>lugar</em> do crime (art. 6º) — daí o mnemônico LUTA: Lugar-Ubiquidade, Tempo-Atividade.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Quanto ao <strong>lugar</strong> do crime, o art. 6º do Código Penal considera praticado o crime tanto no lugar da ação ou omissão quanto onde se produziu ou deveria produzir-se o resultado. Adota-se a teoria:</p>',
    alternativas: ['da ubiquidade.', 'da atividade.', 'do resultado.', 'da nacionalidade.', 'da representação.'],
    resposta: 'A',
    comentario:
      '<p>Para o <strong>lugar</strong> do crime, o art. 6º do CP adota a <strong>teoria da ubiquidade</strong> (ou mista): considera-se praticado o crime tanto onde ocorreu a conduta quanto onde se produziu ou deveria produzir-se o resultado. Não confunda com a teoria da atividade, que o art. 4º usa para definir o <em>tempo</em> do crime (LUTA).</p>',
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
    comentario:
      '<p>Pelo art. 14, parágrafo único, do CP, salvo disposição em contrário, a tentativa é punida com a pena do crime consumado <strong>diminuída de um a dois terços</strong>. O quanto da redução depende do caminho percorrido no <em>iter criminis</em>: quanto mais perto da consumação, menor a diminuição. Não há redução fixa pela metade, e a tentativa não fica sem redução (salvo exceções legais, como nos crimes de atentado).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2015, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>Trata-se de <strong>desistência voluntária</strong> (art. 15 do CP): o agente que voluntariamente desiste de prosseguir na execução só responde pelos atos já praticados — aqui, em tese, pelo dano à porta (art. 163). Não há tentativa (alternativa A) porque a tentativa exige que a consumação não ocorra por <em>circunstâncias alheias à vontade do agente</em> (art. 14, II), o que não é o caso.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2018, cargo: 'Soldado' },
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
    comentario:
      '<p>O enunciado transcreve o art. 16 do CP: <strong>arrependimento posterior</strong>, causa de diminuição de pena de um a dois terços, aplicável a crimes sem violência ou grave ameaça, com reparação voluntária até o recebimento da denúncia ou da queixa. O arrependimento eficaz (art. 15, segunda parte) é diferente: o agente, após esgotar a execução, impede que o resultado se produza, e o crime nem chega a se consumar.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2014, cargo: 'Soldado' },
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
    comentario:
      '<p>O art. 23 do CP prevê quatro excludentes de ilicitude: estado de necessidade, legítima defesa, estrito cumprimento de dever legal e exercício regular de direito. A <strong>coação moral irresistível</strong> (art. 22) não exclui a ilicitude, mas a <strong>culpabilidade</strong>, por inexigibilidade de conduta diversa — e só o coator responde pelo crime.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>A alternativa A reproduz o art. 25 do CP: legítima defesa exige <strong>injusta agressão, atual ou iminente</strong>, a direito próprio ou de outrem, repelida com <strong>uso moderado dos meios necessários</strong>. A alternativa B descreve o estado de necessidade (art. 24). Desde a Lei 13.964/2019, o parágrafo único do art. 25 considera também em legítima defesa o agente de segurança pública que repele agressão ou risco de agressão a vítima mantida refém durante a prática de crimes.</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2019, cargo: 'Soldado' },
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
    comentario:
      '<p>Segundo o art. 28, I, do CP, <strong>a emoção e a paixão não excluem a imputabilidade</strong> penal (podem, no máximo, influir na pena, como na violenta emoção do homicídio privilegiado). As demais alternativas são causas de inimputabilidade: doença mental ou desenvolvimento mental incompleto (art. 26), menoridade (art. 27) e embriaguez completa acidental (art. 28, § 1º).</p>',
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
    comentario:
      '<p>Pelo art. 18, II, do CP, o crime é <strong>culposo</strong> quando o agente dá causa ao resultado por <strong>imprudência, negligência ou imperícia</strong>. As alternativas A e B descrevem o dolo direto e o dolo eventual (art. 18, I), e o erro sobre a ilicitude (art. 21) e a obediência hierárquica (art. 22) dizem respeito à culpabilidade.</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Em um ponto de ônibus, um indivíduo aponta uma faca para a vítima e exige seu celular, que lhe é entregue. A conduta descrita configura, em tese, o crime de:</p>',
    alternativas: ['furto qualificado.', 'extorsão.', 'estelionato.', 'apropriação indébita.', 'roubo.'],
    resposta: 'E',
    comentario:
      '<p>Subtrair coisa alheia móvel mediante <strong>grave ameaça</strong> é <strong>roubo</strong> (art. 157 do CP); o emprego de arma branca ainda é causa de aumento (art. 157, § 2º, VII, incluído pela Lei 13.964/2019). O mais tentador é a extorsão (art. 158), mas nela a colaboração da vítima é indispensável para a obtenção da vantagem; no roubo, o agente poderia tomar o bem por si mesmo.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>O art. 155, § 1º, do CP aumenta a pena do furto em <strong>um terço</strong> se o crime é praticado durante o <strong>repouso noturno</strong>. A idade da vítima (alternativa B) não é majorante do furto; quando muito, incide a agravante genérica do art. 61, II, h, do CP. Feriado, primariedade e natureza comercial do estabelecimento não aumentam a pena.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
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
    comentario:
      '<p>O homicídio simples (art. 121, caput, do CP) é punido com <strong>reclusão de 6 a 20 anos</strong>. A alternativa D traz a pena do homicídio qualificado (art. 121, § 2º: reclusão de 12 a 30 anos), e a A, a do homicídio culposo (art. 121, § 3º: detenção de 1 a 3 anos).</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-SE', ano: 2018, cargo: 'Soldado' },
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
    comentario:
      '<p>Deixar de prestar assistência, quando possível fazê-lo sem risco pessoal, a pessoa ferida ou em grave e iminente perigo, ou não pedir o socorro da autoridade pública, é <strong>omissão de socorro</strong> (art. 135 do CP), crime omissivo próprio. O abandono de incapaz (art. 133) exige que a vítima esteja sob o cuidado, guarda, vigilância ou autoridade do agente, o que não ocorre com o motorista que apenas passa pelo local.</p>',
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
    comentario:
      '<p>O art. 327 do CP adota conceito amplo: é funcionário público quem, <strong>embora transitoriamente ou sem remuneração</strong>, exerce cargo, emprego ou função pública; e o § 1º equipara quem trabalha em entidade paraestatal ou em empresa contratada para executar atividade típica da Administração. A alternativa A erra ao exigir cargo efetivo e concurso: um mesário ou um jurado também é funcionário público para fins penais.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2014, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Durante uma fiscalização, um agente público <strong>exige</strong> do motorista certa quantia em dinheiro para não lavrar a autuação devida. Em tese, a conduta do agente configura:</p>',
    alternativas: ['corrupção ativa.', 'prevaricação.', 'concussão.', 'peculato.', 'advocacia administrativa.'],
    resposta: 'C',
    comentario:
      '<p>O verbo <strong>exigir</strong> caracteriza a <strong>concussão</strong> (art. 316 do CP). Na corrupção passiva (art. 317), o funcionário <em>solicita, recebe ou aceita promessa</em> de vantagem, sem imposição; já a corrupção ativa (art. 333) é crime do particular que oferece ou promete a vantagem, e não do agente público.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Um particular <strong>oferece</strong> dinheiro a um policial para que este deixe de registrar uma infração. A conduta do particular configura, em tese, o crime de:</p>',
    alternativas: ['corrupção passiva.', 'concussão.', 'tráfico de influência.', 'corrupção ativa.', 'desacato.'],
    resposta: 'D',
    comentario:
      '<p>Quem <strong>oferece ou promete</strong> vantagem indevida a funcionário público para que pratique, omita ou retarde ato de ofício comete <strong>corrupção ativa</strong> (art. 333 do CP). A corrupção passiva (art. 317) é crime do próprio funcionário: os dois delitos são autônomos (exceção à teoria monista do concurso de pessoas), e um pode existir sem o outro — se o policial recusa a oferta, só o particular responde.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
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
    comentario:
      '<p>O enunciado é o art. 319 do CP: <strong>prevaricação</strong>, marcada pelo fim de satisfazer <em>interesse ou sentimento pessoal</em>. A condescendência criminosa (art. 320) consiste em deixar, por indulgência, de responsabilizar subordinado que cometeu infração; na corrupção passiva, o motivo é a vantagem indevida, e não o sentimento pessoal.</p>',
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
    comentario:
      '<p>Opor-se à execução de ato legal, mediante <strong>violência ou ameaça</strong> a funcionário competente ou a quem lhe presta auxílio, é <strong>resistência</strong> (art. 329 do CP), e o § 2º manda aplicar também as penas da violência. A desobediência (art. 330) é o descumprimento de ordem legal <em>sem</em> violência ou ameaça, e o desacato (art. 331) é a ofensa ou humilhação ao funcionário.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>É o <strong>peculato-apropriação</strong> (art. 312, caput, do CP): o funcionário se apropria de bem, público ou particular, de que tem a posse <strong>em razão do cargo</strong>. A apropriação indébita (art. 168) tem a mesma estrutura, mas é praticada por particular; a condição de funcionário e a posse decorrente do cargo tornam o peculato o crime especial aplicável.</p>',
    fonte: { banca: 'IDECAN', orgao: 'CBM-DF', ano: 2017, cargo: 'Soldado' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>Nos termos do art. 75 do Código Penal, o tempo de cumprimento das penas privativas de liberdade não pode ser superior a:</p>',
    alternativas: ['20 anos.', '30 anos.', '40 anos.', '50 anos.'],
    resposta: 'B',
    comentario:
      '<p>O gabarito oficial foi a alternativa B, pois a redação original do art. 75 do CP limitava o cumprimento das penas a <strong>30 anos</strong>. <strong>Questão desatualizada:</strong> a Lei 13.964/2019 (Pacote Anticrime) elevou o limite para <strong>40 anos</strong>, de modo que hoje a resposta correta seria a C. Lembre ainda que, segundo a Súmula 715 do STF, esse limite não serve de base para o cálculo de benefícios como o livramento condicional e a progressão de regime.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2017, cargo: 'Soldado PM 2ª Classe' },
    desatualizada: true,
  },
  {
    aula: 2,
    tipo: 'multipla4',
    enunciado:
      '<p>Durante um assalto, o agente mata a vítima para assegurar a subtração de seus bens. Em tese, ele comete:</p>',
    alternativas: [
      'homicídio qualificado em concurso material com roubo, julgado pelo Tribunal do Júri.',
      'extorsão qualificada pelo resultado morte.',
      'roubo majorado pelo emprego de arma, apenas.',
      'latrocínio, crime hediondo previsto no art. 157, § 3º, II, do Código Penal.',
    ],
    resposta: 'D',
    comentario:
      '<p>O roubo do qual resulta morte é o <strong>latrocínio</strong> (art. 157, § 3º, II, do CP: reclusão de 20 a 30 anos e multa), crime hediondo (art. 1º, II, c, da Lei 8.072/1990). Por ser crime contra o patrimônio, é julgado pelo juiz singular, e não pelo Tribunal do Júri (Súmula 603 do STF) — essa é a armadilha da alternativa A. E há latrocínio consumado quando o homicídio se consuma, ainda que o agente não realize a subtração (Súmula 610 do STF).</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Durante uma abordagem, um cidadão exaltado xinga o policial militar com palavras ofensivas, na presença de populares, com o intuito de humilhá-lo no exercício da função. Em tese, a conduta configura o crime de:</p>',
    alternativas: ['desacato.', 'resistência.', 'desobediência.', 'injúria, de ação penal exclusivamente privada.'],
    resposta: 'A',
    comentario:
      '<p>Ofender ou humilhar funcionário público no exercício da função ou em razão dela é <strong>desacato</strong> (art. 331 do CP), tipo que o STF declarou compatível com a Constituição e com o Pacto de San José (ADPF 496). Não há resistência (art. 329), pois não houve violência ou ameaça para impedir ato legal, nem desobediência (art. 330). E, mesmo quando se trata de injúria contra funcionário em razão de suas funções, a ação penal não é exclusivamente privada (art. 145, parágrafo único, do CP, e Súmula 714 do STF).</p>',
  },
];
