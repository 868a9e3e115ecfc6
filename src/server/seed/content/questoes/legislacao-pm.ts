import type { QuestaoSeed } from '../types.js';

// Kept to federal rules that bind every state PM (CF/88, DL 667/1969, Lei 13.060/2014...), since the
// state statutes differ.
export const QUESTOES_LEGISLACAO_PM: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Segundo o art. 42 da CF/88, os membros das Polícias Militares e dos Corpos de Bombeiros Militares são militares dos Estados, do Distrito Federal e dos Territórios, e essas instituições são organizadas com base na:</p>',
    alternativas: [
      'autonomia e na descentralização.',
      'hierarquia e na disciplina.',
      'eficiência e na publicidade.',
      'eleição interna de seus comandantes.',
      'subordinação direta ao Exército Brasileiro.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 42, <em>caput</em>, da CF/88 estabelece que as Polícias Militares e os Corpos de Bombeiros Militares são instituições organizadas com base na <strong>hierarquia e na disciplina</strong>, pilares de toda instituição militar. Eficiência e publicidade são princípios da Administração Pública (art. 37), não a base de organização das corporações militares.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2018, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Nos termos do art. 144, § 6º, da CF/88, as polícias militares e os corpos de bombeiros militares:</p>',
    alternativas: [
      'são órgãos federais subordinados ao Ministério da Defesa.',
      'subordinam-se aos Prefeitos dos Municípios em que atuam.',
      'são forças auxiliares e reserva do Exército e subordinam-se aos Governadores.',
      'integram as Forças Armadas em tempo de paz.',
      'subordinam-se ao Poder Judiciário estadual.',
    ],
    resposta: 'C',
    comentario:
      '<p>O art. 144, § 6º, da CF/88 define as PMs e os CBMs como <strong>forças auxiliares e reserva do Exército</strong>, subordinados aos <strong>Governadores</strong> dos Estados, do DF e dos Territórios. Ser reserva do Exército não significa subordinação ao Ministério da Defesa nem integração às Forças Armadas.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2020, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Compete <strong>privativamente</strong> à União legislar sobre normas gerais de organização, efetivos, material bélico, garantias, convocação, mobilização, inatividades e pensões das polícias militares e dos corpos de bombeiros militares. Essa regra está no art.:</p>',
    alternativas: ['5º da CF/88.', '18 da CF/88.', '37 da CF/88.', '22 da CF/88.', '125 da CF/88.'],
    resposta: 'D',
    comentario:
      '<p>É o <strong>art. 22, XXI, da CF/88</strong> que atribui à União a competência privativa para legislar sobre normas gerais de organização, efetivos, material bélico, garantias, convocação, mobilização, inatividades e pensões das PMs e dos CBMs. O art. 18 trata da organização político-administrativa, e o art. 37, dos princípios da Administração.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Por força do art. 142, § 3º, IV, aplicado aos militares estaduais pelo art. 42, § 1º, da CF/88, ao militar são <strong>proibidas</strong>:</p>',
    alternativas: [
      'a sindicalização e a greve.',
      'a filiação a associações de classe e a prática de esportes.',
      'a acumulação com cargo de professor e o voto.',
      'a participação em concursos públicos e a aposentadoria.',
      'a manifestação de pensamento e a liberdade religiosa.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 142, § 3º, IV, da CF/88, estendido aos militares estaduais pelo art. 42, § 1º, dispõe: <strong>ao militar são proibidas a sindicalização e a greve</strong>. A filiação a associações de classe não é proibida, tampouco as liberdades de pensamento e de religião; o que se veda é a filiação a partidos políticos no serviço ativo (inciso V).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2015, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Segundo o art. 14, § 8º, da CF/88, o militar alistável é elegível. Se contar com <strong>menos</strong> de dez anos de serviço, ele deverá:</p>',
    alternativas: [
      'ser agregado pela autoridade superior.',
      'passar automaticamente para a reserva remunerada no ato da inscrição.',
      'obter autorização do Comandante-Geral.',
      'licenciar-se sem remuneração por quatro anos.',
      'afastar-se da atividade.',
    ],
    resposta: 'E',
    comentario:
      '<p>Pelo art. 14, § 8º, I, da CF/88, o militar com <strong>menos de dez anos</strong> de serviço deve <strong>afastar-se da atividade</strong>. A alternativa da agregação é a armadilha: ela se aplica ao militar com <em>mais</em> de dez anos (inciso II), que, se eleito, passa automaticamente para a inatividade no ato da diplomação.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2022, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>O Decreto-Lei nº 667/1969 atribui às Polícias Militares executar com exclusividade, ressalvadas as missões peculiares às Forças Armadas, o policiamento:</p>',
    alternativas: [
      'judiciário, mediante inquérito policial.',
      'velado, realizado sem identificação.',
      'ostensivo, fardado, planejado pela autoridade competente.',
      'de fronteiras, portos e aeroportos.',
      'das rodovias e ferrovias federais.',
    ],
    resposta: 'C',
    comentario:
      '<p>O art. 3º, <em>a</em>, do Decreto-Lei nº 667/1969 atribui às PMs, com exclusividade, o <strong>policiamento ostensivo, fardado</strong>, planejado pela autoridade competente. O policiamento judiciário e a apuração por inquérito cabem à Polícia Civil, e o patrulhamento das rodovias federais, à Polícia Rodoviária Federal.</p>',
  },
  {
    aula: 2,
    enunciado:
      '<p>A hierarquia militar ordena a autoridade por postos e graduações. Dentro de um mesmo posto ou graduação, a ordenação se faz pela:</p>',
    alternativas: [
      'idade.',
      'antiguidade no posto ou na graduação.',
      'escolaridade.',
      'nota no curso de formação.',
      'indicação do comandante.',
    ],
    resposta: 'B',
    comentario:
      '<p>Entre militares do mesmo posto ou graduação, a precedência se define pela <strong>antiguidade</strong> no posto ou na graduação, critério adotado pelo Estatuto dos Militares (Lei nº 6.880/1980) e reproduzido nos estatutos estaduais. Idade e nota de curso podem servir apenas como critérios de desempate em situações específicas, não como regra.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2014, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado: '<p>Na terminologia militar, é correto afirmar que:</p>',
    alternativas: [
      'posto é o grau hierárquico da praça, e graduação, o do oficial.',
      'posto e graduação são sinônimos.',
      'graduação é atribuída apenas aos oficiais superiores.',
      'posto é o grau hierárquico do oficial, e graduação, o da praça.',
      'o soldado possui posto, e o tenente, graduação.',
    ],
    resposta: 'D',
    comentario:
      '<p><strong>Posto</strong> é o grau hierárquico do <strong>oficial</strong>, conferido por ato do Governador; <strong>graduação</strong> é o grau hierárquico da <strong>praça</strong>, conferido pela autoridade militar competente. A alternativa que inverte os conceitos é a armadilha mais comum.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Assinale a alternativa que apresenta graduações de praças em ordem <strong>crescente</strong> de hierarquia:</p>',
    alternativas: [
      'Cabo, Soldado, 3º Sargento, Subtenente.',
      '1º Sargento, 2º Sargento, 3º Sargento, Subtenente.',
      'Soldado, Cabo, Subtenente, 3º Sargento.',
      'Soldado, 3º Sargento, Cabo, 1º Sargento.',
      'Soldado, Cabo, 3º Sargento, 2º Sargento.',
    ],
    resposta: 'E',
    comentario:
      '<p>A ordem crescente das praças é <strong>Soldado, Cabo, 3º Sargento, 2º Sargento</strong>, 1º Sargento e Subtenente (ou Suboficial). As demais alternativas trocam posições, por exemplo colocando o Cabo antes do Soldado ou o Subtenente antes do 3º Sargento.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>Na hierarquia das Polícias Militares, é posto de oficial <strong>intermediário</strong>:</p>',
    alternativas: ['Capitão.', '2º Tenente.', 'Major.', 'Subtenente.', 'Tenente-Coronel.'],
    resposta: 'A',
    comentario:
      '<p>Os círculos de oficiais são: subalternos (2º e 1º Tenente), <strong>intermediário (Capitão)</strong> e superiores (Major, Tenente-Coronel e Coronel). O Subtenente é praça, e não oficial, e o Major já é oficial superior.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Um policial militar em serviço pratica crime doloso contra a vida de um civil. De acordo com o art. 125, § 4º, da CF/88, o julgamento caberá:</p>',
    alternativas: [
      'à Justiça Militar estadual, em qualquer caso.',
      'à Justiça Militar da União.',
      'ao Tribunal do Júri.',
      'ao Conselho de Disciplina da corporação.',
      'ao Superior Tribunal Militar.',
    ],
    resposta: 'C',
    comentario:
      '<p>O art. 125, § 4º, da CF/88 reserva ao <strong>Tribunal do Júri</strong> a competência para os crimes dolosos contra a vida de civil praticados por militar estadual, ressalvando-a da Justiça Militar estadual. A alternativa "em qualquer caso" ignora essa ressalva expressa.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo o art. 125, § 3º, da CF/88, lei estadual poderá criar Tribunal de Justiça Militar, como órgão de segundo grau, nos Estados em que o efetivo militar seja superior a:</p>',
    alternativas: [
      '5 mil integrantes.',
      '10 mil integrantes.',
      '15 mil integrantes.',
      '20 mil integrantes.',
      '50 mil integrantes.',
    ],
    resposta: 'D',
    comentario:
      '<p>O art. 125, § 3º, da CF/88 permite a criação de Tribunal de Justiça Militar nos Estados em que o efetivo militar seja <strong>superior a vinte mil integrantes</strong>. É o caso de São Paulo, Minas Gerais e Rio Grande do Sul, que possuem TJM próprio.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com a redação do art. 142, § 2º, da CF/88:</p>',
    alternativas: [
      'caberá mandado de segurança contra qualquer punição disciplinar militar, sem prazo.',
      'não caberá habeas corpus em relação a punições disciplinares militares.',
      'as punições disciplinares militares dependem de homologação judicial.',
      'a prisão disciplinar é vedada aos militares estaduais.',
      'o habeas corpus é o único meio de impugnar punições disciplinares.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 142, § 2º, da CF/88 dispõe que <strong>não caberá habeas corpus em relação a punições disciplinares militares</strong>. O STF, contudo, admite o HC para examinar os aspectos de <em>legalidade</em> da punição (competência, cerimonial, pena prevista), vedando apenas a análise do mérito.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
  },
  {
    aula: 3,
    enunciado:
      '<p>A Lei nº 13.060/2014, que disciplina o uso dos instrumentos de menor potencial ofensivo pelos agentes de segurança pública, determina que eles priorizem esses instrumentos, observando os princípios da:</p>',
    alternativas: [
      'legalidade, necessidade, razoabilidade e proporcionalidade.',
      'oportunidade, conveniência e discricionariedade.',
      'hierarquia, disciplina e antiguidade.',
      'publicidade, eficiência e economicidade.',
      'autoexecutoriedade, imperatividade e tipicidade.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 2º da Lei nº 13.060/2014 determina que os instrumentos de menor potencial ofensivo sejam priorizados, desde que o seu uso não coloque em risco a integridade física ou psíquica dos policiais, observados os princípios da <strong>legalidade, necessidade, razoabilidade e proporcionalidade</strong>. Oportunidade e conveniência caracterizam o ato discricionário, e não os princípios do uso da força.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2016, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado: '<p>Segundo a Lei nº 13.060/2014, <strong>não</strong> é legítimo o uso de arma de fogo:</p>',
    alternativas: [
      'em qualquer situação de legítima defesa.',
      'quando o agressor estiver armado e atirando contra os policiais.',
      'para proteger a vida de refém ameaçado de morte.',
      'contra agressor que esteja prestes a ferir gravemente um terceiro.',
      'contra pessoa em fuga que esteja desarmada ou que não represente risco imediato de morte ou de lesão aos agentes ou a terceiros.',
    ],
    resposta: 'E',
    comentario:
      '<p>O parágrafo único, I, do art. 2º da Lei nº 13.060/2014 veda o uso de arma de fogo <strong>contra pessoa em fuga que esteja desarmada ou que não represente risco imediato</strong> de morte ou de lesão aos agentes ou a terceiros. A alternativa sobre "qualquer situação de legítima defesa" está errada porque a legítima defesa é justamente hipótese de uso legítimo.</p>',
  },
  {
    aula: 3,
    enunciado: '<p>De acordo com a Súmula Vinculante nº 11 do STF, o uso de algemas só é lícito em casos de:</p>',
    alternativas: [
      'prisão em flagrante de qualquer natureza, como regra geral.',
      'condução de presos por crimes hediondos, apenas.',
      'resistência e de fundado receio de fuga ou de perigo à integridade física própria ou alheia, justificada a excepcionalidade por escrito.',
      'determinação verbal do oficial de serviço.',
      'deslocamento do preso em viatura descaracterizada.',
    ],
    resposta: 'C',
    comentario:
      '<p>A <strong>Súmula Vinculante nº 11</strong> só admite algemas em caso de <strong>resistência e de fundado receio de fuga ou de perigo</strong> à integridade física própria ou alheia, justificada a excepcionalidade por escrito, sob pena de responsabilidade e de nulidade da prisão. A prisão em flagrante, por si só, não autoriza o uso automático de algemas.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2017, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Incluído pela Lei nº 13.964/2019 (Pacote Anticrime), o parágrafo único do art. 25 do Código Penal considera também em legítima defesa o agente de segurança pública que:</p>',
    alternativas: [
      'efetua disparos de advertência em via pública.',
      'utiliza arma de fogo contra veículo que desrespeita bloqueio policial.',
      'persegue e atinge suspeito desarmado em fuga.',
      'repele agressão ou risco de agressão a vítima mantida refém durante a prática de crimes.',
      'realiza busca domiciliar noturna sem mandado judicial.',
    ],
    resposta: 'D',
    comentario:
      '<p>O parágrafo único do art. 25 do CP, incluído pela Lei nº 13.964/2019, considera em legítima defesa o agente de segurança pública que <strong>repele agressão ou risco de agressão a vítima mantida refém</strong> durante a prática de crimes, desde que observados os requisitos do <em>caput</em>. Atirar contra veículo que desrespeita bloqueio ou contra suspeito desarmado em fuga é vedado pela Lei nº 13.060/2014.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>De acordo com o art. 142, § 3º, V, da CF/88, aplicável aos militares dos Estados por força do art. 42, § 1º, o militar, enquanto em serviço ativo:</p>',
    alternativas: [
      'não pode estar filiado a partidos políticos.',
      'não pode exercer o direito de voto.',
      'pode filiar-se a sindicato, mas não pode fazer greve.',
      'pode filiar-se a partido político, desde que autorizado pelo comandante.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 142, § 3º, V, da CF/88 estabelece que <strong>o militar, enquanto em serviço ativo, não pode estar filiado a partidos políticos</strong>. O voto não lhe é vedado (só os conscritos são inalistáveis), e a sindicalização é proibida pelo inciso IV, assim como a greve.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2025, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    tipo: 'multipla4',
    enunciado: '<p>Na hierarquia das Polícias Militares, é posto de oficial <strong>superior</strong>:</p>',
    alternativas: ['Capitão.', '1º Tenente.', 'Major.', 'Subtenente.'],
    resposta: 'C',
    comentario:
      '<p>São oficiais superiores o <strong>Major</strong>, o Tenente-Coronel e o Coronel. O Capitão é oficial intermediário, o 1º Tenente é oficial subalterno e o Subtenente é praça (graduação), não oficial.</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2016, cargo: 'Soldado' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Segundo a Lei nº 13.060/2014, o uso de arma de fogo contra veículo que desrespeite bloqueio policial em via pública:</p>',
    alternativas: [
      'é legítimo sempre que o condutor não obedecer à ordem de parada.',
      'é legítimo se o veículo estiver em situação irregular.',
      'depende apenas de autorização prévia do oficial de serviço.',
      'não é legítimo, exceto quando o ato represente risco de morte ou lesão aos agentes de segurança pública ou a terceiros.',
    ],
    resposta: 'D',
    comentario:
      '<p>O art. 2º, parágrafo único, II, da Lei nº 13.060/2014 dispõe que <strong>não é legítimo</strong> o uso de arma de fogo contra veículo que desrespeite bloqueio policial, <strong>exceto quando o ato represente risco de morte ou lesão</strong> aos agentes ou a terceiros. A simples desobediência à ordem de parada não justifica o disparo.</p>',
  },
];
