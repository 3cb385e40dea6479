import type { FieldPath, FieldValues, RegisterOptions, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

type ValueProps = { defaultValue?: string | number | readonly string[]; defaultChecked?: boolean };

function valueProps(value: unknown): ValueProps {
  if (typeof value === 'boolean') return { defaultChecked: value };
  if (typeof value === 'string' || typeof value === 'number') return { defaultValue: value };
  return {};
}

/**
 * A form prefilled with data, rendered on the server (ADR 029): react-hook-form fills its fields
 * from the browser once the app is live, so the page the server sends would show them empty, and
 * someone typing before then would type into an empty field. Registered through this, each field
 * carries its value in the page's HTML too (as its default: the field stays uncontrolled).
 */
export function withRenderedValues<TValues extends FieldValues, TContext, TOutput extends FieldValues>(
  form: UseFormReturn<TValues, TContext, TOutput>,
): UseFormReturn<TValues, TContext, TOutput> {
  const register = <TName extends FieldPath<TValues>>(
    name: TName,
    options?: RegisterOptions<TValues, TName>,
  ): UseFormRegisterReturn<TName> & ValueProps => ({ ...form.register(name, options), ...valueProps(form.getValues(name)) });
  return { ...form, register: register as UseFormReturn<TValues, TContext, TOutput>['register'] };
}
