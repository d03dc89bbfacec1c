/**
 * A loader that starts `load` on its first call and hands every call the same promise. For
 * heavy dependencies only some requests need (sharp, undici, the OpenAI SDK): imported at
 * start they held ~60 MB of a PGlite server's memory that most processes never use
 * (product rule: memory-budget, decision 024).
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
