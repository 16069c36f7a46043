import React, {type ReactNode} from 'react';
import LayoutProvider from '@theme-original/Layout/Provider';
import AnalyticsUserProperties from '@site/src/components/AnalyticsUserProperties';
import ColorModeBridge from '@site/src/components/ColorModeBridge';
import ProductMeta from '@site/src/components/ProductMeta';

/** The original providers, plus what needs Docusaurus' colour mode or the route: the mode bridge, analytics user properties and product meta tags. */
export default function LayoutProviderWrapper({children}: {children: ReactNode}): ReactNode {
  return (
    <LayoutProvider>
      <ColorModeBridge />
      <AnalyticsUserProperties />
      <ProductMeta />
      {children}
    </LayoutProvider>
  );
}
