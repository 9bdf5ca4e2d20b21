/** Builds the client once (when missing or stale) through the same path as `npm start`. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup(): void {
  const root = path.resolve(__dirname, '..');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BUILD_ONLY: '1' },
  });
  if (result.status !== 0) throw new Error(`client build failed (exit ${result.status})`);
}
