import React, {lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {translate} from '@docusaurus/Translate';
import AdFeedInline from '@site/src/components/AdSlot/AdFeedInline';
import {CodeLineLimit} from '@site/src/contexts/codeLineLimit';
import {useCodeVariant, useSetCodeVariant} from '@site/src/contexts/codePreferences';
import {COPIED_MS, useClipboardCopy} from '@site/src/hooks/useClipboardCopy';
import {isLongCode, PREVIEW_LINES} from '@site/src/modules/demos/codePreview';
import type {HeightHint} from '@site/src/modules/demos/reservedHeight';
import {fragmentId} from '@site/src/modules/paths';
import {CODE_VARIANTS, type CodeVariant} from '@site/src/modules/preferences';
import {demoPackages, pinnedDependencies, postSandboxForm, sandboxForm, sandboxProject, type SANDBOX_ENDPOINTS} from '@site/src/modules/sandbox';
import {loadHighlightedContent} from '@site/src/theme/CodeBlock/Content/registry';
import DemoStage, {type DemoFile} from './DemoStage';
import type {LiveError} from './LiveEditor';
import {caretOffsetAt} from './caret';
import ToolbarButton from './ToolbarButton';
import VariantSwitch from './VariantSwitch';
import styles from './styles.module.css';

export type {DemoFile} from './DemoStage';

export type DemoProps = {
  /** Filled in from `file` by the demos remark plugin: the sources and a loader of the component. */
  demo: DemoFile;
  name: string;
  /** The demo's recorded heights (`npm run demos:heights`), reserved until it renders after a route change. */
  heightHint?: HeightHint;
  /** Start with the code hidden (for demos whose point is the result). */
  hideCode?: boolean;
  /** No feed ad under this demo (the remark plugin sets it on pages with `hide_ad: true`). */
  hideAd?: boolean;
};

export function demoFileName(name: string, variant: CodeVariant): string {
  return `${name}.${variant === CODE_VARIANTS.JS ? 'js' : 'tsx'}`;
}

function messages(copied: boolean, showCode: boolean) {
  return {
    toolbar: translate({id: 'demo.toolbar', message: 'Demo actions'}),
    language: translate({id: 'demo.language', message: 'Source language'}),
    code: showCode ? translate({id: 'demo.hideCode', message: 'Hide the source'}) : translate({id: 'demo.showCode', message: 'Show the source'}),
    copy: copied ? translate({id: 'demo.copied', message: 'Copied'}) : translate({id: 'demo.copy', message: 'Copy the source'}),
    reset: translate({id: 'demo.reset', message: 'Reset the demo'}),
    link: translate({id: 'demo.link', message: 'Link to this demo'}),
    stackblitz: translate({id: 'demo.stackblitz', message: 'Open in StackBlitz'}),
    codesandbox: translate({id: 'demo.codesandbox', message: 'Open in CodeSandbox'}),
    expand: translate({id: 'demo.expand', message: 'Expand code'}),
    collapse: translate({id: 'demo.collapse', message: 'Collapse code'}),
    discard: translate({id: 'demo.discardEdit', message: 'Discard your changes to this demo’s code?', description: 'Asked before switching between TypeScript and JavaScript while the reader has edited the code'}),
  };
}

/** The editor and the transpiler: their own chunk, fetched when a reader reaches for a demo's code. */
const loadLiveEditor = () => import('./LiveEditor');
const LiveEditor = lazy(loadLiveEditor);
const preloadLiveEditor = () => void loadLiveEditor();

/** The reader's edit of one language's code; it lives as long as the page view. */
type Edit = {variant: CodeVariant; code: string};

type DemoCodeProps = {code: string; language: 'tsx' | 'jsx'; fileName: string; expanded: boolean; onToggle: () => void; labels: {expand: string; collapse: string}};

/** Expanding shows code that has no highlighted HTML yet: the highlighter starts loading when the reader reaches for the button. */
const preloadHighlighter = () => void loadHighlightedContent();

/**
 * The demo's source (highlighted after its first paint when rendered in the
 * browser, like every code block: see src/theme/CodeBlock/Content). Long code
 * renders only its first lines until expanded; the block's copy button still
 * copies all of it.
 * Memoised: the demo's own re-renders leave the code alone.
 */
const DemoCode = memo(function DemoCode({code, language, fileName, expanded, onToggle, labels}: DemoCodeProps): ReactNode {
  const isLong = isLongCode(code);
  return (
    <div className={clsx(styles.code, isLong && !expanded && styles.collapsed)}>
      <CodeLineLimit lines={isLong && !expanded ? PREVIEW_LINES : null}>
        <CodeBlock language={language} title={fileName}>
          {code}
        </CodeBlock>
      </CodeLineLimit>
      {isLong && (
        <button type="button" className={styles.expand} aria-expanded={expanded} onClick={onToggle} onPointerEnter={preloadHighlighter} onFocus={preloadHighlighter}>
          {expanded ? labels.collapse : labels.expand}
        </button>
      )}
    </div>
  );
});

export default function Demo({demo, name, heightHint, hideCode = false, hideAd = false}: DemoProps): ReactNode {
  const codeVariant = useCodeVariant();
  const setCodeVariant = useSetCodeVariant();
  const [showCode, setShowCode] = useState(!hideCode);
  // The demo's feed ad appears once the reader opens the code themselves.
  const [codeOpenedByReader, setCodeOpenedByReader] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const remount = useCallback(() => setResetKey((key) => key + 1), []);
  const toggleExpanded = useCallback(() => setExpanded((open) => !open), []);
  const {copied, copy} = useClipboardCopy(COPIED_MS.demo);
  // The live editor: open (with the caret where the reader clicked), the reader's edit, what it renders, what is wrong with it.
  const [editor, setEditor] = useState<{caret: number} | null>(null);
  const [edit, setEdit] = useState<Edit | null>(null);
  const [preview, setPreview] = useState<ComponentType | null>(null);
  const [liveError, setLiveError] = useState<LiveError | null>(null);
  const pointerOnCode = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const brokenLinks = useBrokenLinks();
  brokenLinks.collectAnchor(demoFileName(name, CODE_VARIANTS.TS));
  brokenLinks.collectAnchor(demoFileName(name, CODE_VARIANTS.JS));

  // A link to `#Name.tsx` or `#Name.js` opens the code (the variant itself is
  // chosen by the code preferences, which read the same hash).
  useEffect(() => {
    const hash = fragmentId(window.location.hash);
    if (hash === demoFileName(name, CODE_VARIANTS.TS) || hash === demoFileName(name, CODE_VARIANTS.JS)) {
      setShowCode(true);
      setExpanded(true);
      root.current?.scrollIntoView();
    }
  }, [name]);

  // An edit keeps its language even if the reader's preference changes elsewhere on the page.
  const shownVariant = edit?.variant ?? codeVariant;
  const originalCode = shownVariant === CODE_VARIANTS.JS ? demo.js : demo.ts;
  // Copy, the sandboxes and the editor all take the edited code while there is one.
  const code = edit?.code ?? originalCode;
  const fileName = demoFileName(name, shownVariant);
  const language = shownVariant === CODE_VARIANTS.JS ? 'jsx' : 'tsx';
  const m = messages(copied, showCode);
  const labels = useMemo(() => ({expand: m.expand, collapse: m.collapse}), [m.expand, m.collapse]);

  const openSandbox = (target: keyof typeof SANDBOX_ENDPOINTS) => {
    const project = sandboxProject({
      name,
      code,
      language: shownVariant === CODE_VARIANTS.JS ? 'js' : 'ts',
      dependencies: pinnedDependencies(demoPackages(code), demo.versions),
      title: `${name}: MUI X demo`,
    });
    postSandboxForm(sandboxForm(target, project));
  };

  const discardEdit = () => {
    setEdit(null);
    setPreview(null);
    setLiveError(null);
  };
  const reset = () => {
    discardEdit();
    remount();
  };
  const onEdit = useCallback((next: string) => setEdit({variant: shownVariant, code: next}), [shownVariant]);
  const onPreview = useCallback((next: ComponentType | null) => setPreview(() => next), []);

  // A click in the code (not a selection, not its buttons) or keyboard focus on it opens the editor.
  const openEditor = (caret: number) => {
    setExpanded(true);
    setEditor({caret});
  };
  const onCodeClick = (event: MouseEvent<HTMLDivElement>) => {
    pointerOnCode.current = false;
    if (editor || (event.target as Element).closest('button, a') || window.getSelection()?.toString()) return;
    const block = event.currentTarget.querySelector('pre');
    openEditor(block ? caretOffsetAt(block, code, event.clientX, event.clientY) : 0);
  };
  const onCodeFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    preloadLiveEditor();
    if (!editor && !pointerOnCode.current && (event.target as Element).matches('pre')) openEditor(0);
  };

  return (
    <div ref={root} className={styles.demo} data-demo={name}>
      <span id={demoFileName(name, CODE_VARIANTS.TS)} className={styles.anchor} />
      <span id={demoFileName(name, CODE_VARIANTS.JS)} className={styles.anchor} />
      <div className={styles.live}>
        <DemoStage demo={demo} name={name} resetKey={resetKey} onRetry={remount} heightHint={heightHint} override={preview} />
        {liveError && (
          <p className={styles.liveError} role="status" data-live-error={liveError.kind}>
            {liveError.text}
          </p>
        )}
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label={m.toolbar}>
        <VariantSwitch
          label={m.language}
          value={shownVariant}
          onChange={(value) => {
            if (value === shownVariant) return;
            if (edit && edit.code !== originalCode && !window.confirm(m.discard)) return;
            discardEdit();
            setCodeVariant(value);
          }}
        />
        <span className={styles.spacer} />
        <ToolbarButton
          hint={m.code}
          icon={showCode ? 'codeOff' : 'code'}
          aria-pressed={showCode}
          onClick={() => {
            if (!showCode) setCodeOpenedByReader(true);
            setShowCode(!showCode);
          }}
        />
        <ToolbarButton hint={m.copy} icon={copied ? 'copied' : 'copy'} onClick={() => copy(code)} data-ga-event-category="demo" data-ga-event-action="copy" />
        <ToolbarButton hint={m.link} icon="link" href={`#${fileName}`} />
        <ToolbarButton hint={m.stackblitz} icon="stackblitz" onClick={() => openSandbox('stackblitz')} data-ga-event-category="demo" data-ga-event-action="stackblitz" />
        <ToolbarButton hint={m.codesandbox} icon="codesandbox" onClick={() => openSandbox('codesandbox')} data-ga-event-category="demo" data-ga-event-action="codesandbox" />
        <ToolbarButton hint={m.reset} icon="reset" onClick={reset} data-ga-event-category="demo" data-ga-event-action="reset" />
      </div>
      {showCode && codeOpenedByReader && !hideAd && <AdFeedInline />}
      {showCode && (
        // The code block's own buttons and keyboard focus stay as they are; the div only listens.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div
          onClick={onCodeClick}
          onFocus={onCodeFocus}
          onPointerDown={() => {
            pointerOnCode.current = true;
            preloadLiveEditor();
          }}
        >
          {editor ? (
            <Suspense fallback={<DemoCode code={code} language={language} fileName={fileName} expanded onToggle={toggleExpanded} labels={labels} />}>
              <LiveEditor
                demo={demo}
                fileName={fileName}
                code={code}
                originalCode={originalCode}
                onChange={onEdit}
                onPreview={onPreview}
                onError={setLiveError}
                caret={editor.caret}
              />
            </Suspense>
          ) : (
            <DemoCode code={code} language={language} fileName={fileName} expanded={expanded} onToggle={toggleExpanded} labels={labels} />
          )}
        </div>
      )}
    </div>
  );
}
