import type { QuestaoSeed } from '../types.js';

export const QUESTOES_MATEMATICA: QuestaoSeed[] = [
  {
    aula: 1,
    enunciado:
      '<p>Um batalhão possui 480 policiais, dos quais 15% estão em férias. Quantos policiais estão em férias?</p>',
    alternativas: ['48.', '64.', '72.', '80.', '96.'],
    resposta: 'C',
  },
  {
    aula: 1,
    enunciado:
      '<p>O preço de um equipamento sofreu dois aumentos sucessivos de 10%. O aumento total acumulado sobre o preço inicial foi de:</p>',
    alternativas: ['11%.', '19%.', '20%.', '21%.', '22%.'],
    resposta: 'D',
  },
  {
    aula: 1,
    enunciado:
      '<p>Em um turno de serviço, 4 viaturas consomem juntas 120 litros de combustível. Mantido o mesmo consumo por viatura, 7 viaturas consumirão:</p>',
    alternativas: ['210 litros.', '180 litros.', '200 litros.', '240 litros.', '280 litros.'],
    resposta: 'A',
  },
  {
    aula: 1,
    enunciado:
      '<p>Seis policiais, trabalhando no mesmo ritmo, fazem a vistoria de um pátio de veículos apreendidos em 10 horas. Quinze policiais, no mesmo ritmo, fariam a mesma vistoria em:</p>',
    alternativas: ['25 horas.', '20 horas.', '6 horas.', '5 horas.', '4 horas.'],
    resposta: 'E',
  },
  {
    aula: 1,
    enunciado:
      '<p>Um capital de R$ 2.000,00 foi aplicado a juros <strong>simples</strong> de 3% ao mês, durante 5 meses. O montante ao final do período é:</p>',
    alternativas: ['R$ 2.150,00.', 'R$ 2.300,00.', 'R$ 2.318,55.', 'R$ 2.600,00.', 'R$ 3.000,00.'],
    resposta: 'B',
  },
  {
    aula: 1,
    enunciado:
      '<p>Um concurso teve 1.200 candidatos inscritos para 40 vagas. A razão entre o número de candidatos e o número de vagas é:</p>',
    alternativas: ['3.', '12.', '24.', '28.', '30.'],
    resposta: 'E',
  },
  {
    aula: 2,
    enunciado: '<p>A soma de um número com o seu triplo é igual a 96. Esse número é:</p>',
    alternativas: ['24.', '32.', '36.', '48.', '72.'],
    resposta: 'A',
  },
  {
    aula: 2,
    enunciado:
      '<p>Em um estacionamento há apenas carros e motos, num total de 30 veículos e 80 rodas. O número de motos é:</p>',
    alternativas: ['5.', '10.', '15.', '20.', '25.'],
    resposta: 'D',
  },
  {
    aula: 2,
    enunciado:
      '<p>Uma corrida de táxi custa R$ 5,00 de bandeirada mais R$ 2,50 por quilômetro rodado. O valor de uma corrida de 12 km é:</p>',
    alternativas: ['R$ 30,00.', 'R$ 32,50.', 'R$ 35,00.', 'R$ 37,50.', 'R$ 65,00.'],
    resposta: 'C',
  },
  {
    aula: 2,
    enunciado: '<p>As raízes da equação <em>x² − 5x + 6 = 0</em> são:</p>',
    alternativas: ['−2 e −3.', '2 e 3.', '1 e 6.', '−1 e −6.', '−3 e 2.'],
    resposta: 'B',
  },
  {
    aula: 3,
    enunciado:
      '<p>A figura abaixo representa um terreno com a forma de um triângulo retângulo, com catetos de 6 m e 8 m. A medida <strong>x</strong> do maior lado do terreno é:</p>',
    imagemUrl: '/demo/questoes/triangulo-retangulo.svg',
    alternativas: ['7 m.', '8 m.', '9 m.', '10 m.', '14 m.'],
    resposta: 'D',
  },
  {
    aula: 3,
    enunciado:
      '<p>Um pátio retangular mede 25 m por 40 m. Para cercá-lo com 3 voltas completas de arame, serão necessários:</p>',
    alternativas: ['390 m de arame.', '130 m de arame.', '260 m de arame.', '520 m de arame.', '3.000 m de arame.'],
    resposta: 'A',
  },
  {
    aula: 3,
    enunciado:
      '<p>Durante o treinamento físico, um policial deu 5 voltas completas em uma pista circular de 50 m de raio. Considerando π = 3,14, a distância percorrida foi de:</p>',
    alternativas: ['157 m.', '314 m.', '785 m.', '1.256 m.', '1.570 m.'],
    resposta: 'E',
  },
  {
    aula: 3,
    enunciado:
      "<p>Uma caixa-d'água tem a forma de um cubo com 2 m de aresta interna. Sabendo que 1 m³ equivale a 1.000 litros, sua capacidade é de:</p>",
    alternativas: ['2.000 litros.', '8.000 litros.', '12.000 litros.', '16.000 litros.', '80.000 litros.'],
    resposta: 'B',
  },
  {
    aula: 4,
    enunciado:
      '<p>O gráfico abaixo mostra o número de ocorrências atendidas por uma companhia de segunda a sexta-feira. Em quantos desses dias o número de ocorrências foi <strong>superior à média diária</strong> do período?</p>',
    imagemUrl: '/demo/questoes/grafico-ocorrencias.svg',
    alternativas: ['1.', '2.', '3.', '4.', '5.'],
    resposta: 'B',
  },
  {
    aula: 4,
    enunciado:
      '<p>Em um concurso, a nota final é a média ponderada entre a prova objetiva (peso 3) e a prova discursiva (peso 2). Um candidato obteve 8,0 na objetiva e 6,0 na discursiva. Sua nota final foi:</p>',
    alternativas: ['6,8.', '7,0.', '7,2.', '7,5.', '8,0.'],
    resposta: 'C',
  },
  {
    aula: 4,
    enunciado:
      '<p>Ao lançar um dado comum e não viciado, com faces numeradas de 1 a 6, a probabilidade de sair um número par <strong>ou</strong> maior que 4 é:</p>',
    alternativas: ['1/6.', '1/3.', '1/2.', '2/3.', '5/6.'],
    resposta: 'D',
  },
  {
    aula: 4,
    enunciado:
      '<p>Os tempos de resposta, em minutos, de seis atendimentos foram: 9, 3, 14, 5, 2 e 11. A mediana desses tempos é:</p>',
    alternativas: ['3 minutos.', '5 minutos.', '6 minutos.', '6,5 minutos.', '7 minutos.'],
    resposta: 'E',
  },
];
