CREATE TABLE "simulados_totais" (
	"user_id" text NOT NULL,
	"materia_id" integer,
	"simulados" integer DEFAULT 0 NOT NULL,
	"soma_nota" numeric DEFAULT '0' NOT NULL,
	"soma_nota_sem_espiar" numeric DEFAULT '0' NOT NULL,
	"aproveitados" integer DEFAULT 0 NOT NULL,
	"questoes_respondidas" integer DEFAULT 0 NOT NULL,
	"acertos_sem_espiar" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "simulados_totais_user_materia_uq" UNIQUE NULLS NOT DISTINCT("user_id","materia_id")
);
--> statement-breakpoint
DROP INDEX "simulados_user_data_idx";--> statement-breakpoint
ALTER TABLE "simulados_totais" ADD CONSTRAINT "simulados_totais_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulados_totais" ADD CONSTRAINT "simulados_totais_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "simulados_user_maior_nota_idx" ON "simulados" USING btree ("user_id","nota","data","id");--> statement-breakpoint
CREATE INDEX "simulados_user_menor_nota_idx" ON "simulados" USING btree ("user_id","nota","data" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "simulados_user_data_idx" ON "simulados" USING btree ("user_id","data","id");--> statement-breakpoint
-- custom: simulados_totais
-- Backfill: the sums over every simulado saved so far, with the expressions of the triggers below.
INSERT INTO "simulados_totais" ("user_id", "materia_id", "simulados", "soma_nota", "soma_nota_sem_espiar",
                                "aproveitados", "questoes_respondidas", "acertos_sem_espiar")
SELECT "user_id", "materia_id", count(*)::int, sum("nota"::numeric),
       sum(coalesce(round("acertos_sem_espiar" * 1000.0 / nullif("questoes_respondidas", 0)) / 100, 0)),
       (count(*) FILTER (WHERE round("acertos_sem_espiar" * 1000.0 / nullif("questoes_respondidas", 0)) / 100 >= 7))::int,
       sum("questoes_respondidas")::int, sum("acertos_sem_espiar")::int
FROM "simulados"
GROUP BY "user_id", "materia_id";
--> statement-breakpoint
-- simulados_totais is the sum of simulados per (user_id, materia_id): every statement that deletes,
-- updates or inserts simulados takes its old rows' sums out and adds its new rows' sums, one row per
-- student and subject (so a clear of 20,000 simulados is one update per subject, not 20,000). The
-- insert is an upsert on that row, so concurrent saves of one student queue on its lock and none is
-- lost. Taking out only updates: a student being deleted may have lost their rows already (cascade).
-- 'nota sem espiar' is computeNota over the hits without a peek; 7 is NOTA_APROVEITADA.
CREATE FUNCTION "simulados_totais_conta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "simulados_totais" t SET
      "simulados" = t."simulados" - o."simulados",
      "soma_nota" = t."soma_nota" - o."soma_nota",
      "soma_nota_sem_espiar" = t."soma_nota_sem_espiar" - o."soma_nota_sem_espiar",
      "aproveitados" = t."aproveitados" - o."aproveitados",
      "questoes_respondidas" = t."questoes_respondidas" - o."questoes_respondidas",
      "acertos_sem_espiar" = t."acertos_sem_espiar" - o."acertos_sem_espiar"
    FROM (
      SELECT "user_id", "materia_id", count(*)::int AS "simulados", sum("nota"::numeric) AS "soma_nota",
             sum(coalesce(round("acertos_sem_espiar" * 1000.0 / nullif("questoes_respondidas", 0)) / 100, 0))
               AS "soma_nota_sem_espiar",
             (count(*) FILTER (WHERE round("acertos_sem_espiar" * 1000.0 / nullif("questoes_respondidas", 0)) / 100 >= 7))::int
               AS "aproveitados",
             sum("questoes_respondidas")::int AS "questoes_respondidas", sum("acertos_sem_espiar")::int AS "acertos_sem_espiar"
      FROM "antigos" GROUP BY "user_id", "materia_id"
    ) o
    WHERE t."user_id" = o."user_id" AND t."materia_id" IS NOT DISTINCT FROM o."materia_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "simulados_totais" ("user_id", "materia_id", "simulados", "soma_nota", "soma_nota_sem_espiar",
                                    "aproveitados", "questoes_respondidas", "acertos_sem_espiar")
    SELECT "user_id", "materia_id", count(*)::int, sum("nota"::numeric),
           sum(coalesce(round("acertos_sem_espiar" * 1000.0 / nullif("questoes_respondidas", 0)) / 100, 0)),
           (count(*) FILTER (WHERE round("acertos_sem_espiar" * 1000.0 / nullif("questoes_respondidas", 0)) / 100 >= 7))::int,
           sum("questoes_respondidas")::int, sum("acertos_sem_espiar")::int
    FROM "novos" GROUP BY "user_id", "materia_id"
    -- One order for every writer, so two statements of one student lock its rows the same way round.
    ORDER BY "user_id", "materia_id"
    ON CONFLICT ("user_id", "materia_id") DO UPDATE SET
      "simulados" = "simulados_totais"."simulados" + EXCLUDED."simulados",
      "soma_nota" = "simulados_totais"."soma_nota" + EXCLUDED."soma_nota",
      "soma_nota_sem_espiar" = "simulados_totais"."soma_nota_sem_espiar" + EXCLUDED."soma_nota_sem_espiar",
      "aproveitados" = "simulados_totais"."aproveitados" + EXCLUDED."aproveitados",
      "questoes_respondidas" = "simulados_totais"."questoes_respondidas" + EXCLUDED."questoes_respondidas",
      "acertos_sem_espiar" = "simulados_totais"."acertos_sem_espiar" + EXCLUDED."acertos_sem_espiar";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A trigger with transition tables answers one event (PostgreSQL's rule), hence three.
CREATE TRIGGER "simulados_totais_insert" AFTER INSERT ON "simulados"
REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "simulados_totais_conta"();
--> statement-breakpoint
CREATE TRIGGER "simulados_totais_update" AFTER UPDATE ON "simulados"
REFERENCING OLD TABLE AS "antigos" NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "simulados_totais_conta"();
--> statement-breakpoint
CREATE TRIGGER "simulados_totais_delete" AFTER DELETE ON "simulados"
REFERENCING OLD TABLE AS "antigos" FOR EACH STATEMENT EXECUTE FUNCTION "simulados_totais_conta"();
--> statement-breakpoint
CREATE FUNCTION "simulados_totais_esvazia"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "simulados_totais";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "simulados_totais_truncate" AFTER TRUNCATE ON "simulados"
FOR EACH STATEMENT EXECUTE FUNCTION "simulados_totais_esvazia"();
