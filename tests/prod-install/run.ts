/**
 * `npm run test:prod-install` (part of `npm test`): a production install works with the `dependencies` of package.json
 * alone (docs/deploy.md). It copies the shop as a deployment has it (the files git knows, the build in .next, the
 * installed packages) to a temporary folder, runs `npm prune --omit=dev` there (offline: it only removes packages), and
 * removes faker too, which only the demo data needs. On a fresh database (PostgreSQL with TEST_DATABASE_URL, else
 * PGlite) with DEMO_DATA=0 it then runs `db:migrate`, `npm start` (health and readiness 200, the home page renders, an
 * account registers), `ops:grant`, `catalog:import` and the other `ops:*` scripts. Builds first when there is no build.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = process.cwd();
// `npm test` runs this after the e2e tests, whose port is then free.
const port = Number(process.env.E2E_PORT ?? 3210);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function step(message: string) {
  console.log(`[prod-install ${seconds()}] ${message}`);
}

function fail(message: string): never {
  throw new Error(message);
}

/** Runs a command to its end; its output is shown when it fails, and returned. */
function run(command: string, args: string[], options: SpawnSyncOptions & { expectStatus?: number } = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const expected = options.expectStatus ?? 0;
  if (result.status !== expected) fail(`\`${command} ${args.join(' ')}\` exited with ${result.status} (expected ${expected}):\n${output}`);
  return output;
}

/** The files of the shop a deployment has: what git tracks, plus new files not ignored (a change not yet committed). */
function copySources(target: string) {
  const listed = run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root }).split('\0');
  for (const file of listed.filter((name) => name && existsSync(path.join(root, name)))) {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(path.join(root, file), path.join(target, file));
  }
}

async function createDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `prod_install_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function waitForHealth(server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`npm start exited with ${server.exitCode}:\n${log()}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`GET /api/health did not answer 200 within 120 s:\n${log()}`);
}

/** Stops `npm start` and everything it started (its process group): SIGTERM, then SIGKILL after 10 s. */
async function stop(server: ChildProcess) {
  if (server.pid === undefined) return;
  const group = -server.pid;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(group, name);
    } catch {
      // The group has ended already.
    }
  };
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  signal('SIGKILL');
}

/** Whether .next was built after the last change to what goes into a build (`npm test` builds for the e2e tests first). */
function buildIsCurrent(): boolean {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (!existsSync(buildId)) return false;
  const builtAt = statSync(buildId).mtimeMs;
  const inputs = ['next.config.ts', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json'].map((file) => path.join(root, file));
  for (const folder of ['src', 'public'])
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }))
      if (entry.isFile()) inputs.push(path.join(entry.parentPath, entry.name));
  return inputs.every((file) => !existsSync(file) || statSync(file).mtimeMs <= builtAt);
}

async function main() {
  if (!buildIsCurrent()) {
    step('no build in .next, or one older than the sources: running `npm run build`');
    run('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const install = mkdtempSync(path.join(os.tmpdir(), 'bookfair-prod-install-'));
  const database = await createDatabase();
  let server: ChildProcess | undefined;
  try {
    step(`copying the shop to ${install}`);
    copySources(install);
    // The build without Next's build cache, its links to node_modules (.next/node_modules) kept as they are.
    cpSync(path.join(root, '.next'), path.join(install, '.next'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => path.relative(root, source) !== path.join('.next', 'cache'),
    });
    // Hard links: a copy in seconds that removing packages cannot touch. npm rewrites its own record of the tree in
    // place, so that one file is a copy of its own.
    run('cp', ['-al', path.join(root, 'node_modules'), path.join(install, 'node_modules')]);
    const hiddenLockfile = path.join(install, 'node_modules/.package-lock.json');
    unlinkSync(hiddenLockfile);
    copyFileSync(path.join(root, 'node_modules/.package-lock.json'), hiddenLockfile);

    step('npm prune --omit=dev');
    run('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: install });
    // (@playwright/test stays: npm keeps it as next's optional peer.)
    for (const devPackage of ['vitest', 'eslint', '@stryker-mutator/core', 'drizzle-kit', 'fast-check'])
      if (existsSync(path.join(install, 'node_modules', devPackage))) fail(`npm prune --omit=dev left the devDependency ${devPackage}`);
    // Only the demo data needs faker (loaded when DEMO_DATA wants it): a production start must not.
    rmSync(path.join(install, 'node_modules/@faker-js'), { recursive: true, force: true });

    const env: NodeJS.ProcessEnv = {
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? install,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      DEMO_DATA: '0',
      DATA_DIR: path.join(install, 'data'),
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
    const inInstall = { cwd: install, env };
    step(`db:migrate on ${database.url ? 'a fresh PostgreSQL database' : 'a fresh PGlite (set TEST_DATABASE_URL for PostgreSQL)'}`);
    const migrated = run('npm', ['run', 'db:migrate'], inInstall);
    if (!migrated.includes('Migrations applied')) fail(`db:migrate said:\n${migrated}`);

    step('npm start');
    let serverLog = '';
    server = spawn('npm', ['start'], { ...inInstall, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk) => (serverLog += chunk));
    server.stderr!.on('data', (chunk) => (serverLog += chunk));
    await waitForHealth(server, () => serverLog);
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
    if (ready.status !== 200) fail(`GET /api/ready answered ${ready.status}: ${await ready.text()}`);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    if (home.status !== 200 || !(await home.text()).includes('</html>')) fail(`GET / answered ${home.status}`);
    const email = `operator-${randomBytes(4).toString('hex')}@prod-install.example`;
    const registered = await fetch(`http://127.0.0.1:${port}/api/account/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Production-Install-2026', firstName: 'Pat', lastName: 'Operator', site: 'us' }),
    });
    if (registered.status !== 201) fail(`registration answered ${registered.status}: ${await registered.text()}`);
    if (serverLog.includes('ERR_MODULE_NOT_FOUND')) fail(`the server could not load a package:\n${serverLog}`);
    // The embedded PGlite takes one process at a time: the scripts run beside the server on PostgreSQL only.
    if (!database.url) await stop(server);

    step('ops:grant');
    const granted = run('npm', ['run', 'ops:grant', '--', email, 'admin', '--as', 'prod-install test'], inInstall);
    if (!granted.includes('now has the scopes: admin')) fail(`ops:grant said:\n${granted}`);
    step('catalog:import');
    const imported = run('npm', ['run', 'catalog:import', '--', 'samples/catalog/toys-sample.csv'], inInstall);
    if (!/Report: /.test(imported)) fail(`catalog:import said:\n${imported}`);
    step('ops:refund and ops:support-reply (of an order and a request that do not exist)');
    const refund = run('npm', ['run', 'ops:refund', '--', 'BF-0000-0000', '--reason', 'prod-install test'], { ...inInstall, expectStatus: 1 });
    const reply = run('npm', ['run', 'ops:support-reply', '--', '999999', 'Hello from the prod-install test'], { ...inInstall, expectStatus: 1 });
    for (const output of [refund, reply])
      if (!/There is no order|could not find this support request/.test(output)) fail(`expected a "not found" answer, got:\n${output}`);

    step('passed: a pruned production install migrates, starts, serves, imports and runs the ops scripts');
  } finally {
    if (server) await stop(server);
    await database.drop();
    step('removing the copy');
    rmSync(install, { recursive: true, force: true });
    step('done');
  }
}

await main();
