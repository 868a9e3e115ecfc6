CREATE TABLE "atividade_alunos" (
	"dia" date NOT NULL,
	"user_id" text NOT NULL,
	"registros" integer NOT NULL,
	CONSTRAINT "atividade_alunos_dia_user_id_pk" PRIMARY KEY("dia","user_id")
);
--> statement-breakpoint
CREATE TABLE "expiracoes_dias" (
	"dia" date PRIMARY KEY NOT NULL,
	"alunos" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visao_geral_dias" (
	"dia" date NOT NULL,
	"parte" smallint NOT NULL,
	"novos_alunos" integer DEFAULT 0 NOT NULL,
	"alunos_ativos" integer DEFAULT 0 NOT NULL,
	"simulados" integer DEFAULT 0 NOT NULL,
	"pagamentos" integer DEFAULT 0 NOT NULL,
	"pagamentos_centavos" bigint DEFAULT 0 NOT NULL,
	"reembolsos" integer DEFAULT 0 NOT NULL,
	"reembolsos_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "visao_geral_dias_dia_parte_pk" PRIMARY KEY("dia","parte"),
	CONSTRAINT "visao_geral_dias_parte" CHECK ("visao_geral_dias"."parte" >= 0 and "visao_geral_dias"."parte" < 8)
);
--> statement-breakpoint
ALTER TABLE "notas" ADD COLUMN "criada_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "atividade_alunos" ADD CONSTRAINT "atividade_alunos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_data_expiracao_idx" ON "users" USING btree ("data_expiracao");--> statement-breakpoint
-- custom: visao_geral (issue 34 §5, the admin overview)
-- A nota saved before this column existed is dated at noon of the day the student gave it.
UPDATE "notas" SET "criada_em" = ("data" + time '12:00') AT TIME ZONE 'America/Sao_Paulo';
--> statement-breakpoint
-- The business's calendar day of an instant, and the counter row (0 to 7) a student's writes go to.
CREATE FUNCTION "visao_geral_dia"(instante timestamptz) RETURNS date LANGUAGE sql STABLE
AS $$ SELECT (instante AT TIME ZONE 'America/Sao_Paulo')::date $$;
--> statement-breakpoint
CREATE FUNCTION "visao_geral_parte"(id text) RETURNS smallint LANGUAGE sql IMMUTABLE
AS $$ SELECT (hashtext(id) & 7)::smallint $$;
--> statement-breakpoint
-- Adds (n > 0) or takes out (n < 0) simulados or notas per (day, student): the student's activity row
-- counts the rows behind it and goes with the last one; with conta_simulados, the day's simulados too.
-- Rows are written in (day, student) order, so concurrent writers lock them the same way round.
CREATE FUNCTION "visao_geral_registra"(dias date[], alunos text[], ns int[], conta_simulados boolean)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "atividade_alunos" AS a ("dia", "user_id", "registros")
  SELECT x.dia, x.aluno, x.n FROM unnest(dias, alunos, ns) AS x(dia, aluno, n) WHERE x.n > 0 ORDER BY x.dia, x.aluno
  ON CONFLICT ("dia", "user_id") DO UPDATE SET "registros" = a."registros" + EXCLUDED."registros";
  UPDATE "atividade_alunos" a SET "registros" = a."registros" + x.n
  FROM unnest(dias, alunos, ns) AS x(dia, aluno, n)
  WHERE x.n < 0 AND a."dia" = x.dia AND a."user_id" = x.aluno;
  DELETE FROM "atividade_alunos" a USING unnest(dias, alunos, ns) AS x(dia, aluno, n)
  WHERE x.n < 0 AND a."dia" = x.dia AND a."user_id" = x.aluno AND a."registros" <= 0;
  IF conta_simulados THEN
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "simulados")
    SELECT x.dia, "visao_geral_parte"(x.aluno), sum(x.n)::int FROM unnest(dias, alunos, ns) AS x(dia, aluno, n)
    GROUP BY 1, 2 HAVING sum(x.n) <> 0 ORDER BY 1, 2
    ON CONFLICT ("dia", "parte") DO UPDATE SET "simulados" = v."simulados" + EXCLUDED."simulados";
  END IF;
END $$;
--> statement-breakpoint
-- A student's first activity row of a day makes them active that day; its deletion takes them out.
CREATE FUNCTION "atividade_alunos_conta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "alunos_ativos")
    SELECT "dia", "visao_geral_parte"("user_id"), count(*)::int FROM "novos" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("dia", "parte") DO UPDATE SET "alunos_ativos" = v."alunos_ativos" + EXCLUDED."alunos_ativos";
  ELSE
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "alunos_ativos")
    SELECT "dia", "visao_geral_parte"("user_id"), -count(*)::int FROM "antigos" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("dia", "parte") DO UPDATE SET "alunos_ativos" = v."alunos_ativos" + EXCLUDED."alunos_ativos";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "atividade_alunos_insert" AFTER INSERT ON "atividade_alunos"
REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "atividade_alunos_conta"();
--> statement-breakpoint
CREATE TRIGGER "atividade_alunos_delete" AFTER DELETE ON "atividade_alunos"
REFERENCING OLD TABLE AS "antigos" FOR EACH STATEMENT EXECUTE FUNCTION "atividade_alunos_conta"();
--> statement-breakpoint
-- Simulados and notas, inserted or deleted in any number by one statement: one call per statement.
CREATE FUNCTION "visao_geral_simulados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "visao_geral_registra"(array_agg(x.dia), array_agg(x.aluno), array_agg(x.n), true)
    FROM (SELECT "visao_geral_dia"("data") AS dia, "user_id" AS aluno, count(*)::int AS n FROM "novos" GROUP BY 1, 2) x;
  ELSE
    PERFORM "visao_geral_registra"(array_agg(x.dia), array_agg(x.aluno), array_agg(x.n), true)
    FROM (SELECT "visao_geral_dia"("data") AS dia, "user_id" AS aluno, -count(*)::int AS n FROM "antigos" GROUP BY 1, 2) x;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_simulados_insert" AFTER INSERT ON "simulados"
REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_simulados"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_simulados_delete" AFTER DELETE ON "simulados"
REFERENCING OLD TABLE AS "antigos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_simulados"();
--> statement-breakpoint
CREATE FUNCTION "visao_geral_notas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "visao_geral_registra"(array_agg(x.dia), array_agg(x.aluno), array_agg(x.n), false)
    FROM (SELECT "visao_geral_dia"("criada_em") AS dia, "user_id" AS aluno, count(*)::int AS n FROM "novos" GROUP BY 1, 2) x;
  ELSE
    PERFORM "visao_geral_registra"(array_agg(x.dia), array_agg(x.aluno), array_agg(x.n), false)
    FROM (SELECT "visao_geral_dia"("criada_em") AS dia, "user_id" AS aluno, -count(*)::int AS n FROM "antigos" GROUP BY 1, 2) x;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_notas_insert" AFTER INSERT ON "notas"
REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_notas"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_notas_delete" AFTER DELETE ON "notas"
REFERENCING OLD TABLE AS "antigos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_notas"();
--> statement-breakpoint
-- The app never moves a simulado or a nota to another day or student; should anything do so, the row
-- is taken out of its old day and counted in its new one. TG_ARGV[0] names the column that dates it.
CREATE FUNCTION "visao_geral_registro_muda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "visao_geral_registra"(ARRAY["visao_geral_dia"((to_jsonb(OLD) ->> TG_ARGV[0])::timestamptz)],
                                 ARRAY[OLD."user_id"], ARRAY[-1], TG_TABLE_NAME = 'simulados');
  PERFORM "visao_geral_registra"(ARRAY["visao_geral_dia"((to_jsonb(NEW) ->> TG_ARGV[0])::timestamptz)],
                                 ARRAY[NEW."user_id"], ARRAY[1], TG_TABLE_NAME = 'simulados');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_simulados_update" AFTER UPDATE OF "data", "user_id" ON "simulados" FOR EACH ROW
WHEN (OLD."data" IS DISTINCT FROM NEW."data" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "visao_geral_registro_muda"('data');
--> statement-breakpoint
CREATE TRIGGER "visao_geral_notas_update" AFTER UPDATE OF "criada_em", "user_id" ON "notas" FOR EACH ROW
WHEN (OLD."criada_em" IS DISTINCT FROM NEW."criada_em" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "visao_geral_registro_muda"('criada_em');
--> statement-breakpoint
-- Accounts: created per day, and subscriptions ending per day.
CREATE FUNCTION "visao_geral_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "novos_alunos")
    SELECT "visao_geral_dia"("created_at"), "visao_geral_parte"("id"), count(*)::int FROM "novos" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("dia", "parte") DO UPDATE SET "novos_alunos" = v."novos_alunos" + EXCLUDED."novos_alunos";
    INSERT INTO "expiracoes_dias" AS e ("dia", "alunos")
    SELECT "visao_geral_dia"("data_expiracao"), count(*)::int FROM "novos" WHERE "data_expiracao" IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("dia") DO UPDATE SET "alunos" = e."alunos" + EXCLUDED."alunos";
  ELSE
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "novos_alunos")
    SELECT "visao_geral_dia"("created_at"), "visao_geral_parte"("id"), -count(*)::int FROM "antigos" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("dia", "parte") DO UPDATE SET "novos_alunos" = v."novos_alunos" + EXCLUDED."novos_alunos";
    INSERT INTO "expiracoes_dias" AS e ("dia", "alunos")
    SELECT "visao_geral_dia"("data_expiracao"), -count(*)::int FROM "antigos" WHERE "data_expiracao" IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT ("dia") DO UPDATE SET "alunos" = e."alunos" + EXCLUDED."alunos";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_users_insert" AFTER INSERT ON "users"
REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_users"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_users_delete" AFTER DELETE ON "users"
REFERENCING OLD TABLE AS "antigos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_users"();
--> statement-breakpoint
-- A changed expiry (a payment, a refund, the admin) moves the account to its new day.
CREATE FUNCTION "visao_geral_user_muda"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF ("visao_geral_dia"(OLD."created_at"), "visao_geral_parte"(OLD."id"))
     IS DISTINCT FROM ("visao_geral_dia"(NEW."created_at"), "visao_geral_parte"(NEW."id")) THEN
    UPDATE "visao_geral_dias" SET "novos_alunos" = "novos_alunos" - 1
    WHERE "dia" = "visao_geral_dia"(OLD."created_at") AND "parte" = "visao_geral_parte"(OLD."id");
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "novos_alunos")
    VALUES ("visao_geral_dia"(NEW."created_at"), "visao_geral_parte"(NEW."id"), 1)
    ON CONFLICT ("dia", "parte") DO UPDATE SET "novos_alunos" = v."novos_alunos" + 1;
  END IF;
  IF OLD."data_expiracao" IS DISTINCT FROM NEW."data_expiracao" THEN
    IF OLD."data_expiracao" IS NOT NULL THEN
      UPDATE "expiracoes_dias" SET "alunos" = "alunos" - 1 WHERE "dia" = "visao_geral_dia"(OLD."data_expiracao");
    END IF;
    IF NEW."data_expiracao" IS NOT NULL THEN
      INSERT INTO "expiracoes_dias" AS e ("dia", "alunos") VALUES ("visao_geral_dia"(NEW."data_expiracao"), 1)
      ON CONFLICT ("dia") DO UPDATE SET "alunos" = e."alunos" + 1;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_users_update" AFTER UPDATE OF "created_at", "id", "data_expiracao" ON "users" FOR EACH ROW
WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."id" IS DISTINCT FROM NEW."id"
      OR OLD."data_expiracao" IS DISTINCT FROM NEW."data_expiracao")
EXECUTE FUNCTION "visao_geral_user_muda"();
--> statement-breakpoint
-- Payments by the day they were paid, refunds and chargebacks by the day they were cancelled (a row's
-- old figures out, its new ones in). Payments come one webhook at a time: one counter row per day.
CREATE FUNCTION "visao_geral_pagamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "pagamentos", "pagamentos_centavos", "reembolsos", "reembolsos_centavos")
    SELECT x.dia, 0, -sum(x.p)::int, -sum(x.pc), -sum(x.r)::int, -sum(x.rc) FROM (
      SELECT "visao_geral_dia"("pago_em") AS dia, 1 AS p, coalesce("valor_centavos", 0) AS pc, 0 AS r, 0 AS rc
      FROM "antigos" WHERE "pago_em" IS NOT NULL
      UNION ALL
      SELECT "visao_geral_dia"("cancelado_em"), 0, 0, 1, coalesce("valor_centavos", 0)
      FROM "antigos" WHERE "status" IN ('reembolsado', 'chargeback') AND "cancelado_em" IS NOT NULL
    ) x GROUP BY x.dia ORDER BY x.dia
    ON CONFLICT ("dia", "parte") DO UPDATE SET
      "pagamentos" = v."pagamentos" + EXCLUDED."pagamentos",
      "pagamentos_centavos" = v."pagamentos_centavos" + EXCLUDED."pagamentos_centavos",
      "reembolsos" = v."reembolsos" + EXCLUDED."reembolsos",
      "reembolsos_centavos" = v."reembolsos_centavos" + EXCLUDED."reembolsos_centavos";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "pagamentos", "pagamentos_centavos", "reembolsos", "reembolsos_centavos")
    SELECT x.dia, 0, sum(x.p)::int, sum(x.pc), sum(x.r)::int, sum(x.rc) FROM (
      SELECT "visao_geral_dia"("pago_em") AS dia, 1 AS p, coalesce("valor_centavos", 0) AS pc, 0 AS r, 0 AS rc
      FROM "novos" WHERE "pago_em" IS NOT NULL
      UNION ALL
      SELECT "visao_geral_dia"("cancelado_em"), 0, 0, 1, coalesce("valor_centavos", 0)
      FROM "novos" WHERE "status" IN ('reembolsado', 'chargeback') AND "cancelado_em" IS NOT NULL
    ) x GROUP BY x.dia ORDER BY x.dia
    ON CONFLICT ("dia", "parte") DO UPDATE SET
      "pagamentos" = v."pagamentos" + EXCLUDED."pagamentos",
      "pagamentos_centavos" = v."pagamentos_centavos" + EXCLUDED."pagamentos_centavos",
      "reembolsos" = v."reembolsos" + EXCLUDED."reembolsos",
      "reembolsos_centavos" = v."reembolsos_centavos" + EXCLUDED."reembolsos_centavos";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_pagamentos_insert" AFTER INSERT ON "pagamentos"
REFERENCING NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_pagamentos"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_pagamentos_update" AFTER UPDATE ON "pagamentos"
REFERENCING OLD TABLE AS "antigos" NEW TABLE AS "novos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_pagamentos"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_pagamentos_delete" AFTER DELETE ON "pagamentos"
REFERENCING OLD TABLE AS "antigos" FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_pagamentos"();
--> statement-breakpoint
-- Everything counted again from the sources: the backfill below, and after a TRUNCATE of a source.
CREATE FUNCTION "visao_geral_recalcula"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "atividade_alunos";
  DELETE FROM "visao_geral_dias";
  DELETE FROM "expiracoes_dias";
  -- Its insert trigger counts the active students.
  INSERT INTO "atividade_alunos" ("dia", "user_id", "registros")
  SELECT x.dia, x.user_id, count(*)::int FROM (
    SELECT "visao_geral_dia"("data") AS dia, "user_id" FROM "simulados"
    UNION ALL
    SELECT "visao_geral_dia"("criada_em"), "user_id" FROM "notas"
  ) x GROUP BY 1, 2 ORDER BY 1, 2;
  INSERT INTO "visao_geral_dias" AS v ("dia", "parte", "novos_alunos", "simulados", "pagamentos", "pagamentos_centavos",
                                       "reembolsos", "reembolsos_centavos")
  SELECT x.dia, x.parte, sum(x.a)::int, sum(x.s)::int, sum(x.p)::int, sum(x.pc), sum(x.r)::int, sum(x.rc) FROM (
    SELECT "visao_geral_dia"("created_at") AS dia, "visao_geral_parte"("id") AS parte,
           1 AS a, 0 AS s, 0 AS p, 0 AS pc, 0 AS r, 0 AS rc FROM "users"
    UNION ALL
    SELECT "visao_geral_dia"("data"), "visao_geral_parte"("user_id"), 0, 1, 0, 0, 0, 0 FROM "simulados"
    UNION ALL
    SELECT "visao_geral_dia"("pago_em"), 0, 0, 0, 1, coalesce("valor_centavos", 0), 0, 0
    FROM "pagamentos" WHERE "pago_em" IS NOT NULL
    UNION ALL
    SELECT "visao_geral_dia"("cancelado_em"), 0, 0, 0, 0, 0, 1, coalesce("valor_centavos", 0)
    FROM "pagamentos" WHERE "status" IN ('reembolsado', 'chargeback') AND "cancelado_em" IS NOT NULL
  ) x GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("dia", "parte") DO UPDATE SET
    "novos_alunos" = v."novos_alunos" + EXCLUDED."novos_alunos",
    "simulados" = v."simulados" + EXCLUDED."simulados",
    "pagamentos" = v."pagamentos" + EXCLUDED."pagamentos",
    "pagamentos_centavos" = v."pagamentos_centavos" + EXCLUDED."pagamentos_centavos",
    "reembolsos" = v."reembolsos" + EXCLUDED."reembolsos",
    "reembolsos_centavos" = v."reembolsos_centavos" + EXCLUDED."reembolsos_centavos";
  INSERT INTO "expiracoes_dias" ("dia", "alunos")
  SELECT "visao_geral_dia"("data_expiracao"), count(*)::int FROM "users" WHERE "data_expiracao" IS NOT NULL GROUP BY 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION "visao_geral_esvaziada"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "visao_geral_recalcula"();
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "visao_geral_simulados_truncate" AFTER TRUNCATE ON "simulados"
FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_esvaziada"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_notas_truncate" AFTER TRUNCATE ON "notas"
FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_esvaziada"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_users_truncate" AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_esvaziada"();
--> statement-breakpoint
CREATE TRIGGER "visao_geral_pagamentos_truncate" AFTER TRUNCATE ON "pagamentos"
FOR EACH STATEMENT EXECUTE FUNCTION "visao_geral_esvaziada"();
--> statement-breakpoint
SELECT "visao_geral_recalcula"();
