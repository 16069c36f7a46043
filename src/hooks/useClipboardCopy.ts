import {useCallback, useEffect, useRef, useState} from 'react';

/** How long "Copied" shows: code blocks 2 s, the demo toolbar's hook-based button 1.2 s. */
export const COPIED_MS = {codeBlock: 2000, demo: 1200} as const;

type Clipboard = {writeText: (text: string) => Promise<void>};

/**
 * Copies text and reports `copied` for `resetAfterMs`. A refused clipboard
 * write (no permission, insecure context) is ignored: nothing is shown.
 */
export function useClipboardCopy(
  resetAfterMs: number,
  clipboard: Clipboard | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
): {copied: boolean; copy: (text: string) => Promise<void>} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await clipboard?.writeText(text);
      } catch {
        return;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), resetAfterMs);
    },
    [clipboard, resetAfterMs],
  );
  return {copied, copy};
}
