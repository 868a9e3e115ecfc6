import type { QuestaoSeed } from '../types.js';

export const QUESTOES_DIREITO_ADMINISTRATIVO: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>O caput do art. 37 da CF/88 enumera princípios expressos da Administração Pública (conhecidos pela sigla LIMPE). <strong>Não</strong> figura entre eles o princípio da:</p>',
    alternativas: ['legalidade.', 'impessoalidade.', 'moralidade.', 'razoabilidade.', 'eficiência.'],
    resposta: 'D',
    comentario:
      '<p>O caput do art. 37 da CF/88 traz cinco princípios expressos: <strong>legalidade, impessoalidade, moralidade, publicidade e eficiência</strong> (LIMPE). A <strong>razoabilidade</strong> é princípio implícito na Constituição — aparece expressamente em lei, como no art. 2º da Lei 9.784/1999, mas não no art. 37.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2022, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Um prefeito divulga obras da prefeitura em propaganda oficial contendo seu nome e sua fotografia, caracterizando promoção pessoal. Essa conduta viola diretamente o princípio da:</p>',
    alternativas: ['impessoalidade.', 'eficiência.', 'publicidade.', 'continuidade do serviço público.', 'autotutela.'],
    resposta: 'A',
    comentario:
      '<p>O art. 37, § 1º, da CF/88 determina que a publicidade oficial tenha caráter educativo, informativo ou de orientação social, <strong>dela não podendo constar nomes, símbolos ou imagens que caracterizem promoção pessoal</strong>. A regra está no contexto da publicidade, e por isso a alternativa C tenta o candidato, mas o princípio violado é a <strong>impessoalidade</strong>: o ato é do órgão, não do agente que o pratica.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado: '<p>O princípio da eficiência foi incluído expressamente no caput do art. 37 da CF/88 pela:</p>',
    alternativas: [
      'redação original da Constituição, em 1988.',
      'Emenda Constitucional nº 1/1992.',
      'Emenda Constitucional nº 19/1998.',
      'Emenda Constitucional nº 45/2004.',
      'Lei nº 8.112/1990.',
    ],
    resposta: 'C',
    comentario:
      '<p>A <strong>EC 19/1998</strong>, conhecida como Reforma Administrativa, acrescentou a eficiência ao caput do art. 37. A redação original de 1988 trazia apenas legalidade, impessoalidade, moralidade e publicidade; e a Lei 8.112/1990, por ser lei ordinária, não poderia alterar o texto constitucional.</p>',
  },
  {
    aula: 1,
    enunciado: '<p>Integram a Administração Pública <strong>indireta</strong>:</p>',
    alternativas: [
      'os ministérios e as secretarias estaduais.',
      'as autarquias, as fundações públicas, as empresas públicas e as sociedades de economia mista.',
      'as organizações sociais e as OSCIPs.',
      'as concessionárias e permissionárias de serviço público.',
      'os órgãos do Poder Legislativo e do Poder Judiciário.',
    ],
    resposta: 'B',
    comentario:
      '<p>Segundo o art. 4º, II, do Decreto-Lei 200/1967, a Administração indireta compreende <strong>autarquias, fundações públicas, empresas públicas e sociedades de economia mista</strong>. Organizações sociais e OSCIPs integram o terceiro setor (entes de cooperação), e concessionárias e permissionárias são particulares que apenas executam serviço público por delegação.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>A distribuição interna de competências dentro de uma mesma pessoa jurídica, com a criação de órgãos sem personalidade jurídica própria, como ocorre na divisão de uma Polícia Militar em batalhões, denomina-se:</p>',
    alternativas: [
      'descentralização por outorga.',
      'descentralização por delegação.',
      'privatização.',
      'concessão.',
      'desconcentração.',
    ],
    resposta: 'E',
    comentario:
      '<p><strong>Desconcentração</strong> é a distribuição interna de competências dentro de uma mesma pessoa jurídica, com a criação de órgãos sem personalidade própria (art. 1º, § 2º, I, da Lei 9.784/1999) — é o caso dos batalhões e companhias de uma PM. A descentralização (alternativas A e B) transfere a atividade a <em>outra pessoa</em>: por outorga, quando a lei cria uma entidade; por delegação, quando um contrato ou ato a transfere a um particular.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2016, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado: '<p>Nos termos do art. 37, XIX, da CF/88, somente por lei específica poderá ser:</p>',
    alternativas: [
      'criada autarquia e autorizada a instituição de empresa pública, de sociedade de economia mista e de fundação.',
      'criada sociedade de economia mista, dispensando-se lei para as autarquias.',
      'autorizada a criação de órgãos públicos por decreto do Chefe do Executivo.',
      'extinta empresa pública, sendo a criação feita por decreto.',
      'criada qualquer entidade privada sem fins lucrativos.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 37, XIX, da CF/88 exige <strong>lei específica para criar autarquia</strong> e para <strong>autorizar</strong> a instituição de empresa pública, sociedade de economia mista e fundação. A diferença é o ponto cobrado: a autarquia nasce diretamente da lei, enquanto as estatais adquirem personalidade com o registro de seus atos constitutivos, depois da autorização legal.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>São atributos tradicionalmente apontados pela doutrina ao <strong>poder de polícia</strong>:</p>',
    alternativas: [
      'gratuidade, perpetuidade e pessoalidade.',
      'vinculação absoluta, onerosidade e reserva de jurisdição.',
      'discricionariedade, autoexecutoriedade e coercibilidade.',
      'hierarquia, subordinação e delegabilidade a particulares.',
      'imprescritibilidade, inalienabilidade e impenhorabilidade.',
    ],
    resposta: 'C',
    comentario:
      '<p>A doutrina aponta como atributos do poder de polícia a <strong>discricionariedade, a autoexecutoriedade e a coercibilidade</strong> (mnemônico DAC), embora haja atos de polícia vinculados, como a licença. A alternativa D é falsa: o STF (Tema 532) só admite delegar as fases de consentimento, fiscalização e sanção a entidades estatais de direito privado prestadoras de serviço público em regime não concorrencial, e nunca a particulares em geral.</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2019, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado:
      '<p>O comandante de uma unidade aplica sanção a um policial subordinado em razão de transgressão disciplinar devidamente apurada. Essa atuação é manifestação do poder:</p>',
    alternativas: ['regulamentar.', 'de polícia.', 'vinculado.', 'disciplinar.', 'normativo.'],
    resposta: 'D',
    comentario:
      '<p>O <strong>poder disciplinar</strong> permite à Administração apurar infrações e aplicar penalidades aos servidores e às demais pessoas sujeitas à disciplina administrativa, como o policial subordinado. O poder de polícia (alternativa B) atinge os particulares em geral, com base na supremacia do interesse público, e não em um vínculo especial com a Administração.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado: '<p>São elementos (ou requisitos) do ato administrativo, segundo a doutrina majoritária:</p>',
    alternativas: [
      'competência, finalidade, forma, motivo e objeto.',
      'presunção de legitimidade, imperatividade e autoexecutoriedade.',
      'legalidade, impessoalidade, moralidade, publicidade e eficiência.',
      'validade, eficácia e exequibilidade.',
      'oportunidade, conveniência e interesse privado.',
    ],
    resposta: 'A',
    comentario:
      '<p>Os elementos do ato administrativo são <strong>competência, finalidade, forma, motivo e objeto</strong> (mnemônico COM-FI-FOR-M-OB), extraídos do art. 2º da Lei 4.717/1965 (Lei da Ação Popular). A alternativa B lista <em>atributos</em> do ato, e a C, os princípios do art. 37 — categorias diferentes que a banca mistura de propósito.</p>',
  },
  {
    aula: 2,
    enunciado:
      '<p>O atributo do ato administrativo segundo o qual ele se impõe a terceiros, independentemente de sua concordância, denomina-se:</p>',
    alternativas: ['tipicidade.', 'presunção de veracidade.', 'imperatividade.', 'motivação.', 'publicidade.'],
    resposta: 'C',
    comentario:
      '<p><strong>Imperatividade</strong> é o atributo pelo qual o ato se impõe a terceiros independentemente de sua concordância, criando obrigações unilateralmente (poder extroverso). A presunção de veracidade diz respeito aos fatos alegados pela Administração, que se presumem verdadeiros até prova em contrário; e a imperatividade não está presente em todos os atos (não existe, por exemplo, nos atos enunciativos, como as certidões).</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>Sobre a <strong>revogação</strong> do ato administrativo, é correto afirmar que ela:</p>',
    alternativas: [
      'ocorre por ilegalidade e produz efeitos retroativos (ex tunc).',
      'pode ser feita pelo Poder Judiciário no exercício da função jurisdicional.',
      'atinge inclusive os atos vinculados e os que geraram direitos adquiridos.',
      'é obrigatória sempre que o ato se tornar inconveniente.',
      'decorre de razões de conveniência e oportunidade, produz efeitos ex nunc e é feita pela própria Administração.',
    ],
    resposta: 'E',
    comentario:
      '<p>A <strong>revogação</strong> retira ato válido por razões de <strong>conveniência e oportunidade</strong>, com efeitos <em>ex nunc</em>, e só pode ser feita pela própria Administração, respeitados os direitos adquiridos (Súmula 473 do STF). A alternativa A descreve a <strong>anulação</strong>, que decorre de ilegalidade e retroage (<em>ex tunc</em>); o Judiciário só revoga os seus próprios atos administrativos, nunca no exercício da função jurisdicional.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2020, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Um agente público, embora atuando dentro de sua competência, pratica o ato visando a fim diverso do interesse público, para prejudicar um desafeto. Essa forma de abuso de poder denomina-se:</p>',
    alternativas: [
      'excesso de poder.',
      'desvio de finalidade.',
      'usurpação de função.',
      'vício de forma.',
      'silêncio administrativo.',
    ],
    resposta: 'B',
    comentario:
      '<p>Quando o agente atua dentro da competência, mas busca fim diverso do interesse público, há <strong>desvio de finalidade</strong> (ou desvio de poder), definido no art. 2º, parágrafo único, e, da Lei 4.717/1965. No <strong>excesso de poder</strong> (alternativa A), o vício é outro: o agente ultrapassa os limites de sua competência.</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Conforme o art. 37, § 6º, da CF/88, as pessoas jurídicas de direito público e as de direito privado prestadoras de serviços públicos responderão pelos danos que seus agentes, nessa qualidade, causarem a terceiros:</p>',
    alternativas: [
      'somente se comprovada a culpa do agente, sem direito de regresso.',
      'de forma subsidiária, após esgotado o patrimônio do agente.',
      'apenas quando o dano decorrer de ato ilícito doloso.',
      'objetivamente, assegurado o direito de regresso contra o responsável nos casos de dolo ou culpa.',
      'solidariamente com o agente, que responde objetivamente.',
    ],
    resposta: 'D',
    comentario:
      '<p>O art. 37, § 6º, da CF/88 adota a <strong>responsabilidade objetiva</strong> do Estado (teoria do risco administrativo): basta provar conduta, dano e nexo causal, ficando assegurado o <strong>regresso contra o agente que agiu com dolo ou culpa</strong>. A alternativa E erra: o agente responde subjetivamente, e, segundo o STF (Tema 940), a vítima deve acionar o Estado ou a prestadora, não o agente diretamente.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-BA', ano: 2020, cargo: 'Soldado' },
  },
  {
    aula: 3,
    enunciado: '<p>Segundo o art. 37, III, da CF/88, o prazo de validade do concurso público será de:</p>',
    alternativas: [
      'até dois anos, prorrogável uma vez, por igual período.',
      'exatamente um ano, improrrogável.',
      'até quatro anos, prorrogável duas vezes.',
      'até cinco anos, sem prorrogação.',
      'indeterminado, até o preenchimento de todas as vagas.',
    ],
    resposta: 'A',
    comentario:
      '<p>Nos termos do art. 37, III, da CF/88, o concurso público tem validade de <strong>até dois anos, prorrogável uma vez, por igual período</strong>. Por isso o edital pode fixar prazo menor, como um ano, mas a prorrogação, se houver, deve ter a mesma duração do prazo inicial.</p>',
  },
  {
    aula: 3,
    enunciado:
      '<p>A CF/88 veda a acumulação remunerada de cargos públicos, salvo quando houver compatibilidade de horários, em hipóteses como:</p>',
    alternativas: [
      'dois cargos técnicos de qualquer natureza.',
      'dois cargos de professor.',
      'um cargo de policial militar com outro de guarda municipal.',
      'três cargos privativos de profissionais de saúde.',
      'dois cargos em comissão de livre nomeação.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 37, XVI, da CF/88 só admite, com compatibilidade de horários, a acumulação de <strong>dois cargos de professor</strong>, de um de professor com outro técnico ou científico, ou de dois cargos privativos de profissionais de saúde com profissão regulamentada. Dois cargos técnicos (alternativa A) não se acumulam, e o militar estadual só acumula nessas mesmas hipóteses, com prevalência da atividade militar (art. 42, § 3º, incluído pela EC 101/2019).</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-ES', ano: 2013, cargo: 'Soldado' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Após as alterações promovidas pela Lei nº 14.230/2021 na Lei de Improbidade Administrativa (Lei nº 8.429/1992), a configuração do ato de improbidade exige:</p>',
    alternativas: [
      'apenas a culpa leve do agente.',
      'a comprovação de enriquecimento ilícito em todos os casos.',
      'prévia condenação criminal do agente.',
      'a mera voluntariedade, ainda que sem intenção.',
      'conduta dolosa.',
    ],
    resposta: 'E',
    comentario:
      '<p>Com a Lei 14.230/2021, todos os atos de improbidade passaram a exigir <strong>dolo</strong>, e a modalidade culposa, antes admitida no art. 10, deixou de existir (art. 1º, §§ 1º a 3º, da Lei 8.429/1992). A alternativa D é a pegadinha: o § 2º define dolo como a vontade livre e consciente de alcançar o resultado ilícito, <strong>não bastando a voluntariedade do agente</strong>.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      '<p>O art. 37, § 4º, da CF/88 prevê, para os atos de improbidade administrativa, as seguintes consequências, <strong>exceto</strong>:</p>',
    alternativas: [
      'a suspensão dos direitos políticos.',
      'a perda da função pública.',
      'a cassação dos direitos políticos.',
      'a indisponibilidade dos bens.',
      'o ressarcimento ao erário.',
    ],
    resposta: 'C',
    comentario:
      '<p>O art. 37, § 4º, da CF/88 prevê <strong>suspensão dos direitos políticos, perda da função pública, indisponibilidade dos bens e ressarcimento ao erário</strong>, sem prejuízo da ação penal cabível. A <strong>cassação</strong> de direitos políticos é vedada pelo art. 15 da CF/88, que admite apenas sua perda ou suspensão nos casos que enumera.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-DF', ano: 2019, cargo: 'Soldado' },
  },
  {
    aula: 2,
    tipo: 'multipla4',
    enunciado: '<p>Acerca dos atributos do ato administrativo, assinale a alternativa correta.</p>',
    alternativas: [
      'A presunção de legitimidade é relativa (juris tantum), admitindo prova em contrário.',
      'A imperatividade está presente em todos os atos administrativos, inclusive nos atos enunciativos, como certidões e atestados.',
      'A autoexecutoriedade permite à Administração executar suas próprias decisões sem prévia autorização do Poder Judiciário, quando a lei a prevê ou em situações de urgência.',
      'A tipicidade autoriza a Administração a praticar atos inominados, não previstos em lei, sempre que houver interesse público.',
    ],
    resposta: 'A',
    comentario:
      '<p>O gabarito preliminar apontava a alternativa A, e de fato a presunção de legitimidade é <strong>relativa</strong>: admite prova em contrário, cabendo o ônus a quem alega o vício. Mas a alternativa C também está correta: a <strong>autoexecutoriedade</strong> dispensa a prévia ida ao Judiciário quando a lei a prevê expressamente ou em situações de urgência, como na apreensão de mercadoria imprópria ao consumo. Com duas alternativas corretas, a questão foi anulada. B e D são falsas: atos enunciativos não têm imperatividade, e a tipicidade exige que o ato corresponda a figura prevista em lei.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-BA', ano: 2020, cargo: 'Soldado' },
    anulada: { nota: 'A banca anulou a questão: duas alternativas corretas.' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Um servidor recebe, para si, dinheiro de empresa interessada em contrato cuja execução ele fiscaliza, para não apontar falhas no serviço. Segundo a Lei nº 8.429/1992, trata-se, em tese, de ato de improbidade administrativa que:</p>',
    alternativas: [
      'causa prejuízo ao erário, previsto apenas no art. 10.',
      'somente se configura se houver dano efetivo ao patrimônio público.',
      'importa enriquecimento ilícito, previsto no art. 9º.',
      'só pode ser punido se houver condenação criminal anterior pelo mesmo fato.',
    ],
    resposta: 'C',
    comentario:
      '<p>Receber vantagem econômica de quem tenha interesse que possa ser atingido por ação ou omissão decorrente das atribuições do agente é ato de improbidade que <strong>importa enriquecimento ilícito</strong> (art. 9º, I, da Lei 8.429/1992). A alternativa B é falsa, porque as sanções independem de dano efetivo ao patrimônio público, salvo quanto ao ressarcimento e às condutas do art. 10 (art. 21, I). As esferas civil, penal e administrativa são independentes (art. 12), por isso não se exige condenação criminal prévia.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>A pessoa jurídica de direito público, criada por lei específica para executar, de forma descentralizada, atividades típicas da Administração Pública, denomina-se:</p>',
    alternativas: ['empresa pública.', 'sociedade de economia mista.', 'órgão público.', 'autarquia.'],
    resposta: 'D',
    comentario:
      '<p>A <strong>autarquia</strong> é o serviço autônomo, criado por lei, com personalidade jurídica, patrimônio e receita próprios, para executar atividades típicas da Administração Pública (art. 5º, I, do Decreto-Lei 200/1967, e art. 37, XIX, da CF/88). Empresas públicas e sociedades de economia mista têm personalidade de <em>direito privado</em> e só têm sua criação autorizada por lei, e o órgão público não tem personalidade jurídica própria.</p>',
  },
];
