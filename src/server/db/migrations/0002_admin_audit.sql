CREATE TABLE "admin_auditoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" text NOT NULL,
	"acao" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	CONSTRAINT "admin_auditoria_acao" CHECK ("admin_auditoria"."acao" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "admin_auditoria" ADD CONSTRAINT "admin_auditoria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_auditoria_entidade_idx" ON "admin_auditoria" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "admin_auditoria_at_idx" ON "admin_auditoria" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "modulos_nome_lower_uq" ON "modulos" USING btree (lower("nome"));