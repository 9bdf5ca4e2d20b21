#!/usr/bin/env node
/**
 * `npm start`: builds the client when dist/ is missing or older than its sources, then runs the
 * server (src/server/server.ts through tsx) in the foreground, forwarding SIGTERM/SIGINT so the
 * server shuts down gracefully. Configuration: PORT, DATA_DIR, DATABASE_URL, SMTP_URL, REDIS_URL.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist');
const builtIndex = path.join(clientDir, 'index.html');
// The light sign-in page (webpack's second compilation): a build from before it has no signin.html.
const builtSignIn = path.join(clientDir, 'signin.html');

/** Newest modification time (ms) of any file under the given folders. */
function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((dir) => walk(path.join(root, dir)));
  return newest;
}

const sources = ['src/client', 'src/shared', 'i18n', 'public'];
const stale =
  !existsSync(builtIndex) || !existsSync(builtSignIn) || newestMtime(sources) > statSync(builtIndex).mtimeMs;
if (stale && process.env.SKIP_CLIENT_BUILD !== '1') {
  console.log('[start] building the client (webpack, production)…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CLIENT_OUTPUT_DIR: clientDir },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
  // webpack leaves an output whose content did not change untouched (index.html when only the
  // sign-in page or a comment changed): mark the build as done now, or every start would rebuild.
  const now = new Date();
  utimesSync(builtIndex, now, now);
}
// e2e's global setup builds once through this same path, without starting a server.
if (process.env.BUILD_ONLY === '1') process.exit(0);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
