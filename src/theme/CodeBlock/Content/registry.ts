import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock/Content';

type HighlightedContent = ComponentType<Props>;

let loaded: HighlightedContent | null = null;
let loading: Promise<HighlightedContent> | null = null;

/** Called by ./highlighted when it runs: from then on code blocks highlight at once. */
export function registerHighlightedContent(component: HighlightedContent): void {
  loaded = component;
}

/** The highlighting content, once Prism has loaded. */
export function loadedHighlightedContent(): HighlightedContent | null {
  return loaded;
}

export function loadHighlightedContent(): Promise<HighlightedContent> {
  loading ??= import(/* webpackChunkName: "highlighter" */ './highlighted').then((module) => module.default);
  return loading;
}

// The server bundle has Prism from the start (src/plugins/code-blocks defines the
// flag for that build only; the browser build drops this branch), so the
// server renders every code block highlighted.
if (process.env.CODE_BLOCKS_IN_BUNDLE) {
  require('./highlighted');
}
