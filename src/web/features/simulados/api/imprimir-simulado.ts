import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages';
import type { ImpressaoRequest } from '../../../../shared/schemas/impressao';
import { ApiError, clientErrorCodes } from '../../../lib/api';
import { simuladosKeys } from '../../../lib/simulados/keys';

/** The file name the server gave (Content-Disposition), or a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'simulado-bizu.pdf';
}

/** The API's { code, message } of a refusal, or the generic message when the body is not one. */
async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  if (body && typeof body.code === 'string' && typeof body.message === 'string') {
    return new ApiError({ status: response.status, code: body.code, message: body.message });
  }
  return new ApiError({ status: response.status, code: clientErrorCodes.badResponse, message: messages.unexpected });
}

/**
 * POST /api/simulados/impressao: the PDF as a file. It comes as bytes, not JSON, so this call does not
 * go through the JSON client; a refusal still becomes its ApiError (403: the subscribers-only message).
 */
export async function imprimirSimulado(body: ImpressaoRequest): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch('/api/simulados/impressao', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/pdf, application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0, code: clientErrorCodes.network, message: messages.unexpected });
  }
  if (!response.ok) throw await refusal(response);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}

/** Hands a file to the browser's downloads, as a link to it clicked. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the page's is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** 'Imprimir simulado': downloads the PDF; the new sheet then waits in 'Corrigir gabarito'. */
export function useImprimirSimulado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: imprimirSimulado,
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName);
      void queryClient.invalidateQueries({ queryKey: simuladosKeys.impressos() });
    },
  });
}
