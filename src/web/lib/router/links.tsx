import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from './hooks';
import type { NavigateOptions } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: string;
}

/** A plain click (no new tab or window asked for) stays in the app; any other goes to the browser. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A link to a page of the app: a real <a href> (opens in a new tab, readable by anyone) that navigates in place. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, onClick, target, ...rest },
  ref,
) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppClick(event, target)) return;
        event.preventDefault();
        void navigate(to, { replace, state });
      }}
    />
  );
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on `to` itself, not on the pages below it. */
  end?: boolean;
  className?: string | ((status: { isActive: boolean }) => string);
  children?: ReactNode;
}

/** A menu link: `aria-current="page"` and its active style on the page it leads to. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, end = false, className, ...rest },
  ref,
) {
  const current = useLocation().pathname.toLowerCase();
  const target = new URL(to, 'http://app/').pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const isActive = current === target || (!end && current.startsWith(target === '/' ? '/' : `${target}/`));
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});
