// The browser tests run in Debian's Chromium (never a downloaded browser build): install it
// with apt-get when /usr/bin/chromium is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  console.log('Installing Debian chromium for the browser tests…');
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const run = (args) => {
    const result = spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
}
if (!existsSync(CHROMIUM)) {
  console.error(`${CHROMIUM} is still missing after apt-get.`);
  process.exit(1);
}
