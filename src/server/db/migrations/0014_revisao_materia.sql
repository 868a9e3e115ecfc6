-- custom: revisao_materia (docs/decisions/0049)
-- Each card takes its question's subject, as questoes_status holds it; then the column becomes required.
-- No foreign key: the question's own keys hold it (see the schema), and a check per card would cost every save.
ALTER TABLE "revisao_cartoes" ADD COLUMN "materia_id" integer;--> statement-breakpoint
UPDATE "revisao_cartoes" c SET "materia_id" = q."materia_id" FROM "questoes" q WHERE q."id" = c."questao_id";--> statement-breakpoint
ALTER TABLE "revisao_cartoes" ALTER COLUMN "materia_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "revisao_cartoes_materia_idx" ON "revisao_cartoes" USING btree ("user_id","materia_id") WHERE not "revisao_cartoes"."removido";
