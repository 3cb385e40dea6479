import type { PGliteOptions } from '@electric-sql/pglite';

export function pgliteOptions(loadDataDir: Blob | undefined): PGliteOptions & { extensions: NonNullable<PGliteOptions['extensions']> };
