/** @jest-environment node */
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync, copyFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createPlayground} from './playground-create.mjs';

function tempSite() {
  const siteDir = mkdtempSync(join(tmpdir(), 'playground-'));
  mkdirSync(join(siteDir, 'scripts'));
  copyFileSync(join(__dirname, 'playground.template.tsx'), join(siteDir, 'scripts/playground.template.tsx'));
  return siteDir;
}

it('copies the template to src/pages/playground/index.tsx', () => {
  const siteDir = tempSite();
  const {created, file} = createPlayground({siteDir});
  expect(created).toBe(true);
  expect(file).toBe(join(siteDir, 'src/pages/playground/index.tsx'));
  expect(readFileSync(file, 'utf8')).toBe(readFileSync(join(__dirname, 'playground.template.tsx'), 'utf8'));
});

it('keeps a writer’s existing scratch page unless forced', () => {
  const siteDir = tempSite();
  const {file} = createPlayground({siteDir});
  writeFileSync(file, '// my experiment');
  expect(createPlayground({siteDir}).created).toBe(false);
  expect(readFileSync(file, 'utf8')).toBe('// my experiment');
  expect(createPlayground({siteDir, force: true}).created).toBe(true);
  expect(readFileSync(file, 'utf8')).not.toBe('// my experiment');
});

it('is ignored by git, while the folder itself is kept', () => {
  const gitignore = readFileSync(join(__dirname, '../.gitignore'), 'utf8').split('\n');
  expect(gitignore).toContain('src/pages/playground/*');
  expect(gitignore).toContain('!src/pages/playground/.gitkeep');
});
