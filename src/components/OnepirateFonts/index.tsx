import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {SiteCustomFields} from '@site/docusaurus.config';
import {needsOnepirateFonts, onepirateFontsStylesheetUrl} from '@site/src/config/fonts';
import {pathnameToLanguage} from '@site/src/modules/paths';

/** Adds the Onepirate template's web fonts to the pages about it (behaviour.md §11), from the configured font host. */
export default function OnepirateFonts(): ReactNode {
  const {pathname} = useLocation();
  const {fontHost} = useDocusaurusContext().siteConfig.customFields as SiteCustomFields;
  if (fontHost === null || !needsOnepirateFonts(pathnameToLanguage(pathname).canonicalAs)) return null;
  return (
    <Head>
      <link rel="stylesheet" href={onepirateFontsStylesheetUrl(fontHost)} />
    </Head>
  );
}
