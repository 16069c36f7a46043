import React, {type ReactNode} from 'react';
import LayoutProvider from '@theme-original/Layout/Provider';
import AnalyticsUserProperties from '@site/src/components/AnalyticsUserProperties';
import ColorModeBridge from '@site/src/components/ColorModeBridge';
import OnepirateFonts from '@site/src/components/OnepirateFonts';
import ProductMeta from '@site/src/components/ProductMeta';

/** The original providers, plus what needs Docusaurus' colour mode or the route: the mode bridge, analytics user properties, product meta tags and page-specific fonts. */
export default function LayoutProviderWrapper({children}: {children: ReactNode}): ReactNode {
  return (
    <LayoutProvider>
      <ColorModeBridge />
      <AnalyticsUserProperties />
      <ProductMeta />
      <OnepirateFonts />
      {children}
    </LayoutProvider>
  );
}
