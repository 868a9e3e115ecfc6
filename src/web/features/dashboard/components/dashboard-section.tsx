import { ChevronRight, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A titled dashboard card with an optional link to the screen behind it. */
export function DashboardSection({
  title,
  icon: Icon,
  link,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  link?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('flex flex-col gap-4 p-4 sm:p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold tracking-tight whitespace-nowrap">
          <Icon aria-hidden="true" className="size-5 text-navy-600 dark:text-gold-300" />
          {title}
        </h2>
        {link ? (
          <Link
            to={link.to}
            className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-link underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {link.label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </div>
      {children}
    </Card>
  );
}

/** What a card says before the student has anything to show in it, with the first step to take. */
export function SectionEmpty({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-4 py-6 text-center">
      <p className="text-sm text-muted-foreground">{text}</p>
      {action ? (
        <Link to={action.to} className={buttonClasses({ size: 'sm' })}>
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
