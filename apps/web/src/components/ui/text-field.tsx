import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/dom/utils';
import { Input } from './input';
import { Label } from './label';

type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  /** Shown under the input and linked to it, so screen readers read it with the field. */
  hint?: ReactNode;
  hintTone?: 'muted' | 'error';
  /** For a field whose purpose the layout already shows (a search box): the label is for screen readers only. */
  hideLabel?: boolean;
};

export function TextField({ id, label, hint, hintTone = 'muted', hideLabel = false, className, ...inputProps }: TextFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <Input id={id} aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {hint ? (
        <p
          id={hintId}
          role={hintTone === 'error' ? 'alert' : undefined}
          className={cn('text-sm', hintTone === 'error' ? 'text-destructive' : 'text-muted-foreground')}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
