import { MessageCircle } from 'lucide-react';
import { useAppConfig, supportLink } from '../lib/config';
import { Button, type ButtonVariant } from './ui/button';

/** 'Suporte': opens the support chat (from GET /api/config) in a new tab with a prefilled message. */
export function SupportButton({
  variant = 'outline',
  className,
  onOpened,
}: {
  variant?: ButtonVariant;
  className?: string;
  onOpened?: () => void;
}) {
  const { data } = useAppConfig();
  const supportUrl = data?.supportUrl;
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      disabled={!supportUrl}
      onClick={() => {
        if (!supportUrl) return;
        window.open(supportLink(supportUrl), '_blank', 'noopener,noreferrer');
        onOpened?.();
      }}
    >
      <MessageCircle aria-hidden="true" />
      Suporte
    </Button>
  );
}
