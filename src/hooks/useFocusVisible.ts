import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FocusEventHandler,
} from "react";

/** After a keyboard-focused control loses focus, how long a tab switch still counts as leaving by keyboard. */
export const FOCUS_VISIBLE_RESET_MS = 100;

// MUI's focus-visible rule (`@mui/utils/useIsFocusVisible`, after WICG's
// polyfill), in the few lines our buttons and links need: the modality of the
// reader's last input is shared by the whole document.
let hadKeyboardEvent = true;
let hadFocusVisibleRecently = false;
let resetTimer: ReturnType<typeof setTimeout> | undefined;
const watchedDocuments = new WeakSet<Document>();

function watchModality(doc: Document): void {
  if (watchedDocuments.has(doc)) return;
  watchedDocuments.add(doc);
  doc.addEventListener(
    "keydown",
    (event) => {
      if (!event.metaKey && !event.altKey && !event.ctrlKey)
        hadKeyboardEvent = true;
    },
    true,
  );
  for (const type of ["mousedown", "pointerdown", "touchstart"]) {
    doc.addEventListener(type, () => (hadKeyboardEvent = false), true);
  }
  // A blur followed quickly by the tab being hidden is a window switch: the
  // browser refocuses the control on return, and the ring should come back.
  doc.addEventListener(
    "visibilitychange",
    () => {
      if (doc.visibilityState === "hidden" && hadFocusVisibleRecently)
        hadKeyboardEvent = true;
    },
    true,
  );
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(":focus-visible");
  } catch {
    // No :focus-visible in this browser: the last input decides.
    return hadKeyboardEvent;
  }
}

type FocusHandlers<E extends Element> = {
  onFocus?: FocusEventHandler<E>;
  onBlur?: FocusEventHandler<E>;
};

export type FocusVisibleProps<E extends Element> = Required<
  FocusHandlers<E>
> & {
  /** Present while the control has keyboard focus; our CSS draws the ring for it as for `:focus-visible`. */
  "data-focus-visible"?: "";
};

/**
 * Keyboard focus of one of our own controls: the browser's `:focus-visible`
 * where it has one, else the last input's modality. A blur of a
 * keyboard-focused control opens a 100 ms window: if the tab is hidden within
 * it (the reader switched windows), keyboard modality is restored, so the
 * ring is back when the browser refocuses the control on return. Spread the
 * result on the control; handlers passed in run after the hook's own.
 */
export function useFocusVisible<E extends Element>(
  handlers: FocusHandlers<E> = {},
): FocusVisibleProps<E> {
  const [focusVisible, setFocusVisible] = useState(false);
  // Focus and blur can follow each other before React renders again.
  const focusVisibleRef = useRef(false);
  useEffect(() => watchModality(document), []);
  return {
    onFocus(event: FocusEvent<E>) {
      focusVisibleRef.current = isFocusVisible(event.currentTarget);
      setFocusVisible(focusVisibleRef.current);
      handlers.onFocus?.(event);
    },
    onBlur(event: FocusEvent<E>) {
      if (focusVisibleRef.current) {
        hadFocusVisibleRecently = true;
        clearTimeout(resetTimer);
        resetTimer = setTimeout(
          () => (hadFocusVisibleRecently = false),
          FOCUS_VISIBLE_RESET_MS,
        );
      }
      focusVisibleRef.current = false;
      setFocusVisible(false);
      handlers.onBlur?.(event);
    },
    ...(focusVisible && { "data-focus-visible": "" }),
  };
}
