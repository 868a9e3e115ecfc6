CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aulas_da_materia" (
	"id" serial PRIMARY KEY NOT NULL,
	"materia_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"ordem" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "aulas_ordem_min" CHECK ("aulas_da_materia"."ordem" >= 1)
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editais" (
	"id" serial PRIMARY KEY NOT NULL,
	"numero" text NOT NULL,
	"descricao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "editais_numero_unique" UNIQUE("numero")
);
--> statement-breakpoint
CREATE TABLE "materias" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"modulo_id" integer NOT NULL,
	"tipo" text DEFAULT 'teorica' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	CONSTRAINT "materias_tipo" CHECK ("materias"."tipo" in ('teorica', 'pratica'))
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"materia_id" integer NOT NULL,
	"nota" double precision NOT NULL,
	"data" date NOT NULL,
	"descricao" text,
	CONSTRAINT "notas_nota_range" CHECK ("notas"."nota" >= 0 and "notas"."nota" <= 10)
);
--> statement-breakpoint
CREATE TABLE "provas" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"materia_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"descricao" text
);
--> statement-breakpoint
CREATE TABLE "questao_comentario_reacoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"comentario_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"tipo" text NOT NULL,
	CONSTRAINT "reacoes_tipo" CHECK ("questao_comentario_reacoes"."tipo" in ('like', 'dislike'))
);
--> statement-breakpoint
CREATE TABLE "questao_comentarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"questao_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"comentario" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comentarios_not_blank" CHECK (length(trim("questao_comentarios"."comentario")) > 0)
);
--> statement-breakpoint
CREATE TABLE "questao_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"questao_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"descricao" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_status" CHECK ("questao_reports"."status" in ('pendente', 'em_analise', 'resolvido', 'rejeitado')),
	CONSTRAINT "reports_not_blank" CHECK (length(trim("questao_reports"."descricao")) > 0)
);
--> statement-breakpoint
CREATE TABLE "questoes" (
	"id" serial PRIMARY KEY NOT NULL,
	"materia_id" integer NOT NULL,
	"aula_id" integer,
	"enunciado" text NOT NULL,
	"imagem_url" text,
	"alternativa_a" text NOT NULL,
	"alternativa_b" text NOT NULL,
	"alternativa_c" text NOT NULL,
	"alternativa_d" text NOT NULL,
	"alternativa_e" text NOT NULL,
	"resposta_correta" text NOT NULL,
	CONSTRAINT "questoes_resposta_correta" CHECK ("questoes"."resposta_correta" in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
CREATE TABLE "questoes_status" (
	"user_id" text NOT NULL,
	"questao_id" integer NOT NULL,
	"materia_id" integer NOT NULL,
	"correta" boolean NOT NULL,
	"respondida_em" timestamp with time zone NOT NULL,
	CONSTRAINT "questoes_status_user_id_questao_id_pk" PRIMARY KEY("user_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "respostas_usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"simulado_id" integer NOT NULL,
	"questao_id" integer NOT NULL,
	"resposta" text NOT NULL,
	"correta" boolean NOT NULL,
	"espiada" boolean DEFAULT false NOT NULL,
	CONSTRAINT "respostas_resposta" CHECK ("respostas_usuario"."resposta" in ('A', 'B', 'C', 'D', 'E'))
);
--> statement-breakpoint
CREATE TABLE "resumos" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"url" text NOT NULL,
	"materia_id" integer NOT NULL,
	CONSTRAINT "resumos_materia_id_unique" UNIQUE("materia_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "simulados" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"materia_id" integer NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"nota" double precision NOT NULL,
	"client_key" uuid,
	"questoes_respondidas" integer DEFAULT 0 NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulados_nota_range" CHECK ("simulados"."nota" >= 0 and "simulados"."nota" <= 10),
	CONSTRAINT "simulados_acertos_range" CHECK ("simulados"."acertos" >= 0 and "simulados"."acertos" <= "simulados"."questoes_respondidas")
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "unidades_sigla_unique" UNIQUE("sigla")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"whatsapp" text,
	"avatar_url" text,
	"edital_id" integer,
	"unidade_id" integer,
	"qra" text,
	"show_in_ranking" boolean DEFAULT true NOT NULL,
	"data_expiracao" timestamp with time zone,
	"is_admin" boolean DEFAULT false NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_whatsapp_digits" CHECK ("users"."whatsapp" is null or "users"."whatsapp" ~ '^[0-9]{10,11}$')
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aulas_da_materia" ADD CONSTRAINT "aulas_da_materia_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materias" ADD CONSTRAINT "materias_modulo_id_modulos_id_fk" FOREIGN KEY ("modulo_id") REFERENCES "public"."modulos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provas" ADD CONSTRAINT "provas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provas" ADD CONSTRAINT "provas_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_comentario_reacoes" ADD CONSTRAINT "questao_comentario_reacoes_comentario_id_questao_comentarios_id_fk" FOREIGN KEY ("comentario_id") REFERENCES "public"."questao_comentarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_comentario_reacoes" ADD CONSTRAINT "questao_comentario_reacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_comentarios" ADD CONSTRAINT "questao_comentarios_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_comentarios" ADD CONSTRAINT "questao_comentarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_reports" ADD CONSTRAINT "questao_reports_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_reports" ADD CONSTRAINT "questao_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes" ADD CONSTRAINT "questoes_aula_id_aulas_da_materia_id_fk" FOREIGN KEY ("aula_id") REFERENCES "public"."aulas_da_materia"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD CONSTRAINT "questoes_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD CONSTRAINT "questoes_status_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD CONSTRAINT "questoes_status_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respostas_usuario" ADD CONSTRAINT "respostas_usuario_simulado_id_simulados_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulados"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respostas_usuario" ADD CONSTRAINT "respostas_usuario_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumos" ADD CONSTRAINT "resumos_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_edital_id_editais_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."editais"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "aulas_materia_ordem_idx" ON "aulas_da_materia" USING btree ("materia_id","ordem");--> statement-breakpoint
CREATE INDEX "materias_modulo_idx" ON "materias" USING btree ("modulo_id");--> statement-breakpoint
CREATE INDEX "notas_user_data_idx" ON "notas" USING btree ("user_id","data");--> statement-breakpoint
CREATE INDEX "provas_user_data_idx" ON "provas" USING btree ("user_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "reacoes_comentario_user_uq" ON "questao_comentario_reacoes" USING btree ("comentario_id","user_id");--> statement-breakpoint
CREATE INDEX "comentarios_questao_idx" ON "questao_comentarios" USING btree ("questao_id","created_at");--> statement-breakpoint
CREATE INDEX "comentarios_user_idx" ON "questao_comentarios" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "questao_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "questoes_materia_aula_idx" ON "questoes" USING btree ("materia_id","aula_id");--> statement-breakpoint
CREATE INDEX "questoes_status_user_materia_idx" ON "questoes_status" USING btree ("user_id","materia_id");--> statement-breakpoint
CREATE INDEX "respostas_simulado_idx" ON "respostas_usuario" USING btree ("simulado_id");--> statement-breakpoint
CREATE INDEX "respostas_questao_idx" ON "respostas_usuario" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "simulados_user_data_idx" ON "simulados" USING btree ("user_id","data");--> statement-breakpoint
CREATE UNIQUE INDEX "simulados_user_client_key_uq" ON "simulados" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "users_edital_idx" ON "users" USING btree ("edital_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE VIEW "public"."ranking_view" AS (
  select u.id as user_id, u.nome, u.qra, u.edital_id, u.unidade_id, un.sigla as unidade_sigla,
         u.show_in_ranking,
         coalesce(a.notas_basico, 0)::int as notas_basico,
         coalesce(a.notas_especifico, 0)::int as notas_especifico,
         a.media_basico, a.media_especifico,
         (a.media_basico + a.media_especifico) / 2 as media_geral
  from users u
  left join unidades un on un.id = u.unidade_id
  left join (
    select n.user_id,
           count(*) filter (where m.modulo_id = 1) as notas_basico,
           count(*) filter (where m.modulo_id = 2) as notas_especifico,
           avg(n.nota) filter (where m.modulo_id = 1) as media_basico,
           avg(n.nota) filter (where m.modulo_id = 2) as media_especifico
    from notas n join materias m on m.id = n.materia_id
    group by n.user_id
  ) a on a.user_id = u.id
);