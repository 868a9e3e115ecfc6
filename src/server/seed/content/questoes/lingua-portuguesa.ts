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
    comentario:
      '<p>Pelo Acordo Ortográfico em vigor, perdem o acento os ditongos abertos <em>éi</em> e <em>ói</em> das paroxítonas (<strong>ideia, heroico</strong>) e o hiato <em>oo</em> (<strong>voo</strong>). As alternativas mistas são a armadilha: basta uma grafia antiga, como "vôo" ou "heróico", para invalidá-las.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2018, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p><strong>"Pôde"</strong>, pretérito perfeito, manteve o acento diferencial em relação a "pode" (presente). O Acordo aboliu o acento de "para" (verbo), "pelo" (substantivo) e dos hiatos <em>eem</em> ("leem", "creem"), por isso as demais frases estão incorretas.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2017, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p><strong>Sessão</strong> é reunião ou evento com duração (sessão extraordinária); <strong>cessão</strong> é o ato de ceder (cessão do terreno); <strong>seção</strong> é divisão ou setor (seção de protocolo). Os três são homófonos, e a troca entre "seção" e "sessão" é o erro mais explorado pelas bancas.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
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
    comentario:
      '<p>Na interrogativa indireta ("entendeu <em>por que motivo</em>"), usa-se <strong>por que</strong>; para indicar causa, <strong>porque</strong>; e no fim de frase, antes do ponto, <strong>por quê</strong>, com acento. "Porquê" só é usado como substantivo, precedido de determinante ("o porquê").</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>O plural correto é <strong>cidadãos, capitães, escrivães</strong>: os substantivos em <em>-ão</em> não seguem regra única, e cada palavra tem seu plural consagrado. A armadilha está em "capitões", formado por analogia com "botões", mas inexistente na norma-padrão.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
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
    comentario:
      '<p>O verbo <strong>haver</strong> no sentido de existir ou ocorrer é impessoal e fica no singular: "<strong>Houve</strong> várias ocorrências". Pela mesma razão erram "Haviam muitos suspeitos" e "Fazem três anos" (fazer indicando tempo também é impessoal), enquanto "existir" é pessoal e deveria concordar ("Existem vários policiais").</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado: '<p>Na oração "<em>Precisa-se de motoristas habilitados</em>", o sujeito é classificado como:</p>',
    alternativas: ['simples.', 'composto.', 'oculto.', 'inexistente.', 'indeterminado.'],
    resposta: 'E',
    comentario:
      '<p>Com verbo transitivo indireto acompanhado do <em>se</em>, este é <strong>índice de indeterminação do sujeito</strong>, e o verbo fica no singular: o sujeito é <strong>indeterminado</strong>. A armadilha é tomar "motoristas" por sujeito; ele é objeto indireto, introduzido pela preposição "de".</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
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
    comentario:
      '<p><strong>Assistir</strong>, no sentido de ver ou presenciar, é transitivo indireto e rege a preposição "a": "assistiram <strong>ao</strong> desfile". Nas demais: "preferir" não admite "mais... do que" (prefere-se algo <em>a</em> algo), "obedecer" exige "a" (obedeceu ao regulamento), verbos de movimento pedem "a" (chegamos ao quartel) e "aspirar" (almejar) pede "a" (aspira ao cargo).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2015, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p><strong>"Anexo"</strong> é adjetivo e concorda com o substantivo: "seguem <strong>anexas</strong> as cópias". Em "É proibida entrada", sem artigo, a expressão deveria ficar invariável ("É proibido entrada"); "meio" como advérbio não varia ("meio cansada"); "bastante" como adjetivo varia ("bastantes viaturas"); e "mesmo" concorda com o pronome ("Elas mesmas").</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2015, cargo: 'Soldado' },
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
    comentario:
      '<p>Há crase em "fez referência <strong>à</strong> conduta": o nome "referência" exige a preposição "a", e "conduta" admite o artigo "a". Não há crase antes de pronome pessoal ("a ela"), de palavra masculina ("a pé"), de verbo ("a partir") nem de pronome indefinido ("a todos").</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p><strong>Não ocorre crase antes de verbo</strong>, pois verbo não admite artigo: o correto é "A PARTIR". As outras alternativas propõem erros: "público" é masculino ("ao público") e leva acento por ser proparoxítona, e "sexta-feira" mantém o hífen.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p>O adjunto adverbial deslocado para o início da oração ("Ontem à noite") pode ser separado por vírgula, como na alternativa correta. Nas demais, a vírgula separa indevidamente o <strong>sujeito do verbo</strong> ("Os policiais do 2º BPM, apreenderam") ou o <strong>verbo de seu complemento</strong> ("determinou, que"), o que a norma-padrão não admite.</p>',
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
    comentario:
      '<p>Palavras de sentido negativo, como <strong>nunca</strong>, atraem o pronome átono (próclise): "Nunca <strong>se</strong> esqueça". "Não", "ninguém" e a conjunção subordinativa "quando" também exigem próclise, por isso erram as ênclises das demais frases; e a norma-padrão não admite iniciar período com pronome oblíquo átono ("Me entregue").</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2020, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 4,
    enunciado:
      '<p>Na frase "<em>Embora estivesse cansado, o soldado concluiu a patrulha</em>", a conjunção "embora" estabelece relação de:</p>',
    alternativas: ['causa.', 'concessão.', 'conclusão.', 'finalidade.', 'proporção.'],
    resposta: 'B',
    comentario:
      '<p><strong>"Embora"</strong> é conjunção <strong>concessiva</strong>: apresenta um fato contrário (o cansaço) que não impede a realização do principal (a conclusão da patrulha). Não é causa, pois o cansaço não explica a conclusão da patrulha; ao contrário, seria um obstáculo a ela.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
  },
  {
    aula: 4,
    enunciado:
      '<p>Na frase "<em>Já expliquei esse procedimento um milhão de vezes</em>", há a figura de linguagem denominada:</p>',
    alternativas: ['metáfora.', 'eufemismo.', 'ironia.', 'hipérbole.', 'prosopopeia.'],
    resposta: 'D',
    comentario:
      '<p>Há <strong>hipérbole</strong>: o exagero intencional ("um milhão de vezes") para enfatizar a ideia de repetição. Não é metáfora, pois não há comparação implícita entre termos, nem eufemismo, que suaviza em vez de exagerar.</p>',
  },
  {
    aula: 4,
    enunciado:
      '<p>Em "<em>O comandante <strong>ratificou</strong> a ordem dada ao pelotão</em>", o verbo destacado pode ser substituído, sem alteração de sentido, por:</p>',
    alternativas: ['confirmou.', 'corrigiu.', 'anulou.', 'suspendeu.', 'adiou.'],
    resposta: 'A',
    comentario:
      '<p><strong>Ratificar</strong> significa confirmar, validar. A armadilha é o parônimo <em>retificar</em>, que significa corrigir: ratificar e retificar têm sentidos diferentes e são explorados com frequência em provas.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2014, cargo: 'Soldado PM 2ª Classe' },
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
    comentario:
      '<p><strong>"Mal"</strong> é advérbio (oposto de "bem") ou conjunção temporal (= assim que), como em "O suspeito <strong>mal</strong> chegou e já foi abordado". "Mau" é adjetivo (oposto de "bom"): o correto seria "mau motorista", "funcionou mal", "agiu mal" e "mau humor".</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>Assinale a alternativa em que a palavra está grafada corretamente quanto ao uso do hífen, segundo o Acordo Ortográfico em vigor:</p>',
    alternativas: ['auto-estima.', 'anti-inflamatório.', 'semi-círculo.', 'contra-regra.'],
    resposta: 'B',
    comentario:
      '<p>Usa-se hífen quando o prefixo termina na <strong>mesma vogal</strong> que inicia o segundo elemento: <strong>anti-inflamatório</strong>. Se as vogais forem diferentes, junta-se ("autoestima"), e se o segundo elemento começar por <em>r</em> ou <em>s</em> após prefixo terminado em vogal, a consoante é duplicada ("contrarregra"); "semicírculo" também se escreve junto.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2022, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    tipo: 'multipla4',
    enunciado:
      '<p>Assinale a frase em que o verbo <strong>implicar</strong>, no sentido de "acarretar", está empregado de acordo com a norma-padrão tradicional:</p>',
    alternativas: [
      'A falta ao serviço implicará em punição disciplinar.',
      'A falta ao serviço implicará à punição disciplinar.',
      'A falta ao serviço implicará punição disciplinar.',
      'A falta ao serviço implicará com punição disciplinar.',
    ],
    resposta: 'C',
    comentario:
      '<p>No sentido de acarretar, <strong>implicar é transitivo direto</strong>: "implicará punição". A forma "implicar em" é muito comum e já registrada por alguns dicionários, mas a norma-padrão cobrada nas provas a considera inadequada; "implicar com" tem outro sentido (antipatizar).</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-BA', ano: 2020, cargo: 'Soldado' },
  },
  {
    aula: 4,
    tipo: 'multipla4',
    enunciado:
      '<p>Na frase "<em>O vento sussurrava segredos nas janelas do alojamento</em>", ocorre a figura de linguagem denominada:</p>',
    alternativas: ['prosopopeia.', 'hipérbole.', 'eufemismo.', 'antítese.'],
    resposta: 'A',
    comentario:
      '<p>Há <strong>prosopopeia</strong> (personificação): atribui-se ao vento uma ação própria de seres humanos, sussurrar segredos. Não há exagero (hipérbole), suavização (eufemismo) nem oposição de ideias (antítese).</p>',
  },
];
