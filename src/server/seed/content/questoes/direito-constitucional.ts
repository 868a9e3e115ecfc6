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
    comentario:
      '<p>Os fundamentos da República estão no art. 1º da CF/88: <strong>soberania, cidadania, dignidade da pessoa humana</strong>, valores sociais do trabalho e da livre iniciativa e pluralismo político (o famoso SO-CI-DI-VA-PLU). As alternativas A, D e E trazem princípios que regem o Brasil nas <em>relações internacionais</em> (art. 4º), e a B traz <em>objetivos fundamentais</em> (art. 3º) — a confusão entre os três artigos é a pegadinha clássica.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>Os objetivos fundamentais do art. 3º da CF/88 começam sempre por <strong>verbos</strong>: construir uma sociedade livre, justa e solidária, <strong>garantir o desenvolvimento nacional</strong>, erradicar a pobreza e promover o bem de todos. O pluralismo político e os valores sociais do trabalho e da livre iniciativa são <em>fundamentos</em> (art. 1º), enquanto a concessão de asilo político e a não intervenção são princípios das relações internacionais (art. 4º).</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
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
    comentario:
      '<p>O art. 2º da CF/88 reconhece apenas três Poderes: <strong>Legislativo, Executivo e Judiciário</strong>. O Ministério Público é função essencial à Justiça (arts. 127 e seguintes), e não um quarto Poder; o Tribunal de Contas é órgão que auxilia o Legislativo no controle externo (art. 71). O Poder Moderador existiu apenas na Constituição do Império, de 1824.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
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
    comentario:
      '<p>O parágrafo único do art. 1º consagra a <strong>democracia semidireta</strong>: o povo exerce o poder por meio de representantes eleitos <strong>ou diretamente</strong>, nos termos da Constituição — o exercício direto se dá por plebiscito, referendo e iniciativa popular (art. 14). As alternativas A e B erram pelo termo "exclusivamente", que elimina uma das duas formas de exercício.</p>',
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
    comentario:
      '<p>Pelo art. 5º, XI, da CF/88, em caso de <strong>flagrante delito, desastre ou para prestar socorro</strong> o ingresso é permitido a qualquer hora, mas a <strong>determinação judicial</strong> só autoriza a entrada <strong>durante o dia</strong>. A pegadinha está na alternativa A: ordem judicial não autoriza o ingresso à noite sem consentimento do morador; e nem o delegado nem o comandante podem expedir ordem de ingresso (cláusula de reserva de jurisdição).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>O art. 5º, LXI, da CF/88 permite a prisão sem flagrante e sem ordem judicial apenas nos casos de <strong>transgressão militar ou crime propriamente militar</strong>, definidos em lei. A "prisão para averiguação" não foi recepcionada pela Constituição, e o estado de sítio é decretado pelo Presidente da República, não pelo Governador (art. 137).</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
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
    comentario:
      '<p>Segundo o art. 5º, XLII, a prática do <strong>racismo</strong> constitui crime inafiançável e imprescritível, sujeito à pena de reclusão (a ação de grupos armados contra a ordem constitucional, do inciso XLIV, também é imprescritível). A armadilha está na tortura, no tráfico e no terrorismo ("3 T") e nos hediondos: pelo inciso XLIII, eles são inafiançáveis e insuscetíveis de graça ou anistia, mas <strong>prescrevem</strong> normalmente.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>O <strong>habeas data</strong> (art. 5º, LXXII, da CF/88) assegura o conhecimento de informações relativas à pessoa do impetrante constantes de registros ou bancos de dados de entidades governamentais ou de caráter público, e também a retificação desses dados. O mandado de segurança é residual: só cabe quando o direito líquido e certo não for amparado por habeas corpus ou habeas data (art. 5º, LXIX).</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2016, cargo: 'Soldado' },
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
    comentario:
      '<p>O <strong>mandado de injunção</strong> (art. 5º, LXXI, da CF/88, regulamentado pela Lei 13.300/2016) combate a omissão: cabe quando a falta de norma regulamentadora torna inviável o exercício de direitos e liberdades constitucionais. A alternativa A descreve o habeas corpus (LXVIII), a B a ação popular (LXXIII) e a C o habeas data (LXXII).</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
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
    comentario:
      '<p>O art. 5º, XVI, garante a reunião pacífica, sem armas, em locais abertos ao público, <strong>independentemente de autorização</strong>, desde que não frustre outra reunião anteriormente convocada para o mesmo local, sendo exigido apenas <strong>prévio aviso</strong> à autoridade competente. A pegadinha é trocar "aviso" por "autorização" (alternativa B): a polícia é comunicada, mas não concede licença para a reunião.</p>',
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
    comentario:
      '<p>Conforme o art. 5º, LXII, da CF/88, a prisão e o local onde o preso se encontre serão comunicados <strong>imediatamente ao juiz competente e à família do preso ou à pessoa por ele indicada</strong>. A alternativa A erra ao substituir o juiz pelo Ministério Público e ao fixar prazo de 48 horas, quando a Constituição exige comunicação imediata.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2017, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>Pelo art. 14, § 1º, II, da CF/88, alistamento e voto são facultativos para os <strong>analfabetos, os maiores de 70 anos e os maiores de 16 e menores de 18 anos</strong>. Cuidado com a idade: é 70, e não 60 anos (alternativa A). Os estrangeiros e, durante o serviço militar obrigatório, os conscritos sequer podem alistar-se como eleitores (art. 14, § 2º).</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
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
    comentario:
      '<p>O art. 12, § 3º, da CF/88 reserva a brasileiros natos os cargos de Presidente e Vice-Presidente da República, Presidente da Câmara e do Senado, <strong>Ministro do STF</strong>, carreira diplomática, oficial das Forças Armadas e Ministro de Estado da Defesa. A pegadinha é o Senador: só o <em>Presidente</em> do Senado precisa ser nato; também não há exigência para Ministro do STJ nem para Ministro da Justiça.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-DF', ano: 2014, cargo: 'Soldado' },
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
    comentario:
      '<p>O art. 144, § 5º, da CF/88 atribui às polícias militares a <strong>polícia ostensiva e a preservação da ordem pública</strong>; aos corpos de bombeiros militares cabe a defesa civil. A alternativa A descreve as polícias civis (§ 4º), a C a Polícia Rodoviária Federal (§ 2º) e a D as polícias penais (§ 5º-A).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>A EC 104/2019 criou as <strong>polícias penais</strong> federal, estaduais e distrital (art. 144, VI, e § 5º-A), às quais cabe a segurança dos estabelecimentos penais. A Força Nacional de Segurança Pública não é órgão do art. 144: é um programa de cooperação federativa disciplinado pela Lei 11.473/2007; e a ABIN integra o sistema de inteligência, não o rol de segurança pública.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-SE', ano: 2021, cargo: 'Soldado' },
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
    comentario:
      '<p>Nos termos do art. 18 da CF/88, a organização político-administrativa compreende <strong>União, Estados, Distrito Federal e Municípios, todos autônomos</strong> — o Município é ente federativo, e não subordinado ao Estado (alternativa B). Os Territórios Federais integram a União (art. 18, § 2º) e não têm autonomia política.</p>',
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
    comentario:
      '<p>As cláusulas pétreas do art. 60, § 4º, são: forma federativa de Estado; voto direto, secreto, universal e periódico; <strong>separação dos Poderes</strong>; e direitos e garantias individuais. A pegadinha é o "voto obrigatório": a obrigatoriedade <strong>não</strong> é cláusula pétrea, e o presidencialismo também não (tanto que foi submetido a plebiscito em 1993).</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-ES', ano: 2013, cargo: 'Soldado' },
  },
  {
    aula: 2,
    tipo: 'multipla4',
    enunciado: '<p>Nos termos do art. 5º, LXIV, da CF/88, o preso tem direito à identificação:</p>',
    alternativas: [
      'apenas do juiz que decretou a prisão.',
      'dos responsáveis por sua prisão ou por seu interrogatório policial.',
      'somente do comandante da unidade que realizou a prisão.',
      'do promotor de justiça que acompanhará o inquérito.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 5º, LXIV, da CF/88 assegura ao preso a <strong>identificação dos responsáveis por sua prisão ou por seu interrogatório policial</strong> — por isso o policial deve estar identificado na abordagem e na condução. As demais alternativas restringem indevidamente o direito a uma única autoridade; a garantia alcança todos os agentes que participaram da prisão ou do interrogatório.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Nos termos do art. 142, § 3º, IV, da CF/88, aplicável aos militares dos Estados por força do art. 42, § 1º, ao militar são proibidas:</p>',
    alternativas: [
      'a candidatura a cargo eletivo, em qualquer hipótese.',
      'o alistamento eleitoral e o voto.',
      'as férias anuais remuneradas e o décimo terceiro salário.',
      'a sindicalização e a greve.',
    ],
    resposta: 'D',
    comentario:
      '<p>O art. 142, § 3º, IV, proíbe ao militar a <strong>sindicalização e a greve</strong>, e o art. 42, § 1º, estende a regra aos policiais e bombeiros militares dos Estados. O militar alistável é elegível, observadas as condições do art. 14, § 8º (alternativa A), e só os conscritos não podem alistar-se (art. 14, § 2º); o décimo terceiro e as férias são garantidos pelo art. 142, § 3º, VIII.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2017, cargo: 'Soldado' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>Conforme o art. 4º da CF/88, a República Federativa do Brasil rege-se, em suas relações internacionais, entre outros, pelo princípio da:</p>',
    alternativas: ['concessão de asilo político.', 'cidadania.', 'erradicação da pobreza.', 'pluralismo político.'],
    resposta: 'A',
    comentario:
      '<p>A <strong>concessão de asilo político</strong> está no art. 4º, X, ao lado da independência nacional, da prevalência dos direitos humanos e do repúdio ao terrorismo e ao racismo. A cidadania e o pluralismo político são fundamentos (art. 1º), e a erradicação da pobreza é objetivo fundamental (art. 3º): a banca mistura os três artigos para confundir o candidato.</p>',
  },
  {
    aula: 1,
    tipo: 'certo_errado',
    enunciado:
      '<p>A dignidade da pessoa humana é um dos fundamentos da República Federativa do Brasil, ao passo que a erradicação da pobreza e da marginalização constitui um de seus objetivos fundamentais.</p>',
    resposta: 'C',
    comentario:
      '<p><strong>Certo.</strong> A dignidade da pessoa humana é fundamento (art. 1º, III, da CF/88), e erradicar a pobreza e a marginalização e reduzir as desigualdades sociais e regionais é objetivo fundamental (art. 3º, III). O item distribui corretamente cada instituto no seu artigo.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado Combatente' },
  },
  {
    aula: 2,
    tipo: 'certo_errado',
    enunciado:
      '<p>Em caso de flagrante delito, a Constituição Federal autoriza o ingresso de policiais em domicílio alheio, sem consentimento do morador, apenas durante o dia.</p>',
    resposta: 'E',
    comentario:
      '<p><strong>Errado.</strong> Pelo art. 5º, XI, da CF/88, o flagrante delito, o desastre e a prestação de socorro autorizam o ingresso <strong>a qualquer hora</strong>; a restrição ao período diurno vale apenas para a determinação judicial. Lembre que, segundo o STF (Tema 280), o ingresso forçado exige fundadas razões, justificadas a posteriori, de que há flagrante dentro da casa.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-DF', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 2,
    tipo: 'certo_errado',
    enunciado:
      '<p>A prática da tortura constitui crime inafiançável e imprescritível, nos termos da Constituição Federal.</p>',
    resposta: 'E',
    comentario:
      '<p><strong>Errado.</strong> O art. 5º, XLIII, da CF/88 considera a tortura crime <strong>inafiançável e insuscetível de graça ou anistia</strong>, mas não imprescritível. Imprescritíveis são apenas o racismo (XLII) e a ação de grupos armados contra a ordem constitucional e o Estado Democrático (XLIV).</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PRF', ano: 2019, cargo: 'Policial Rodoviário Federal' },
  },
  {
    aula: 2,
    tipo: 'certo_errado',
    enunciado:
      '<p>Conceder-se-á habeas corpus sempre que alguém sofrer ou se achar ameaçado de sofrer violência ou coação em sua liberdade de locomoção, por ilegalidade ou abuso de poder.</p>',
    resposta: 'C',
    comentario:
      '<p><strong>Certo.</strong> É a redação do art. 5º, LXVIII, da CF/88: o habeas corpus protege a liberdade de locomoção, de forma repressiva ou preventiva ("se achar ameaçado"). Atenção à ressalva do art. 142, § 2º: não cabe habeas corpus quanto ao <em>mérito</em> das punições disciplinares militares, embora o STF admita sua análise quanto à legalidade.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado Combatente' },
  },
  {
    aula: 3,
    tipo: 'certo_errado',
    enunciado:
      '<p>As polícias militares e os corpos de bombeiros militares, forças auxiliares e reserva do Exército, subordinam-se, juntamente com as polícias civis e as polícias penais estaduais e distrital, aos governadores dos estados, do Distrito Federal e dos territórios.</p>',
    resposta: 'C',
    comentario:
      '<p><strong>Certo.</strong> O item reproduz o art. 144, § 6º, da CF/88, com a redação dada pela EC 104/2019, que incluiu as polícias penais. A condição de forças auxiliares e reserva do Exército não retira das polícias militares a subordinação ao Governador.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-DF', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 3,
    tipo: 'certo_errado',
    enunciado: '<p>Compete à polícia federal, com exclusividade, o patrulhamento ostensivo das rodovias federais.</p>',
    resposta: 'E',
    comentario:
      '<p><strong>Errado.</strong> O patrulhamento ostensivo das rodovias federais cabe à <strong>Polícia Rodoviária Federal</strong> (art. 144, § 2º, da CF/88). À Polícia Federal cabem, entre outras atribuições, as funções de polícia judiciária da União, exercidas com exclusividade (art. 144, § 1º, IV), e as de polícia marítima, aeroportuária e de fronteiras.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PRF', ano: 2021, cargo: 'Policial Rodoviário Federal' },
  },
  {
    aula: 3,
    tipo: 'certo_errado',
    enunciado:
      '<p>Não será objeto de deliberação a proposta de emenda constitucional tendente a abolir a forma federativa de Estado, o voto direto, secreto, universal e periódico, a separação dos Poderes e os direitos e garantias individuais.</p>',
    resposta: 'C',
    comentario:
      '<p><strong>Certo.</strong> O item enumera exatamente as cláusulas pétreas do art. 60, § 4º, da CF/88. Note que a proteção impede propostas <em>tendentes a abolir</em> esses núcleos, o que não proíbe toda e qualquer alteração do seu texto.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2017, cargo: 'Soldado' },
  },
  {
    aula: 2,
    tipo: 'certo_errado',
    enunciado:
      '<p>A Constituição Federal garante aos brasileiros natos e naturalizados o acesso a todos os cargos públicos, sendo vedado estabelecer qualquer distinção entre eles.</p>',
    resposta: 'E',
    comentario:
      '<p><strong>Errado.</strong> O art. 12, § 2º, da CF/88 proíbe a <em>lei</em> de distinguir natos e naturalizados, <strong>salvo nos casos previstos na própria Constituição</strong>. E a Constituição faz distinções: cargos privativos de brasileiro nato (art. 12, § 3º), assentos no Conselho da República (art. 89, VII) e regras de extradição (art. 5º, LI).</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-DF', ano: 2025, cargo: 'Soldado' },
  },
];
