import { AlertTriangle, BadgeCheck, Flag, Search, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminVisaoGeral } from '../../../../shared/schemas/admin-visao-geral';
import { numero } from '../format';

function Contador({ to, icon: Icon, valor, rotulo }: { to?: string; icon: LucideIcon; valor: number; rotulo: string }) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-navy-700 dark:bg-navy-900/60 dark:text-gold-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{numero(valor)}</span>
        <span className="text-sm text-muted-foreground">{rotulo}</span>
      </span>
    </>
  );
  const box = 'flex items-center gap-3 rounded-xl border border-border bg-surface p-4 shadow-sm';
  if (!to) return <div className={box}>{body}</div>;
  return (
    <Link
      to={to}
      className={`${box} transition-colors hover:border-gold-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400`}
    >
      {body}
    </Link>
  );
}

/** What needs the admin now: open reports and suspicious questions (each a link to its list), and subscribers. */
export function VisaoGeralContadores({ data }: { data: AdminVisaoGeral }) {
  return (
    <ul aria-label="Pendências e assinaturas" className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
      <li>
        <Contador
          to="/admin/reports?status=pendente"
          icon={Flag}
          valor={data.reports.pendentes}
          rotulo={data.reports.pendentes === 1 ? 'Report pendente' : 'Reports pendentes'}
        />
      </li>
      <li>
        <Contador
          to="/admin/reports?status=em_analise"
          icon={Search}
          valor={data.reports.emAnalise}
          rotulo={data.reports.emAnalise === 1 ? 'Report em análise' : 'Reports em análise'}
        />
      </li>
      <li>
        <Contador
          to="/admin/questions?vista=suspeitas"
          icon={AlertTriangle}
          valor={data.questoesSuspeitas}
          rotulo={data.questoesSuspeitas === 1 ? 'Questão suspeita' : 'Questões suspeitas'}
        />
      </li>
      <li>
        <Contador
          icon={BadgeCheck}
          valor={data.assinaturas.ativas}
          rotulo={data.assinaturas.ativas === 1 ? 'Assinatura ativa' : 'Assinaturas ativas'}
        />
      </li>
    </ul>
  );
}
