CREATE TABLE "questao_imagens" (
	"questao_id" integer NOT NULL,
	"arquivo_id" uuid NOT NULL,
	CONSTRAINT "questao_imagens_questao_id_arquivo_id_pk" PRIMARY KEY("questao_id","arquivo_id")
);
--> statement-breakpoint
ALTER TABLE "arquivos" DROP CONSTRAINT "arquivos_tipo";--> statement-breakpoint
ALTER TABLE "questao_imagens" ADD CONSTRAINT "questao_imagens_questao_id_questoes_id_fk" FOREIGN KEY ("questao_id") REFERENCES "public"."questoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questao_imagens" ADD CONSTRAINT "questao_imagens_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questao_imagens_arquivo_idx" ON "questao_imagens" USING btree ("arquivo_id");--> statement-breakpoint
CREATE INDEX "arquivos_questao_imagem_idx" ON "arquivos" USING btree ("created_at") WHERE "arquivos"."tipo" = 'questao_imagem';--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_tipo" CHECK ("arquivos"."tipo" in ('avatar', 'resumo_pdf', 'questao_imagem'));