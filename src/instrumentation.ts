/** Checks the environment once when the server starts: a bad value stops it with a message naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env, EnvError } = await import('@/lib/env');
  try {
    env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
