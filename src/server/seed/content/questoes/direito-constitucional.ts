import type { QuestaoSeed } from '../types.js';

export const QUESTOES_DIREITO_CONSTITUCIONAL: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Conforme o art. 1º da Constituição Federal de 1988, são fundamentos da República Federativa do Brasil:</p>',
    alternativas: [
      'a independência nacional, a prevalência dos direitos humanos e a defesa da paz.',
      'a construção de uma sociedade livre, justa e solidária e a erradicação da pobreza.',
      'a soberania, a cidadania e a dignidade da pessoa humana.',
      'a autodeterminação dos povos e a não intervenção.',
      'a igualdade entre os Estados e a solução pacífica dos conflitos.',
    ],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado:
      '<p>Constitui objetivo fundamental da República Federativa do Brasil, nos termos do art. 3º da CF/88:</p>',
    alternativas: [
      'o pluralismo político.',
      'a concessão de asilo político.',
      'os valores sociais do trabalho e da livre iniciativa.',
      'garantir o desenvolvimento nacional.',
      'a não intervenção.',
    ],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado: '<p>Segundo o art. 2º da CF/88, são Poderes da União, independentes e harmônicos entre si:</p>',
    alternativas: [
      'o Legislativo, o Executivo e o Judiciário.',
      'o Legislativo, o Executivo, o Judiciário e o Ministério Público.',
      'o Executivo, o Judiciário e o Tribunal de Contas.',
      'o Legislativo, o Executivo e o Moderador.',
      'o Executivo, o Legislativo e as Forças Armadas.',
    ],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado:
      '<p>De acordo com o parágrafo único do art. 1º da CF/88, "todo o poder emana do povo, que o exerce":</p>',
    alternativas: [
      'exclusivamente por meio de representantes eleitos.',
      'exclusivamente por meio de plebiscitos e referendos.',
      'por meio do Presidente da República, chefe de Estado e de governo.',
      'por meio dos partidos políticos, únicos titulares do mandato.',
      'por meio de representantes eleitos ou diretamente, nos termos da Constituição.',
    ],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado:
      '<p>Nos termos do art. 5º, XI, da CF/88, a casa é asilo inviolável do indivíduo, e nela ninguém pode penetrar sem consentimento do morador, <strong>salvo</strong>:</p>',
    alternativas: [
      'a qualquer hora do dia ou da noite, por determinação judicial.',
      'em caso de flagrante delito ou desastre, ou para prestar socorro, ou, durante o dia, por determinação judicial.',
      'durante a noite, por ordem escrita do delegado de polícia.',
      'em qualquer caso, desde que o agente esteja fardado e identificado.',
      'apenas em caso de desastre, mediante autorização do Corpo de Bombeiros.',
    ],
    resposta: 'B',
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo a CF/88, ninguém será preso senão em flagrante delito ou por ordem escrita e fundamentada de autoridade judiciária competente, <strong>salvo</strong> nos casos de:</p>',
    alternativas: [
      'crimes hediondos e tráfico de drogas.',
      'prisão para averiguação determinada pelo comandante da unidade.',
      'transgressão militar ou crime propriamente militar, definidos em lei.',
      'reincidência em crimes contra o patrimônio.',
      'estado de sítio decretado pelo Governador.',
    ],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com a CF/88, constitui crime <strong>inafiançável e imprescritível</strong>:</p>',
    alternativas: [
      'a tortura.',
      'o tráfico ilícito de entorpecentes.',
      'o terrorismo.',
      'os crimes definidos como hediondos.',
      'a prática do racismo.',
    ],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado:
      '<p>Um cidadão deseja conhecer as informações relativas à sua pessoa constantes de um banco de dados de entidade governamental, mas teve o acesso negado. O remédio constitucional adequado é o:</p>',
    alternativas: [
      'habeas corpus.',
      'habeas data.',
      'mandado de injunção.',
      'mandado de segurança coletivo.',
      'ação popular.',
    ],
    resposta: 'B',
  },
  {
    aula: 2,
    enunciado: '<p>Concede-se <strong>mandado de injunção</strong> sempre que:</p>',
    alternativas: [
      'alguém sofrer violência ou coação em sua liberdade de locomoção.',
      'for necessário anular ato lesivo ao patrimônio público.',
      'houver necessidade de retificar dados pessoais em registro público.',
      'a falta de norma regulamentadora tornar inviável o exercício dos direitos e liberdades constitucionais.',
      'o Poder Público deixar de pagar precatórios no prazo.',
    ],
    resposta: 'D',
  },
  {
    aula: 2,
    enunciado:
      '<p>Sobre o direito de reunião previsto no art. 5º, XVI, da CF/88, é correto afirmar que todos podem reunir-se pacificamente, sem armas, em locais abertos ao público:</p>',
    alternativas: [
      'independentemente de autorização, sendo apenas exigido prévio aviso à autoridade competente.',
      'mediante autorização prévia e expressa do comandante do policiamento local.',
      'somente durante o dia e com no máximo cem participantes.',
      'desde que a reunião tenha finalidade política e seja convocada por partido.',
      'mediante pagamento de taxa de uso do espaço público.',
    ],
    resposta: 'A',
  },
  {
    aula: 2,
    enunciado:
      '<p>Conforme a CF/88, a prisão de qualquer pessoa e o local onde se encontre serão comunicados imediatamente:</p>',
    alternativas: [
      'apenas ao Ministério Público, no prazo de 48 horas.',
      'ao comandante do batalhão que efetuou a prisão.',
      'ao juiz competente e à família do preso ou à pessoa por ele indicada.',
      'à Defensoria Pública, somente se o preso não tiver advogado.',
      'ao Secretário de Segurança Pública do Estado.',
    ],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo o art. 14 da CF/88, o alistamento eleitoral e o voto são <strong>facultativos</strong> para:</p>',
    alternativas: [
      'os maiores de 60 anos e os servidores públicos.',
      'os analfabetos, os maiores de 70 anos e os maiores de 16 e menores de 18 anos.',
      'os militares em serviço ativo e os estrangeiros.',
      'os maiores de 18 anos que residam no exterior.',
      'os conscritos durante o serviço militar obrigatório.',
    ],
    resposta: 'B',
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com a CF/88, é cargo privativo de brasileiro <strong>nato</strong> o de:</p>',
    alternativas: [
      'Senador da República.',
      'Governador de Estado.',
      'Ministro do Superior Tribunal de Justiça.',
      'Ministro da Justiça e Segurança Pública.',
      'Ministro do Supremo Tribunal Federal.',
    ],
    resposta: 'E',
  },
  {
    aula: 3,
    enunciado: '<p>Nos termos do art. 144, § 5º, da CF/88, às polícias militares cabem:</p>',
    alternativas: [
      'as funções de polícia judiciária e a apuração de infrações penais.',
      'a polícia ostensiva e a preservação da ordem pública.',
      'o patrulhamento ostensivo das rodovias federais.',
      'a segurança dos estabelecimentos penais.',
      'a execução de atividades de defesa civil, exclusivamente.',
    ],
    resposta: 'B',
  },
  {
    aula: 3,
    enunciado:
      '<p>A Emenda Constitucional nº 104/2019 incluiu no rol de órgãos de segurança pública do art. 144 da CF/88:</p>',
    alternativas: [
      'as guardas portuárias.',
      'a Força Nacional de Segurança Pública.',
      'os agentes de trânsito municipais.',
      'as polícias penais federal, estaduais e distrital.',
      'a Agência Brasileira de Inteligência.',
    ],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado:
      '<p>Segundo o art. 18 da CF/88, a organização político-administrativa da República Federativa do Brasil compreende:</p>',
    alternativas: [
      'a União, os Estados, o Distrito Federal e os Municípios, todos autônomos.',
      'a União e os Estados, sendo os Municípios subordinados a estes.',
      'a União, os Estados e os Territórios Federais, todos autônomos.',
      'apenas a União, dotada de soberania, e os Estados, dotados de autonomia.',
      'a União, os Estados e as regiões metropolitanas.',
    ],
    resposta: 'A',
  },
  {
    aula: 3,
    enunciado:
      '<p>Conforme o art. 60, § 4º, da CF/88, não será objeto de deliberação a proposta de emenda tendente a abolir:</p>',
    alternativas: [
      'o voto obrigatório.',
      'o sistema presidencialista de governo.',
      'a separação dos Poderes.',
      'a reeleição para cargos do Poder Executivo.',
      'a organização das polícias militares.',
    ],
    resposta: 'C',
  },
];
