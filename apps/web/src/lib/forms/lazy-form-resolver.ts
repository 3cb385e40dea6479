import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form pattern's resolver (form-resolver.ts) for a form shown on a page that mostly reads
 * (ADR 011): the schema, zod and the resolver load on the first validation, not with the page.
 * The schema may transform (trim, defaults): the submit handler then receives its output.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  loadSchema: () => Promise<z.ZodType<TOutput, TValues>>,
): Resolver<TValues, unknown, TOutput> {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | null = null;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('./form-resolver'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TValues, unknown, TOutput>,
    );
    return (await loaded)(values, context, options);
  };
}
