/**
 * A dependency loaded on its first use, once. Start-up spent about 0.7 s loading
 * modules that most starts never use or use only later: image processing (sharp), avatar drawing
 * (DiceBear), S3, Redis (only with REDIS_URL), SMTP, web push and file sniffing. Measured one by one
 * with a cold `import()`; the profile of a warm start showed module loading as most of its time.
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
