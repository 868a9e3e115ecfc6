CREATE TABLE "questoes_busca" (
	"questao_id" integer PRIMARY KEY NOT NULL,
	"busca" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questoes_busca" ADD CONSTRAINT "questoes_busca_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- custom: admin_lists_scale
-- questoes_busca holds each statement folded once, on write: the admin search rechecks its trigram
-- candidates against this stored text instead of folding every candidate statement again (0008's
-- expression index made a search for common words fold the whole bank, seconds at 200,000 questions).
-- Inserts are folded per statement (a CSV import is one INSERT of many rows); an edited statement per row.
CREATE FUNCTION "questoes_busca_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "questoes_busca" ("questao_id", "busca")
  SELECT "id", bizu_fold_html("enunciado") FROM "novas";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questoes_busca_insert"
AFTER INSERT ON "questoes" REFERENCING NEW TABLE AS "novas"
FOR EACH STATEMENT EXECUTE FUNCTION "questoes_busca_insert"();
--> statement-breakpoint
CREATE FUNCTION "questoes_busca_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "questoes_busca" SET "busca" = bizu_fold_html(NEW."enunciado") WHERE "questao_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questoes_busca_update"
AFTER UPDATE OF "enunciado" ON "questoes"
FOR EACH ROW WHEN (OLD."enunciado" IS DISTINCT FROM NEW."enunciado")
EXECUTE FUNCTION "questoes_busca_update"();
--> statement-breakpoint
-- The bank as it is today.
INSERT INTO "questoes_busca" ("questao_id", "busca") SELECT "id", bizu_fold_html("enunciado") FROM "questoes";
--> statement-breakpoint
-- The trigram index moves from 0008's expression over questoes to the stored text (folding twice on every
-- write would buy nothing). Where pg_trgm is missing the migration still succeeds, as in 0005/0008, and
-- the search reads the folded text of the rows it filters.
DROP INDEX IF EXISTS "questoes_busca_trgm_idx";
--> statement-breakpoint
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS questoes_busca_texto_trgm_idx ON questoes_busca USING gin (busca gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), the Questões search reads questoes_busca without an index', SQLERRM;
END
$$;
