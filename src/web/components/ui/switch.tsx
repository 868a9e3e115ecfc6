import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { Label } from './label';

export interface SwitchProps extends Omit<
  ComponentProps<typeof SwitchPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange'
> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A toggle switch: Radix's (a button with role="switch"; Space and Enter flip it). Give it an
 * aria-label, an aria-labelledby or a <Label htmlFor>.
 */
export function Switch({ className, ...props }: SwitchProps) {
  return (
    <SwitchPrimitive.Root
      {...props}
      className={cn(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        'bg-input data-[state=checked]:bg-primary disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0" />
    </SwitchPrimitive.Root>
  );
}

/**
 * A boolean field of a react-hook-form form as a switch with its label beside it ('Ativo' in the admin's
 * forms); a value the form has not set yet shows as on. Here, beside the switch, and not among the admin's
 * components: those load with every admin tab, and the switch only with the forms (decision 0069).
 */
export function ControlledSwitch<T extends FieldValues, Checked extends FieldValues = T>({
  control,
  name,
  id,
  label,
}: {
  /** The form's `control`, whatever its resolver turns the values into (`Checked`). */
  control: Control<T, unknown, Checked>;
  name: FieldPath<T>;
  id: string;
  label: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Switch id={id} checked={field.value ?? true} onCheckedChange={field.onChange} />}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
