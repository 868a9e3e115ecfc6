CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"user_id" text,
	"mime" text NOT NULL,
	"tamanho" integer NOT NULL,
	"dados" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivos_tipo" CHECK ("arquivos"."tipo" in ('avatar', 'resumo_pdf'))
);
--> statement-breakpoint
CREATE TABLE "pagamentos" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"invoice_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"plano_id" text,
	"dias" integer,
	"valor_centavos" integer,
	"status" text NOT NULL,
	"pago_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"aplicado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_status" CHECK ("pagamentos"."status" in ('pago', 'reembolsado', 'chargeback'))
);
--> statement-breakpoint
CREATE TABLE "ranking_medias" (
	"user_id" text PRIMARY KEY NOT NULL,
	"edital_id" integer,
	"unidade_id" integer,
	"show_in_ranking" boolean DEFAULT true NOT NULL,
	"notas_basico" integer DEFAULT 0 NOT NULL,
	"notas_especifico" integer DEFAULT 0 NOT NULL,
	"soma_basico" double precision DEFAULT 0 NOT NULL,
	"soma_especifico" double precision DEFAULT 0 NOT NULL,
	"media_basico" double precision,
	"media_especifico" double precision,
	"media_geral" double precision
);
--> statement-breakpoint
CREATE TABLE "webhook_eventos" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"evento" text NOT NULL,
	"invoice_id" text,
	"payload" jsonb NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resumos" ADD COLUMN "arquivo_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendario_token" text;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_medias" ADD CONSTRAINT "ranking_medias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_medias" ADD CONSTRAINT "ranking_medias_edital_id_editais_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."editais"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_medias" ADD CONSTRAINT "ranking_medias_unidade_id_unidades_id_fk" FOREIGN KEY ("unidade_id") REFERENCES "public"."unidades"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivos_user_idx" ON "arquivos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_provider_invoice_uq" ON "pagamentos" USING btree ("provider","invoice_id");--> statement-breakpoint
CREATE INDEX "pagamentos_email_idx" ON "pagamentos" USING btree ("email");--> statement-breakpoint
CREATE INDEX "pagamentos_user_idx" ON "pagamentos" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ranking_geral_idx" ON "ranking_medias" USING btree ("edital_id","media_geral" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "ranking_basico_idx" ON "ranking_medias" USING btree ("edital_id","media_basico" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "ranking_especifico_idx" ON "ranking_medias" USING btree ("edital_id","media_especifico" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_eventos_provider_event_uq" ON "webhook_eventos" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "resumos" ADD CONSTRAINT "resumos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendario_token_unique" UNIQUE("calendario_token");--> statement-breakpoint
-- Backfill the ranking aggregate for students who already have a profile or notas (same formula as
-- services/ranking/refresh-ranking-medias.ts).
INSERT INTO "ranking_medias" ("user_id", "edital_id", "unidade_id", "show_in_ranking", "notas_basico", "notas_especifico", "soma_basico", "soma_especifico", "media_basico", "media_especifico", "media_geral")
SELECT u.id, u.edital_id, u.unidade_id, u.show_in_ranking,
       coalesce(a.nb, 0), coalesce(a.ne, 0), coalesce(a.sb, 0), coalesce(a.se, 0),
       round((a.sb / nullif(a.nb, 0))::numeric, 2)::float8,
       round((a.se / nullif(a.ne, 0))::numeric, 2)::float8,
       round(((a.sb / nullif(a.nb, 0) + a.se / nullif(a.ne, 0)) / 2)::numeric, 2)::float8
FROM "users" u
LEFT JOIN (
  SELECT n.user_id,
         count(*) FILTER (WHERE m.modulo_id = 1)::int AS nb,
         count(*) FILTER (WHERE m.modulo_id = 2)::int AS ne,
         sum(n.nota) FILTER (WHERE m.modulo_id = 1) AS sb,
         sum(n.nota) FILTER (WHERE m.modulo_id = 2) AS se
  FROM "notas" n JOIN "materias" m ON m.id = n.materia_id
  GROUP BY n.user_id
) a ON a.user_id = u.id;
