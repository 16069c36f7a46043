import React, {useMemo, type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {PageBadgesContext} from '@site/src/contexts/pageBadges';
import {badgesOf} from '@site/src/modules/nav';

type Props = WrapperProps<typeof LayoutType>;

/** Makes the page's badges (one place: its front matter) available to its title. */
export default function DocItemLayoutWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const badges = useMemo(() => badgesOf(frontMatter.sidebar_custom_props), [frontMatter.sidebar_custom_props]);
  return (
    <PageBadgesContext.Provider value={badges}>
      <Layout {...props} />
    </PageBadgesContext.Provider>
  );
}
