import {createContext, useContext} from 'react';
import type {NavBadges} from '@site/src/modules/nav';

/** The current doc page's badges (from its front matter); null outside doc pages. */
export const PageBadgesContext = createContext<NavBadges | null>(null);

export function usePageBadges(): NavBadges | null {
  return useContext(PageBadgesContext);
}
