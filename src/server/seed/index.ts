import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import {
  accounts,
  aulasDaMateria,
  bancas,
  editais,
  materias,
  modulos,
  notas,
  pagamentos,
  questaoReports,
  questoes,
  resumos,
  unidades,
  users,
} from '../db/schema.js';
import { refreshRankingMedias } from '../services/ranking/refresh-ranking-medias.js';
import { resumoPdfUrl } from '../services/resumos/list-resumos.js';
import { saveArquivo } from '../storage/arquivos.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';
import { ALUNOS, CONTAS_DEMO } from './content/alunos.js';
import { EDITAIS, UNIDADES } from './content/editais.js';
import { MATERIAS } from './content/materias.js';
import { MODULOS } from './content/modulos.js';
import { BANCAS } from './content/bancas.js';
import { QUESTOES_POR_MATERIA } from './content/questoes/index.js';
import type { QuestaoSeed } from './content/types.js';
import { REPORTS } from './content/reports.js';
import { SIMULADOS_DO_ASSINANTE } from './content/simulados.js';
import { RESUMOS } from './content/resumos.js';
import { buildResumoPdf } from './resumo-pdf.js';
import { seedDemoCaderno } from './cadernos.js';
import { seedDemoSimulados } from './simulados.js';
import { diasAtras, diasDesdeCadastro, pagamentosDemo } from './historico.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The kind, key and alternative columns of a seed question (null where its kind has none). */
function seedAlternativas(q: QuestaoSeed) {
  const texts: readonly string[] = q.tipo === 'certo_errado' ? [] : q.alternativas;
  return {
    tipo: q.tipo ?? 'multipla5',
    alternativaA: texts[0] ?? null,
    alternativaB: texts[1] ?? null,
    alternativaC: texts[2] ?? null,
    alternativaD: texts[3] ?? null,
    alternativaE: texts[4] ?? null,
    respostaCorreta: q.resposta,
  };
}

/** A lookup that fails loudly: a miss here is a typo in the seed content, not a runtime condition. */
function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: ${what} "${String(key)}" não encontrado(a)`);
  return value;
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * Fills an empty database with the demo content and accounts (all with DEMO_PASSWORD), in one
 * transaction. The caller decides when the database counts as empty; running it twice fails on the
 * unique constraints and rolls back.
 */
export async function seedDemo(db: Db): Promise<void> {
  // Hashed once, outside the transaction: argon2 is deliberately slow and every demo user shares it.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();

  await db.transaction(async (tx) => {
    await tx.insert(modulos).values(MODULOS);
    await tx.execute(sql`select setval(pg_get_serial_sequence('modulos', 'id'), (select max(id) from modulos))`);

    const editalRows = await tx.insert(editais).values(EDITAIS).returning({ id: editais.id, numero: editais.numero });
    const editalIds = new Map(editalRows.map((r) => [r.numero, r.id]));
    const unidadeRows = await tx
      .insert(unidades)
      .values(UNIDADES)
      .returning({ id: unidades.id, sigla: unidades.sigla });
    const unidadeIds = new Map(unidadeRows.map((r) => [r.sigla, r.id]));

    const materiaRows = await tx
      .insert(materias)
      .values(MATERIAS.map(({ nome, moduloId, tipo, isFree }) => ({ nome, moduloId, tipo, isFree })))
      .returning({ id: materias.id, nome: materias.nome });
    const materiaIds = new Map(materiaRows.map((r) => [r.nome, r.id]));

    const aulaValues = MATERIAS.flatMap((m) =>
      m.aulas.map((a) => ({ ...a, materiaId: lookup(materiaIds, m.nome, 'Matéria') })),
    );
    const aulaRows = await tx
      .insert(aulasDaMateria)
      .values(aulaValues)
      .returning({ id: aulasDaMateria.id, materiaId: aulasDaMateria.materiaId, ordem: aulasDaMateria.ordem });
    const aulaIds = new Map(aulaRows.map((r) => [`${r.materiaId}:${r.ordem}`, r.id]));

    const bancaRows = await tx
      .insert(bancas)
      .values(BANCAS.map((nome) => ({ nome })))
      .returning({ id: bancas.id, nome: bancas.nome });
    const bancaIds = new Map(bancaRows.map((r) => [r.nome, r.id]));

    const questaoValues = Object.entries(QUESTOES_POR_MATERIA).flatMap(([materia, lista]) => {
      const materiaId = lookup(materiaIds, materia, 'Matéria');
      return lista.map((q) => ({
        materiaId,
        aulaId: lookup(aulaIds, `${materiaId}:${q.aula}`, `Aula ${q.aula} de ${materia}`),
        enunciado: q.enunciado,
        imagemUrl: q.imagemUrl ?? null,
        ...seedAlternativas(q),
        comentario: q.comentario ?? null,
        bancaId: q.fonte ? lookup(bancaIds, q.fonte.banca, 'Banca') : null,
        orgao: q.fonte?.orgao ?? null,
        ano: q.fonte?.ano ?? null,
        cargo: q.fonte?.cargo ?? null,
        anulada: q.anulada !== undefined,
        anuladaNota: q.anulada?.nota ?? null,
        desatualizada: q.desatualizada ?? false,
      }));
    });
    const questaoRows = await tx
      .insert(questoes)
      .values(questaoValues)
      .returning({ id: questoes.id, materiaId: questoes.materiaId, enunciado: questoes.enunciado });
    const questaoIds = new Map(questaoRows.map((r) => [`${r.materiaId}:${r.enunciado}`, r.id]));

    // The PDFs live in the database and are served only to subscribers (/api/resumos/{id}/pdf).
    for (const r of RESUMOS) {
      const arquivoId = await saveArquivo(tx, {
        tipo: 'resumo_pdf',
        mime: 'application/pdf',
        dados: await buildResumoPdf(r),
      });
      const [row] = await tx
        .insert(resumos)
        .values({
          titulo: r.titulo,
          descricao: r.descricao ?? null,
          url: '',
          materiaId: lookup(materiaIds, r.materia, 'Matéria'),
          arquivoId,
        })
        .returning({ id: resumos.id });
      await tx
        .update(resumos)
        .set({ url: resumoPdfUrl(row!.id) })
        .where(eq(resumos.id, row!.id));
    }

    const pessoas = [...CONTAS_DEMO, ...ALUNOS];
    const userRows = pessoas.map((p, i) => ({
      id: randomUUID(),
      nome: p.nome,
      email: p.email.toLowerCase(),
      emailVerified: true,
      whatsapp: p.whatsapp,
      editalId: p.edital === null ? null : lookup(editalIds, p.edital, 'Edital'),
      unidadeId: p.unidade === null ? null : lookup(unidadeIds, p.unidade, 'Unidade'),
      qra: p.qra,
      showInRanking: p.showInRanking,
      dataExpiracao: p.assinaturaDias === null ? null : new Date(now.getTime() + p.assinaturaDias * DAY_MS),
      isAdmin: p.isAdmin,
      createdAt: diasAtras(now, diasDesdeCadastro(p, i)),
    }));
    await tx.insert(users).values(userRows);
    await tx.insert(accounts).values(
      userRows.map((u) => ({
        id: randomUUID(),
        accountId: u.id,
        providerId: 'credential',
        userId: u.id,
        password: passwordHash,
      })),
    );

    const notaValues = pessoas.flatMap((p, i) =>
      p.notas.map((n) => ({
        userId: userRows[i]!.id,
        materiaId: lookup(materiaIds, n.materia, 'Matéria'),
        nota: n.nota,
        data: isoDate(new Date(now.getTime() - n.diasAtras * DAY_MS)),
        descricao: n.descricao ?? null,
        criadaEm: diasAtras(now, n.diasAtras),
      })),
    );
    if (notaValues.length > 0) await tx.insert(notas).values(notaValues);
    for (const u of userRows) await refreshRankingMedias(tx, u.id);

    const userIds = new Map(userRows.map((u) => [u.email, u.id]));
    await tx
      .insert(pagamentos)
      .values(pagamentosDemo(pessoas, now).map((p) => ({ ...p, provider: 'eduzz', userId: userIds.get(p.email)! })));
    await tx.insert(questaoReports).values(
      REPORTS.map((r) => {
        const materiaId = lookup(materiaIds, r.materia, 'Matéria');
        const enunciado = QUESTOES_POR_MATERIA[r.materia]?.[r.questao]?.enunciado;
        const when = new Date(now.getTime() - r.diasAtras * DAY_MS);
        return {
          questaoId: lookup(questaoIds, `${materiaId}:${enunciado}`, `Questão ${r.questao} de ${r.materia}`),
          userId: lookup(userIds, r.email, 'Usuário'),
          descricao: r.descricao,
          status: r.status,
          createdAt: when,
          // A report the admin already handled was handled a day after it came in.
          updatedAt: r.status === 'pendente' ? when : new Date(when.getTime() + DAY_MS),
        };
      }),
    );

    await seedDemoSimulados(tx, DEMO_ACCOUNTS.assinante, SIMULADOS_DO_ASSINANTE, now);
    await seedDemoCaderno(tx, DEMO_ACCOUNTS.assinante, now);
  });
}
