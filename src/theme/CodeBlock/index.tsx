import React, {lazy, Suspense, use, type ComponentType, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';

type Props = WrapperProps<typeof CodeBlockType>;
type CodeBlockComponent = ComponentType<Props>;

let loaded: CodeBlockComponent | null = null;
let loading: Promise<CodeBlockComponent> | null = null;

/** Called by ./loaded when its chunk runs: from then on blocks render at once. */
export function registerCodeBlock(component: CodeBlockComponent): void {
  loaded = component;
}

function loadCodeBlock(): Promise<CodeBlockComponent> {
  loading ??= import(/* webpackChunkName: "code-block" */ './loaded').then((module) => module.default);
  return loading;
}

// The server bundle has the code block from the start (src/plugins/code-blocks
// defines the flag for that build only; the browser build drops this branch).
if (process.env.CODE_BLOCKS_IN_BUNDLE) {
  require('./loaded');
}

const LazyCodeBlock = lazy(() => loadCodeBlock().then((component) => ({default: component})));

/** Hydrating a block whose code has not loaded: waits for it, the server's HTML staying meanwhile. */
function HydratingCodeBlock(props: Props): ReactNode {
  const CodeBlock = use(loadCodeBlock());
  return <CodeBlock {...props} />;
}

/** The code as text in a plain block, while the code block loads for a block on a page that did not import it. */
function PlainCodeBlock({children}: Props): ReactNode {
  return (
    <pre>
      <code>{typeof children === 'string' ? children : null}</code>
    </pre>
  );
}

/**
 * The classic code block, out of the first load of pages without code (see
 * src/plugins/code-blocks): a page that shows code imports it with its own
 * chunks (./loaded), so it is there before the page renders or hydrates.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const CodeBlock = loaded;
  if (CodeBlock) return <CodeBlock {...props} />;
  if (!isBrowser) return <HydratingCodeBlock {...props} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <LazyCodeBlock {...props} />
    </Suspense>
  );
}
