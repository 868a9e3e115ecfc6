import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';

/** A boolean field of a react-hook-form form as a labelled checkbox (unset reads as unchecked). */
export function ControlledCheckbox<T extends FieldValues>({
  control,
  name,
  id,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Controller
        control={control}
        name={name}
        render={({ field }) => <Checkbox id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
