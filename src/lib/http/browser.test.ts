import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrowserHttpClient, setAccessTokenSource } from './browser';
import { startTestApiServer, type TestApiServer } from './test-api-server';

let server: TestApiServer;
beforeAll(async () => {
  server = await startTestApiServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  setAccessTokenSource(async () => null);
});

describe('createBrowserHttpClient', () => {
  it('makes a call sent before the session provider has loaded wait for it, then uses its token', async () => {
    const pending = createBrowserHttpClient().json(`${server.origin}/echo`, { auth: true });
    setAccessTokenSource(async () => 'late-token');
    await expect(pending).resolves.toMatchObject({ authorization: 'Bearer late-token' });
  });

  it('sends no token when no session provider registers within 10 seconds', async () => {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const fresh = await import('./browser');
      const pending = fresh.createBrowserHttpClient().json(`${server.origin}/echo`, { auth: true });
      await vi.advanceTimersByTimeAsync(9_999);
      let settled = false;
      void pending.finally(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toMatchObject({ authorization: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the source registered after the client was created', async () => {
    const client = createBrowserHttpClient();
    setAccessTokenSource(async () => 'session-access-token');
    await expect(client.json(`${server.origin}/echo`, { auth: true })).resolves.toMatchObject({ authorization: 'Bearer session-access-token' });
  });
});
