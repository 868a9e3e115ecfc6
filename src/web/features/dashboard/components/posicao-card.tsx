import { MapPin } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { Button } from '../../../components/ui/button';
import { messages } from '../../../../shared/messages';
import { aFrenteText, diferencaText, estudePrimeiro, posicaoTexts, usePosicao } from '../../../lib/posicao';
import { DashboardSection, SectionEmpty } from './dashboard-section';

/**
 * 'Onde estou' on the dashboard (issue 27 §7), compact: the percentile in the edital and the subject to
 * study first, with a link to the whole picture on /ranking. Its own request, so the dashboard's one
 * answer (docs/decisions/0016) does not wait for the edital's distribution.
 */
export function PosicaoCard() {
  const posicao = usePosicao();
  const link = { to: '/ranking#onde-estou', label: 'Ver onde estou' };
  if (posicao.isPending) {
    return (
      <DashboardSection title="Onde estou" icon={MapPin}>
        <div className="flex justify-center py-4">
          <Spinner label="Carregando sua posição..." />
        </div>
      </DashboardSection>
    );
  }
  if (posicao.isError) {
    return (
      <DashboardSection title="Onde estou" icon={MapPin}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground">{messages.loadFailed}</p>
          <Button size="sm" variant="outline" onClick={() => void posicao.refetch()}>
            Tentar novamente
          </Button>
        </div>
      </DashboardSection>
    );
  }
  const p = posicao.data;
  if (p.situacao === 'sem_edital') {
    return (
      <DashboardSection title="Onde estou" icon={MapPin}>
        <SectionEmpty text={posicaoTexts.semEdital} action={{ to: '/perfil', label: 'Ir para Perfil' }} />
      </DashboardSection>
    );
  }
  const primeira = estudePrimeiro(p.materias);
  return (
    <DashboardSection title="Onde estou" icon={MapPin} link={link}>
      <div className="grid gap-3 sm:grid-cols-2 sm:gap-6">
        {p.posicao ? (
          <p className="flex items-center gap-3">
            <span className="shrink-0 text-3xl font-extrabold whitespace-nowrap text-navy-700 tabular-nums dark:text-gold-300">
              {p.posicao.percentilEdital} %
            </span>
            <span className="text-sm font-medium">{aFrenteText(p.posicao.percentilEdital, 'edital')}</span>
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">{posicaoTexts.semMedia}</p>
        )}
        <p className="self-center text-sm">
          {primeira ? (
            <>
              <strong className="font-semibold">Estude primeiro:</strong> {primeira.nome},{' '}
              {diferencaText(primeira.diferenca!)}
            </>
          ) : p.materias.length === 0 ? (
            <span className="text-muted-foreground">{posicaoTexts.semMaterias}</span>
          ) : (
            <span className="text-muted-foreground">
              Você está na média do edital ou acima dela em todas as matérias.
            </span>
          )}
        </p>
      </div>
    </DashboardSection>
  );
}
