import { ClipboardList, NotebookPen, Trophy } from 'lucide-react';
import { Outlet } from 'react-router';
import { AppFooter } from '../../components/app-footer';
import { BrandLogo } from '../../components/brand-logo';
import { ThemeSwitch } from '../../components/theme-switch';

const highlights = [
  { icon: ClipboardList, text: 'Simulados por matéria com correção na hora' },
  { icon: Trophy, text: 'Ranking entre os candidatos do seu edital' },
  { icon: NotebookPen, text: 'Suas notas, provas e resumos em um só lugar' },
];

/** The shell of the signed-out screens: a brand panel on wide screens and the form card. */
export function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative hidden overflow-hidden bg-sidebar text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-navy-600/30 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-gold-400/15 blur-3xl"
        />
        <BrandLogo tone="light" className="relative" />
        <div className="relative max-w-md">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-400 uppercase">Preparatório PM</p>
          <p className="mt-3 text-4xl leading-tight font-extrabold tracking-tight">
            Sua aprovação começa com o <span className="text-gold-400">treino certo</span>.
          </p>
          <ul className="mt-8 flex flex-col gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-navy-100">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 text-gold-400">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-sidebar-muted">Disciplina, constância e o Bizu ao seu lado.</p>
      </aside>
      <div className="flex min-w-0 flex-col">
        <div className="flex items-center justify-between gap-3 px-4 pt-4 sm:px-6 sm:pt-6">
          <BrandLogo className="lg:invisible" />
          <ThemeSwitch />
        </div>
        <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-6">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
        <AppFooter />
      </div>
    </div>
  );
}
