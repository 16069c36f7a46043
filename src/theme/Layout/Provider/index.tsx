import React, {type ReactNode} from 'react';
import LayoutProvider from '@theme-original/Layout/Provider';
import ColorModeBridge from '@site/src/components/ColorModeBridge';

/** The original providers, plus the bridge that needs Docusaurus' colour mode. */
export default function LayoutProviderWrapper({children}: {children: ReactNode}): ReactNode {
  return (
    <LayoutProvider>
      <ColorModeBridge />
      {children}
    </LayoutProvider>
  );
}
