import type { QuestaoSeed } from '../types.js';

export const QUESTOES_MATEMATICA: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Um batalhão possui 480 policiais, dos quais 15% estão em férias. Quantos policiais estão em férias?</p>',
    alternativas: ['48.', '64.', '72.', '80.', '96.'],
    resposta: 'C',
    comentario:
      '<p>Basta aplicar a porcentagem: 15% de 480 = 0,15 × 480 = <strong>72</strong>. Um atalho: 10% de 480 é 48 e 5% é 24; somando, 48 + 24 = 72. A alternativa 48 corresponde a apenas 10%.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2019, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>O preço de um equipamento sofreu dois aumentos sucessivos de 10%. O aumento total acumulado sobre o preço inicial foi de:</p>',
    alternativas: ['11%.', '19%.', '20%.', '21%.', '22%.'],
    resposta: 'D',
    comentario:
      '<p>Aumentos sucessivos se <strong>multiplicam</strong>, não se somam: 1,10 × 1,10 = 1,21, ou seja, aumento acumulado de <strong>21%</strong>. A armadilha é somar 10% + 10% = 20%, esquecendo que o segundo aumento incide sobre o preço já aumentado.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2017, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Em um turno de serviço, 4 viaturas consomem juntas 120 litros de combustível. Mantido o mesmo consumo por viatura, 7 viaturas consumirão:</p>',
    alternativas: ['210 litros.', '180 litros.', '200 litros.', '240 litros.', '280 litros.'],
    resposta: 'A',
    comentario:
      '<p>Regra de três <strong>direta</strong>: cada viatura consome 120 ÷ 4 = 30 L, logo 7 viaturas consomem 7 × 30 = <strong>210 L</strong>. Mais viaturas, mais combustível: as grandezas crescem juntas.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-PB', ano: 2018, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Seis policiais, trabalhando no mesmo ritmo, fazem a vistoria de um pátio de veículos apreendidos em 10 horas. Quinze policiais, no mesmo ritmo, fariam a mesma vistoria em:</p>',
    alternativas: ['25 horas.', '20 horas.', '6 horas.', '5 horas.', '4 horas.'],
    resposta: 'E',
    comentario:
      '<p>Regra de três <strong>inversa</strong>: mais policiais, menos tempo. O trabalho total é 6 × 10 = 60 horas-policial; com 15 policiais, 60 ÷ 15 = <strong>4 horas</strong>. A armadilha é montar a regra como direta, chegando a 25 horas.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2022, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Um capital de R$ 2.000,00 foi aplicado a juros <strong>simples</strong> de 3% ao mês, durante 5 meses. O montante ao final do período é:</p>',
    alternativas: ['R$ 2.150,00.', 'R$ 2.300,00.', 'R$ 2.318,55.', 'R$ 2.600,00.', 'R$ 3.000,00.'],
    resposta: 'B',
    comentario:
      '<p>Nos juros simples, J = C × i × t = 2.000 × 0,03 × 5 = R$ 300,00; montante M = 2.000 + 300 = <strong>R$ 2.300,00</strong>. O valor R$ 2.318,55 é uma armadilha: corresponde aos juros <em>compostos</em> (2.000 × 1,03⁵).</p>',
    fonte: { banca: 'Instituto AOCP', orgao: 'PM-PE', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 1,
    enunciado:
      '<p>Um concurso teve 1.200 candidatos inscritos para 40 vagas. A razão entre o número de candidatos e o número de vagas é:</p>',
    alternativas: ['3.', '12.', '24.', '28.', '30.'],
    resposta: 'E',
    comentario:
      '<p>A razão candidatos/vagas é 1.200 ÷ 40 = <strong>30</strong>, isto é, 30 candidatos por vaga. Atenção à ordem da razão pedida: "entre candidatos e vagas" significa candidatos no numerador.</p>',
  },
  {
    aula: 2,
    enunciado: '<p>A soma de um número com o seu triplo é igual a 96. Esse número é:</p>',
    alternativas: ['24.', '32.', '36.', '48.', '72.'],
    resposta: 'A',
    comentario:
      '<p>Sendo x o número: x + 3x = 96 ⇒ 4x = 96 ⇒ <strong>x = 24</strong>. Prova: 24 + 72 = 96. A alternativa 72 é o triplo, não o número procurado.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2014, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Em um estacionamento há apenas carros e motos, num total de 30 veículos e 80 rodas. O número de motos é:</p>',
    alternativas: ['5.', '10.', '15.', '20.', '25.'],
    resposta: 'D',
    comentario:
      '<p>Com c carros e m motos: c + m = 30 e 4c + 2m = 80. Multiplicando a primeira por 2 e subtraindo: 2c = 20 ⇒ c = 10, logo <strong>m = 20</strong>. A armadilha é marcar 10, que é o número de carros.</p>',
    fonte: { banca: 'Fundatec', orgao: 'BM-RS', ano: 2022, cargo: 'Soldado' },
  },
  {
    aula: 2,
    enunciado:
      '<p>Uma corrida de táxi custa R$ 5,00 de bandeirada mais R$ 2,50 por quilômetro rodado. O valor de uma corrida de 12 km é:</p>',
    alternativas: ['R$ 30,00.', 'R$ 32,50.', 'R$ 35,00.', 'R$ 37,50.', 'R$ 65,00.'],
    resposta: 'C',
    comentario:
      '<p>Função do 1º grau: V = 5 + 2,50 × 12 = 5 + 30 = <strong>R$ 35,00</strong>. Quem esquece a bandeirada marca R$ 30,00.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2021, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    enunciado: '<p>As raízes da equação <em>x² − 5x + 6 = 0</em> são:</p>',
    alternativas: ['−2 e −3.', '2 e 3.', '1 e 6.', '−1 e −6.', '−3 e 2.'],
    resposta: 'B',
    comentario:
      '<p>Soma das raízes = 5 e produto = 6 (relações de Girard), logo as raízes são <strong>2 e 3</strong>. Por Bhaskara: Δ = 25 − 24 = 1, x = (5 ± 1)/2, ou seja, 3 ou 2. Os sinais negativos da equação levam muitos a marcar −2 e −3, que somam −5.</p>',
    fonte: { banca: 'IDECAN', orgao: 'PM-CE', ano: 2015, cargo: 'Soldado' },
  },
  {
    aula: 3,
    enunciado:
      '<p>A figura abaixo representa um terreno com a forma de um triângulo retângulo, com catetos de 6 m e 8 m. A medida <strong>x</strong> do maior lado do terreno é:</p>',
    imagemUrl: '/demo/questoes/triangulo-retangulo.svg',
    alternativas: ['7 m.', '8 m.', '9 m.', '10 m.', '14 m.'],
    resposta: 'D',
    comentario:
      '<p>Pelo <strong>teorema de Pitágoras</strong>, o maior lado é a hipotenusa: x² = 6² + 8² = 36 + 64 = 100 ⇒ <strong>x = 10 m</strong>. Somar os catetos (14 m) é o erro típico.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2018, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      '<p>Um pátio retangular mede 25 m por 40 m. Para cercá-lo com 3 voltas completas de arame, serão necessários:</p>',
    alternativas: ['390 m de arame.', '130 m de arame.', '260 m de arame.', '520 m de arame.', '3.000 m de arame.'],
    resposta: 'A',
    comentario:
      '<p>Perímetro do retângulo: 2 × (25 + 40) = 130 m. Com 3 voltas: 3 × 130 = <strong>390 m</strong>. A alternativa 130 m é uma volta só, e 3.000 m confunde perímetro com área (25 × 40 = 1.000 m²) multiplicada por 3.</p>',
  },
  {
    aula: 3,
    enunciado:
      '<p>Durante o treinamento físico, um policial deu 5 voltas completas em uma pista circular de 50 m de raio. Considerando π = 3,14, a distância percorrida foi de:</p>',
    alternativas: ['157 m.', '314 m.', '785 m.', '1.256 m.', '1.570 m.'],
    resposta: 'E',
    comentario:
      '<p>Comprimento da circunferência: C = 2πr = 2 × 3,14 × 50 = 314 m. Em 5 voltas: 5 × 314 = <strong>1.570 m</strong>. A alternativa 785 m resulta de usar πr em vez de 2πr.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2023, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 3,
    enunciado:
      "<p>Uma caixa-d'água tem a forma de um cubo com 2 m de aresta interna. Sabendo que 1 m³ equivale a 1.000 litros, sua capacidade é de:</p>",
    alternativas: ['2.000 litros.', '8.000 litros.', '12.000 litros.', '16.000 litros.', '80.000 litros.'],
    resposta: 'B',
    comentario:
      '<p>Volume do cubo: V = a³ = 2³ = 8 m³; como 1 m³ = 1.000 L, a capacidade é <strong>8.000 litros</strong>. A armadilha é calcular 2 × 2 = 4 ou 2 × 1.000, esquecendo que o volume tem três dimensões.</p>',
    fonte: { banca: 'Cebraspe', orgao: 'PM-AL', ano: 2021, cargo: 'Soldado' },
  },
  {
    aula: 4,
    enunciado:
      '<p>O gráfico abaixo mostra o número de ocorrências atendidas por uma companhia de segunda a sexta-feira. Em quantos desses dias o número de ocorrências foi <strong>superior à média diária</strong> do período?</p>',
    imagemUrl: '/demo/questoes/grafico-ocorrencias.svg',
    alternativas: ['1.', '2.', '3.', '4.', '5.'],
    resposta: 'B',
    comentario:
      '<p>Média: (12 + 8 + 10 + 6 + 14) ÷ 5 = 50 ÷ 5 = 10. Ficaram <strong>acima</strong> de 10 apenas segunda (12) e sexta (14): <strong>2 dias</strong>. A quarta-feira (10) é igual à média, não superior, daí a armadilha de marcar 3.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2024, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 4,
    enunciado:
      '<p>Em um concurso, a nota final é a média ponderada entre a prova objetiva (peso 3) e a prova discursiva (peso 2). Um candidato obteve 8,0 na objetiva e 6,0 na discursiva. Sua nota final foi:</p>',
    alternativas: ['6,8.', '7,0.', '7,2.', '7,5.', '8,0.'],
    resposta: 'C',
    comentario:
      '<p>Média ponderada: (8,0 × 3 + 6,0 × 2) ÷ (3 + 2) = (24 + 12) ÷ 5 = 36 ÷ 5 = <strong>7,2</strong>. A média simples daria 7,0, que é a alternativa-armadilha.</p>',
    fonte: { banca: 'FGV', orgao: 'PM-SP', ano: 2022, cargo: 'Oficial' },
  },
  {
    aula: 4,
    enunciado:
      '<p>Ao lançar um dado comum e não viciado, com faces numeradas de 1 a 6, a probabilidade de sair um número par <strong>ou</strong> maior que 4 é:</p>',
    alternativas: ['1/6.', '1/3.', '1/2.', '2/3.', '5/6.'],
    resposta: 'D',
    comentario:
      '<p>Eventos: par = {2, 4, 6} e maior que 4 = {5, 6}. A união é {2, 4, 5, 6}, com 4 casos em 6: P = 4/6 = <strong>2/3</strong>. Somar 3/6 + 2/6 = 5/6 é o erro: o 6 pertence aos dois eventos e não pode ser contado duas vezes.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2020, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 4,
    enunciado:
      '<p>Os tempos de resposta, em minutos, de seis atendimentos foram: 9, 3, 14, 5, 2 e 11. A mediana desses tempos é:</p>',
    alternativas: ['3 minutos.', '5 minutos.', '6 minutos.', '6,5 minutos.', '7 minutos.'],
    resposta: 'E',
    comentario:
      '<p>Ordenando os dados: 2, 3, 5, 9, 11, 14. Com número par de termos, a mediana é a média dos dois centrais: (5 + 9) ÷ 2 = <strong>7 minutos</strong>. Quem não ordena os valores toma os centrais da lista original (14 e 5) e erra.</p>',
  },
  {
    aula: 1,
    tipo: 'multipla4',
    enunciado:
      '<p>Um colete custava R$ 250,00 e recebeu um desconto de 12%. O preço final do colete, após o desconto, é:</p>',
    alternativas: ['R$ 238,00.', 'R$ 212,00.', 'R$ 230,00.', 'R$ 220,00.'],
    resposta: 'D',
    comentario:
      '<p>Desconto: 12% de 250 = 0,12 × 250 = R$ 30,00; preço final = 250 − 30 = <strong>R$ 220,00</strong>. Diretamente: 250 × 0,88 = 220. A alternativa R$ 238,00 subtrai 12 reais em vez de 12%.</p>',
    fonte: { banca: 'VUNESP', orgao: 'PM-SP', ano: 2025, cargo: 'Soldado PM 2ª Classe' },
  },
  {
    aula: 2,
    tipo: 'multipla4',
    enunciado: '<p>A soma de dois números é 50 e a diferença entre eles é 14. O maior desses números é:</p>',
    alternativas: ['18.', '28.', '32.', '36.'],
    resposta: 'C',
    comentario:
      '<p>Sistema: x + y = 50 e x − y = 14. Somando as equações: 2x = 64 ⇒ <strong>x = 32</strong>, e y = 18. A alternativa 18 é o menor número.</p>',
    fonte: { banca: 'IBFC', orgao: 'PM-BA', ano: 2020, cargo: 'Soldado' },
  },
  {
    aula: 4,
    tipo: 'multipla4',
    enunciado:
      '<p>Uma urna contém 3 bolas vermelhas e 5 bolas azuis, idênticas exceto pela cor. Retirando-se uma bola ao acaso, a probabilidade de ela ser azul é:</p>',
    alternativas: ['3/8.', '5/8.', '1/2.', '3/5.'],
    resposta: 'B',
    comentario:
      '<p>Probabilidade = casos favoráveis ÷ casos possíveis = 5 ÷ (3 + 5) = <strong>5/8</strong>. A alternativa 3/5 compara azuis com vermelhas (ou o inverso) em vez de usar o total de bolas no denominador.</p>',
  },
];
