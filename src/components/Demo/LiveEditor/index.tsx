/**
 * The live editor of a demo's code: a textarea under highlighted code
 * (react-simple-code-editor, with the site's Prism theme), whose content the
 * preview follows as the reader types. Its own chunk, with the transpiler:
 * loaded on the reader's first click or focus in a demo's code.
 */
import React, {Component, useEffect, useId, useMemo, useRef, useState, type ComponentType, type CSSProperties, type ErrorInfo, type ReactNode} from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import Editor from 'react-simple-code-editor';
import {Highlight, Prism} from 'prism-react-renderer';
import debounce from '@mui/utils/debounce';
import {useThemeConfig} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import {describeLiveError, evaluateDemo, loadTranspiler, type LiveError} from '@site/src/modules/demos/liveCode';
import {runAsBlobModule} from '@site/src/modules/demos/moduleRunner';
import type {DemoFile} from '../DemoStage';
import styles from './styles.module.css';

export type {LiveError};

export type LiveEditorProps = {
  demo: DemoFile;
  fileName: string;
  /** The code shown: the reader's edit, or the demo's own code. */
  code: string;
  /** The demo's own code in this language: no compiling while the code equals it. */
  originalCode: string;
  onChange: (code: string) => void;
  /** The edited demo for the preview; `null` shows the demo itself. */
  onPreview: (preview: ComponentType | null) => void;
  /** What is wrong with the edited code, or `null` once it renders. */
  onError: (error: LiveError | null) => void;
  /** Where to put the caret when the editor opens (a character offset). */
  caret: number;
};

type GuardProps = {candidate: ComponentType; fallback: ComponentType | null; onError: (error: unknown) => void; onRendered: () => void};

/**
 * Renders the edited demo; if it throws while rendering, the last version
 * that rendered takes its place and the error goes to the message line.
 */
class RenderGuard extends Component<GuardProps, {failed: boolean}> {
  state = {failed: false};

  static getDerivedStateFromError(): {failed: boolean} {
    return {failed: true};
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  componentDidMount(): void {
    if (!this.state.failed) this.props.onRendered();
  }

  render(): ReactNode {
    const Shown = this.state.failed ? this.props.fallback : this.props.candidate;
    return Shown ? <Shown /> : null;
  }
}

/** The JSX runtime the compiled code imports (`jsxRuntime: 'automatic'`), with the page's React. */
const BASE_SCOPE = {'react/jsx-runtime': jsxRuntime};

function useHighlight(language: 'tsx' | 'jsx') {
  // The site has one code theme for both colour modes (src/config/themeConfig.ts).
  const theme = useThemeConfig().prism.theme;
  const highlight = useMemo(
    () =>
      function highlight(code: string): ReactNode {
        return (
          <Highlight prism={Prism} theme={theme} code={code} language={language}>
            {({tokens, getTokenProps}) =>
              tokens.map((line, index) => (
                // Lines joined by the newlines the textarea has, so both wrap alike.
                <React.Fragment key={index}>
                  {index > 0 && '\n'}
                  {line.map((token, key) => (
                    <span key={key} {...getTokenProps({token})} />
                  ))}
                </React.Fragment>
              ))
            }
          </Highlight>
        );
      },
    [theme, language],
  );
  // The code block's colours, which Docusaurus sets on each block rather than on the page.
  const colors = useMemo(() => ({'--prism-color': theme.plain.color, '--prism-background-color': theme.plain.backgroundColor}) as CSSProperties, [theme]);
  return {highlight, colors};
}

export default function LiveEditor({demo, fileName, code, originalCode, onChange, onPreview, onError, caret}: LiveEditorProps): ReactNode {
  const textareaId = useId();
  const hintId = useId();
  const [focused, setFocused] = useState(false);
  const {highlight, colors} = useHighlight(fileName.endsWith('.tsx') ? 'tsx' : 'jsx');
  // The demo itself, and the last version that rendered (the demo until an edit renders).
  const original = useRef<ComponentType | null>(null);
  const lastGood = useRef<ComponentType | null>(null);
  const latestRun = useRef(0);
  // The demo's module: the component, and the imports the edited code may use.
  const loaded = useMemo(() => demo.load(), [demo]);
  const callbacks = useRef({onPreview, onError});
  callbacks.current = {onPreview, onError};

  // The first keystrokes should not wait for the transpiler.
  useEffect(() => {
    loaded.then(
      (module) => {
        original.current = module.default;
        lastGood.current ??= module.default;
      },
      () => {},
    );
    loadTranspiler().catch(() => {});
  }, [loaded]);

  const update = useMemo(
    () =>
      // MUI's debounce: 166 ms after the last keystroke.
      debounce(async (source: string, originalSource: string) => {
        const run = ++latestRun.current;
        const {onPreview: showPreview, onError: showError} = callbacks.current;
        if (source === originalSource) {
          lastGood.current = original.current;
          showPreview(null);
          showError(null);
          return;
        }
        try {
          const {scope: modules, partial = []} = await loaded;
          if (!modules) throw new Error('This demo has no scope for the live editor.');
          const candidate = await evaluateDemo(source, fileName, {modules: {...BASE_SCOPE, ...modules}, partial: new Set(partial)}, runAsBlobModule);
          if (run !== latestRun.current) return;
          const fallback = lastGood.current;
          function EditedDemo(): ReactNode {
            return (
              <RenderGuard
                candidate={candidate}
                fallback={fallback}
                onError={(error) => callbacks.current.onError(describeLiveError(error))}
                onRendered={() => {
                  lastGood.current = candidate;
                  callbacks.current.onError(null);
                }}
              />
            );
          }
          showPreview(EditedDemo);
        } catch (error) {
          if (run === latestRun.current) showError(describeLiveError(error));
        }
      }),
    [loaded, fileName],
  );

  useEffect(() => {
    update(code, originalCode);
  }, [update, code, originalCode]);

  useEffect(() => () => update.clear(), [update]);

  // The textarea is react-simple-code-editor's: name it, point it at the hint, put the caret where the reader clicked.
  useEffect(() => {
    const textarea = document.getElementById(textareaId) as HTMLTextAreaElement | null;
    if (!textarea) return;
    textarea.setAttribute('aria-describedby', hintId);
    // The read-only code the reader clicked or tabbed to is gone, taking the focus with it;
    // a reader who moved on while the editor loaded keeps their place.
    if (document.activeElement === null || document.activeElement === document.body) {
      textarea.focus({preventScroll: true});
      textarea.setSelectionRange(caret, caret);
    }
    // Only on opening: later renders leave the caret to the reader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [textareaId, hintId]);

  const label = translate({id: 'demo.editor.label', message: 'Editable source of {fileName}', description: 'Accessible name of a demo’s live code editor'}, {fileName});
  return (
    // Code reads left to right in every language.
    <div className={styles.editor} style={colors} dir="ltr" data-live-editor="">
      <div className={styles.header}>
        <span className={styles.fileName}>{fileName}</span>
        <label htmlFor={textareaId} className={styles.visuallyHidden}>
          {label}
        </label>
        <span id={hintId} className={styles.hint}>
          {focused
            ? translate({id: 'demo.editor.leaveHint', message: 'Press Esc, then Tab, to leave the editor', description: 'Shown while the live code editor has focus'})
            : translate({id: 'demo.editor.hint', message: 'Edit the code: the demo follows', description: 'Shown above the live code editor when it does not have focus'})}
        </span>
      </div>
      <Editor
        value={code}
        onValueChange={onChange}
        highlight={highlight}
        textareaId={textareaId}
        className={styles.code}
        textareaClassName={styles.textarea}
        preClassName={styles.pre}
        padding={16}
        tabSize={2}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
    </div>
  );
}
