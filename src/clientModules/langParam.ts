/** Applies `?lang=` (see src/modules/langParam.ts) on load and on every route change. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {i18n} from '@site/src/config/i18n';
import {langRedirect} from '@site/src/modules/langParam';

const LOCALE_BASE_URLS = Object.values(i18n.localeConfigs ?? {}).flatMap((locale) => (locale.baseUrl ? [locale.baseUrl] : []));

function applyLangParam(): void {
  const redirect = langRedirect(window.location, LOCALE_BASE_URLS);
  if (redirect.kind === 'navigate') window.location.replace(redirect.url);
  else if (redirect.kind === 'replace') window.history.replaceState(window.history.state, '', redirect.url);
}

if (ExecutionEnvironment.canUseDOM) applyLangParam();

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    applyLangParam();
  },
};

export default clientModule;
