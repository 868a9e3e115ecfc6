import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { AppFooter } from '../../components/app-footer';
import { BrandMark } from '../../components/brand-logo';
import { ThemeSwitch } from '../../components/theme-switch';
import { cn } from '../../lib/cn';
import { usePageTitle } from '../../lib/page-title';
import { inNextFrame } from '../../lib/when-idle';

/**
 * SPEC §2 "Admin panel": the tab bar, in the spec's order (Bancas, of issue 33, beside Editais), after
 * the overview of issue 34 §5 (/admin, the first admin screen).
 */
export const adminTabs = [
  { to: '/admin', label: 'Visão geral' },
  { to: '/admin/modulos', label: 'Módulos' },
  { to: '/admin/materias', label: 'Matérias' },
  { to: '/admin/aulas', label: 'Aulas' },
  { to: '/admin/questions', label: 'Questões' },
  { to: '/admin/resumos', label: 'Resumos' },
  { to: '/admin/alunos', label: 'Alunos' },
  { to: '/admin/unidades', label: 'Unidades' },
  { to: '/admin/editais', label: 'Editais' },
  // Issue 33 §2: the bancas questions come from, kept like editais and unidades.
  { to: '/admin/bancas', label: 'Bancas' },
  { to: '/admin/reports', label: 'Reports' },
] as const;

export function AdminLayout() {
  const title = usePageTitle();
  const { pathname } = useLocation();
  const tabsRef = useRef<HTMLElement>(null);

  // On a narrow screen the tab bar scrolls sideways: bring the current tab into view (in the next frame:
  // scrolling needs the page's layout).
  useEffect(
    () =>
      inNextFrame(() => {
        const active = tabsRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
        active?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
      }),
    [pathname],
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-white/10 bg-sidebar text-sidebar-foreground shadow-md">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <BrandMark />
            <h1 className="text-lg font-bold tracking-tight text-white sm:text-xl">Painel Administrativo</h1>
          </div>
          <div className="flex items-center gap-4">
            <ThemeSwitch className="text-sidebar-muted" />
            <Link
              to="/dashboard"
              className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-gold-300 transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Voltar ao Início
            </Link>
          </div>
        </div>
        <nav
          ref={tabsRef}
          aria-label="Seções do painel"
          className="scroll-hint-sidebar-x mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4 lg:px-6"
        >
          <ul className="flex min-w-max gap-1">
            {adminTabs.map((tab) => (
              <li key={tab.to}>
                <NavLink
                  to={tab.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-11 items-center border-b-[3px] px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-gold-400',
                      isActive
                        ? 'border-gold-400 text-white'
                        : 'border-transparent text-sidebar-muted hover:border-white/30 hover:text-white',
                    )
                  }
                >
                  {tab.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
        {title ? <h2 className="mb-6 text-2xl font-bold tracking-tight">{title}</h2> : null}
        <Outlet />
      </main>
      <AppFooter className="border-t border-border" />
    </div>
  );
}
