import { cn } from '../lib/cn';

function initials(nome: string): string {
  const parts = nome.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The user's photo, or their initials on a gold disc. Decorative: the name is always shown beside it. */
export function UserAvatar({
  nome,
  avatarUrl,
  className,
}: {
  nome: string;
  avatarUrl: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gold-400 text-sm font-bold text-navy-950 ring-2 ring-white/20',
        className,
      )}
    >
      {avatarUrl ? <img src={avatarUrl} alt="" className="size-full object-cover" /> : initials(nome)}
    </span>
  );
}
