import { useForm } from 'react-hook-form';
import { lazyZodResolver } from '@/lib/forms/lazy-form-resolver';

export type PseudonymForm = { pseudonym: string };

// The pseudonym field of the schema the server checks the anonymous session with. It loads with
// the first check, zod with it: the forum pages mostly read (ADR 011).
const loadPseudonymSchema = () =>
  import('../lib/forum-form-schemas').then((module) => module.anonymousSessionSchema.pick({ pseudonym: true }));
const pseudonymResolver = lazyZodResolver<PseudonymForm>(loadPseudonymSchema);

/**
 * A pseudonym typed but not confirmed in its form (the new-topic dialog publishes with it): the
 * same schema's verdict, trimmed, or null when it is refused.
 */
export async function parsePseudonym(value: string): Promise<string | null> {
  const parsed = (await loadPseudonymSchema()).safeParse({ pseudonym: value });
  return parsed.success ? parsed.data.pseudonym : null;
}

/**
 * A forum pseudonym, checked on submission only: an error stays until the next try, not cleared
 * while typing. The submit handler receives it trimmed.
 */
export function usePseudonymForm() {
  return useForm<PseudonymForm>({ resolver: pseudonymResolver, defaultValues: { pseudonym: '' }, reValidateMode: 'onSubmit' });
}
