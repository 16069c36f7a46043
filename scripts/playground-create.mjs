// `npm run playground:create`: copies scripts/playground.template.tsx to
// src/pages/playground/index.tsx (ignored by git), served at /x/playground/.
// Never overwrites an existing scratch page unless given --force.
import {copyFileSync, existsSync, mkdirSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * @param {{siteDir: string, force?: boolean}} options
 * @returns {{created: boolean, file: string}}
 */
export function createPlayground({siteDir, force = false}) {
  const file = join(siteDir, 'src/pages/playground/index.tsx');
  if (existsSync(file) && !force) return {created: false, file};
  mkdirSync(dirname(file), {recursive: true});
  copyFileSync(join(siteDir, 'scripts/playground.template.tsx'), file);
  return {created: true, file};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const siteDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const {created, file} = createPlayground({siteDir, force: process.argv.includes('--force')});
  const shown = relative(process.cwd(), file);
  console.log(created ? `Created ${shown}: run \`npm start\` and open http://localhost:3000/x/playground/` : `${shown} exists already (run with --force to start again from the template).`);
}
