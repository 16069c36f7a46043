import React, {memo, startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {translate} from '@docusaurus/Translate';
import DemoThemeProvider from '@site/src/components/DemoThemeProvider';
import {demoMountScheduler} from '@site/src/modules/demos/browserScheduler';
import type {DemoMount, LoadOutcome} from '@site/src/modules/demos/mountScheduler';
import {demoHeights, type HeightHint} from '@site/src/modules/demos/reservedHeight';
import DemoErrorBoundary from './ErrorBoundary';
import styles from './styles.module.css';

/** What the demos remark plugin imports for each demo (see src/plugins/demos/source-loader.cjs). */
export type DemoFile = {
  /** The demo's TypeScript as written. */
  ts: string;
  /** Its JavaScript, generated at build time. */
  js: string;
  /** Installed versions of the packages a sandbox of it needs. */
  versions: Record<string, string>;
  /**
   * Fetches the component (in a chunk of its own, with the packages it uses)
   * and, in the browser build, its imports for the live editor (see
   * src/plugins/demos/scope-loader.cjs).
   */
  load: () => Promise<{default: ComponentType; scope?: Record<string, unknown>; partial?: string[]}>;
  /** The component itself, in the server build only (server rendering is synchronous). */
  component?: ComponentType;
};

type StageProps = {
  demo: DemoFile;
  name: string;
  /** Changing it mounts the demo again (the Reset button, or Retry after an error). */
  resetKey: number;
  onRetry: () => void;
  heightHint?: HeightHint;
  /** The reader's edited version of the demo (the live editor), shown instead of the demo. */
  override?: ComponentType | null;
};

function LiveDemo({Component, name, resetKey, onRetry}: {Component: ComponentType; name: string; resetKey: number; onRetry: () => void}): ReactNode {
  return (
    <DemoErrorBoundary name={name} onRetry={onRetry}>
      <DemoThemeProvider>
        <Component key={resetKey} />
      </DemoThemeProvider>
    </DemoErrorBoundary>
  );
}

/** On the server the demo renders in full, in place, so the HTML shows it at first paint. */
function ServerStage({demo, name, resetKey, onRetry}: StageProps): ReactNode {
  if (!demo.component) throw new Error(`The demo ${name} has no component in the server build (see src/plugins/demos/source-loader.cjs).`);
  return (
    <div className={styles.stage} data-demo-stage="server">
      <LiveDemo Component={demo.component} name={name} resetKey={resetKey} onRetry={onRetry} />
    </div>
  );
}

/** Kept as the stage's content while the page hydrates: React then leaves the server's markup alone. */
const KEEP_SERVER_MARKUP = {__html: ''};

/** Where an element sits inside the stage: its child indexes from the stage down. */
function pathWithin(stage: Element, element: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== stage; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(stage: Element, path: number[]): Element | null {
  let node: Element | undefined = stage;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/**
 * In the browser the stage is an island React does not hydrate: it keeps the
 * server's markup (first load) or reserves the demo's height (after a route
 * change) until the page's demo scheduler gives this demo its turn. The demo
 * then renders, in a transition of its own, in place of what was there.
 */
function BrowserStage({demo, name, resetKey, onRetry, heightHint, override = null}: StageProps): ReactNode {
  // False while hydrating the server's HTML, true when mounted after a route change.
  const isBrowser = useIsBrowser();
  const [afterHydration] = useState(isBrowser);
  const [reserved] = useState(() => (afterHydration ? demoHeights.reserve(demo, window.innerWidth, heightHint) : null));
  const [Component, setComponent] = useState<ComponentType | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const mount = useRef<DemoMount | null>(null);
  // A keyboard reader who tabs into the server's markup keeps the focus on the same control once the demo runs.
  const focusedInServerMarkup = useRef<number[] | null>(null);

  useEffect(() => {
    const request = demoMountScheduler().request({
      policy: afterHydration ? 'visibleOrIdle' : 'visible',
      load: demo.load,
      start: (outcome: LoadOutcome<{default: ComponentType}>) =>
        startTransition(() =>
          setComponent(() =>
            'value' in outcome
              ? outcome.value.default
              : function FailedToLoad(): ReactNode {
                  throw outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
                },
          ),
        ),
    });
    mount.current = request;
    request.attach(stage.current!);
    return () => request.cancel();
  }, [afterHydration, demo]);

  // The demo has committed: remember its size for next time and let the next one start.
  useLayoutEffect(() => {
    if (!Component) return;
    const element = stage.current!;
    // An edited demo's size says nothing about the demo's.
    if (!override) demoHeights.remember(demo, window.innerWidth, element.getBoundingClientRect().height);
    const focusPath = focusedInServerMarkup.current;
    if (focusPath && (document.activeElement === null || document.activeElement === document.body)) {
      (elementAt(element, focusPath) as HTMLElement | null)?.focus?.({preventScroll: true});
    }
    mount.current?.settled();
  }, [Component, demo, override]);

  // Keep the remembered size current as the reader plays with the demo.
  useEffect(() => {
    const element = stage.current;
    if (!Component || override || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => demoHeights.remember(demo, window.innerWidth, element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [Component, demo, override]);

  if (override) {
    return (
      <div ref={stage} key="edited" className={styles.stage} data-demo-stage="edited">
        <LiveDemo Component={override} name={name} resetKey={resetKey} onRetry={onRetry} />
      </div>
    );
  }
  if (Component) {
    return (
      <div ref={stage} key="live" className={styles.stage} data-demo-stage="live">
        <LiveDemo Component={Component} name={name} resetKey={resetKey} onRetry={onRetry} />
      </div>
    );
  }
  // A pointer or focus on a demo not yet live moves it to the front of the queue.
  const prioritize = () => mount.current?.prioritize();
  if (!afterHydration) {
    return (
      <div
        ref={stage}
        key="server"
        className={styles.stage}
        data-demo-stage="server"
        dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
        suppressHydrationWarning
        onPointerEnter={prioritize}
        onFocusCapture={(event) => {
          focusedInServerMarkup.current = pathWithin(event.currentTarget, event.target);
          prioritize();
        }}
      />
    );
  }
  return (
    <div
      ref={stage}
      key="pending"
      className={`${styles.stage} ${styles.pending}`}
      data-demo-stage="pending"
      style={reserved === null ? undefined : {height: reserved}}
      aria-busy="true"
      onPointerEnter={prioritize}
    >
      <span className={styles.pendingLabel}>{translate({id: 'demo.loading', message: 'Loading the demo…', description: 'Shown, after a moment, in the space of a demo that is still loading'})}</span>
    </div>
  );
}

/** Where the live demo renders; memoised so the frame's own updates (code variant, copy state) never reach it. */
const DemoStage = memo(ExecutionEnvironment.canUseDOM ? BrowserStage : ServerStage);
export default DemoStage;
