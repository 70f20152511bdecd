import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  it('sends no token before the session provider registers its source', async () => {
    await expect(createBrowserHttpClient().json(`${server.origin}/echo`, { auth: true })).resolves.toMatchObject({ authorization: null });
  });

  it('uses the source registered after the client was created', async () => {
    const client = createBrowserHttpClient();
    setAccessTokenSource(async () => 'session-access-token');
    await expect(client.json(`${server.origin}/echo`, { auth: true })).resolves.toMatchObject({ authorization: 'Bearer session-access-token' });
  });
});
