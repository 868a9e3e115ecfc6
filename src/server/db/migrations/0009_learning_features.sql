CREATE TABLE "questao_estatisticas" (
	"questao_id" integer PRIMARY KEY NOT NULL,
	"respostas" integer DEFAULT 0 NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	"marcadas_a" integer DEFAULT 0 NOT NULL,
	"marcadas_b" integer DEFAULT 0 NOT NULL,
	"marcadas_c" integer DEFAULT 0 NOT NULL,
	"marcadas_d" integer DEFAULT 0 NOT NULL,
	"marcadas_e" integer DEFAULT 0 NOT NULL,
	"recontadas_desde" timestamp with time zone,
	CONSTRAINT "questao_estatisticas_counts" CHECK ("questao_estatisticas"."acertos" >= 0 and "questao_estatisticas"."acertos" <= "questao_estatisticas"."respostas")
);
--> statement-breakpoint
CREATE TABLE "revisao_cartoes" (
	"user_id" text NOT NULL,
	"questao_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone,
	"removido" boolean DEFAULT false NOT NULL,
	CONSTRAINT "revisao_cartoes_user_id_questao_id_pk" PRIMARY KEY("user_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "simulado_sessao_respostas" (
	"sessao_id" uuid NOT NULL,
	"questao_id" integer NOT NULL,
	"resposta" text NOT NULL,
	"espiada" boolean DEFAULT false NOT NULL,
	"recebida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulado_sessao_respostas_sessao_id_questao_id_pk" PRIMARY KEY("sessao_id","questao_id")
);
--> statement-breakpoint
CREATE TABLE "simulado_sessoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"materia_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"questao_ids" integer[] NOT NULL,
	"iniciada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo" timestamp with time zone,
	"simulado_id" integer,
	CONSTRAINT "simulado_sessoes_tipo" CHECK ("simulado_sessoes"."tipo" in ('cronometrado', 'impresso'))
);
--> statement-breakpoint
ALTER TABLE "simulados" ALTER COLUMN "materia_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD COLUMN "espiada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD COLUMN "primeira_resposta" text;--> statement-breakpoint
ALTER TABLE "questoes_status" ADD COLUMN "primeira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "tipo" text DEFAULT 'padrao' NOT NULL;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "acertos_sem_espiar" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "iniciado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "prazo" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "simulados" ADD COLUMN "fora_do_prazo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questao_estatisticas" ADD CONSTRAINT "questao_estatisticas_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_cartoes" ADD CONSTRAINT "revisao_cartoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisao_cartoes" ADD CONSTRAINT "revisao_cartoes_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_sessao_respostas" ADD CONSTRAINT "simulado_sessao_respostas_sessao_id_simulado_sessoes_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."simulado_sessoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_sessoes" ADD CONSTRAINT "simulado_sessoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_sessoes" ADD CONSTRAINT "simulado_sessoes_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulado_sessoes" ADD CONSTRAINT "simulado_sessoes_simulado_id_simulados_id_fk" FOREIGN KEY ("simulado_id") REFERENCES "public"."simulados"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questao_estatisticas_respostas_idx" ON "questao_estatisticas" USING btree ("respostas");--> statement-breakpoint
CREATE INDEX "revisao_cartoes_due_idx" ON "revisao_cartoes" USING btree ("user_id","due") WHERE not "revisao_cartoes"."removido";--> statement-breakpoint
CREATE INDEX "revisao_cartoes_questao_idx" ON "revisao_cartoes" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "simulado_sessoes_user_idx" ON "simulado_sessoes" USING btree ("user_id","iniciada_em");--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_acertos_sem_espiar_range" CHECK ("simulados"."acertos_sem_espiar" >= 0 and "simulados"."acertos_sem_espiar" <= "simulados"."acertos");--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_tipo" CHECK ("simulados"."tipo" in ('padrao', 'revisao'));--> statement-breakpoint
ALTER TABLE "simulados" ADD CONSTRAINT "simulados_materia_or_revisao" CHECK ("simulados"."materia_id" is not null or "simulados"."tipo" = 'revisao');--> statement-breakpoint
-- Backfill from the answers already saved: honest hits per simulado, the latest answer's peek, each
-- student's first unpeeked answer per question and the counts per question built from those.
UPDATE "simulados" s SET "acertos_sem_espiar" = r.n
FROM (SELECT "simulado_id", (count(*) FILTER (WHERE "correta" AND NOT "espiada"))::int AS n FROM "respostas_usuario" GROUP BY "simulado_id") r
WHERE r."simulado_id" = s."id";--> statement-breakpoint
UPDATE "questoes_status" qs SET "espiada" = true
FROM (
  SELECT DISTINCT ON (s."user_id", r."questao_id") s."user_id", r."questao_id", r."espiada"
  FROM "respostas_usuario" r JOIN "simulados" s ON s."id" = r."simulado_id"
  ORDER BY s."user_id", r."questao_id", s."data" DESC, s."id" DESC
) l
WHERE l."user_id" = qs."user_id" AND l."questao_id" = qs."questao_id" AND l."espiada";--> statement-breakpoint
UPDATE "questoes_status" qs SET "primeira_resposta" = f."resposta", "primeira_em" = f."data"
FROM (
  SELECT DISTINCT ON (s."user_id", r."questao_id") s."user_id", r."questao_id", r."resposta", s."data"
  FROM "respostas_usuario" r JOIN "simulados" s ON s."id" = r."simulado_id"
  WHERE NOT r."espiada"
  ORDER BY s."user_id", r."questao_id", s."data", s."id"
) f
WHERE f."user_id" = qs."user_id" AND f."questao_id" = qs."questao_id";--> statement-breakpoint
INSERT INTO "questao_estatisticas" ("questao_id", "respostas", "acertos", "marcadas_a", "marcadas_b", "marcadas_c", "marcadas_d", "marcadas_e")
SELECT qs."questao_id", count(*)::int,
  (count(*) FILTER (WHERE qs."primeira_resposta" = q."resposta_correta"))::int,
  (count(*) FILTER (WHERE qs."primeira_resposta" = 'A'))::int,
  (count(*) FILTER (WHERE qs."primeira_resposta" = 'B'))::int,
  (count(*) FILTER (WHERE qs."primeira_resposta" = 'C'))::int,
  (count(*) FILTER (WHERE qs."primeira_resposta" = 'D'))::int,
  (count(*) FILTER (WHERE qs."primeira_resposta" = 'E'))::int
FROM "questoes_status" qs JOIN "questoes" q ON q."id" = qs."questao_id"
WHERE qs."primeira_resposta" IS NOT NULL
GROUP BY qs."questao_id";
