import { Pencil, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { SUSPEITA_ACERTO_MAX, SUSPEITA_MIN_RESPOSTAS } from '../../../../shared/rules/estatisticas';
import type { OrdemSuspeitas, QuestaoSuspeita } from '../../../../shared/schemas/estatisticas';
import { ListPagination } from '../../../components/admin/list-pagination';
import { QuestaoEditDialog } from '../../../components/admin/questao/questao-edit-dialog';
import { ResponsiveTable, type Column } from '../../../components/admin/responsive-table';
import { htmlToText } from '../../../components/html-content';
import { LoadFailed, PageLoading } from '../../../components/load-states';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatCount, formatDateOf } from '../../../lib/format';
import { useQuestoesSuspeitas } from '../api/list-suspeitas';

const excerpt = (html: string) => {
  const text = htmlToText(html);
  return text.length > 90 ? `${text.slice(0, 90)}…` : text;
};

const ORDENS: Array<{ value: OrdemSuspeitas; label: string }> = [
  { value: 'respostas', label: 'Mais respostas' },
  { value: 'acerto', label: 'Menor acerto' },
];

/**
 * 'Questões suspeitas' (issue 27 §1): questions whose students' first answers suggest a wrong key or a
 * confusing statement (at least 30 answers, and under 20 % right or a wrong alternative chosen more than
 * the right one), sorted by respostas or by acerto; each opens the question's edit modal.
 */
export function QuestoesSuspeitas() {
  const [ordem, setOrdem] = useState<OrdemSuspeitas>('respostas');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const suspeitas = useQuestoesSuspeitas({ ordem, page });

  const editar = (q: QuestaoSuspeita) => (
    <Button size="sm" variant="outline" onClick={() => setEditing(q.id)} aria-label={`Editar questão #${q.id}`}>
      <Pencil aria-hidden="true" />
      Editar
    </Button>
  );
  const columns: Column<QuestaoSuspeita>[] = [
    {
      header: 'Questão',
      cell: (q) => (
        <span className="flex flex-col gap-0.5">
          <span>
            <span className="font-semibold">#{q.id}</span> {excerpt(q.enunciado)}
          </span>
          {q.recontadasDesde ? (
            <span className="text-xs text-muted-foreground">
              Estatísticas recontadas desde {formatDateOf(q.recontadasDesde)}
            </span>
          ) : null}
        </span>
      ),
      className: 'min-w-64',
    },
    { header: 'Matéria', cell: (q) => q.materiaNome, inCard: true },
    { header: 'Respostas', cell: (q) => formatCount(q.respostas), className: 'tabular-nums', inCard: true },
    {
      header: 'Acerto',
      cell: (q) => (
        <span className="tabular-nums whitespace-nowrap">
          {q.percentualAcerto} % <span className="text-muted-foreground">(gabarito {q.respostaCorreta})</span>
        </span>
      ),
      inCard: true,
    },
    {
      header: 'Errada mais marcada',
      cell: (q) =>
        q.maisMarcadaErrada ? (
          <span className="inline-flex items-center gap-1.5 tabular-nums">
            <Badge tone={q.motivos.includes('errada_mais_marcada') ? 'danger' : 'neutral'}>
              {q.maisMarcadaErrada.letra}
            </Badge>
            {q.maisMarcadaErrada.percentual} %
          </span>
        ) : (
          '-'
        ),
      inCard: true,
    },
    { header: 'Ações', cell: editar },
  ];

  const data = suspeitas.data;
  return (
    <section aria-labelledby="suspeitas-titulo" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id="suspeitas-titulo" className="text-lg font-bold tracking-tight">
            Questões suspeitas
          </h2>
          <p className="text-sm text-muted-foreground">
            Com {SUSPEITA_MIN_RESPOSTAS} primeiras respostas ou mais, e acerto abaixo de {SUSPEITA_ACERTO_MAX} % ou uma
            alternativa errada mais marcada que a certa. Confira o gabarito e o enunciado.
          </p>
        </div>
        <div role="group" aria-label="Ordenar por" className="flex shrink-0 gap-1 rounded-lg bg-surface-muted p-1">
          {ORDENS.map((o) => (
            <button
              key={o.value}
              type="button"
              aria-pressed={ordem === o.value}
              onClick={() => {
                setOrdem(o.value);
                setPage(1);
              }}
              className={cn(
                'h-9 flex-auto rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                ordem === o.value
                  ? 'bg-surface text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {o.label}
            </button>
          ))}
        </div>
      </div>

      {suspeitas.isError ? (
        <LoadFailed message="Erro ao carregar as questões suspeitas" onRetry={() => void suspeitas.refetch()} />
      ) : !data ? (
        <PageLoading label="Carregando questões suspeitas..." />
      ) : data.total === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="Nenhuma questão suspeita"
          description="As respostas dos alunos não apontam problema em nenhuma questão por enquanto."
        />
      ) : (
        <div aria-busy={suspeitas.isFetching} className="flex flex-col gap-3">
          <div className="flex min-h-5 items-center justify-between gap-2 text-sm text-muted-foreground">
            <span>
              {formatCount(data.total)} {data.total === 1 ? 'questão suspeita' : 'questões suspeitas'}
            </span>
            {suspeitas.isFetching ? <Spinner label="Atualizando..." /> : null}
          </div>
          <ResponsiveTable
            items={data.itens}
            rowKey={(q) => q.id}
            columns={columns}
            caption="Questões suspeitas"
            cardTitle={(q) => (
              <>
                #{q.id} {excerpt(q.enunciado)}
                {q.recontadasDesde ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Estatísticas recontadas desde {formatDateOf(q.recontadasDesde)}
                  </span>
                ) : null}
              </>
            )}
            cardFooter={editar}
          />
          {data.total > data.pageSize ? (
            <ListPagination
              label="Paginação das questões suspeitas"
              noun={['questão', 'questões']}
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={setPage}
            />
          ) : null}
        </div>
      )}
      <QuestaoEditDialog
        questaoId={editing}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
    </section>
  );
}
