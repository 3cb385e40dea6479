/**
 * PostgreSQL cannot store a NUL byte in text: the forms and routes refuse it as an input mistake
 * (a 400 `validation.invalid`), never a 500 from the database.
 */
export const hasNoNulByte = (value: string): boolean => !value.includes('\u0000');
