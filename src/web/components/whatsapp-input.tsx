import type { ComponentProps } from 'react';
import { formatWhatsapp } from '../../shared/rules/whatsapp';
import { Input } from './ui/input';

type WhatsappInputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string | null | undefined;
  /** Receives the typed text already formatted as (11) 99999-9999. */
  onValueChange: (formatted: string) => void;
};

/** A WhatsApp field that formats the number as it is typed (signup and /perfil). */
export function WhatsappInput({ value, onValueChange, ...props }: WhatsappInputProps) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(11) 99999-9999"
      maxLength={15}
      {...props}
      value={value ?? ''}
      onChange={(e) => onValueChange(formatWhatsapp(e.target.value))}
    />
  );
}
