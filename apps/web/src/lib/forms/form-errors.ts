import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The message of the first failing field. The zod resolver records issues in schema order,
 * so this is the issue the user meets first (SPEC §5 shows one toast, not every error).
 */
export function firstErrorMessage<T extends FieldValues>(errors: FieldErrors<T>): string | undefined {
  for (const error of Object.values(errors)) {
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message;
    }
  }
  return undefined;
}
