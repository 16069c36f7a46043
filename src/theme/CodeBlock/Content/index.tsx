import React, {lazy, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useCodeLineLimit} from '@site/src/contexts/codeLineLimit';
import {firstLines} from '@site/src/modules/demos/codePreview';
import {keepHtml, keptHtml, keptHtmlKey} from './keptHtml';
import {loadedHighlightedContent, loadHighlightedContent} from './registry';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/**
 * Whether the browser's first render hydrates server HTML (a production
 * build). `npm start` renders into an empty root: there is no HTML to keep.
 * Docusaurus defines the variable in its browser bundle; unset (tests), pages hydrate.
 */
const hydratesServerHtml = (): boolean => String(process.env.HYDRATE_CLIENT_ENTRY) !== 'false';

const LazyHighlightedContent = lazy(() => loadHighlightedContent().then((component) => ({default: component})));

/** The code, unhighlighted, in the block's box: only while Prism loads for a block with no highlighted HTML at hand. */
function PlainContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre ref={wordWrap.codeBlockRef} tabIndex={0} className={clsx(className, styles.plain, 'thin-scrollbar')}>
      <code className={styles.plainLines}>{metadata.code}</code>
    </pre>
  );
}

/**
 * A block the browser renders anew (on a page reached by a click) paints
 * first as plain text, then is highlighted from the next frame on, in a
 * transition: Prism would otherwise tokenise every block of the new page in
 * the task that paints it, after the reader's click. The plain pass is the
 * same content as language `text` (no grammar, nearly free), so the block
 * keeps its exact box and nothing below it moves.
 */
function HighlightedAfterPaint({Highlighted, ...props}: Props & {Highlighted: ComponentType<Props>}): ReactNode {
  // The server (which has Prism from the start) highlights at once.
  const [ready, setReady] = useState(!useIsBrowser());
  const {metadata, wordWrap} = useCodeBlockContext();
  const asText = useMemo(() => ({...metadata, language: 'text'}), [metadata]);
  useEffect(() => {
    if (ready) return undefined;
    // From the next frame on: the transition's work then comes after the page has painted.
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, [ready]);
  if (ready) return <Highlighted {...props} />;
  return (
    <CodeBlockContextProvider metadata={asText} wordWrap={wordWrap}>
      <Highlighted {...props} />
    </CodeBlockContextProvider>
  );
}

/**
 * Highlighted HTML rendered as it is: while hydrating, the server's (React
 * leaves an element's children alone when it sets its inner HTML, and the
 * empty string is never written); afterwards, the copy kept from it.
 */
function KeptContent({html, keepAs}: {html: string; keepAs: string | null}): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // The word-wrap button and the scroll check work on the <pre> itself.
    wordWrap.codeBlockRef.current = box.current?.firstElementChild as HTMLPreElement | null;
    if (keepAs !== null && box.current) keepHtml(keepAs, box.current.innerHTML);
  }, [wordWrap.codeBlockRef, keepAs]);
  // One object per HTML: React writes the inner HTML again whenever it gets a
  // new object, which would undo the word-wrap button's change to the <code>.
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  return <div ref={box} className={styles.box} dangerouslySetInnerHTML={innerHtml} suppressHydrationWarning />;
}

/**
 * The original code block content, without Prism in the first load (see
 * src/plugins/code-blocks): the server renders it highlighted; the browser hydrates
 * that HTML as it is and reuses it, and loads Prism only for a block it has no
 * highlighted HTML for (a page reached by navigation, another code variant),
 * highlighting such a block after its first paint. Every branch renders the
 * same box, so the markup never depends on which.
 */
/** Whether the reader's Prism theme is the one the server highlights with (the light theme: it cannot know the mode). */
export function useColouredAsOnServer(): boolean {
  return usePrismTheme() === useThemeConfig().prism.theme;
}

function CodeBlockContent(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const {metadata} = useCodeBlockContext();
  const colouredAsOnServer = useColouredAsOnServer();
  const HighlightedContent = loadedHighlightedContent();
  const key = keptHtmlKey(metadata);

  if (!isBrowser && !HighlightedContent && hydratesServerHtml()) return <KeptContent html="" keepAs={key} />;
  const kept = colouredAsOnServer ? keptHtml(key) : undefined;
  if (kept !== undefined) return <KeptContent html={kept} keepAs={null} />;
  return (
    <div className={styles.box}>
      {HighlightedContent ? (
        <HighlightedAfterPaint Highlighted={HighlightedContent} {...props} />
      ) : (
        <Suspense fallback={<PlainContent {...props} />}>
          <LazyHighlightedContent {...props} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Under a line limit (a collapsed demo's code, see src/contexts/codeLineLimit)
 * the box renders only the first lines. The block's own buttons keep the
 * whole code: they read the outer context.
 */
export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const limit = useCodeLineLimit();
  const {metadata, wordWrap} = useCodeBlockContext();
  const shown = useMemo(() => {
    const code = limit === null ? metadata.code : firstLines(metadata.code, limit);
    return code === metadata.code ? metadata : {...metadata, code};
  }, [metadata, limit]);
  if (shown === metadata) return <CodeBlockContent {...props} />;
  return (
    <CodeBlockContextProvider metadata={shown} wordWrap={wordWrap}>
      <CodeBlockContent {...props} />
    </CodeBlockContextProvider>
  );
}
