import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { FullPageSpinner } from '../components/ui/spinner';
import type { RouteHandle } from '../lib/page-title';
import { PublicOnly, RequireAdmin, RequireAuth } from './guards';
import { adminLists } from '../lib/admin-lists';
import { pageData, prefetchEarly } from './route-data';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './route-error';

const titled = (title: string): RouteHandle => ({ title });

/**
 * Only /login (where `/` and every signed-out visit land) is in the first download; every other page,
 * and the signed-in and admin shells with their navigation, load on first visit. A student on a cheap
 * phone then downloads the sign-in screen alone first (budget in tests/e2e/first-load.spec.ts).
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as React.ComponentType });
}

/**
 * SPEC §2 route table. `/` goes to /login; any unknown path goes to /dashboard (whose guard sends
 * anonymous users on to /login). Every page route names its title in `handle` for the layouts.
 * With `queryClient`, the main signed-in pages start their first request in their loader, while
 * their chunk downloads (`./route-data`); while `starting()` (the app's first page) they wait for it.
 */
export function createRoutes(queryClient?: QueryClient, starting?: () => boolean): RouteObject[] {
  const prefetchData = (load: Parameters<typeof prefetchEarly>[1], options?: { nonSubscribersOnly?: boolean }) =>
    prefetchEarly(queryClient, load, { ...options, starting });
  return [
    {
      element: <RootLayout />,
      hydrateFallbackElement: <FullPageSpinner />,
      // A page whose code did not arrive (offline, or a deploy replaced it) or that failed to render
      // gets a pt-BR message and a reload; inside the signed-in shells the menu stays.
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        {
          element: <AuthLayout />,
          children: [
            {
              element: <PublicOnly />,
              children: [
                { path: '/login', element: <LoginPage />, handle: titled('Entrar') },
                {
                  path: '/cadastro',
                  lazy: page(() => import('../features/auth/signup-page'), 'SignupPage'),
                  handle: titled('Criar conta'),
                },
                {
                  path: '/recuperar-senha',
                  lazy: page(() => import('../features/auth/recover-password-page'), 'RecoverPasswordPage'),
                  handle: titled('Recuperar senha'),
                },
              ],
            },
            // The recovery e-mail's link may be opened while signed in, so this one is not public-only.
            {
              path: '/redefinir-senha',
              lazy: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
              handle: titled('Redefinir senha'),
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: page(() => import('./layouts/app-layout'), 'AppLayout'),
              children: [
                {
                  errorElement: <RouteError inShell />,
                  children: [
                    {
                      path: '/dashboard',
                      loader: prefetchData(pageData.dashboard),
                      lazy: page(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
                      handle: titled('Início'),
                    },
                    {
                      path: '/simulados',
                      loader: prefetchData(pageData.simulados),
                      lazy: page(() => import('../features/simulados/simulados-page'), 'SimuladosPage'),
                      handle: titled('Simulados'),
                    },
                    {
                      path: '/simulados/revisao',
                      lazy: page(
                        () => import('../features/simulado-realizar/realizar-simulado-page'),
                        'RevisaoSimuladoPage',
                      ),
                      handle: titled('Revisão'),
                    },
                    {
                      path: '/simulados/caderno/:cadernoId',
                      lazy: page(
                        () => import('../features/simulado-realizar/realizar-simulado-page'),
                        'CadernoSimuladoPage',
                      ),
                      handle: titled('Resolver Caderno'),
                    },
                    {
                      path: '/simulados/realizar/:materiaId',
                      loader: prefetchData(pageData.realizar, { nonSubscribersOnly: true }),
                      lazy: page(
                        () => import('../features/simulado-realizar/realizar-simulado-page'),
                        'RealizarSimuladoPage',
                      ),
                      handle: titled('Realizar Simulado'),
                    },
                    {
                      path: '/simulados/resultados/:simuladoId',
                      lazy: page(
                        () => import('../features/simulado-resultados/resultado-simulado-page'),
                        'ResultadoSimuladoPage',
                      ),
                      handle: titled('Resultado do Simulado'),
                    },
                    {
                      path: '/simulados/historico',
                      lazy: page(() => import('../features/simulados-historico/historico-page'), 'HistoricoPage'),
                      handle: titled('Histórico'),
                    },
                    {
                      path: '/simulados/gabarito',
                      lazy: page(() => import('../features/simulados/gabarito-page'), 'GabaritoPage'),
                      handle: titled('Corrigir gabarito'),
                    },
                    {
                      path: '/cadernos',
                      lazy: page(() => import('../features/cadernos/cadernos-page'), 'CadernosPage'),
                      handle: titled('Meus Cadernos'),
                    },
                    {
                      path: '/cadernos/:cadernoId',
                      lazy: page(() => import('../features/cadernos/caderno-page'), 'CadernoPage'),
                      handle: titled('Caderno'),
                    },
                    {
                      path: '/notas',
                      lazy: page(() => import('../features/notas/notas-page'), 'NotasPage'),
                      handle: titled('Minhas Notas'),
                    },
                    {
                      path: '/resumos',
                      lazy: page(() => import('../features/resumos/resumos-page'), 'ResumosPage'),
                      handle: titled('Resumos'),
                    },
                    {
                      path: '/ranking',
                      loader: prefetchData(pageData.ranking),
                      lazy: page(() => import('../features/ranking/ranking-page'), 'RankingPage'),
                      handle: titled('Ranking'),
                    },
                    {
                      path: '/calendario',
                      lazy: page(() => import('../features/calendario/calendario-page'), 'CalendarioPage'),
                      handle: titled('Calendário de Provas'),
                    },
                    {
                      path: '/comentarios',
                      lazy: page(() => import('../features/comentarios/comentarios-page'), 'ComentariosPage'),
                      handle: titled('Meus Comentários'),
                    },
                    {
                      path: '/perfil',
                      loader: prefetchData(pageData.perfil),
                      lazy: page(() => import('../features/perfil/perfil-page'), 'PerfilPage'),
                      handle: titled('Perfil'),
                    },
                    {
                      path: '/assinatura',
                      lazy: page(() => import('../features/assinatura/assinatura-page'), 'AssinaturaPage'),
                      handle: titled('Assinatura'),
                    },
                  ],
                },
              ],
            },
            {
              element: <RequireAdmin />,
              children: [
                {
                  lazy: page(() => import('./layouts/admin-layout'), 'AdminLayout'),
                  children: [
                    {
                      errorElement: <RouteError inShell />,
                      children: [
                        {
                          path: '/admin',
                          lazy: page(
                            () => import('../features/admin-visao-geral/admin-visao-geral-page'),
                            'AdminVisaoGeralPage',
                          ),
                          handle: titled('Visão geral'),
                        },
                        {
                          path: '/admin/modulos',
                          loader: prefetchData(pageData.adminList(adminLists.modulos)),
                          lazy: page(() => import('../features/admin-modulos/admin-modulos-page'), 'AdminModulosPage'),
                          handle: titled('Módulos'),
                        },
                        {
                          path: '/admin/materias',
                          loader: prefetchData(pageData.adminList(adminLists.materias)),
                          lazy: page(
                            () => import('../features/admin-materias/admin-materias-page'),
                            'AdminMateriasPage',
                          ),
                          handle: titled('Matérias'),
                        },
                        {
                          path: '/admin/aulas',
                          lazy: page(() => import('../features/admin-aulas/admin-aulas-page'), 'AdminAulasPage'),
                          handle: titled('Aulas'),
                        },
                        {
                          path: '/admin/questions',
                          lazy: page(
                            () => import('../features/admin-questoes/admin-questoes-page'),
                            'AdminQuestoesPage',
                          ),
                          handle: titled('Questões'),
                        },
                        {
                          path: '/admin/alunos',
                          lazy: page(() => import('../features/admin-alunos/admin-alunos-page'), 'AdminAlunosPage'),
                          handle: titled('Alunos'),
                        },
                        {
                          path: '/admin/resumos',
                          lazy: page(() => import('../features/admin-resumos/admin-resumos-page'), 'AdminResumosPage'),
                          handle: titled('Resumos'),
                        },
                        {
                          path: '/admin/unidades',
                          loader: prefetchData(pageData.adminList(adminLists.unidades)),
                          lazy: page(
                            () => import('../features/admin-unidades/admin-unidades-page'),
                            'AdminUnidadesPage',
                          ),
                          handle: titled('Unidades'),
                        },
                        {
                          path: '/admin/editais',
                          loader: prefetchData(pageData.adminList(adminLists.editais)),
                          lazy: page(() => import('../features/admin-editais/admin-editais-page'), 'AdminEditaisPage'),
                          handle: titled('Editais'),
                        },
                        {
                          path: '/admin/bancas',
                          loader: prefetchData(pageData.adminList(adminLists.bancas)),
                          lazy: page(() => import('../features/admin-bancas/admin-bancas-page'), 'AdminBancasPage'),
                          handle: titled('Bancas'),
                        },
                        {
                          path: '/admin/reports',
                          lazy: page(() => import('../features/admin-reports/admin-reports-page'), 'AdminReportsPage'),
                          handle: titled('Reports'),
                        },
                      ],
                    },
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
}

/**
 * The app's router. Until it has opened the first page (`state.initialized`), the page loaders wait for
 * their data (prefetchEarly's `starting`); the loaders of that first page run while the router is being
 * created, before it is returned, hence the holder.
 */
export function createAppRouter(queryClient: QueryClient) {
  const app: { router?: ReturnType<typeof createBrowserRouter> } = {};
  app.router = createBrowserRouter(createRoutes(queryClient, () => !app.router?.state.initialized));
  return app.router;
}
