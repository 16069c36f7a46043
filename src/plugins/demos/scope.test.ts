/**
 * @jest-environment node
 *
 * The live editor over every demo of the site: each demo's TypeScript and
 * generated JavaScript compile in the browser's transpiler, and every module
 * and every export the compiled code asks for is in the scope the scope
 * loader builds for that demo, so an untouched demo always runs when edited.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {compileDemo} from '../../modules/demos/liveCode';
import {demoImports} from './demoImports.cjs';
import {scopeModule} from './scope-loader.cjs';
import {tsToJs} from './transpile.cjs';

const SITE = path.join(__dirname, '../../..');

/** Every demo file of the site: the docs, the frozen versions and the translations. */
function demoFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (entry === 'node_modules') return [];
    if (statSync(full).isDirectory()) return demoFiles(full);
    return /[\\/]demos[\\/][^\\/]+\.tsx$/.test(full) ? [full] : [];
  });
}

const FILES = ['docs', 'versioned_docs', 'i18n']
  .map((dir) => path.join(SITE, dir))
  .filter((dir) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  })
  .flatMap((dir) => demoFiles(dir));

/** What compiled code takes from each module: `var _x = require('m')` and then `_x.Name`. */
function requirements(body: string): Map<string, Set<string>> {
  const needs = new Map<string, Set<string>>();
  for (const [, variable, specifier] of body.matchAll(/var (_\w+) = require\('([^']+)'\)/g)) {
    const names = needs.get(specifier) ?? new Set<string>();
    for (const [, name] of body.matchAll(new RegExp(`\\b${variable}\\.(\\w+)`, 'g'))) names.add(name);
    needs.set(specifier, names);
  }
  for (const [, specifier] of body.matchAll(/require\("([^"]+)"\)/g)) needs.set(specifier, needs.get(specifier) ?? new Set());
  return needs;
}

it('finds the demos', () => {
  expect(FILES.length).toBeGreaterThan(500);
});

it('builds a scope of exactly the bindings a demo imports, whole for namespaces and CommonJS packages', () => {
  const imports = demoImports(
    ["import * as React from 'react';", "import type {GridColDef} from '@mui/x-data-grid';", "import {type GridRowId, DataGrid, GridToolbar as Toolbar} from '@mui/x-data-grid';", "import Button from '@mui/material/Button';", "import {type Dayjs} from 'dayjs';"].join('\n'),
  );
  expect(imports).toEqual([
    {specifier: 'react', whole: true, defaultImport: false, names: []},
    {specifier: '@mui/x-data-grid', whole: false, defaultImport: false, names: ['DataGrid', 'GridToolbar']},
    {specifier: '@mui/material/Button', whole: false, defaultImport: true, names: []},
  ]);
  const code = scopeModule(imports, './Demo.tsx');
  expect(code).toContain('export {default} from "./Demo.tsx";');
  expect(code).toContain('import * as m0 from "react";');
  expect(code).toContain('import {DataGrid as m1_0, GridToolbar as m1_1} from "@mui/x-data-grid";');
  expect(code).toContain('"@mui/material/Button": {__esModule: true, default: m2_default}');
  expect(code).toMatch(/export const scope = \{"react": m0, /);
  expect(code).toContain('export const partial = ["@mui/x-data-grid","@mui/material/Button"];');
});

describe.each(FILES.map((file) => [path.relative(SITE, file), file]))('%s', (_, file) => {
  const source = readFileSync(file, 'utf8');
  const scope = new Map(demoImports(source).map((entry) => [entry.specifier, entry]));

  it.each([
    ['TypeScript', async () => source, 'Demo.tsx'],
    ['JavaScript', () => tsToJs(source), 'Demo.js'],
  ] as const)('compiles its %s, asking only for what its scope holds', async (_language, code, fileName) => {
    const body = await compileDemo(await code(), fileName);
    for (const [specifier, names] of requirements(body)) {
      if (specifier === 'react/jsx-runtime') continue;
      const entry = scope.get(specifier);
      expect(entry).toBeDefined();
      if (entry && !entry.whole) {
        const provided = new Set([...entry.names, ...(entry.defaultImport ? ['default'] : [])]);
        expect([...names].filter((name) => !provided.has(name))).toEqual([]);
      }
    }
  });
});
