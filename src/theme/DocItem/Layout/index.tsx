import React, {useMemo, type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {DocHeaderContext} from '@site/src/contexts/docHeader';
import {badgesOf} from '@site/src/modules/navigation/nav';
import {docTabsOf} from '@site/src/modules/docTabs';

type Props = WrapperProps<typeof LayoutType>;

/** Makes the page's badges and tabs (one place: its front matter) available to its title. */
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const header = useMemo(
    () => ({
      badges: badgesOf(frontMatter.sidebar_custom_props),
      tabs: docTabsOf(frontMatter as Record<string, unknown>, metadata.permalink, siteConfig.baseUrl),
      // Docusaurus falls back to the English file when a locale has no translation of the page.
      untranslated: i18n.currentLocale !== i18n.defaultLocale && !metadata.source.startsWith('@site/i18n/'),
    }),
    [frontMatter, metadata.permalink, metadata.source, siteConfig.baseUrl, i18n.currentLocale, i18n.defaultLocale],
  );
  return (
    <DocHeaderContext.Provider value={header}>
      <Layout {...props} />
    </DocHeaderContext.Provider>
  );
}
