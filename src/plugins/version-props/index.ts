/**
 * Leaner docs version props: the route props the docs plugin generates go
 * through ./loader.cjs, which empties the map of docs no page reads (see
 * leanVersionProps.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export function versionPropsTest(generatedFilesDir: string): RegExp {
  const dir = path.join(generatedFilesDir, 'docusaurus-plugin-content-docs').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\\|\//g, '[\\\\/]');
  return new RegExp(`^${dir}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
}

export default function versionPropsPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'lean-version-props',
    configureWebpack() {
      return {module: {rules: [{test: versionPropsTest(context.generatedFilesDir), use: [path.join(__dirname, 'loader.cjs')]}]}};
    },
  };
}
