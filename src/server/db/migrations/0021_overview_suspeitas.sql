ALTER TABLE "questao_estatisticas" ADD COLUMN "resposta_correta" text;--> statement-breakpoint
-- custom: overview_suspeitas (decision 0062; the admin overview's 'Questões suspeitas' from this table alone)
-- The key's copy for the questions counted before this migration, written before the generated column
-- exists so the table is rewritten once.
UPDATE "questao_estatisticas" e SET "resposta_correta" = q."resposta_correta" FROM "questoes" q WHERE q."id" = e."questao_id";
--> statement-breakpoint
ALTER TABLE "questao_estatisticas" ADD COLUMN "suspeita" boolean GENERATED ALWAYS AS (resposta_correta is not null and respostas >= 30 and (
  acertos * 100 < 20 * respostas
  or greatest(case when resposta_correta <> 'A' then marcadas_a else 0 end, case when resposta_correta <> 'B' then marcadas_b else 0 end, case when resposta_correta <> 'C' then marcadas_c else 0 end, case when resposta_correta <> 'D' then marcadas_d else 0 end, case when resposta_correta <> 'E' then marcadas_e else 0 end) > case resposta_correta
    when 'A' then marcadas_a when 'B' then marcadas_b when 'C' then marcadas_c when 'D' then marcadas_d
    else marcadas_e end)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "questao_estatisticas_suspeitas_idx" ON "questao_estatisticas" USING btree ("respostas","questao_id") WHERE "questao_estatisticas"."suspeita";--> statement-breakpoint
-- custom: overview_suspeitas, the copy's triggers
-- A row is inserted on its question's first counted answer ever (the save's upsert) or by the key
-- correction's reset. The key is copied once per statement, for the rows it inserted: the INSERT's
-- transition table holds none of the rows an upsert updated, so a save over questions counted before
-- pays one call and an empty join, and the save statement itself is unchanged.
CREATE FUNCTION "questao_estatisticas_copia_gabarito"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "questao_estatisticas" e SET "resposta_correta" = q."resposta_correta"
  FROM novas n JOIN "questoes" q ON q."id" = n."questao_id"
  WHERE e."questao_id" = n."questao_id" AND e."resposta_correta" IS DISTINCT FROM q."resposta_correta";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questao_estatisticas_gabarito_insert" AFTER INSERT ON "questao_estatisticas"
REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "questao_estatisticas_copia_gabarito"();
--> statement-breakpoint
-- An admin's new key (or any other writer's) follows into the copy, in the same transaction; updates that
-- leave the key as it was cost nothing (WHEN).
CREATE FUNCTION "questao_estatisticas_gabarito_novo"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "questao_estatisticas" SET "resposta_correta" = NEW."resposta_correta" WHERE "questao_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questoes_gabarito_update" AFTER UPDATE OF "resposta_correta" ON "questoes"
FOR EACH ROW WHEN (OLD."resposta_correta" IS DISTINCT FROM NEW."resposta_correta")
EXECUTE FUNCTION "questao_estatisticas_gabarito_novo"();
