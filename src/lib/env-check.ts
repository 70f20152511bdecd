import { env, EnvError } from './env';

/** Stops the server at start-up when the environment is invalid, with a message naming each bad variable. */
export function exitOnInvalidEnv(): void {
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
