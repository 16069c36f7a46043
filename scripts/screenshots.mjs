// Screenshots of built pages in light/dark, desktop/mobile, for looking at
// what a change did. Usage: node scripts/screenshots.mjs [path ...]
// Writes PNGs to screenshots/ (ignored by git).
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, OFF_MACHINE_URL, requireChromium} from './chromium.mjs';
import {startBuildServer} from './server.mjs';

const paths = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/x/introduction/'];
const viewports = {desktop: {width: 1280, height: 900}, mobile: {width: 390, height: 844}};
const schemes = /** @type {const} */ (['light', 'dark']);

mkdirSync('screenshots', {recursive: true});
const server = await startBuildServer(4174);
const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
try {
  for (const path of pages) {
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({viewport, colorScheme, deviceScaleFactor: 1});
        // No outside network: answer font requests with nothing.
        await context.route(OFF_MACHINE_URL, (route) => route.fulfill({status: 200, body: ''}));
        const page = await context.newPage();
        await page.goto(`${server.origin}${path}`, {waitUntil: 'networkidle'});
        const name = `${path.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'root'}-${device}-${colorScheme}.png`;
        await page.screenshot({path: `screenshots/${name}`, fullPage: process.env.FULL_PAGE === '1'});
        console.log(`screenshots/${name}`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.stop();
}
