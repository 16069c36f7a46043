import React, {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {documentCookies, readCookie, writePreferenceCookie} from '@site/src/modules/cookies';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  DEFAULT_CODE_PREFERENCES,
  resolveCodePreferences,
  sameCodePreferences,
  type CodePreferences,
  type CodeStyling,
  type CodeVariant,
} from '@site/src/modules/preferences';

type ContextValue = CodePreferences & {
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
};

const CodePreferencesContext = createContext<ContextValue | null>(null);

/**
 * The server renders the defaults; after hydration the provider switches to
 * the hash or cookie value (an effect, so hydration never mismatches) and
 * from then on keeps the cookies in step with the state.
 */
export function CodePreferencesProvider({children}: {children: ReactNode}): ReactNode {
  const [preferences, setPreferences] = useState<CodePreferences>(DEFAULT_CODE_PREFERENCES);
  const [resolved, setResolved] = useState(false);

  useEffect(() => {
    const cookies = documentCookies();
    const stored = resolveCodePreferences({
      hash: window.location.hash,
      variantCookie: readCookie(cookies, CODE_VARIANT_COOKIE),
      stylingCookie: readCookie(cookies, CODE_STYLING_COOKIE),
    });
    // Most readers keep the defaults: the same state then renders no demo or code block again.
    setPreferences((current) => (sameCodePreferences(current, stored) ? current : stored));
    setResolved(true);
  }, []);

  useEffect(() => {
    if (resolved) {
      writePreferenceCookie(document, CODE_VARIANT_COOKIE, preferences.codeVariant);
      writePreferenceCookie(document, CODE_STYLING_COOKIE, preferences.codeStyling);
    }
  }, [resolved, preferences]);

  const setCodeVariant = useCallback((codeVariant: CodeVariant) => setPreferences((p) => ({...p, codeVariant})), []);
  const setCodeStyling = useCallback((codeStyling: CodeStyling) => setPreferences((p) => ({...p, codeStyling})), []);
  const value = useMemo(() => ({...preferences, setCodeVariant, setCodeStyling}), [preferences, setCodeVariant, setCodeStyling]);
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

function useCodePreferences(): ContextValue {
  const value = useContext(CodePreferencesContext);
  if (value === null) {
    throw new Error('Code preferences are only available inside <CodePreferencesProvider> (src/theme/Root.tsx).');
  }
  return value;
}

export const useCodeVariant = (): CodeVariant => useCodePreferences().codeVariant;
export const useSetCodeVariant = (): ((variant: CodeVariant) => void) => useCodePreferences().setCodeVariant;
export const useCodeStyling = (): CodeStyling => useCodePreferences().codeStyling;
export const useSetCodeStyling = (): ((styling: CodeStyling) => void) => useCodePreferences().setCodeStyling;
