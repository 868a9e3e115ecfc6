/** '1 questão', '5.000 questões'. */
export const questoesLabel = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'questão' : 'questões'}`;
