import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import SiteMetadata from '@theme-original/SiteMetadata';
import {useThemeState} from '@site/src/contexts/themeState';

/**
 * Docusaurus writes `<html dir>` from the locale on every render; this puts
 * the reader's run-time direction there instead (server renders stay ltr).
 */
export default function SiteMetadataWrapper(): ReactNode {
  const {direction} = useThemeState();
  return (
    <>
      <SiteMetadata />
      <Head>
        <html dir={direction} />
      </Head>
    </>
  );
}
