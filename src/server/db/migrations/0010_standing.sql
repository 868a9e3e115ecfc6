CREATE TABLE "desempenho_editais" (
	"edital_id" integer NOT NULL,
	"materia_id" integer NOT NULL,
	"respondidas" integer DEFAULT 0 NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	"alunos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desempenho_editais_edital_id_materia_id_pk" PRIMARY KEY("edital_id","materia_id")
);
--> statement-breakpoint
CREATE TABLE "desempenho_materias" (
	"user_id" text NOT NULL,
	"materia_id" integer NOT NULL,
	"edital_id" integer,
	"respondidas" integer DEFAULT 0 NOT NULL,
	"acertos" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "desempenho_materias_user_id_materia_id_pk" PRIMARY KEY("user_id","materia_id"),
	CONSTRAINT "desempenho_materias_counts" CHECK ("desempenho_materias"."acertos" >= 0 and "desempenho_materias"."acertos" <= "desempenho_materias"."respondidas")
);
--> statement-breakpoint
ALTER TABLE "desempenho_editais" ADD CONSTRAINT "desempenho_editais_edital_id_editais_id_fk" FOREIGN KEY ("edital_id") REFERENCES "public"."editais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desempenho_editais" ADD CONSTRAINT "desempenho_editais_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desempenho_materias" ADD CONSTRAINT "desempenho_materias_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desempenho_materias" ADD CONSTRAINT "desempenho_materias_materia_id_materias_id_fk" FOREIGN KEY ("materia_id") REFERENCES "public"."materias"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the latest-answer status (the same counts saveSimulado rewrites), then the edital sums.
INSERT INTO "desempenho_materias" ("user_id", "materia_id", "edital_id", "respondidas", "acertos")
SELECT qs."user_id", qs."materia_id", u."edital_id", count(*)::int,
       (count(*) FILTER (WHERE qs."correta" AND NOT qs."espiada"))::int
FROM "questoes_status" qs JOIN "users" u ON u."id" = qs."user_id"
GROUP BY qs."user_id", qs."materia_id", u."edital_id";
--> statement-breakpoint
INSERT INTO "desempenho_editais" ("edital_id", "materia_id", "respondidas", "acertos", "alunos")
SELECT "edital_id", "materia_id", sum("respondidas")::int, sum("acertos")::int,
       (count(*) FILTER (WHERE "respondidas" > 0))::int
FROM "desempenho_materias" WHERE "edital_id" IS NOT NULL
GROUP BY "edital_id", "materia_id";
--> statement-breakpoint
-- desempenho_editais is the sum of desempenho_materias per (edital_id, materia_id): every change of a
-- student's row moves its old counts out of its old edital and its new counts into its new one.
CREATE FUNCTION "desempenho_materias_to_editais"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."edital_id" IS NOT NULL THEN
    UPDATE "desempenho_editais" SET
      "respondidas" = "respondidas" - OLD."respondidas",
      "acertos" = "acertos" - OLD."acertos",
      "alunos" = "alunos" - (OLD."respondidas" > 0)::int
    WHERE "edital_id" = OLD."edital_id" AND "materia_id" = OLD."materia_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."edital_id" IS NOT NULL THEN
    INSERT INTO "desempenho_editais" ("edital_id", "materia_id", "respondidas", "acertos", "alunos")
    VALUES (NEW."edital_id", NEW."materia_id", NEW."respondidas", NEW."acertos", (NEW."respondidas" > 0)::int)
    ON CONFLICT ("edital_id", "materia_id") DO UPDATE SET
      "respondidas" = "desempenho_editais"."respondidas" + EXCLUDED."respondidas",
      "acertos" = "desempenho_editais"."acertos" + EXCLUDED."acertos",
      "alunos" = "desempenho_editais"."alunos" + EXCLUDED."alunos";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "desempenho_materias_to_editais"
AFTER INSERT OR UPDATE OR DELETE ON "desempenho_materias"
FOR EACH ROW EXECUTE FUNCTION "desempenho_materias_to_editais"();
--> statement-breakpoint
-- A student who changes edital (the profile, or the edital deleted: ON DELETE SET NULL) takes their
-- counts along: their rows follow users.edital_id and the trigger above moves the sums.
CREATE FUNCTION "users_edital_to_desempenho"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "desempenho_materias" SET "edital_id" = NEW."edital_id" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_edital_to_desempenho"
AFTER UPDATE OF "edital_id" ON "users"
FOR EACH ROW WHEN (OLD."edital_id" IS DISTINCT FROM NEW."edital_id")
EXECUTE FUNCTION "users_edital_to_desempenho"();
