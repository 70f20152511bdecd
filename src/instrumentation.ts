/** Runs once when the server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { exitOnInvalidEnv } = await import('@/lib/env-check');
    exitOnInvalidEnv();
  }
}
