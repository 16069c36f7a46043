/**
 * Which pages carry the "Demos" / "Component API" tabs: a guide whose front
 * matter lists `components`, and the `components-api/` page generated for it
 * (whose `api_tabs_of` names the guide's route).
 */
import type {DocTabs} from '../contexts/docHeader';

export const COMPONENTS_API_SEGMENT = 'components-api';

/** `permalink` is the page's full path (`/x/react-data-grid/`), `baseUrl` the locale's (`/x/`). */
export function docTabsOf(frontMatter: Record<string, unknown>, permalink: string, baseUrl: string): DocTabs | null {
  const route = permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
  if (typeof frontMatter.api_tabs_of === 'string') {
    return {demos: frontMatter.api_tabs_of, api: route, active: 'api'};
  }
  const components = frontMatter.components;
  if (Array.isArray(components) && components.length > 0) {
    const withSlash = route.endsWith('/') ? route : `${route}/`;
    return {demos: route, api: `${withSlash}${COMPONENTS_API_SEGMENT}/`, active: 'demos'};
  }
  return null;
}
