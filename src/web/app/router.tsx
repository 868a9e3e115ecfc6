import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminAlunosPage } from '../features/admin-alunos/admin-alunos-page';
import { AdminAulasPage } from '../features/admin-aulas/admin-aulas-page';
import { AdminEditaisPage } from '../features/admin-editais/admin-editais-page';
import { AdminMateriasPage } from '../features/admin-materias/admin-materias-page';
import { AdminModulosPage } from '../features/admin-modulos/admin-modulos-page';
import { AdminQuestoesPage } from '../features/admin-questoes/admin-questoes-page';
import { AdminReportsPage } from '../features/admin-reports/admin-reports-page';
import { AdminResumosPage } from '../features/admin-resumos/admin-resumos-page';
import { AdminUnidadesPage } from '../features/admin-unidades/admin-unidades-page';
import { AssinaturaPage } from '../features/assinatura/assinatura-page';
import { LoginPage } from '../features/auth/login-page';
import { RecoverPasswordPage } from '../features/auth/recover-password-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignupPage } from '../features/auth/signup-page';
import { CalendarioPage } from '../features/calendario/calendario-page';
import { ComentariosPage } from '../features/comentarios/comentarios-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { NotasPage } from '../features/notas/notas-page';
import { PerfilPage } from '../features/perfil/perfil-page';
import { RankingPage } from '../features/ranking/ranking-page';
import { ResumosPage } from '../features/resumos/resumos-page';
import { RealizarSimuladoPage } from '../features/simulado-realizar/realizar-simulado-page';
import { ResultadoSimuladoPage } from '../features/simulado-resultados/resultado-simulado-page';
import { SimuladosPage } from '../features/simulados/simulados-page';
import { HistoricoPage } from '../features/simulados-historico/historico-page';
import type { RouteHandle } from '../lib/page-title';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import { AdminLayout } from './layouts/admin-layout';
import { AppLayout } from './layouts/app-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';

const titled = (title: string): RouteHandle => ({ title });

/**
 * SPEC §2 route table. `/` goes to /login; any unknown path goes to /dashboard (whose guard sends
 * anonymous users on to /login). Every page route names its title in `handle` for the layouts.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <PublicOnly />,
            children: [
              { path: '/login', element: <LoginPage />, handle: titled('Entrar') },
              { path: '/cadastro', element: <SignupPage />, handle: titled('Criar conta') },
              { path: '/recuperar-senha', element: <RecoverPasswordPage />, handle: titled('Recuperar senha') },
            ],
          },
          // The recovery e-mail's link may be opened while signed in, so this one is not public-only.
          { path: '/redefinir-senha', element: <ResetPasswordPage />, handle: titled('Redefinir senha') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', element: <DashboardPage />, handle: titled('Início') },
              { path: '/simulados', element: <SimuladosPage />, handle: titled('Simulados') },
              {
                path: '/simulados/realizar/:materiaId',
                element: <RealizarSimuladoPage />,
                handle: titled('Realizar Simulado'),
              },
              {
                path: '/simulados/resultados/:simuladoId',
                element: <ResultadoSimuladoPage />,
                handle: titled('Resultado do Simulado'),
              },
              { path: '/simulados/historico', element: <HistoricoPage />, handle: titled('Histórico') },
              { path: '/notas', element: <NotasPage />, handle: titled('Minhas Notas') },
              { path: '/resumos', element: <ResumosPage />, handle: titled('Resumos') },
              { path: '/ranking', element: <RankingPage />, handle: titled('Ranking') },
              { path: '/calendario', element: <CalendarioPage />, handle: titled('Calendário de Provas') },
              { path: '/comentarios', element: <ComentariosPage />, handle: titled('Meus Comentários') },
              { path: '/perfil', element: <PerfilPage />, handle: titled('Perfil') },
              { path: '/assinatura', element: <AssinaturaPage />, handle: titled('Assinatura') },
            ],
          },
          {
            element: <RequireAdmin />,
            children: [
              {
                element: <AdminLayout />,
                children: [
                  { path: '/admin/modulos', element: <AdminModulosPage />, handle: titled('Módulos') },
                  { path: '/admin/materias', element: <AdminMateriasPage />, handle: titled('Matérias') },
                  { path: '/admin/aulas', element: <AdminAulasPage />, handle: titled('Aulas') },
                  { path: '/admin/questions', element: <AdminQuestoesPage />, handle: titled('Questões') },
                  { path: '/admin/alunos', element: <AdminAlunosPage />, handle: titled('Alunos') },
                  { path: '/admin/resumos', element: <AdminResumosPage />, handle: titled('Resumos') },
                  { path: '/admin/unidades', element: <AdminUnidadesPage />, handle: titled('Unidades') },
                  { path: '/admin/editais', element: <AdminEditaisPage />, handle: titled('Editais') },
                  { path: '/admin/reports', element: <AdminReportsPage />, handle: titled('Reports') },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
