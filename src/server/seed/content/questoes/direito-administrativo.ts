import type { QuestaoSeed } from '../types.js';

export const QUESTOES_DIREITO_ADMINISTRATIVO: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>O caput do art. 37 da CF/88 enumera princípios expressos da Administração Pública (conhecidos pela sigla LIMPE). <strong>Não</strong> figura entre eles o princípio da:</p>',
    alternativas: ['legalidade.', 'impessoalidade.', 'moralidade.', 'razoabilidade.', 'eficiência.'],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado:
      '<p>Um prefeito divulga obras da prefeitura em propaganda oficial contendo seu nome e sua fotografia, caracterizando promoção pessoal. Essa conduta viola diretamente o princípio da:</p>',
    alternativas: ['impessoalidade.', 'eficiência.', 'publicidade.', 'continuidade do serviço público.', 'autotutela.'],
    resposta: 'A',
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
  },
  {
    aula: 2,
    enunciado:
      '<p>O comandante de uma unidade aplica sanção a um policial subordinado em razão de transgressão disciplinar devidamente apurada. Essa atuação é manifestação do poder:</p>',
    alternativas: ['regulamentar.', 'de polícia.', 'vinculado.', 'disciplinar.', 'normativo.'],
    resposta: 'D',
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
  },
  {
    aula: 2,
    enunciado:
      '<p>O atributo do ato administrativo segundo o qual ele se impõe a terceiros, independentemente de sua concordância, denomina-se:</p>',
    alternativas: ['tipicidade.', 'presunção de veracidade.', 'imperatividade.', 'motivação.', 'publicidade.'],
    resposta: 'C',
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
  },
];
