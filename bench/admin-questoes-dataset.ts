import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/client.js';
import { rowsOf } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema.js';

export const adminQuestoesAccount = {
  name: 'Admin das Questões',
  email: 'admin-questoes-carga@example.com',
  password: 'senha-de-carga',
};

/** Enough of the app to sign up through its real endpoint (the bench server's Hono app). */
interface AppLike {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * The `admin-questoes` case: an admin account of its own and one teórica matéria with `questoes`
 * questions whose statements look like real ones (a few hundred characters of HTML with accented words,
 * two aulas). Only one question in a thousand mentions 'Constituição Federal', so a search for it must
 * look at every statement of the matéria before the page is full. Built with generate_series.
 */
export async function buildAdminQuestoesDataset(app: AppLike, db: Db, origin: string, sizes: { questoes: number }) {
  const signup = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(adminQuestoesAccount),
  });
  if (signup.status !== 200) throw new Error(`admin-questoes bench sign-up failed: ${signup.status}`);
  await db.update(users).set({ isAdmin: true }).where(eq(users.email, adminQuestoesAccount.email));

  const materia = await db.execute(sql`
    with m as (insert into modulos (nome) values ('Específico (questões de carga)') returning id)
    insert into materias (nome, modulo_id, tipo, is_free) select 'Direito Constitucional de carga', id, 'teorica', false from m
    returning id`);
  const materiaId = rowsOf<{ id: number }>(materia)[0]!.id;
  await db.execute(sql`
    insert into aulas_da_materia (materia_id, titulo, ordem)
    values (${materiaId}, 'Direitos e garantias', 1), (${materiaId}, 'Organização do Estado', 2)`);

  await db.execute(sql`
    insert into questoes (materia_id, aula_id, enunciado, imagem_url, alternativa_a, alternativa_b, alternativa_c, alternativa_d, alternativa_e, resposta_correta)
    select ${materiaId},
           case when g % 3 = 0 then null else (select min(id) from aulas_da_materia where materia_id = ${materiaId}) + g % 2 end,
           '<p>Questão ' || g || '. Considerando a ' ||
           case when g % 1000 = 0 then 'Constituição Federal de 1988' else 'legislação estadual aplicável' end ||
           ', a organização da Polícia Militar e as atribuições de segurança pública, julgue a afirmação a seguir ' ||
           'sobre a <strong>função</strong> das instituições e a atuação do agente em situação de flagrante delito, ' ||
           'observando os princípios da legalidade, impessoalidade, moralidade, publicidade e eficiência.</p>' ||
           '<ul><li>Item I da questão ' || g || '</li><li>Item II: competência concorrente</li></ul>',
           case when g % 10 = 0 then 'https://cdn.example.com/figuras/' || g || '.png' end,
           'Apenas o item I está correto (' || g || ').', 'Apenas o item II está correto.',
           'Ambos os itens estão corretos.', 'Nenhum dos itens está correto.', 'A afirmação é inconstitucional.',
           (array['A','B','C','D','E'])[1 + g % 5]
    from generate_series(1, ${sizes.questoes}::int) g`);
  await db.execute(sql`analyze questoes`);
  return { materiaId };
}
