import React, {memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import CodeBlock from '@theme/CodeBlock';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {translate} from '@docusaurus/Translate';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CodeRounded from '@mui/icons-material/CodeRounded';
import CodeOffRounded from '@mui/icons-material/CodeOffRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import LibraryAddCheckRounded from '@mui/icons-material/LibraryAddCheckRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';
import ViewInArRounded from '@mui/icons-material/ViewInArRounded';
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
import ToolbarButton from './ToolbarButton';
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
  };
}

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

  const code = codeVariant === CODE_VARIANTS.JS ? demo.js : demo.ts;
  const fileName = demoFileName(name, codeVariant);
  const m = messages(copied, showCode);
  const labels = useMemo(() => ({expand: m.expand, collapse: m.collapse}), [m.expand, m.collapse]);

  const openSandbox = (target: keyof typeof SANDBOX_ENDPOINTS) => {
    const project = sandboxProject({
      name,
      code,
      language: codeVariant === CODE_VARIANTS.JS ? 'js' : 'ts',
      dependencies: pinnedDependencies(demoPackages(code), demo.versions),
      title: `${name}: MUI X demo`,
    });
    postSandboxForm(sandboxForm(target, project));
  };

  return (
    <div ref={root} className={styles.demo} data-demo={name}>
      <span id={demoFileName(name, CODE_VARIANTS.TS)} className={styles.anchor} />
      <span id={demoFileName(name, CODE_VARIANTS.JS)} className={styles.anchor} />
      <div className={styles.live}>
        <DemoStage demo={demo} name={name} resetKey={resetKey} onRetry={remount} heightHint={heightHint} />
      </div>
      <div className={styles.toolbar} role="toolbar" aria-label={m.toolbar}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={codeVariant}
          aria-label={m.language}
          onChange={(_, value: CodeVariant | null) => value && setCodeVariant(value)}
        >
          <ToggleButton value={CODE_VARIANTS.TS} className={styles.variant} data-ga-event-category="demo" data-ga-event-action="variant-ts">
            TS
          </ToggleButton>
          <ToggleButton value={CODE_VARIANTS.JS} className={styles.variant} data-ga-event-category="demo" data-ga-event-action="variant-js">
            JS
          </ToggleButton>
        </ToggleButtonGroup>
        <span className={styles.spacer} />
        <ToolbarButton
          hint={m.code}
          aria-pressed={showCode}
          onClick={() => {
            if (!showCode) setCodeOpenedByReader(true);
            setShowCode(!showCode);
          }}
        >
          {showCode ? <CodeOffRounded fontSize="small" /> : <CodeRounded fontSize="small" />}
        </ToolbarButton>
        <ToolbarButton hint={m.copy} onClick={() => copy(code)} data-ga-event-category="demo" data-ga-event-action="copy">
          {copied ? <LibraryAddCheckRounded fontSize="small" /> : <ContentCopyRounded fontSize="small" />}
        </ToolbarButton>
        <ToolbarButton hint={m.link} href={`#${fileName}`}>
          <LinkRounded fontSize="small" />
        </ToolbarButton>
        <ToolbarButton hint={m.stackblitz} onClick={() => openSandbox('stackblitz')} data-ga-event-category="demo" data-ga-event-action="stackblitz">
          <BoltRounded fontSize="small" />
        </ToolbarButton>
        <ToolbarButton hint={m.codesandbox} onClick={() => openSandbox('codesandbox')} data-ga-event-category="demo" data-ga-event-action="codesandbox">
          <ViewInArRounded fontSize="small" />
        </ToolbarButton>
        <ToolbarButton hint={m.reset} onClick={remount} data-ga-event-category="demo" data-ga-event-action="reset">
          <RestartAltRounded fontSize="small" />
        </ToolbarButton>
      </div>
      {showCode && codeOpenedByReader && !hideAd && <AdFeedInline />}
      {showCode && (
        <DemoCode
          code={code}
          language={codeVariant === CODE_VARIANTS.JS ? 'jsx' : 'tsx'}
          fileName={fileName}
          expanded={expanded}
          onToggle={toggleExpanded}
          labels={labels}
        />
      )}
    </div>
  );
}
