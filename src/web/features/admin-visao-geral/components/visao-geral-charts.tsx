import type { AdminVisaoGeral, VisaoGeralPonto } from '../../../../shared/schemas/admin-visao-geral';
import { diaCurto, mesCurto, numero, reais } from '../format';
import { ChartCard } from './chart-card';

const total = (pontos: VisaoGeralPonto[]) => pontos.reduce((sum, p) => sum + p.valor, 0);

/** 'Em média 12 por dia; o maior foi 30, em 05/03.' */
function media(pontos: VisaoGeralPonto[], unidade: string): string {
  if (pontos.length === 0 || total(pontos) === 0) return `Nenhum no período.`;
  const maior = pontos.reduce((a, b) => (b.valor > a.valor ? b : a));
  const porDia = Math.round((total(pontos) / pontos.length) * 10) / 10;
  return `Em média ${numero(porDia)} por ${unidade}; o maior foi ${numero(maior.valor)}, em ${diaCurto(maior.inicio)}.`;
}

function tabelaDe(pontos: VisaoGeralPonto[], coluna: string, titulo: string, rotulo = diaCurto) {
  return {
    colunas: [coluna, titulo],
    linhas: pontos.map((p) => ({ chave: p.inicio, rotulo: rotulo(p.inicio), valores: [numero(p.valor)] })),
  };
}

/** The overview's charts: students, simulados, payments and subscriptions over the chosen period. */
export function VisaoGeralCharts({ data }: { data: AdminVisaoGeral }) {
  const dias = data.alunosAtivosPorDia.map((p) => diaCurto(p.inicio));
  const semanas = data.novosAlunosPorSemana;
  const pagamentosRotulo = data.pagamentosPor === 'mes' ? mesCurto : diaCurto;
  const pagos = data.pagamentos.reduce((s, p) => s + p.valorCentavos, 0);
  const reembolsados = data.pagamentos.reduce((s, p) => s + p.reembolsosCentavos, 0);
  const nPagos = data.pagamentos.reduce((s, p) => s + p.pagamentos, 0);
  const nReembolsos = data.pagamentos.reduce((s, p) => s + p.reembolsos, 0);
  const { assinaturas } = data;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        titulo="Novos alunos por semana"
        resumo={`${numero(total(semanas))} contas criadas em ${semanas.length} semanas. Semanas a partir de segunda-feira.`}
        tipo="bar"
        labels={semanas.map((p) => diaCurto(p.inicio))}
        series={[{ label: 'Novos alunos', data: semanas.map((p) => p.valor), cor: 'principal' }]}
        tabela={tabelaDe(semanas, 'Semana de', 'Novos alunos')}
      />
      <ChartCard
        titulo="Alunos ativos por dia"
        resumo={`Alunos que salvaram um simulado ou uma nota no dia. ${media(data.alunosAtivosPorDia, 'dia')}`}
        tipo="line"
        labels={dias}
        series={[{ label: 'Alunos ativos', data: data.alunosAtivosPorDia.map((p) => p.valor), cor: 'principal' }]}
        tabela={tabelaDe(data.alunosAtivosPorDia, 'Dia', 'Alunos ativos')}
      />
      <ChartCard
        titulo="Simulados por dia"
        resumo={`${numero(total(data.simuladosPorDia))} simulados no período. ${media(data.simuladosPorDia, 'dia')}`}
        tipo="bar"
        labels={dias}
        series={[{ label: 'Simulados', data: data.simuladosPorDia.map((p) => p.valor), cor: 'destaque' }]}
        tabela={tabelaDe(data.simuladosPorDia, 'Dia', 'Simulados')}
      />
      <ChartCard
        titulo={data.pagamentosPor === 'mes' ? 'Pagamentos e reembolsos por mês' : 'Pagamentos e reembolsos por dia'}
        resumo={`${numero(nPagos)} ${nPagos === 1 ? 'pagamento' : 'pagamentos'} (${reais(pagos)}) e ${numero(nReembolsos)} ${nReembolsos === 1 ? 'reembolso' : 'reembolsos'} (${reais(reembolsados)}) na Eduzz no período.`}
        tipo="bar"
        labels={data.pagamentos.map((p) => pagamentosRotulo(p.inicio))}
        series={[
          { label: 'Pagamentos', data: data.pagamentos.map((p) => p.valorCentavos / 100), cor: 'principal' },
          { label: 'Reembolsos', data: data.pagamentos.map((p) => p.reembolsosCentavos / 100), cor: 'alerta' },
        ]}
        formatValue={(v) => reais(Math.round(v * 100))}
        tabela={{
          colunas: [
            data.pagamentosPor === 'mes' ? 'Mês' : 'Dia',
            'Pagamentos',
            'Valor pago',
            'Reembolsos',
            'Valor reembolsado',
          ],
          linhas: data.pagamentos.map((p) => ({
            chave: p.inicio,
            rotulo: pagamentosRotulo(p.inicio),
            valores: [numero(p.pagamentos), reais(p.valorCentavos), numero(p.reembolsos), reais(p.reembolsosCentavos)],
          })),
        }}
      />
      <div className="lg:col-span-2">
        <ChartCard
          titulo="Assinaturas que terminam nos próximos 30 dias"
          resumo={`${numero(assinaturas.ativas)} ${assinaturas.ativas === 1 ? 'assinatura ativa' : 'assinaturas ativas'}; ${numero(assinaturas.terminamEm30Dias)} ${assinaturas.terminamEm30Dias === 1 ? 'termina' : 'terminam'} nos próximos 30 dias.`}
          tipo="bar"
          labels={assinaturas.terminamPorDia.map((p) => diaCurto(p.inicio))}
          series={[{ label: 'Assinaturas', data: assinaturas.terminamPorDia.map((p) => p.valor), cor: 'destaque' }]}
          tabela={tabelaDe(assinaturas.terminamPorDia, 'Dia', 'Terminam')}
        />
      </div>
    </div>
  );
}
