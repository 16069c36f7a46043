import {createContext, useContext} from 'react';
import type {NavBadges} from '@site/src/modules/navigation/nav';

/** The "Demos" / "Component API" tabs of a guide page: both routes, relative to the base URL. */
export type DocTabs = {demos: string; api: string; active: 'demos' | 'api'};

/** What the current doc page shows beside and under its title; null outside doc pages. */
export type DocHeader = {
  badges: NavBadges;
  tabs: DocTabs | null;
  /** Shown in a locale other than the default, from the English source (no translation yet). */
  untranslated: boolean;
};

export const DocHeaderContext = createContext<DocHeader | null>(null);

export function useDocHeader(): DocHeader | null {
  return useContext(DocHeaderContext);
}
