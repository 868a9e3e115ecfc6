import { formatMedia } from '../../../lib/format';
import { Medal, Trophy } from 'lucide-react';
import type { DashboardRanking, RankingAusente } from '../../../../shared/schemas/dashboard';
import { cn } from '../../../lib/cn';
import { DashboardSection, SectionEmpty } from './dashboard-section';

/** What to do to appear in the ranking, for each reason the student is not in it. */
const prompts: Record<RankingAusente, { text: string; action: { to: string; label: string } }> = {
  sem_notas: {
    text: 'Cadastre suas notas nos módulos Básico e Específico para aparecer no ranking.',
    action: { to: '/notas', label: 'Cadastrar notas' },
  },
  sem_edital: {
    text: 'Selecione o seu edital no perfil para ver sua posição no ranking.',
    action: { to: '/perfil', label: 'Ir para Perfil' },
  },
  oculto: {
    text: 'Você escolheu ficar oculto no ranking. Para ver sua posição, deixe-se visível no perfil.',
    action: { to: '/perfil', label: 'Ir para Perfil' },
  },
};

const podium = ['text-gold-500', 'text-slate-400', 'text-amber-700'];

/** SPEC §2 /dashboard: 'Nº X de N alunos no ranking' (Geral tab of the student's edital), or how to get there. */
export function RankingCard({ ranking }: { ranking: DashboardRanking }) {
  if (!ranking.classificado) {
    const prompt = prompts[ranking.motivo];
    return (
      <DashboardSection title="Ranking" icon={Trophy}>
        <SectionEmpty text={prompt.text} action={prompt.action} />
      </DashboardSection>
    );
  }
  const { posicao, total, media } = ranking;
  const medal = podium[posicao - 1];
  return (
    <DashboardSection title="Ranking" icon={Trophy} link={{ to: '/ranking', label: 'Ver ranking' }}>
      <div className="flex flex-1 items-center gap-4">
        <span
          className={cn(
            'flex size-16 shrink-0 items-center justify-center rounded-full bg-navy-50 dark:bg-navy-900/60',
            medal ?? 'text-navy-700 dark:text-gold-300',
          )}
        >
          {medal ? <Medal aria-hidden="true" className="size-8" /> : <Trophy aria-hidden="true" className="size-7" />}
        </span>
        <div className="min-w-0">
          <p className="font-semibold">
            <span className="block text-3xl font-extrabold tabular-nums">Nº {posicao}</span>{' '}
            <span className="text-muted-foreground">
              de {total} {total === 1 ? 'aluno' : 'alunos'} no ranking
            </span>
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Sua média no ranking: <strong className="text-foreground tabular-nums">{formatMedia(media)}</strong>
          </p>
        </div>
      </div>
    </DashboardSection>
  );
}
