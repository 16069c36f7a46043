import React, {createContext, useContext, type ReactNode} from 'react';

const CodeLineLimitContext = createContext<number | null>(null);

/**
 * Code blocks inside render only their first `lines` lines (null: all).
 * Their copy button still copies the whole code: only the content box reads
 * the limit (see src/theme/CodeBlock/Content).
 */
export function CodeLineLimit({lines, children}: {lines: number | null; children: ReactNode}): ReactNode {
  return <CodeLineLimitContext.Provider value={lines}>{children}</CodeLineLimitContext.Provider>;
}

export function useCodeLineLimit(): number | null {
  return useContext(CodeLineLimitContext);
}
