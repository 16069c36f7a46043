/** Applies `?lang=` (see src/modules/langParam.ts) on load and on every route change. */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {langRedirect} from '@site/src/modules/langParam';

function applyLangParam(): void {
  const redirect = langRedirect(window.location);
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
