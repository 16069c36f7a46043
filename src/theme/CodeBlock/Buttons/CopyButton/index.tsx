import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {COPIED_MS, useClipboardCopy} from '@site/src/hooks/useClipboardCopy';
import {useFocusVisible} from '@site/src/hooks/useFocusVisible';
import {isCopyShortcut, isMacPlatform, shortcutHint} from '@site/src/modules/copyShortcut';
import styles from './styles.module.css';

/**
 * The code block's copy button: "Copy", then "Copied" for 2 s, and Ctrl/⌘+C
 * on a hovered or focused block with nothing selected. Analytics read the
 * `data-ga-*` attributes of the click (a keyboard copy clicks the button with
 * the `copy-keyboard` action).
 */
export default function CopyButton({className}: {className?: string}): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {copied, copy} = useClipboardCopy(COPIED_MS.codeBlock);
  const button = useRef<HTMLButtonElement>(null);
  const focusProps = useFocusVisible<HTMLButtonElement>();
  // The server can't know the platform; the hint is corrected after mount.
  const [isMac, setIsMac] = useState(false);

  useEffect(() => setIsMac(isMacPlatform(navigator)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const block = button.current?.closest('.theme-code-block');
      if (!block) return;
      const blockActive = block.matches(':hover') || block.contains(document.activeElement);
      const selectedText = window.getSelection()?.toString() ?? '';
      const mac = isMacPlatform(navigator);
      if (isCopyShortcut({key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, shiftKey: event.shiftKey, isMac: mac, selectedText, blockActive})) {
        event.preventDefault();
        // The analytics bridge reads the action at click time.
        button.current?.setAttribute('data-ga-event-action', 'copy-keyboard');
        button.current?.click();
        button.current?.setAttribute('data-ga-event-action', 'copy-click');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <button
      {...focusProps}
      ref={button}
      type="button"
      className={clsx('clean-btn', className, styles.copyButton, copied && styles.copied)}
      aria-label={translate({id: 'codeBlock.copy.ariaLabel', message: 'Copy the code'})}
      data-ga-event-category="code"
      data-ga-event-action="copy-click"
      onClick={() => copy(metadata.code)}
    >
      <span aria-live="polite">
        {copied ? translate({id: 'codeBlock.copied', message: 'Copied'}) : translate({id: 'codeBlock.copy', message: 'Copy'})}
      </span>
      <span className={styles.hint}>{shortcutHint(isMac)}</span>
    </button>
  );
}
