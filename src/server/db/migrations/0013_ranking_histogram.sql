CREATE TABLE "ranking_histograma" (
	"edital_id" integer NOT NULL,
	"media" double precision NOT NULL,
	"geral" integer DEFAULT 0 NOT NULL,
	"basico" integer DEFAULT 0 NOT NULL,
	"especifico" integer DEFAULT 0 NOT NULL,
	"todos_geral" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ranking_histograma_edital_id_media_pk" PRIMARY KEY("edital_id","media")
);
--> statement-breakpoint
ALTER TABLE "ranking_medias" ADD COLUMN "qra" text;--> statement-breakpoint
CREATE INDEX "ranking_unidade_idx" ON "ranking_medias" USING btree ("edital_id","unidade_id","media_geral");
--> statement-breakpoint
-- custom: ranking_histogram
-- Backfill: the QRA the search reads, then every ranking row counted at its averages (visible ones per
-- tab; all of them for todos_geral).
UPDATE "ranking_medias" r SET "qra" = u."qra" FROM "users" u WHERE u."id" = r."user_id" AND u."qra" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "ranking_histograma" ("edital_id", "media", "geral", "basico", "especifico", "todos_geral")
SELECT r."edital_id", v."media", sum(v."g")::int, sum(v."b")::int, sum(v."e")::int, sum(v."t")::int
FROM "ranking_medias" r
CROSS JOIN LATERAL (VALUES
  (r."media_geral", r."show_in_ranking"::int, 0, 0, 1),
  (r."media_basico", 0, r."show_in_ranking"::int, 0, 0),
  (r."media_especifico", 0, 0, r."show_in_ranking"::int, 0)
) v("media", "g", "b", "e", "t")
WHERE r."edital_id" IS NOT NULL AND v."media" IS NOT NULL
GROUP BY r."edital_id", v."media";
--> statement-breakpoint
-- ranking_histograma counts ranking_medias per edital and average: a row's change takes its old averages
-- out of its old edital and puts its new ones in. All of one change's deltas go in one statement, in key
-- order, so two saves of the same edital lock histogram rows in one order and never deadlock; a second
-- save of the same average waits on the row lock and adds to the first one's committed count.
CREATE FUNCTION "ranking_medias_to_histograma"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "ranking_medias";
  n "ranking_medias";
BEGIN
  IF TG_OP <> 'INSERT' THEN o := OLD; END IF;
  IF TG_OP <> 'DELETE' THEN n := NEW; END IF;
  -- Most refreshes rewrite the same averages (a nota equal to the student's mean, a profile save).
  IF (o."edital_id", o."show_in_ranking", o."media_geral", o."media_basico", o."media_especifico")
     IS NOT DISTINCT FROM (n."edital_id", n."show_in_ranking", n."media_geral", n."media_basico", n."media_especifico")
  THEN
    RETURN NULL;
  END IF;
  INSERT INTO "ranking_histograma" AS h ("edital_id", "media", "geral", "basico", "especifico", "todos_geral")
  SELECT d."edital_id", d."media", sum(d."g")::int, sum(d."b")::int, sum(d."e")::int, sum(d."t")::int
  FROM (VALUES
    (o."edital_id", o."media_geral", -(o."show_in_ranking"::int), 0, 0, -1),
    (o."edital_id", o."media_basico", 0, -(o."show_in_ranking"::int), 0, 0),
    (o."edital_id", o."media_especifico", 0, 0, -(o."show_in_ranking"::int), 0),
    (n."edital_id", n."media_geral", n."show_in_ranking"::int, 0, 0, 1),
    (n."edital_id", n."media_basico", 0, n."show_in_ranking"::int, 0, 0),
    (n."edital_id", n."media_especifico", 0, 0, n."show_in_ranking"::int, 0)
  ) d("edital_id", "media", "g", "b", "e", "t")
  WHERE d."edital_id" IS NOT NULL AND d."media" IS NOT NULL
  GROUP BY d."edital_id", d."media"
  HAVING sum(d."g") <> 0 OR sum(d."b") <> 0 OR sum(d."e") <> 0 OR sum(d."t") <> 0
  ORDER BY d."edital_id", d."media"
  ON CONFLICT ("edital_id", "media") DO UPDATE SET
    "geral" = h."geral" + EXCLUDED."geral",
    "basico" = h."basico" + EXCLUDED."basico",
    "especifico" = h."especifico" + EXCLUDED."especifico",
    "todos_geral" = h."todos_geral" + EXCLUDED."todos_geral";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ranking_medias_to_histograma"
AFTER INSERT OR UPDATE OR DELETE ON "ranking_medias"
FOR EACH ROW EXECUTE FUNCTION "ranking_medias_to_histograma"();
--> statement-breakpoint
-- ranking_medias.qra follows users.qra whoever writes it (the profile, the admin's form).
CREATE FUNCTION "users_qra_to_ranking"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ranking_medias" SET "qra" = NEW."qra" WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_qra_to_ranking"
AFTER UPDATE OF "qra" ON "users"
FOR EACH ROW WHEN (OLD."qra" IS DISTINCT FROM NEW."qra")
EXECUTE FUNCTION "users_qra_to_ranking"();
--> statement-breakpoint
-- The ranking search is a regular expression over the QRA (rankingSearchPattern): pg_trgm serves `~*`
-- from a trigram index, so a search reads the rows it matches instead of the whole edital. As in 0005, a
-- server without pg_trgm still migrates and the search reads the edital's rows.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS ranking_medias_qra_trgm_idx ON ranking_medias USING gin (qra gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%), the ranking search reads the edital without an index', SQLERRM;
END
$$;
