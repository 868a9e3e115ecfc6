-- Question sources, kinds, explanation and marks; cadernos, notes and remembered filters (issue 33, docs/decisions/0051).
CREATE TABLE "bancas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anotacoes" (
	"user_id" text NOT NULL,
	"questao_id" integer NOT NULL,
	"texto" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anotacoes_user_id_questao_id_pk" PRIMARY KEY("user_id","questao_id"),
	CONSTRAINT "anotacoes_texto_len" CHECK (char_length("anotacoes"."texto") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "caderno_questoes" (
	"caderno_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	"adicionada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caderno_questoes_caderno_id_questao_id_pk" PRIMARY KEY("caderno_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "cadernos" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"nome" text NOT NULL,
	"questoes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cadernos_nome_len" CHECK (char_length("cadernos"."nome") between 1 and 80),
	CONSTRAINT "cadernos_questoes_min" CHECK ("cadernos"."questoes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulado_filtros" (
	"user_id" text PRIMARY KEY NOT NULL,
	"filtros" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "simulados" DROP CONSTRAINT "simulados_tipo";--> statement-breakpoint
ALTER TABLE "simulados" DROP CONSTRAINT "simulados_materia_or_revisao";--> statement-breakpoint
ALTER TABLE "questoes" ALTER COLUMN "alternativa_a" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ALTER COLUMN "alternativa_b" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ALTER COLUMN "alternativa_c" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ALTER COLUMN "alternativa_d" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ALTER COLUMN "alternativa_e" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "tipo" text DEFAULT 'multipla5' NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "comentario" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "banca_id" integer;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "orgao" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "ano" integer;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "cargo" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "anulada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "anulada_nota" text;--> statement-breakpoint
ALTER TABLE "questoes" ADD COLUMN "desatualizada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "cebraspe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "caderno_id" integer;--> statement-breakpoint
ALTER TABLE "anotacoes" ADD CONSTRAINT "anotacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caderno_questoes" ADD CONSTRAINT "caderno_questoes_caderno_id_cadernos_id_fk" FOREIGN KEY ("caderno_id") REFERENCES "public"."cadernos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cadernos" ADD CONSTRAINT "cadernos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_filtros" ADD CONSTRAINT "simulado_filtros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bancas_nome_lower_uq" ON "bancas" USING btree (lower("nome"));--> statement-breakpoint
CREATE INDEX "caderno_questoes_ordem_idx" ON "caderno_questoes" USING btree ("caderno_id","adicionada_em","questao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cadernos_user_nome_lower_uq" ON "cadernos" USING btree ("user_id",lower("nome"));--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_banca_id_bancas_id_fk" FOREIGN KEY ("banca_id") REFERENCES "public"."bancas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_caderno_id_cadernos_id_fk" FOREIGN KEY ("caderno_id") REFERENCES "public"."cadernos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questoes_banca_idx" ON "questoes" USING btree ("banca_id");--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_tipo" CHECK ("questoes"."tipo" in ('multipla5', 'multipla4', 'certo_errado'));--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_tipo_alternativas" CHECK (case "questoes"."tipo"
        when 'multipla5' then "questoes"."alternativa_a" is not null and "questoes"."alternativa_b" is not null
          and "questoes"."alternativa_c" is not null and "questoes"."alternativa_d" is not null and "questoes"."alternativa_e" is not null
        when 'multipla4' then "questoes"."alternativa_a" is not null and "questoes"."alternativa_b" is not null
          and "questoes"."alternativa_c" is not null and "questoes"."alternativa_d" is not null and "questoes"."alternativa_e" is null
          and "questoes"."resposta_correta" <> 'E'
        else "questoes"."alternativa_a" is null and "questoes"."alternativa_b" is null and "questoes"."alternativa_c" is null
          and "questoes"."alternativa_d" is null and "questoes"."alternativa_e" is null and "questoes"."resposta_correta" in ('C', 'E')
      end);--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_ano" CHECK ("questoes"."ano" is null or ("questoes"."ano" >= 1980 and "questoes"."ano" <= 2100));--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_tipo" CHECK ("simulados"."tipo" in ('padrao', 'revisao', 'caderno'));--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_materia_or_revisao" CHECK ("simulados"."materia_id" is not null or "simulados"."tipo" in ('revisao', 'caderno'));