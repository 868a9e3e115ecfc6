-- The admin Alunos search over its cap lists its matches newest sign-up first, walking users_cadastro_idx
-- backwards and reading busca from it alone; the name index no longer needs busca (decision 0064).
DROP INDEX "users_nome_idx";--> statement-breakpoint
CREATE INDEX "users_cadastro_idx" ON "users" USING btree ("created_at","id","busca");--> statement-breakpoint
CREATE INDEX "users_nome_idx" ON "users" USING btree ("nome","id");