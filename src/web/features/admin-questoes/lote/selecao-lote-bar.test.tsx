import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { loteMessages } from '../../../../shared/schemas/admin-questoes-lote';
import { jsonResponse, makeUser, renderApp } from '../../../test-utils';
import { pageOf, QUESTAO, stubQuestoesApi, writes } from '../../../components/admin/questao/test-fixtures';

const admin = () => makeUser({ isAdmin: true });
const OUTRA = { ...QUESTAO, id: 8 };

afterEach(() => {
  toast.dismiss();
});

describe('bulk actions on /admin/questions', () => {
  it('selects a card, the page, then every question of the filter, and moves them after the count', async () => {
    const { calls } = stubQuestoesApi(
      () => pageOf([QUESTAO, OUTRA], { total: 45 }),
      (call) => {
        const body = call.body as { previa: boolean };
        return call.url === '/api/admin/questoes/lote' ? jsonResponse({ total: 45, previa: body.previa }) : undefined;
      },
    );
    renderApp('/admin/questions', { me: admin() });
    const bar = await screen.findByRole('region', { name: 'Ações em lote' });
    expect(within(bar).queryByRole('button', { name: 'Mover' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar questão #7' }));
    expect(within(bar).getByText('1 questão selecionada')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('checkbox', { name: 'Selecionar todas desta página' }));
    expect(within(bar).getByText('2 questões selecionadas')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar questão #8' })).toBeChecked();
    await userEvent.click(within(bar).getByRole('button', { name: 'Selecionar todas as 45 do filtro' }));
    expect(within(bar).getByText('45 questões selecionadas')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar questão #7' })).toBeDisabled();

    await userEvent.click(within(bar).getByRole('button', { name: 'Mover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover para outra matéria' });
    expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Matéria de destino'), 'Direito Penal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByText(loteMessages.previa(45))).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(loteMessages.feito(45))).toBeInTheDocument();
    expect(writes(calls).map((c) => c.body)).toEqual([
      { filtro: { q: '' }, acao: { tipo: 'mover', materiaId: 20, aulaId: null }, previa: true },
      { filtro: { q: '' }, acao: { tipo: 'mover', materiaId: 20, aulaId: null }, previa: false },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(bar).queryByText(/selecionadas?$/)).toBeNull();
  });

  it('says how many of the chosen questions are in use and does not offer to delete them', async () => {
    const { calls } = stubQuestoesApi(
      () => pageOf([QUESTAO, OUTRA]),
      () => jsonResponse({ total: 1, previa: true, emUso: 1 }),
    );
    renderApp('/admin/questions', { me: admin() });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Selecionar questão #8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir questões' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '1 questão está em uso (respostas, comentários ou reports de alunos) e impede a exclusão.',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    expect(writes(calls).map((c) => c.body)).toEqual([{ ids: [8], acao: { tipo: 'excluir' }, previa: true }]);
  });
});
