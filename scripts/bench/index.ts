import { benchJs } from './js';
import { benchPages } from './pages';
import { benchBuild, startServer, stopServer } from './server';

/** `npm run bench [-- js|pages]`: measures DESIGN §7 budgets against a production server it starts itself. */
const available = ['js', 'pages'];
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(', ')}; available: ${available.join(', ')}`);
  process.exit(2);
}
const selected = requested.length > 0 ? requested : available;

benchBuild();
const server = await startServer();
let ok = true;
try {
  if (selected.includes('js')) ok = (await benchJs()) && ok;
  if (selected.includes('pages')) ok = (await benchPages()) && ok;
} finally {
  await stopServer(server);
}
console.log(ok ? '\nAll measured budgets met.' : '\nSome budgets were missed (see above).');
process.exitCode = ok ? 0 : 1;
