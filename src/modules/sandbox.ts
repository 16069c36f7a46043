/**
 * "Open in StackBlitz / CodeSandbox": a demo becomes a complete small Vite +
 * React project, pinned to the exact versions this site runs. Pure functions;
 * the Demo toolbar only posts what they build.
 */
import {compressToBase64} from 'lz-string';

/** Date library each pickers adapter needs (the adapter imports it). */
export const ADAPTER_LIBRARIES: Record<string, string> = {
  AdapterDateFns: 'date-fns',
  AdapterDateFnsV2: 'date-fns',
  AdapterDateFnsJalali: 'date-fns-jalali',
  AdapterDateFnsJalaliV2: 'date-fns-jalali',
  AdapterDayjs: 'dayjs',
  AdapterLuxon: 'luxon',
  AdapterMoment: 'moment',
  AdapterMomentHijri: 'moment-hijri',
  AdapterMomentJalaali: 'moment-jalaali',
};

/** Always part of a sandbox: React, and Material UI with its styling engine. */
export const BASE_PACKAGES = ['react', 'react-dom', '@mui/material', '@emotion/react', '@emotion/styled'];

/** The npm package an import path belongs to: `@mui/x-data-grid/models` → `@mui/x-data-grid`. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package a demo needs, including the date library behind a pickers adapter. */
export function demoPackages(source: string): string[] {
  const packages = new Set(BASE_PACKAGES);
  for (const [, specifier] of source.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)) {
    const name = packageOf(specifier);
    if (name) packages.add(name);
    const adapter = specifier.match(/^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/)?.[1];
    if (adapter) {
      const library = ADAPTER_LIBRARIES[adapter];
      if (!library) throw new Error(`Can't determine required npm package for adapter '${adapter}'`);
      packages.add(library);
    }
  }
  return [...packages].sort();
}

/** Exact installed versions for the packages a demo needs; `latest` for any not installed here. */
export function pinnedDependencies(packages: string[], installed: Record<string, string>): Record<string, string> {
  return Object.fromEntries(packages.map((name) => [name, installed[name] ?? 'latest']));
}

export type SandboxInput = {
  name: string;
  code: string;
  language: 'ts' | 'js';
  /** Exact versions of the packages the demo needs, as installed here. */
  dependencies: Record<string, string>;
  title: string;
};

export type SandboxProject = {title: string; files: Record<string, string>};

const DEV_DEPENDENCIES: Record<'ts' | 'js', Record<string, string>> = {
  js: {vite: '^6.4.0', '@vitejs/plugin-react': '^4.7.0'},
  ts: {vite: '^6.4.0', '@vitejs/plugin-react': '^4.7.0', typescript: '~5.9.3', '@types/react': '^19.2.0', '@types/react-dom': '^19.2.0'},
};

export function sandboxProject({name, code, language, dependencies, title}: SandboxInput): SandboxProject {
  const ext = language === 'ts' ? 'tsx' : 'jsx';
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(
      {
        name: name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
        private: true,
        type: 'module',
        scripts: {dev: 'vite', build: 'vite build', preview: 'vite preview'},
        dependencies,
        devDependencies: DEV_DEPENDENCIES[language],
      },
      null,
      2,
    )}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
      `    <title>${title}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/main.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    'vite.config.js': "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
    [`src/main.${ext}`]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import CssBaseline from '@mui/material/CssBaseline';",
      `import Demo from './Demo';`,
      '',
      `createRoot(document.getElementById('root')${language === 'ts' ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <CssBaseline />',
      '    <Demo />',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [`src/Demo.${ext}`]: code,
  };
  if (language === 'ts') {
    files['tsconfig.json'] = `${JSON.stringify(
      {compilerOptions: {target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, noEmit: true}, include: ['src']},
      null,
      2,
    )}\n`;
  }
  return {title, files};
}

/** CodeSandbox's define API: the files, compressed, in one `parameters` field. */
export function codeSandboxParameters(project: SandboxProject): string {
  const files = Object.fromEntries(Object.entries(project.files).map(([path, content]) => [path, {content, isBinary: false}]));
  return compressToBase64(JSON.stringify({files})).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** StackBlitz's POST API: one form field per file. */
export function stackBlitzFields(project: SandboxProject): Record<string, string> {
  const fields: Record<string, string> = {'project[title]': project.title, 'project[template]': 'node'};
  for (const [path, content] of Object.entries(project.files)) fields[`project[files][${path}]`] = content;
  return fields;
}

export const SANDBOX_ENDPOINTS = {
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
  stackblitz: 'https://stackblitz.com/run',
} as const;

/** The form a browser posts (in a new tab) to open the project. */
export function sandboxForm(target: keyof typeof SANDBOX_ENDPOINTS, project: SandboxProject): {action: string; fields: Record<string, string>} {
  return target === 'codesandbox'
    ? {action: SANDBOX_ENDPOINTS.codesandbox, fields: {parameters: codeSandboxParameters(project), query: `file=/src/Demo.${project.files['src/Demo.tsx'] ? 'tsx' : 'jsx'}`}}
    : {action: SANDBOX_ENDPOINTS.stackblitz, fields: {...stackBlitzFields(project), 'project[settings][compile][trigger]': 'auto'}};
}

/** Opens the project in a new tab by posting a form (the only way both services accept a payload). */
export function postSandboxForm(form: {action: string; fields: Record<string, string>}, doc: Document = document): void {
  const element = doc.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.target = '_blank';
  // The sandbox's tab gets no handle on this page (window.opener). Not noreferrer:
  // it would also send the POST with `Origin: null`, which the services may refuse.
  element.setAttribute('rel', 'noopener');
  element.style.display = 'none';
  for (const [name, value] of Object.entries(form.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.appendChild(input);
  }
  doc.body.appendChild(element);
  element.submit();
  element.remove();
}
