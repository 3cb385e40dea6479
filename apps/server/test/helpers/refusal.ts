import { expect } from 'vitest';
import { AppError } from '../../src/lib/app-error';

/** The AppError a promise rejects with; fails the test if it resolves or rejects otherwise. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
