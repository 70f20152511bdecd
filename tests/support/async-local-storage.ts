/**
 * Next's request scope (`cookies()`, `headers()`) lives in an AsyncLocalStorage that Next's own server installs on
 * globalThis before loading anything. Tests that call handlers reading it (next-auth's) import this first.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

(globalThis as unknown as { AsyncLocalStorage?: typeof AsyncLocalStorage }).AsyncLocalStorage ??= AsyncLocalStorage;
