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
  },
  {
    aula: 1,
    enunciado:
      '<p>Compete <strong>privativamente</strong> à União legislar sobre normas gerais de organização, efetivos, material bélico, garantias, convocação, mobilização, inatividades e pensões das polícias militares e dos corpos de bombeiros militares. Essa regra está no art.:</p>',
    alternativas: ['5º da CF/88.', '18 da CF/88.', '37 da CF/88.', '22 da CF/88.', '125 da CF/88.'],
    resposta: 'D',
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
  },
  {
    aula: 2,
    enunciado: '<p>Na hierarquia das Polícias Militares, é posto de oficial <strong>intermediário</strong>:</p>',
    alternativas: ['Capitão.', '2º Tenente.', 'Major.', 'Subtenente.', 'Tenente-Coronel.'],
    resposta: 'A',
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
  },
];
