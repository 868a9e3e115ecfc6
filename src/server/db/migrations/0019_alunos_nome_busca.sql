-- The admin Alunos search over its cap walks users by name reading busca from the index alone (decision 0058).
DROP INDEX "users_nome_idx";--> statement-breakpoint
CREATE INDEX "users_nome_idx" ON "users" USING btree ("nome","id","busca");