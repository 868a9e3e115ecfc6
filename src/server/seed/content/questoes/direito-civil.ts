import type { QuestaoSeed } from '../types.js';

export const QUESTOES_DIREITO_CIVIL: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Segundo a Lei de Introdução às Normas do Direito Brasileiro (LINDB), salvo disposição em contrário, a lei começa a vigorar em todo o país:</p>',
    alternativas: [
      'na data de sua publicação.',
      '30 dias depois de oficialmente publicada.',
      '45 dias depois de oficialmente publicada.',
      '90 dias depois de oficialmente publicada.',
      '3 meses depois de sancionada.',
    ],
    resposta: 'C',
    comentario:
      '<p>Pelo art. 1º da LINDB, salvo disposição em contrário, a lei começa a vigorar em todo o país <strong>45 dias depois de oficialmente publicada</strong> — é a <em>vacatio legis</em> supletiva. O prazo de 3 meses (alternativa E) aplica-se à obrigatoriedade da lei brasileira <strong>nos Estados estrangeiros</strong>, quando admitida (art. 1º, § 1º), e conta-se da publicação, não da sanção.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2015, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado: '<p>De acordo com o art. 3º da LINDB:</p>',
    alternativas: [
      'a ignorância da lei exclui a responsabilidade de quem a descumpre.',
      'ninguém se escusa de cumprir a lei, alegando que não a conhece.',
      'a lei só obriga aqueles que dela tiverem ciência pessoal.',
      'o desconhecimento da lei é causa de anulação do ato praticado.',
      'somente servidores públicos estão obrigados a conhecer a lei.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 3º da LINDB consagra o princípio da <strong>obrigatoriedade</strong> das leis: ninguém se escusa de cumpri-la alegando que não a conhece. Por isso a ignorância da lei não exclui responsabilidade nem anula o ato; no campo penal, o desconhecimento da lei é inescusável (art. 21 do CP), embora o erro sobre a ilicitude do fato possa isentar de pena se inevitável.</p>',
  },
  {
    aula: 1,
    enunciado: '<p>Conforme o art. 2º do Código Civil, a personalidade civil da pessoa:</p>',
    alternativas: [
      'começa com a concepção, não havendo distinção entre nascituro e pessoa nascida.',
      'começa com o registro civil de nascimento.',
      'começa aos 18 anos completos.',
      'começa do nascimento com vida, mas a lei põe a salvo, desde a concepção, os direitos do nascituro.',
      'começa aos 16 anos, com a capacidade eleitoral.',
    ],
    resposta: 'D',
    comentario:
      '<p>O art. 2º do CC adota a teoria <strong>natalista</strong>: a personalidade começa do <strong>nascimento com vida</strong>, mas a lei põe a salvo, desde a concepção, os direitos do nascituro. A alternativa A descreve a teoria concepcionista pura, que o texto legal não adotou; e o registro civil apenas declara um fato que já ocorreu, não cria a personalidade.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Segundo o Código Civil, com a redação dada pelo Estatuto da Pessoa com Deficiência, são <strong>absolutamente</strong> incapazes de exercer pessoalmente os atos da vida civil:</p>',
    alternativas: [
      'os pródigos.',
      'os ébrios habituais e os viciados em tóxico.',
      'as pessoas com deficiência mental.',
      'os maiores de 16 e menores de 18 anos.',
      'os menores de 16 anos.',
    ],
    resposta: 'E',
    comentario:
      '<p>Desde a Lei 13.146/2015 (Estatuto da Pessoa com Deficiência), o art. 3º do CC considera absolutamente incapazes <strong>apenas os menores de 16 anos</strong>. A pessoa com deficiência mental deixou de ser, por esse motivo, incapaz (art. 6º do Estatuto) — essa é a armadilha da alternativa C —, e pródigos e ébrios habituais são relativamente incapazes (art. 4º).</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Nos termos do art. 4º do Código Civil, é <strong>relativamente</strong> incapaz a certos atos ou à maneira de os exercer:</p>',
    alternativas: [
      'o pródigo.',
      'o menor de 16 anos.',
      'o maior de 70 anos.',
      'a pessoa com deficiência física.',
      'o analfabeto.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 4º do CC lista como relativamente incapazes os maiores de 16 e menores de 18 anos, os ébrios habituais e os viciados em tóxico, os que, por causa transitória ou permanente, não puderem exprimir sua vontade, e os <strong>pródigos</strong>. A idade avançada (alternativa C) não gera incapacidade: o maior de 70 anos apenas se sujeita, em regra, ao regime da separação obrigatória de bens no casamento (art. 1.641, II).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado: '<p>A emancipação concedida pelos pais, prevista no Código Civil, ocorre:</p>',
    alternativas: [
      'por sentença judicial, a partir dos 14 anos.',
      'mediante instrumento particular, a partir dos 15 anos.',
      'mediante instrumento público, independentemente de homologação judicial, se o menor tiver 16 anos completos.',
      'automaticamente, quando o menor completa 17 anos.',
      'somente com a concordância do Ministério Público.',
    ],
    resposta: 'C',
    comentario:
      '<p>Pelo art. 5º, parágrafo único, I, do CC, a emancipação voluntária se dá por concessão dos pais, ou de um deles na falta do outro, <strong>mediante instrumento público, independentemente de homologação judicial</strong>, se o menor tiver <strong>16 anos completos</strong>. A emancipação por sentença (alternativa A) é a judicial, do menor sob tutela, ouvido o tutor, e também exige 16 anos completos.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Dois irmãos faleceram no mesmo acidente, e não foi possível averiguar se algum deles morreu antes do outro. Nesse caso, o Código Civil determina que:</p>',
    alternativas: [
      'presume-se que o mais velho morreu primeiro.',
      'presume-se que o mais novo morreu primeiro.',
      'o juiz sorteará a ordem dos óbitos.',
      'presumir-se-ão simultaneamente mortos.',
      'a ordem será definida pelo horário do registro dos óbitos.',
    ],
    resposta: 'D',
    comentario:
      '<p>É a <strong>comoriência</strong> (art. 8º do CC): se dois ou mais indivíduos falecerem na mesma ocasião e não for possível averiguar quem morreu primeiro, presumem-se <strong>simultaneamente mortos</strong>. O CC não adota presunções por idade (alternativas A e B), como faziam legislações antigas; a consequência prática é que os comorientes não herdam um do outro.</p>',
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com o art. 41 do Código Civil, são pessoas jurídicas de direito público interno:</p>',
    alternativas: [
      'a União, os Estados, o Distrito Federal, os Municípios e as autarquias.',
      'as empresas públicas e as sociedades de economia mista.',
      'os partidos políticos e as organizações religiosas.',
      'as fundações privadas e as associações civis.',
      'os Estados estrangeiros e os organismos internacionais.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 41 do CC enumera como pessoas jurídicas de direito público interno a <strong>União, os Estados, o Distrito Federal, os Territórios, os Municípios, as autarquias</strong> (inclusive as associações públicas) e as demais entidades de caráter público criadas por lei. Empresas públicas e sociedades de economia mista têm personalidade de direito <em>privado</em>, e Estados estrangeiros são pessoas de direito público <em>externo</em> (art. 42).</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2016, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>Segundo o art. 44 do Código Civil, é pessoa jurídica de direito <strong>privado</strong>:</p>',
    alternativas: ['o Município.', 'a autarquia.', 'o Território.', 'o Distrito Federal.', 'o partido político.'],
    resposta: 'E',
    comentario:
      '<p>O art. 44 do CC enumera como pessoas jurídicas de direito privado as associações, as sociedades, as fundações, as organizações religiosas e os <strong>partidos políticos</strong>. Município, autarquia, Território e Distrito Federal são pessoas jurídicas de direito público interno (art. 41).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2022, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado: '<p>Nos termos do art. 76 do Código Civil, têm domicílio necessário:</p>',
    alternativas: [
      'o comerciante, o estudante e o aposentado.',
      'o incapaz, o servidor público, o militar, o marítimo e o preso.',
      'apenas o preso e o militar.',
      'o empresário individual e o profissional liberal.',
      'os estrangeiros residentes no Brasil.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 76 do CC atribui domicílio necessário (legal) ao <strong>incapaz, ao servidor público, ao militar, ao marítimo e ao preso</strong>. A alternativa C é incompleta, e as demais trazem pessoas que escolhem livremente seu domicílio, segundo a regra geral do art. 70.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>Conforme o Código Civil, o domicílio necessário do militar é:</p>',
    alternativas: [
      'o lugar de seu nascimento.',
      'o lugar em que estiver sua família.',
      'a capital do Estado em que presta serviço.',
      'o lugar onde servir, e, sendo da Marinha ou da Aeronáutica, a sede do comando a que se encontrar imediatamente subordinado.',
      'o último endereço declarado à Justiça Eleitoral.',
    ],
    resposta: 'D',
    comentario:
      '<p>Segundo o art. 76, parágrafo único, do CC, o domicílio do militar é <strong>o lugar onde servir</strong> e, sendo da Marinha ou da Aeronáutica, a sede do comando a que se encontrar imediatamente subordinado. O lugar onde está a família (alternativa B) é irrelevante; para o policial militar, vale o lugar onde serve.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2014, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Segundo o art. 99 do Código Civil, rios, mares, estradas, ruas e praças são exemplos de bens públicos:</p>',
    alternativas: [
      'dominicais.',
      'de uso especial.',
      'de uso comum do povo.',
      'particulares de interesse público.',
      'fungíveis.',
    ],
    resposta: 'C',
    comentario:
      '<p>O art. 99 do CC classifica rios, mares, estradas, ruas e praças como bens públicos de <strong>uso comum do povo</strong> (inciso I). Os de uso especial (inciso II) são os afetados a um serviço ou estabelecimento da Administração, como um quartel ou uma delegacia, e os dominicais (inciso III) são os que integram o patrimônio disponível do ente, sem destinação pública.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-SE', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado: '<p>De acordo com o Código Civil, os bens públicos:</p>',
    alternativas: [
      'podem ser adquiridos por usucapião após 15 anos de posse.',
      'podem ser adquiridos por usucapião apenas quando dominicais.',
      'são sempre alienáveis, independentemente de sua destinação.',
      'podem ser penhorados para pagamento de dívidas do ente público.',
      'não estão sujeitos a usucapião.',
    ],
    resposta: 'E',
    comentario:
      '<p>O art. 102 do CC estabelece que <strong>os bens públicos não estão sujeitos a usucapião</strong>, regra reforçada pelos arts. 183, § 3º, e 191, parágrafo único, da CF/88. A alternativa B é a pegadinha: a vedação alcança também os bens dominicais, que, embora possam ser alienados observadas as exigências legais (art. 101), não podem ser usucapidos.</p>',
  },
  {
    aula: 3,
    enunciado: '<p>Segundo o art. 104 do Código Civil, a validade do negócio jurídico requer:</p>',
    alternativas: [
      'agente capaz; objeto lícito, possível, determinado ou determinável; e forma prescrita ou não defesa em lei.',
      'agente maior de 21 anos, objeto lícito e registro em cartório.',
      'agente capaz, testemunhas e forma escrita em qualquer caso.',
      'objeto lícito e homologação judicial.',
      'agente capaz e pagamento de tributos sobre o negócio.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 104 do CC exige <strong>agente capaz; objeto lícito, possível, determinado ou determinável; e forma prescrita ou não defesa em lei</strong>. A forma escrita, testemunhas ou registro só são exigidos quando a lei o determina, pois vigora o princípio da liberdade das formas (art. 107).</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Nos termos do art. 186 do Código Civil, comete ato ilícito aquele que, por ação ou omissão voluntária, negligência ou imprudência, violar direito e causar dano a outrem:</p>',
    alternativas: [
      'desde que o dano seja exclusivamente material.',
      'ainda que exclusivamente moral.',
      'somente se houver condenação criminal prévia.',
      'apenas quando agir com dolo.',
      'somente se o dano for superior a um salário mínimo.',
    ],
    resposta: 'B',
    comentario:
      '<p>O art. 186 do CC prevê que comete ato ilícito quem viola direito e causa dano a outrem, <strong>ainda que exclusivamente moral</strong>, em sintonia com o art. 5º, V e X, da CF/88. Não se exige condenação criminal prévia, pois a responsabilidade civil é independente da criminal (art. 935), nem dolo: a culpa em sentido estrito (negligência ou imprudência) basta.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      '<p>De acordo com o art. 188 do Código Civil, <strong>não</strong> constituem atos ilícitos os praticados:</p>',
    alternativas: [
      'com negligência, desde que sem intenção de causar dano.',
      'por servidores públicos no horário de expediente.',
      'em legítima defesa ou no exercício regular de um direito reconhecido.',
      'por pessoas relativamente incapazes.',
      'em estado de embriaguez voluntária.',
    ],
    resposta: 'C',
    comentario:
      '<p>Pelo art. 188 do CC, não constituem atos ilícitos os praticados em <strong>legítima defesa ou no exercício regular de um direito reconhecido</strong>, nem a deterioração ou destruição da coisa alheia, ou a lesão a pessoa, para remover perigo iminente (estado de necessidade). A negligência (alternativa A) é justamente modalidade de culpa que caracteriza o ato ilícito do art. 186.</p>',
  },
  {
    aula: 3,
    enunciado:
      '<p>Segundo o art. 205 do Código Civil, quando a lei não lhe haja fixado prazo menor, a prescrição ocorre em:</p>',
    alternativas: ['3 anos.', '5 anos.', '15 anos.', '10 anos.', '20 anos.'],
    resposta: 'D',
    comentario:
      '<p>Pelo art. 205 do CC, a prescrição ocorre em <strong>10 anos</strong> quando a lei não fixar prazo menor. O prazo de 20 anos (alternativa E) era o prazo geral das ações pessoais no Código Civil de 1916, e o de 15 anos remete à usucapião extraordinária (art. 1.238) — ambos são armadilhas frequentes.</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-ES', ano: 2013, cargo: 'Soldado' },
  },
  {
    aula: 3,
    enunciado: '<p>Conforme o art. 206, § 3º, do Código Civil, prescreve em três anos a pretensão de:</p>',
    alternativas: [
      'cobrança de dívidas líquidas constantes de instrumento público.',
      'alimentos, a partir da data em que se vencerem.',
      'petição de herança.',
      'anulação de casamento.',
      'reparação civil.',
    ],
    resposta: 'E',
    comentario:
      '<p>O art. 206, § 3º, V, do CC fixa em <strong>três anos</strong> a prescrição da pretensão de <strong>reparação civil</strong>. A cobrança de dívidas líquidas constantes de instrumento público prescreve em 5 anos (art. 206, § 5º, I), e a pretensão de alimentos, em 2 anos (art. 206, § 2º); a anulação de casamento sujeita-se a prazos decadenciais próprios (art. 1.560).</p>',
    fonte: { banca: 'IDECAN', orgao: 'CBM-DF', ano: 2017, cargo: 'Soldado' },
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>Segundo o art. 7º do Código Civil, pode ser declarada a morte presumida, <strong>sem</strong> decretação de ausência:</p>',
    alternativas: [
      'se for extremamente provável a morte de quem estava em perigo de vida.',
      'de qualquer pessoa desaparecida de seu domicílio há mais de seis meses.',
      'somente depois de dez anos do desaparecimento, em qualquer caso.',
      'apenas quando houver cadáver identificado por exame de DNA.',
    ],
    resposta: 'A',
    comentario:
      '<p>O art. 7º do CC admite a morte presumida sem decretação de ausência se for <strong>extremamente provável a morte de quem estava em perigo de vida</strong> (inciso I) ou se alguém, desaparecido em campanha ou feito prisioneiro, não for encontrado até dois anos após o término da guerra (inciso II); a sentença só vem depois de esgotadas as buscas e deve fixar a data provável do falecimento. O prazo de dez anos (alternativa C) pertence ao procedimento de <em>ausência</em> (abertura da sucessão definitiva, art. 37), e a existência de cadáver dispensa presunção de morte.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2014, cargo: 'Soldado' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Nos termos do art. 178 do Código Civil, o prazo decadencial de quatro anos para pleitear a anulação do negócio jurídico celebrado sob <strong>coação</strong> conta-se do dia:</p>',
    alternativas: [
      'em que se realizou o negócio jurídico.',
      'em que ela cessar.',
      'em que o coagido completar 18 anos.',
      'da citação do coator.',
    ],
    resposta: 'B',
    comentario:
      '<p>No caso de coação, o prazo de quatro anos conta-se <strong>do dia em que ela cessar</strong> (art. 178, I, do CC), pois enquanto dura a coação a vítima não tem liberdade para agir. A alternativa A traz o termo inicial do erro, dolo, fraude contra credores, estado de perigo e lesão (art. 178, II), e a C lembra a regra dos atos de incapazes, contados do dia em que cessar a incapacidade (art. 178, III).</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2025, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    tipo: 'multipla4',
    enunciado:
      '<p>Nos termos dos arts. 932, III, e 933 do Código Civil, o empregador responde pela reparação civil dos danos causados por seus empregados, no exercício do trabalho que lhes competir ou em razão dele:</p>',
    alternativas: [
      'somente se provada sua culpa na escolha ou na vigilância do empregado.',
      'apenas de forma subsidiária, após esgotados os bens do empregado.',
      'somente se o empregado tiver sido condenado criminalmente.',
      'ainda que não haja culpa de sua parte.',
    ],
    resposta: 'D',
    comentario:
      '<p>O art. 933 do CC determina que as pessoas do art. 932, entre elas o empregador (inciso III), respondem pelos atos dos terceiros ali referidos <strong>ainda que não haja culpa de sua parte</strong> — responsabilidade objetiva por fato de outrem. A alternativa A traz a antiga ideia de culpa <em>in eligendo</em> ou <em>in vigilando</em>, superada pelo Código de 2002; quem paga pode reaver do empregado o que pagou (art. 934), e a responsabilidade é solidária, não subsidiária (art. 942, parágrafo único).</p>',
  },
];
