// The CSP has no 'unsafe-eval', and zod probes for `new Function` (its faster object parser) as
// soon as an object schema is built: the browser reports the probe as a CSP violation
// (Lighthouse's inspector-issues). zod reads its configuration from this global, so the boot
// script sets it before any chunk holding a schema, of the app or of the shared package, runs.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
