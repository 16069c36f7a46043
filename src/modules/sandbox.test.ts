import {decompressFromBase64} from 'lz-string';
import {codeSandboxParameters, demoPackages, packageOf, pinnedDependencies, postSandboxForm, sandboxForm, sandboxProject, stackBlitzFields} from './sandbox';

const pickerDemo = [
  "import * as React from 'react';",
  "import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';",
  "import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';",
  "import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';",
  "import dayjs from 'dayjs';",
  "import './local.css';",
  'export default function Demo() { return null; }',
].join('\n');

it.each([
  ['@mui/x-data-grid/models', '@mui/x-data-grid'],
  ['react', 'react'],
  ['dayjs/plugin/utc', 'dayjs'],
  ['./data', null],
])('maps the import %p to the package %p', (specifier, name) => {
  expect(packageOf(specifier)).toBe(name);
});

it("lists the demo's packages, React and Material UI, and the date library its adapter needs", () => {
  expect(demoPackages(pickerDemo)).toEqual([
    '@emotion/react',
    '@emotion/styled',
    '@mui/material',
    '@mui/x-date-pickers',
    '@mui/x-date-pickers-pro',
    'dayjs',
    'react',
    'react-dom',
  ]);
  expect(demoPackages("import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';")).toContain('luxon');
});

it('names an adapter it cannot map', () => {
  expect(() => demoPackages("import { AdapterTemporal } from '@mui/x-date-pickers/AdapterTemporal';")).toThrow(
    "Can't determine required npm package for adapter 'AdapterTemporal'",
  );
});

it('pins the installed versions and falls back to latest for the rest', () => {
  expect(pinnedDependencies(['react', 'luxon'], {react: '19.2.9'})).toEqual({react: '19.2.9', luxon: 'latest'});
});

const project = sandboxProject({
  name: 'BookingRange',
  code: pickerDemo,
  language: 'ts',
  dependencies: {react: '19.2.9', 'react-dom': '19.2.9', '@mui/x-date-pickers-pro': '8.29.3', dayjs: '1.11.23'},
  title: 'BookingRange: MUI X demo',
});

it('builds a complete Vite + React project around the demo', () => {
  expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/main.tsx', 'tsconfig.json', 'vite.config.js']);
  expect(project.files['src/Demo.tsx']).toBe(pickerDemo);
  const pkg = JSON.parse(project.files['package.json']);
  expect(pkg).toMatchObject({name: 'booking-range', scripts: {dev: 'vite'}, dependencies: {'@mui/x-date-pickers-pro': '8.29.3', dayjs: '1.11.23'}});
  expect(pkg.devDependencies).toHaveProperty('typescript');
  expect(project.files['index.html']).toContain('<script type="module" src="/src/main.tsx">');
  expect(project.files['src/main.tsx']).toContain("import Demo from './Demo';");
});

it('builds a JavaScript project without TypeScript files', () => {
  const js = sandboxProject({name: 'Basic', code: 'export default function Basic() {}', language: 'js', dependencies: {}, title: 'Basic'});
  expect(Object.keys(js.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.jsx', 'src/main.jsx', 'vite.config.js']);
  expect(js.files['src/main.jsx']).not.toContain('!)');
});

it('packs the files for CodeSandbox so they unpack unchanged', () => {
  const parameters = codeSandboxParameters(project);
  expect(parameters).toMatch(/^[A-Za-z0-9_-]+$/);
  const unpacked = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/')));
  expect(unpacked.files['src/Demo.tsx']).toEqual({content: pickerDemo, isBinary: false});
  expect(sandboxForm('codesandbox', project)).toMatchObject({action: 'https://codesandbox.io/api/v1/sandboxes/define', fields: {query: 'file=/src/Demo.tsx'}});
});

it('gives StackBlitz one field per file', () => {
  const fields = stackBlitzFields(project);
  expect(fields['project[files][src/Demo.tsx]']).toBe(pickerDemo);
  expect(fields['project[template]']).toBe('node');
  expect(sandboxForm('stackblitz', project).action).toBe('https://stackblitz.com/run');
});

it('posts the form to a new tab that gets no handle on the docs page', () => {
  const submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    expect(this.target).toBe('_blank');
    expect(this.getAttribute('rel')?.split(' ')).toEqual(['noopener']);
    expect(this.isConnected).toBe(true);
  });
  postSandboxForm({action: 'https://stackblitz.com/run', fields: {'project[title]': 'Demo'}});
  expect(submitted).toHaveBeenCalledTimes(1);
  expect(document.querySelector('form')).toBeNull();
});
