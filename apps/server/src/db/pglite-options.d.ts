import type { PGliteOptions } from '@electric-sql/pglite';

export function pgliteOptions(loadDataDir: Blob | undefined): PGliteOptions & { extensions: NonNullable<PGliteOptions['extensions']> };
export const PLANNER_SETTINGS: ReadonlyArray<readonly [string, string]>;
