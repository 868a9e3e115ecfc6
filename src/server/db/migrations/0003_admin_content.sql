ALTER TABLE "aulas_da_materia" DROP CONSTRAINT "aulas_da_materia_materia_id_materias_id_fk";
--> statement-breakpoint
ALTER TABLE "notas" DROP CONSTRAINT "notas_materia_id_materias_id_fk";
--> statement-breakpoint
ALTER TABLE "provas" DROP CONSTRAINT "provas_materia_id_materias_id_fk";
--> statement-breakpoint
ALTER TABLE "questao_comentarios" DROP CONSTRAINT "questao_comentarios_questao_id_questoes_id_fk";
--> statement-breakpoint
ALTER TABLE "questao_reports" DROP CONSTRAINT "questao_reports_questao_id_questoes_id_fk";
--> statement-breakpoint
ALTER TABLE "questoes" DROP CONSTRAINT "questoes_materia_id_materias_id_fk";
--> statement-breakpoint
ALTER TABLE "questoes" DROP CONSTRAINT "questoes_aula_id_aulas_da_materia_id_fk";
--> statement-breakpoint
ALTER TABLE "questoes_status" DROP CONSTRAINT "questoes_status_questao_id_questoes_id_fk";
--> statement-breakpoint
ALTER TABLE "questoes_status" DROP CONSTRAINT "questoes_status_materia_id_materias_id_fk";
--> statement-breakpoint
ALTER TABLE "respostas_usuario" DROP CONSTRAINT "respostas_usuario_questao_id_questoes_id_fk";
--> statement-breakpoint
ALTER TABLE "resumos" DROP CONSTRAINT "resumos_materia_id_materias_id_fk";
--> statement-breakpoint
ALTER TABLE "simulados" DROP CONSTRAINT "simulados_materia_id_materias_id_fk";
--> statement-breakpoint
DROP INDEX "aulas_materia_ordem_idx";--> statement-breakpoint
DROP INDEX "materias_modulo_idx";--> statement-breakpoint
ALTER TABLE "aulas_da_materia" ADD CONSTRAINT "aulas_da_materia_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provas" ADD CONSTRAINT "provas_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_comentarios" ADD CONSTRAINT "questao_comentarios_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_reports" ADD CONSTRAINT "questao_reports_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_aula_id_aulas_da_materia_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aulas_da_materia"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD CONSTRAINT "questoes_status_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD CONSTRAINT "questoes_status_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respostas_usuario" ADD CONSTRAINT "respostas_usuario_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumos" ADD CONSTRAINT "resumos_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Rows written before these names had to be unique are made unique first, so the indexes below can be
-- built on any existing database: a repeated aula position moves after the matéria's last one, and a
-- repeated matéria name within a módulo gets its id appended (the admin can rename it afterwards).
UPDATE "aulas_da_materia" a SET "ordem" = d."nova_ordem"
FROM (
  SELECT "id", (SELECT max("ordem") FROM "aulas_da_materia" m WHERE m."materia_id" = x."materia_id")
    + row_number() OVER (PARTITION BY "materia_id" ORDER BY "id") AS "nova_ordem"
  FROM (
    SELECT "id", "materia_id", row_number() OVER (PARTITION BY "materia_id", "ordem" ORDER BY "id") AS "n"
    FROM "aulas_da_materia"
  ) x
  WHERE x."n" > 1
) d
WHERE a."id" = d."id";--> statement-breakpoint
UPDATE "materias" m SET "nome" = m."nome" || ' (' || m."id" || ')'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "modulo_id", lower("nome") ORDER BY "id") AS "n" FROM "materias"
) d
WHERE m."id" = d."id" AND d."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "aulas_materia_ordem_uq" ON "aulas_da_materia" USING btree ("materia_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "materias_modulo_nome_lower_uq" ON "materias" USING btree ("modulo_id",lower("nome"));