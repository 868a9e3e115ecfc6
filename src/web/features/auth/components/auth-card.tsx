import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** The card every signed-out screen sits in: a heading (the page's h1), a line under it, the body. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-1.5 bg-gradient-to-r from-navy-700 via-navy-500 to-gold-400" />
      <div className="flex flex-col gap-6 p-6 sm:p-8">
        <header className="flex flex-col gap-1.5">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </header>
        {children}
      </div>
      {footer ? (
        <div className="border-t border-border bg-surface-muted/60 px-6 py-4 text-center text-sm sm:px-8">{footer}</div>
      ) : null}
    </Card>
  );
}
