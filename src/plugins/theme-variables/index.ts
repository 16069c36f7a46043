/**
 * Puts the shell and demo themes' CSS variables for the default settings into
 * the site's stylesheet (see src/modules/themeVariables): in <head>, so no
 * page paints without them, and in one cached file rather than in each page.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {css} from '@emotion/react';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compile, serialize, stringify} from 'stylis';
import {createDocsTheme} from '../../modules/docsTheme';
import {themeVariableSheets} from '../../modules/themeVariables';

/** Style sheets as MUI generates them (objects keyed by selector), as CSS text. */
export function styleSheetsCss(sheets: Array<Record<string, unknown>>): string {
  return serialize(compile(css(sheets as never).styles), stringify);
}

export function defaultThemeVariablesCss(): string {
  return styleSheetsCss(themeVariableSheets(createDocsTheme(), {}));
}

export default function themeVariablesPlugin(context: Pick<LoadContext, 'generatedFilesDir'>): Plugin {
  const file = path.join(context.generatedFilesDir, 'theme-variables', 'default.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, `${defaultThemeVariablesCss()}\n`);
  return {
    name: 'theme-variables',
    getClientModules() {
      return [file];
    },
  };
}
