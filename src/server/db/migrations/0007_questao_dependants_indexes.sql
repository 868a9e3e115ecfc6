CREATE INDEX "reports_questao_idx" ON "questao_reports" USING btree ("questao_id");--> statement-breakpoint
CREATE INDEX "questoes_status_questao_idx" ON "questoes_status" USING btree ("questao_id");