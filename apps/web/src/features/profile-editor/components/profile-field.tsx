import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/dom/utils';

export type FieldControlProps = { id: string; 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };

type ProfileFieldProps = {
  id: string;
  label: string;
  /** The translated error: shown under the control and read with it. */
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, any control (select, textarea, input) and its error, linked for screen readers. */
export function ProfileField({ id, label, error, required = false, className, children }: ProfileFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children({ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error ? true : undefined })}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
