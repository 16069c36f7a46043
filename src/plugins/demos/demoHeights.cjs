// The demo heights recorded by `npm run demos:heights`, which a demo reserves
// until it has rendered after a route change. One file, read by the demos
// remark plugin (to hand each demo its height) and by the recording script.
const {existsSync, readFileSync} = require('node:fs');
const path = require('node:path');

/** Relative to the site. */
const DEMO_HEIGHTS_FILE = 'src/data/demoHeights.json';

/**
 * @param {string} siteDir
 * @returns {Record<string, {wide: number, narrow: number}>} keyed by the demo file, relative to the site (`docs/…/demos/Name.tsx`)
 */
function readDemoHeights(siteDir) {
  const file = path.join(siteDir, DEMO_HEIGHTS_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

module.exports = {DEMO_HEIGHTS_FILE, readDemoHeights};
