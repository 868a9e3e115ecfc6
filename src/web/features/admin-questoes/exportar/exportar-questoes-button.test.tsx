import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatoMessages as msg } from '../../../../shared/schemas/admin-formatos-questoes';
import type { AdminQuestoesQueryInput } from '../../../../shared/schemas/admin-questoes';
import { Providers } from '../../../app/providers';
import { toast } from '../../../lib/toast';
import { apiError, createTestQueryClient, stubFetch } from '../../../test-utils';
import { ExportarQuestoesButton } from './exportar-questoes-button';

const filtro: AdminQuestoesQueryInput = { materiaId: 7, tipo: 'multipla4', q: '', page: 3 };

function fileResponse(headers: Record<string, string>) {
  return new Response('materia,enunciado\r\n', {
    status: 200,
    headers: {
      'content-type': 'text/plain',
      'content-disposition': 'attachment; filename="questoes-x.txt"',
      ...headers,
    },
  });
}

async function exportAs(formato: string) {
  render(
    <Providers queryClient={createTestQueryClient()}>
      <ExportarQuestoesButton filtro={filtro} />
    </Providers>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Exportar questões' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Formato'), formato);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Baixar arquivo' }));
  return dialog;
}

beforeEach(() => {
  // jsdom has no object URLs; the download itself is the browser's.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  toast.dismiss();
});

describe('ExportarQuestoesButton', () => {
  it('shows a refusal in pt-BR and keeps the dialog open', async () => {
    stubFetch((call) =>
      call.url.startsWith('/api/admin/questoes/exportacao') ? apiError(403, 'FORBIDDEN', 'Acesso negado.') : undefined,
    );
    const dialog = await exportAs('CSV');
    expect(await screen.findByText('Acesso negado.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('asks for the current filter without its page, in the chosen format, and says what Aiken left out', async () => {
    const { calls } = stubFetch((call) =>
      call.url.startsWith('/api/admin/questoes/exportacao')
        ? fileResponse({ 'x-questoes-exportadas': '10', 'x-questoes-omitidas': '3' })
        : undefined,
    );
    await exportAs('Aiken');
    expect(await screen.findByText(msg.aikenOmitidas(3))).toBeInTheDocument();
    const url = calls.find((c) => c.url.startsWith('/api/admin/questoes/exportacao'))!.url;
    expect(url).toBe('/api/admin/questoes/exportacao?materiaId=7&tipo=multipla4&formato=aiken');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
  });
});
