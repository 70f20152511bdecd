import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

/**
 * Points DATA_DIR at a fresh temporary folder, without SMTP, so the emails a test file sends are .eml files it can
 * read; removed after the file. Call at module level: `env()` reads the environment once, on first use.
 */
export function temporaryDataDir(prefix: string, extraEnv: Record<string, string> = {}): string {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('SMTP_URL', '');
  for (const [name, value] of Object.entries(extraEnv)) vi.stubEnv(name, value);
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}
