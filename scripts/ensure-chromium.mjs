// Makes sure a Chromium is installed before the browser tests run: uses the one
// found, installs Debian's package when running as root, or stops with one line.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium} from './chromium.mjs';

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

const found = findChromium();
if (found) {
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  fail('Chromium is missing; install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH, then rerun.');
}
console.log('ensure-chromium: installing Debian package "chromium"…');
try {
  /** @type {import('node:child_process').ExecFileSyncOptions} */
  const options = {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}};
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], options);
} catch {
  fail('`apt-get install chromium` failed; install Chromium by hand or set CHROMIUM_PATH.');
}
if (!findChromium()) {
  fail('apt-get finished but no Chromium executable was found.');
}
console.log(`ensure-chromium: using ${findChromium()}`);
