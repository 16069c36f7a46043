/**
 * @jest-environment node
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse} from '@babel/parser';
import {tsToJs} from './transpile.cjs';

/** Every demo file of the site. */
function demoFiles(dir = path.join(__dirname, '../../../docs')): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return demoFiles(full);
    return /\/demos\/[^/]+\.tsx$/.test(full) ? [full] : [];
  });
}

/** Parses as JavaScript + JSX only: any type syntax left is a syntax error. */
function parseAsJavaScript(code: string) {
  return parse(code, {sourceType: 'module', plugins: ['jsx']});
}

it('removes types, keeps JSX and blank lines, and formats', async () => {
  const ts = [
    "import type {GridColDef} from '@mui/x-data-grid';",
    "import {DataGrid} from '@mui/x-data-grid';",
    '',
    "const columns: GridColDef[] = [{field: 'city'}];",
    '',
    'export default function Cities(): React.JSX.Element {',
    '  const [count, setCount] = React.useState<number>(0);',
    '  return <DataGrid rows={[] as {id: number}[]} columns={columns} />;',
    '}',
    '',
  ].join('\n');
  const js = await tsToJs(ts);
  expect(js).toBe(
    [
      "import { DataGrid } from '@mui/x-data-grid';",
      '',
      "const columns = [{ field: 'city' }];",
      '',
      'export default function Cities() {',
      '  const [count, setCount] = React.useState(0);',
      '  return <DataGrid rows={[]} columns={columns} />;',
      '}',
      '',
    ].join('\n'),
  );
  expect(() => parseAsJavaScript(js)).not.toThrow();
  expect(() => parseAsJavaScript(ts)).toThrow();
});

it('reports a demo that TypeScript cannot read', async () => {
  await expect(tsToJs('const = ;')).rejects.toThrow(/Cannot turn the demo into JavaScript/);
});

const demos = demoFiles();

it('finds the site’s demos', () => {
  expect(demos.length).toBeGreaterThanOrEqual(3);
});

it.each(demos.map((file) => [path.relative(process.cwd(), file), file]))('%s has a JavaScript variant with no type syntax left', async (_, file) => {
  const ts = readFileSync(file, 'utf8');
  const js = await tsToJs(ts);
  expect(js.trim().length).toBeGreaterThan(0);
  expect(() => parseAsJavaScript(js)).not.toThrow();
  // Same default export in both variants.
  expect(js).toMatch(/export default function \w+/);
});
