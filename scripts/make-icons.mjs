// `node scripts/make-icons.mjs`: renders the app icons of the web manifest
// (static/img/icons/*.png) from static/img/logo.svg with Chromium. Run it when
// the logo changes; the PNGs are committed.
import {mkdirSync, readFileSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {CHROMIUM_ARGS, requireChromium} from './chromium.mjs';

const logo = readFileSync(new URL('../static/img/logo.svg', import.meta.url), 'utf8');
const outDir = new URL('../static/img/icons/', import.meta.url);
mkdirSync(outDir, {recursive: true});

// `maskable` icons are cropped to a circle by some launchers: the mark keeps to the middle 80 % on a full-bleed background.
const ICONS = [
  {file: 'icon-192.png', size: 192, maskable: false},
  {file: 'icon-512.png', size: 512, maskable: false},
  {file: 'icon-maskable-512.png', size: 512, maskable: true},
  {file: 'apple-touch-icon.png', size: 180, maskable: true},
];

const browser = await chromium.launch({executablePath: requireChromium(), args: CHROMIUM_ARGS});
try {
  for (const {file, size, maskable} of ICONS) {
    const page = await browser.newPage({viewport: {width: size, height: size}});
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? '#0072E5' : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({path: new URL(file, outDir).pathname, omitBackground: !maskable});
    await page.close();
    console.log(`static/img/icons/${file}`);
  }
} finally {
  await browser.close();
}
