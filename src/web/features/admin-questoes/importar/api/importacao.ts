import { useMutation } from '@tanstack/react-query';
import { useRefreshAdminData } from '../../../../components/admin/crud-api';
import {
  IMPORTACAO_CAMPO_ARQUIVO,
  type ImportacaoPrevia,
  type ImportacaoResultado,
} from '../../../../../shared/schemas/admin-importacao-questoes';
import { api } from '../../../../lib/api';

const BASE = '/api/admin/importacao-questoes';
export const MODELO_CSV_URL = `${BASE}/modelo.csv`;

/** The file goes as it is (multipart): the server parses and checks it, the browser never does. */
function formOf(file: File): FormData {
  const form = new FormData();
  form.append(IMPORTACAO_CAMPO_ARQUIVO, file);
  return form;
}

/** POST …/previa: every row with its errors and the counts; nothing is written. */
export function usePreviewImportacao() {
  return useMutation({ mutationFn: (file: File) => api.post<ImportacaoPrevia>(`${BASE}/previa`, formOf(file)) });
}

/** POST …: imports the new valid rows; then every admin list refetches (the question lists and counts). */
export function useImportarQuestoes() {
  const refresh = useRefreshAdminData();
  return useMutation({
    mutationFn: (file: File) => api.post<ImportacaoResultado>(BASE, formOf(file)),
    onSuccess: refresh,
  });
}
