import { describe, expect, it } from 'vitest';
import { aulaFormSchema, aulaMessages, materiaMessages, proximaOrdem, type MateriaDependentes } from './admin-materias';

const nada: MateriaDependentes = {
  simulados: 0,
  respostas: 0,
  notas: 0,
  provas: 0,
  questoes: 0,
  aulas: 0,
  resumos: 0,
  comentarios: 0,
  reports: 0,
};

describe('materiaMessages.emUsoDetalhado', () => {
  it("names students' history first, then the content, with singular and plural", () => {
    expect(
      materiaMessages.emUsoDetalhado({ ...nada, simulados: 3, respostas: 120, notas: 1, questoes: 12, aulas: 1 }),
    ).toBe(
      'Esta matéria não pode ser excluída: 3 simulados, 120 respostas e 1 nota de alunos, 12 questões e 1 aula dependem dela.',
    );
  });

  it('uses the singular verb for a single dependant and advises removing content first', () => {
    expect(materiaMessages.emUsoDetalhado({ ...nada, resumos: 1 })).toBe(
      'Esta matéria não pode ser excluída: 1 resumo depende dela. Exclua primeiro o que depende dela.',
    );
    expect(materiaMessages.emUsoDetalhado({ ...nada, provas: 2, comentarios: 1, reports: 4 })).toBe(
      'Esta matéria não pode ser excluída: 2 provas agendadas de alunos, 1 comentário e 4 reports dependem dela.',
    );
  });
});

describe('aula form', () => {
  it('offers one past the highest ordem, 1 for the first aula', () => {
    expect(proximaOrdem([])).toBe(1);
    expect(proximaOrdem([1, 4, 2])).toBe(5);
  });

  it('reads the ordem field as a whole number from 1', () => {
    const base = { materiaId: '3', titulo: 'Crase', ativo: true };
    expect(aulaFormSchema.parse({ ...base, ordem: ' 2 ' })).toEqual({
      materiaId: 3,
      titulo: 'Crase',
      ordem: 2,
      ativo: true,
    });
    for (const [ordem, message] of [
      ['', aulaMessages.ordemRequired],
      ['0', aulaMessages.ordemMin],
      ['2.5', aulaMessages.ordemMin],
      ['abc', aulaMessages.ordemRequired],
    ] as const) {
      const result = aulaFormSchema.safeParse({ ...base, ordem });
      expect(result.error?.issues[0]?.message, ordem).toBe(message);
    }
  });
});
