import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The form pattern's resolver (form-resolver.ts) for a form shown on a page that mostly reads
 * (ADR 011): the schema, zod and the resolver load on the first validation, not with the page.
 */
export function lazyZodResolver<TValues extends FieldValues>(loadSchema: () => Promise<z.ZodType<TValues, TValues>>): Resolver<TValues> {
  let loaded: Promise<Resolver<TValues>> | null = null;
  return async (values, context, options) => {
    loaded ??= Promise.all([import('./form-resolver'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TValues>,
    );
    return (await loaded)(values, context, options);
  };
}
