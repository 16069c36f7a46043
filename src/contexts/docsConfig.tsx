import React, {createContext, useContext, type ReactNode} from 'react';

/** Site-wide facts the components need, from the build config and the current locale. */
export type DocsConfig = {
  /** The documented release, e.g. 8.0.0-alpha.6. */
  version: string;
  /** The page language (Docusaurus locale), e.g. `en` or `zh`. */
  language: string;
  defaultLanguage: string;
};

const DocsConfigContext = createContext<DocsConfig | null>(null);
if (process.env.NODE_ENV !== 'production') {
  DocsConfigContext.displayName = 'DocsConfigContext';
}

export function DocsConfigProvider({value, children}: {value: DocsConfig; children: ReactNode}): ReactNode {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

export function useDocsConfig(): DocsConfig {
  const config = useContext(DocsConfigContext);
  if (config === null) {
    throw new Error('Could not find the docs config: wrap the component in <DocsConfigProvider> (src/theme/Root.tsx does this for every page).');
  }
  return config;
}
