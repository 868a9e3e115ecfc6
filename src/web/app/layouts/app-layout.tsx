import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { isSubscriptionActive } from '../../../shared/rules/subscription';
import type { Me } from '../../../shared/schemas/me';
import { AppFooter } from '../../components/app-footer';
import { BrandLogo } from '../../components/brand-logo';
import { SignOutButton } from '../../components/sign-out-button';
import { bannerAllowedOn, SubscriptionBanner } from '../../components/subscription-banner';
import { SupportButton } from '../../components/support-button';
import { ThemeSwitch } from '../../components/theme-switch';
import { UserAvatar } from '../../components/user-avatar';
import { cn } from '../../lib/cn';
import { PendingSavesBanner } from '../../lib/offline/pending-saves';
import { useFocusMainOnNavigate } from '../../lib/focus-main-on-navigate';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentUser } from '../../lib/session';
import { useHideOnScroll } from '../../lib/use-hide-on-scroll';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { adminNavItem, mainNav, secondaryNav, type NavItem } from './nav-items';

// On a desktop screen shorter than 760 px (a 1366 × 768 laptop leaves about 650 px to the page), the
// sidebar's entries are tighter (the md:[@media(max-height:47.5rem)] classes) so the whole menu fits
// without scrolling its own area; phones keep the taller touch targets.
const navLinkBase =
  'relative flex w-full items-center gap-3 rounded-lg px-3 py-2.5 md:[@media(max-height:47.5rem)]:py-1.5 text-sm font-medium ' +
  'transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 [&_svg]:size-5 [&_svg]:shrink-0';
const navLinkIdle = 'text-sidebar-muted hover:bg-white/5 hover:text-white';
const navLinkActive =
  'bg-sidebar-active text-white before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-r-full before:bg-gold-400 [&_svg]:text-gold-400';

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            end
            onClick={onNavigate}
            className={({ isActive }) => cn(navLinkBase, isActive ? navLinkActive : navLinkIdle)}
          >
            <Icon aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function NavSections({ user, onNavigate }: { user: Me; onNavigate?: () => void }) {
  const accountItems = user.isAdmin ? [...secondaryNav, adminNavItem] : secondaryNav;
  return (
    <>
      <NavList items={mainNav} onNavigate={onNavigate} />
      <p className="px-3 pt-6 pb-2 text-[0.7rem] font-semibold tracking-[0.14em] text-sidebar-muted/80 uppercase md:[@media(max-height:47.5rem)]:pt-3">
        Conta
      </p>
      <NavList items={accountItems} onNavigate={onNavigate} />
    </>
  );
}

function UserSummary({ user }: { user: Me }) {
  const subscriber = isSubscriptionActive(user.dataExpiracao);
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/5 p-3">
      <UserAvatar nome={user.nome} avatarUrl={user.avatarUrl} />
      <div className="min-w-0">
        <p className="text-sm font-semibold text-white [overflow-wrap:anywhere]">{user.nome}</p>
        <p className={cn('text-xs font-medium', subscriber ? 'text-gold-300' : 'text-sidebar-muted')}>
          {subscriber ? 'Assinante' : 'Plano gratuito'}
        </p>
      </div>
    </div>
  );
}

const signOutClasses = cn(navLinkBase, navLinkIdle, 'cursor-pointer hover:text-red-200');

function Sidebar({ user }: { user: Me }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-sidebar text-sidebar-foreground md:flex">
      <div className="flex h-16 shrink-0 items-center border-b border-white/10 px-5">
        <Link
          to="/dashboard"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
        >
          <BrandLogo tone="light" />
          <span className="sr-only"> — Início</span>
        </Link>
      </div>
      <div className="px-3 pt-4">
        <UserSummary user={user} />
      </div>
      <nav
        aria-label="Menu principal"
        // On a short screen the menu (with Cadernos) keeps every link in view: less padding, like its items.
        className="scroll-hint-sidebar flex-1 overflow-y-auto px-3 py-4 md:[@media(max-height:47.5rem)]:py-2"
      >
        <NavSections user={user} />
      </nav>
      <div className="border-t border-white/10 p-3">
        <SignOutButton className={signOutClasses} />
      </div>
    </aside>
  );
}

function MobileHeader({ user }: { user: Me }) {
  const [open, setOpen] = useState(false);
  const hidden = useHideOnScroll({ enabled: !open });
  const close = () => setOpen(false);
  return (
    <div
      data-hidden={hidden}
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-transform duration-300 md:hidden',
        hidden && '-translate-y-full',
      )}
    >
      <header className="flex h-16 items-center justify-between gap-3 bg-sidebar px-4 text-sidebar-foreground shadow-md">
        <Link
          to="/dashboard"
          onClick={close}
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
        >
          <BrandLogo tone="light" />
          <span className="sr-only"> — Início</span>
        </Link>
        <button
          type="button"
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
          aria-expanded={open}
          aria-controls="menu-mobile"
          onClick={() => setOpen((v) => !v)}
          className="flex size-11 items-center justify-center rounded-lg text-white transition-colors hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </header>
      {open ? (
        <nav
          id="menu-mobile"
          aria-label="Menu principal"
          className="max-h-[calc(100dvh-4rem)] scroll-hint-sidebar overflow-y-auto border-t border-white/10 px-3 pt-3 pb-5 text-sidebar-foreground shadow-2xl"
        >
          <div className="mb-3">
            <UserSummary user={user} />
          </div>
          <NavSections user={user} onNavigate={close} />
          <div className="mt-4 flex items-center justify-between gap-3 border-t border-white/10 px-1 pt-4">
            <SupportButton variant="accent" onOpened={close} />
            <ThemeSwitch className="text-sidebar-muted" />
          </div>
          <div className="mt-3">
            <SignOutButton className={signOutClasses} />
          </div>
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The signed-in shell (SPEC §2): sidebar on desktop, a hide-on-scroll header with a collapsible menu on
 * phones, the page title, the subscription banner, the footer.
 */
export function AppLayout() {
  const user = useCurrentUser();
  const title = usePageTitle();
  const { pathname } = useLocation();
  const showBanner = bannerAllowedOn(pathname);
  // The sidebar and the desktop header are not built on a phone, where CSS would hide them anyway: a
  // dozen menu links and their icons were a share of every page's first render there (decision 0029).
  const desktop = useMediaQuery(DESKTOP_QUERY);
  useFocusMainOnNavigate('conteudo');

  return (
    <div className="min-h-dvh">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      {desktop ? <Sidebar user={user} /> : null}
      <MobileHeader user={user} />
      <div className="flex min-h-dvh flex-col md:pl-64">
        {desktop ? (
          <header className="sticky top-0 z-30 hidden h-16 shrink-0 items-center justify-between gap-4 border-b border-border bg-surface/85 px-6 backdrop-blur supports-[backdrop-filter]:bg-surface/70 md:flex lg:px-8">
            <h1 className="truncate text-xl font-bold tracking-tight">{title}</h1>
            <div className="flex items-center gap-4">
              <SupportButton />
              <ThemeSwitch />
            </div>
          </header>
        ) : null}
        {/* At least one screen tall (less the desktop header above it), so the footer starts below the fold:
            otherwise it sits at the bottom of the screen while the page loads and jumps away when the
            content arrives, a layout shift the student sees on every visit (docs/decisions/0018). */}
        <main
          id="conteudo"
          tabIndex={-1}
          className="min-h-dvh flex-1 px-4 pt-22 pb-8 focus:outline-none sm:px-6 md:min-h-[calc(100dvh-4rem)] md:pt-6 lg:px-8"
        >
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
            <h1 className="text-2xl font-bold tracking-tight md:hidden">{title}</h1>
            {showBanner ? <SubscriptionBanner dataExpiracao={user.dataExpiracao} /> : null}
            {/* Sends the simulados finished offline, and says so while any waits (decision 0042). */}
            <PendingSavesBanner />
            <Outlet />
          </div>
        </main>
        <AppFooter className="border-t border-border" />
      </div>
    </div>
  );
}
