import type { ResumoSeed } from './types.js';

/**
 * The summaries listed on /resumos. The seed renders the same text into each one's PDF (resumo-pdf.ts),
 * so the list and the files cannot drift apart.
 */
export const RESUMOS: ResumoSeed[] = [
  {
    materia: 'Direito Constitucional',
    titulo: 'Resumo — Direito Constitucional',
    descricao:
      '<p>Princípios fundamentais, <strong>art. 5º</strong>, remédios constitucionais e segurança pública (art. 144).</p>',
    slug: 'direito-constitucional',
    secoes: [
      {
        titulo: 'Princípios fundamentais (arts. 1º a 4º)',
        paragrafos: [
          'A República Federativa do Brasil é formada pela união indissolúvel dos Estados, Municípios e do Distrito Federal e constitui-se em Estado Democrático de Direito.',
          '• Fundamentos (art. 1º): soberania, cidadania, dignidade da pessoa humana, valores sociais do trabalho e da livre iniciativa e pluralismo político.',
          '• Todo o poder emana do povo, que o exerce por meio de representantes eleitos ou diretamente.',
          '• Poderes da União (art. 2º): Legislativo, Executivo e Judiciário, independentes e harmônicos entre si.',
          '• Objetivos (art. 3º): construir uma sociedade livre, justa e solidária; garantir o desenvolvimento nacional; erradicar a pobreza e a marginalização e reduzir as desigualdades; promover o bem de todos, sem preconceitos.',
          'Dica de prova: fundamentos são substantivos (soberania, cidadania...); objetivos começam com verbos (construir, garantir, erradicar, promover).',
        ],
      },
      {
        titulo: 'Direitos e garantias fundamentais (art. 5º)',
        paragrafos: [
          '• Casa: asilo inviolável; só se entra sem consentimento em flagrante delito, desastre, para prestar socorro ou, durante o dia, por determinação judicial.',
          '• Prisão: somente em flagrante delito ou por ordem escrita e fundamentada de autoridade judiciária, salvo transgressão militar ou crime propriamente militar.',
          '• A prisão e o local onde o preso se encontra são comunicados imediatamente ao juiz competente e à família ou pessoa indicada; o preso é informado de seus direitos, entre eles o de permanecer calado.',
          '• Reunião pacífica, sem armas, em locais abertos ao público: independe de autorização, exigido apenas prévio aviso à autoridade competente.',
          '• Inafiançáveis e imprescritíveis: racismo e ação de grupos armados contra a ordem constitucional. Inafiançáveis e insuscetíveis de graça ou anistia: tortura, tráfico de drogas, terrorismo e crimes hediondos.',
        ],
      },
      {
        titulo: 'Remédios constitucionais',
        paragrafos: [
          '• Habeas corpus: liberdade de locomoção ameaçada ou violada por ilegalidade ou abuso de poder.',
          '• Habeas data: conhecer ou retificar informações da própria pessoa em bancos de dados públicos.',
          '• Mandado de segurança: direito líquido e certo não amparado por habeas corpus ou habeas data.',
          '• Mandado de injunção: falta de norma regulamentadora que torne inviável o exercício de direitos.',
          '• Ação popular: anular ato lesivo ao patrimônio público, à moralidade administrativa, ao meio ambiente e ao patrimônio histórico e cultural.',
        ],
      },
      {
        titulo: 'Nacionalidade e direitos políticos',
        paragrafos: [
          '• Cargos privativos de brasileiro nato: Presidente e Vice-Presidente da República, Presidente da Câmara dos Deputados, Presidente do Senado Federal, Ministro do STF, carreira diplomática, oficial das Forças Armadas e Ministro de Estado da Defesa.',
          '• Voto obrigatório para os maiores de 18 anos; facultativo para analfabetos, maiores de 70 anos e maiores de 16 e menores de 18 anos.',
          '• Militar alistável é elegível: com menos de 10 anos de serviço, afasta-se da atividade; com mais de 10, é agregado e, se eleito, passa para a inatividade na diplomação.',
          '• Cláusulas pétreas (art. 60, § 4º): forma federativa de Estado; voto direto, secreto, universal e periódico; separação dos Poderes; direitos e garantias individuais.',
        ],
      },
      {
        titulo: 'Segurança pública (art. 144)',
        paragrafos: [
          'A segurança pública, dever do Estado, direito e responsabilidade de todos, é exercida para a preservação da ordem pública e da incolumidade das pessoas e do patrimônio.',
          '• Órgãos: Polícia Federal, Polícia Rodoviária Federal, Polícia Ferroviária Federal, polícias civis, polícias militares e corpos de bombeiros militares e polícias penais federal, estaduais e distrital.',
          '• Às polícias militares cabem a polícia ostensiva e a preservação da ordem pública.',
          '• Polícias militares e corpos de bombeiros militares são forças auxiliares e reserva do Exército e subordinam-se aos Governadores.',
        ],
      },
    ],
  },
  {
    materia: 'Direito Penal',
    titulo: 'Resumo — Direito Penal',
    descricao:
      '<p>Aplicação da lei penal e teoria do crime, com a sigla <strong>LUTA</strong> para tempo e lugar do crime.</p>',
    slug: 'direito-penal',
    secoes: [
      {
        titulo: 'Aplicação da lei penal',
        paragrafos: [
          '• Legalidade (art. 1º): não há crime sem lei anterior que o defina, nem pena sem prévia cominação legal.',
          '• Tempo do crime (art. 4º): teoria da atividade — momento da ação ou omissão.',
          '• Lugar do crime (art. 6º): teoria da ubiquidade — lugar da conduta ou do resultado.',
          'Memorize a sigla LUTA: Lugar = Ubiquidade; Tempo = Atividade.',
        ],
      },
      {
        titulo: 'Teoria do crime',
        paragrafos: [
          '• Consumado: reúne todos os elementos da definição legal. Tentado: iniciada a execução, não se consuma por circunstâncias alheias à vontade do agente (pena reduzida de 1 a 2/3).',
          '• Desistência voluntária e arrependimento eficaz: o agente responde só pelos atos já praticados.',
          '• Arrependimento posterior: crime sem violência ou grave ameaça, dano reparado até o recebimento da denúncia ou queixa — pena reduzida de 1 a 2/3.',
          '• Dolo: o agente quis o resultado ou assumiu o risco de produzi-lo. Culpa: imprudência, negligência ou imperícia.',
          '• Excludentes de ilicitude (art. 23): estado de necessidade, legítima defesa, estrito cumprimento de dever legal e exercício regular de direito.',
          '• Legítima defesa: repelir, com moderação e usando os meios necessários, injusta agressão atual ou iminente a direito próprio ou alheio.',
          '• Menores de 18 anos são penalmente inimputáveis; emoção e paixão não excluem a imputabilidade.',
        ],
      },
      {
        titulo: 'Crimes mais cobrados',
        paragrafos: [
          '• Furto (art. 155): subtrair coisa alheia móvel. Aumenta 1/3 se praticado durante o repouso noturno.',
          '• Roubo (art. 157): subtração mediante grave ameaça ou violência à pessoa.',
          '• Homicídio simples (art. 121): reclusão de 6 a 20 anos.',
          '• Omissão de socorro (art. 135): deixar de prestar assistência, quando possível fazê-lo sem risco pessoal.',
        ],
      },
      {
        titulo: 'Crimes contra a Administração Pública',
        paragrafos: [
          '• Peculato: funcionário se apropria de bem de que tem a posse em razão do cargo.',
          '• Concussão: funcionário EXIGE vantagem indevida. Corrupção passiva: SOLICITA ou RECEBE. Corrupção ativa: o particular OFERECE ou PROMETE.',
          '• Prevaricação: retardar ou deixar de praticar ato de ofício para satisfazer interesse ou sentimento pessoal.',
          '• Resistência: opor-se a ato legal com violência ou ameaça. Desobediência: desobedecer a ordem legal. Desacato: desrespeitar funcionário no exercício da função.',
        ],
      },
    ],
  },
  {
    materia: 'Direito Administrativo',
    titulo: 'Resumo — Direito Administrativo',
    slug: 'direito-administrativo',
    secoes: [
      {
        titulo: 'Princípios (art. 37 da CF/88)',
        paragrafos: [
          'LIMPE: Legalidade, Impessoalidade, Moralidade, Publicidade e Eficiência (esta incluída pela EC nº 19/1998).',
          '• Legalidade: a Administração só faz o que a lei autoriza.',
          '• Impessoalidade: atuação voltada ao interesse público, vedada a promoção pessoal de autoridades.',
          '• Razoabilidade, proporcionalidade, supremacia do interesse público e autotutela são princípios implícitos na Constituição.',
        ],
      },
      {
        titulo: 'Organização administrativa',
        paragrafos: [
          '• Administração direta: União, Estados, DF e Municípios e seus órgãos.',
          '• Administração indireta: autarquias, fundações públicas, empresas públicas e sociedades de economia mista.',
          '• Desconcentração: divisão interna em órgãos (mesma pessoa jurídica). Descentralização: transferência para outra pessoa.',
          '• Autarquia é criada por lei específica; a lei apenas autoriza a instituição de empresa pública, sociedade de economia mista e fundação.',
        ],
      },
      {
        titulo: 'Poderes e atos administrativos',
        paragrafos: [
          '• Poderes: vinculado, discricionário, hierárquico, disciplinar, regulamentar e de polícia.',
          '• Poder de polícia: discricionariedade, autoexecutoriedade e coercibilidade.',
          '• Elementos do ato: competência, finalidade, forma, motivo e objeto.',
          '• Atributos do ato: presunção de legitimidade, imperatividade, autoexecutoriedade e tipicidade.',
          '• Anulação: por ilegalidade, efeitos ex tunc, pela Administração ou pelo Judiciário. Revogação: por conveniência e oportunidade, efeitos ex nunc, só pela Administração.',
          '• Abuso de poder: excesso de poder (além da competência) ou desvio de finalidade (fim diverso do interesse público).',
        ],
      },
      {
        titulo: 'Agentes públicos e responsabilidade',
        paragrafos: [
          '• Concurso público: validade de até 2 anos, prorrogável uma vez por igual período.',
          '• Responsabilidade civil do Estado: objetiva; direito de regresso contra o agente nos casos de dolo ou culpa.',
          '• Improbidade (art. 37, § 4º): suspensão dos direitos políticos, perda da função pública, indisponibilidade dos bens e ressarcimento ao erário. Desde a Lei nº 14.230/2021 exige-se dolo.',
        ],
      },
    ],
  },
  {
    materia: 'Língua Portuguesa',
    titulo: 'Resumo — Língua Portuguesa',
    descricao: '<p>Os pontos de gramática que mais caem: revise antes de <em>cada simulado</em>.</p>',
    slug: 'lingua-portuguesa',
    secoes: [
      {
        titulo: 'Acentuação após o Acordo Ortográfico',
        paragrafos: [
          '• Perderam o acento: ditongos abertos das paroxítonas (ideia, heroico, assembleia), hiatos "oo" e "ee" (voo, enjoo, leem, creem) e diferenciais como para, pelo e pera.',
          '• Mantêm o acento diferencial: pôde (passado) x pode (presente) e pôr (verbo) x por (preposição).',
          '• Têm e vêm (plural) continuam acentuados: ele tem / eles têm.',
        ],
      },
      {
        titulo: 'Crase',
        paragrafos: [
          'Crase é a fusão da preposição "a" com o artigo "a". Há crase quando o termo regente exige "a" e o termo seguinte admite o artigo "a".',
          '• Não há crase antes de verbo (a partir), de palavra masculina (a pé), de pronomes pessoais e da maioria dos indefinidos (a ela, a todos).',
          '• Há crase nas locuções femininas (às vezes, à noite) e na indicação de horas (às 8h).',
        ],
      },
      {
        titulo: 'Concordância e regência',
        paragrafos: [
          '• "Haver" no sentido de existir e "fazer" indicando tempo são impessoais: houve ocorrências; faz três anos.',
          '• Voz passiva sintética: o verbo concorda com o sujeito (alugam-se salas). Com "se" índice de indeterminação, o verbo fica no singular (precisa-se de motoristas).',
          '• Anexo, mesmo e bastante (adjetivo) concordam com o nome; "meio" (advérbio) e "menos" são invariáveis.',
          '• Assistir (ver) pede "a": assistir ao jogo. Obedecer pede "a": obedecer ao regulamento. Chegar e ir pedem "a": chegar ao quartel.',
        ],
      },
      {
        titulo: 'Pontuação e colocação pronominal',
        paragrafos: [
          '• Não se separa com vírgula o sujeito do verbo, nem o verbo de seus complementos.',
          '• Adjuntos adverbiais deslocados para o início da frase costumam vir seguidos de vírgula.',
          '• Palavras negativas, advérbios, pronomes relativos e conjunções subordinativas atraem o pronome (próclise): não se esqueça; quando nos viu.',
          '• Na norma-padrão não se inicia frase com pronome oblíquo átono: entregue-me o documento.',
        ],
      },
    ],
  },
];
