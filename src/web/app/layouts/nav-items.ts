import {
  BookMarked,
  CalendarDays,
  ClipboardList,
  Crown,
  FileText,
  House,
  MessagesSquare,
  NotebookPen,
  RotateCcwClock,
  ShieldCheck,
  Trophy,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { to: string; label: string; icon: LucideIcon };

/**
 * SPEC §2 "Authenticated layout": main entries; the active one is an exact path match. 'Resumos' is not
 * in the spec's list, yet /resumos is a signed-in route with nothing else leading to it: the entry is
 * there so a student can find the summaries (docs/decisions/0035). 'Cadernos' (issue 33 §6) is the
 * student's saved questions.
 */
export const mainNav: NavItem[] = [
  { to: '/dashboard', label: 'Início', icon: House },
  { to: '/simulados', label: 'Simulados', icon: ClipboardList },
  { to: '/simulados/historico', label: 'Histórico', icon: RotateCcwClock },
  { to: '/cadernos', label: 'Cadernos', icon: BookMarked },
  { to: '/notas', label: 'Notas', icon: NotebookPen },
  { to: '/resumos', label: 'Resumos', icon: FileText },
  { to: '/ranking', label: 'Ranking', icon: Trophy },
  { to: '/calendario', label: 'Calendário', icon: CalendarDays },
  { to: '/comentarios', label: 'Comentários', icon: MessagesSquare },
];

export const secondaryNav: NavItem[] = [
  { to: '/perfil', label: 'Perfil', icon: UserRound },
  { to: '/assinatura', label: 'Assinatura', icon: Crown },
];

/** Shown to admins only. */
export const adminNavItem: NavItem = { to: '/admin', label: 'Admin', icon: ShieldCheck };
