import type { ComponentProps } from 'react';
import { Label } from './label';
import { Switch } from './switch';

type SwitchFieldProps = Omit<ComponentProps<typeof Switch>, 'id' | 'aria-describedby'> & {
  id: string;
  label: string;
  hint: string;
};

/** A setting's row: its name and what it does on the left, the switch on the right (the hint describes it). */
export function SwitchField({ id, label, hint, ...switchProps }: SwitchFieldProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-hint`} {...switchProps} />
    </div>
  );
}
