import React, {useEffect, useState, type ReactNode} from 'react';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import {restoredSearch} from '@site/src/modules/search/sharedQuery';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The local search plugin's results page, with the query of a shared link
 * (`/x/search/?q=…`) kept: see src/modules/search/sharedQuery.ts. The
 * search string is read during the first render, before any effect of the
 * page can change the URL; this effect runs after the page's own.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  const [arrivedWith] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const history = useHistory();
  useEffect(() => {
    const search = restoredSearch(arrivedWith, history.location.search);
    if (search !== null) history.replace({...history.location, search});
  }, [arrivedWith, history]);
  return <SearchPage {...props} />;
}
