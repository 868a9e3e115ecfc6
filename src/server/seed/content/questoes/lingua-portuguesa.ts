import type { QuestaoSeed } from '../types.js';

export const QUESTOES_LINGUA_PORTUGUESA: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Assinale a alternativa em que todas as palavras estão grafadas de acordo com o Acordo Ortográfico da Língua Portuguesa em vigor:</p>',
    alternativas: [
      'idéia, heróico, vôo.',
      'ideia, heroico, voo.',
      'idéia, heroico, voo.',
      'ideia, heróico, vôo.',
      'ideia, heroico, vôo.',
    ],
    resposta: 'B',
  },
  {
    aula: 1,
    enunciado: '<p>Em qual das frases o acento gráfico foi empregado corretamente?</p>',
    alternativas: [
      'A viatura pára no semáforo da esquina.',
      'Os policiais lêem o relatório antes da instrução.',
      'O pêlo do cão farejador estava molhado.',
      'Eles crêem na versão apresentada pela testemunha.',
      'Ontem o soldado não pôde comparecer à formatura.',
    ],
    resposta: 'E',
  },
  {
    aula: 1,
    enunciado:
      '<p>Assinale a alternativa que completa corretamente as lacunas: "A ______ extraordinária da Câmara tratou da ______ do terreno ao município, conforme documento arquivado na ______ de protocolo."</p>',
    alternativas: [
      'sessão — cessão — seção',
      'seção — sessão — cessão',
      'cessão — seção — sessão',
      'sessão — seção — cessão',
      'seção — cessão — sessão',
    ],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado:
      '<p>Assinale a alternativa que completa corretamente as lacunas: "Ninguém entendeu ______ o suspeito fugiu. Ele fugiu ______ viu a viatura. Mas fugiu ______?"</p>',
    alternativas: [
      'porque — por que — por quê',
      'por que — por quê — porque',
      'por que — porque — por quê',
      'porquê — porque — por que',
      'por quê — porque — porquê',
    ],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado: '<p>Assinale a alternativa em que o plural de todas as palavras está correto:</p>',
    alternativas: [
      'cidadões, capitães, escrivães.',
      'cidadãos, capitãos, escrivões.',
      'cidadães, capitães, escrivãos.',
      'cidadãos, capitães, escrivães.',
      'cidadãos, capitões, escrivães.',
    ],
    resposta: 'D',
  },
  {
    aula: 2,
    enunciado: '<p>Assinale a frase correta quanto à concordância verbal, segundo a norma-padrão:</p>',
    alternativas: [
      'Haviam muitos suspeitos no local.',
      'Fazem três anos que ingressei na corporação.',
      'Houve várias ocorrências durante o plantão.',
      'Existe, no batalhão, vários policiais voluntários.',
      'Aluga-se salas comerciais próximas ao quartel.',
    ],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado: '<p>Na oração "<em>Precisa-se de motoristas habilitados</em>", o sujeito é classificado como:</p>',
    alternativas: ['simples.', 'composto.', 'oculto.', 'inexistente.', 'indeterminado.'],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado: '<p>Assinale a alternativa correta quanto à regência verbal, segundo a norma-padrão:</p>',
    alternativas: [
      'Os recrutas assistiram ao desfile de Sete de Setembro.',
      'Prefiro mais estudar do que trabalhar.',
      'O soldado obedeceu o regulamento.',
      'Chegamos no quartel antes do amanhecer.',
      'Ele aspira o cargo de sargento há anos.',
    ],
    resposta: 'A',
  },
  {
    aula: 2,
    enunciado: '<p>Assinale a alternativa correta quanto à concordância nominal:</p>',
    alternativas: [
      'É proibida entrada de pessoas estranhas ao serviço.',
      'Seguem anexas as cópias dos documentos.',
      'A policial ficou meia cansada após o turno.',
      'Havia bastante viaturas no pátio.',
      'Elas mesmo redigiram o relatório.',
    ],
    resposta: 'B',
  },
  {
    aula: 3,
    enunciado: '<p>O acento indicativo de crase está corretamente empregado em:</p>',
    alternativas: [
      'Entregou o relatório à ela.',
      'Os policiais foram à pé até a praça.',
      'O curso começa à partir de março.',
      'O comandante fez referência à conduta do soldado.',
      'Dirigiu-se à todos os presentes.',
    ],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado:
      '<p>O aviso abaixo, afixado na recepção de um batalhão, contém um desvio da norma-padrão. Assinale a correção adequada:</p>',
    imagemUrl: '/demo/questoes/placa-aviso.svg',
    alternativas: [
      '"AO PÚBLICO" deveria ser escrito "À PÚBLICO".',
      '"PÚBLICO" deveria ser escrito sem acento.',
      '"À PARTIR" deveria ser escrito "A PARTIR", pois não ocorre crase antes de verbo.',
      '"SEXTA-FEIRA" deveria ser escrito sem hífen.',
      '"DAS 8H" deveria ser escrito "ÀS 8H".',
    ],
    resposta: 'C',
  },
  {
    aula: 3,
    enunciado: '<p>Assinale a alternativa corretamente pontuada:</p>',
    alternativas: [
      'Os policiais do 2º BPM, apreenderam duas armas ontem.',
      'O comandante do batalhão determinou, que todos se apresentassem.',
      'Os candidatos aprovados na prova, objetiva farão o teste físico.',
      'O soldado, entregou o relatório ao sargento.',
      'Ontem à noite, os policiais do 2º BPM apreenderam duas armas.',
    ],
    resposta: 'E',
  },
  {
    aula: 3,
    enunciado: '<p>Assinale a alternativa correta quanto à colocação pronominal, segundo a norma-padrão:</p>',
    alternativas: [
      'Me entregue o documento, por favor.',
      'Nunca se esqueça de conferir o armamento.',
      'Não esqueça-se do horário da escala.',
      'Ninguém contou-me sobre a mudança.',
      'Quando viu-nos, o suspeito correu.',
    ],
    resposta: 'B',
  },
  {
    aula: 4,
    enunciado:
      '<p>Na frase "<em>Embora estivesse cansado, o soldado concluiu a patrulha</em>", a conjunção "embora" estabelece relação de:</p>',
    alternativas: ['causa.', 'concessão.', 'conclusão.', 'finalidade.', 'proporção.'],
    resposta: 'B',
  },
  {
    aula: 4,
    enunciado:
      '<p>Na frase "<em>Já expliquei esse procedimento um milhão de vezes</em>", há a figura de linguagem denominada:</p>',
    alternativas: ['metáfora.', 'eufemismo.', 'ironia.', 'hipérbole.', 'prosopopeia.'],
    resposta: 'D',
  },
  {
    aula: 4,
    enunciado:
      '<p>Em "<em>O comandante <strong>ratificou</strong> a ordem dada ao pelotão</em>", o verbo destacado pode ser substituído, sem alteração de sentido, por:</p>',
    alternativas: ['confirmou.', 'corrigiu.', 'anulou.', 'suspendeu.', 'adiou.'],
    resposta: 'A',
  },
  {
    aula: 4,
    enunciado:
      '<p>Assinale a frase em que a palavra entre aspas (<em>mal</em> ou <em>mau</em>) está empregada corretamente:</p>',
    alternativas: [
      'Ele é um "mal" motorista.',
      'O equipamento funcionou "mau" durante a operação.',
      'O policial agiu "mau" ao ignorar o chamado.',
      'Não há "mal" humor que resista a uma boa notícia.',
      'O suspeito "mal" chegou e já foi abordado.',
    ],
    resposta: 'E',
  },
];
