import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {Redirect, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {SUITE_NAME} from '@site/src/config/product';

/**
 * The site root leads to the introduction. The static HTML redirects before
 * any bundle loads (keeping the query and hash); `<Redirect>` covers in-app
 * navigation to the root.
 */
export default function SiteRoot(): ReactNode {
  const target = useBaseUrl('/introduction/');
  const canonical = useBaseUrl('/introduction/', {absolute: true});
  const {search, hash} = useLocation();
  return (
    <>
      <Head>
        <title>{SUITE_NAME}</title>
        <link rel="canonical" href={canonical} />
        <meta name="robots" content="noindex" />
        <script>{`location.replace(${JSON.stringify(target)} + location.search + location.hash);`}</script>
        {/* Readers without JavaScript; one second lets the script above win and keep the hash. */}
        <meta httpEquiv="refresh" content={`1; url=${target}`} />
      </Head>
      <Redirect to={{pathname: target, search, hash}} />
    </>
  );
}
