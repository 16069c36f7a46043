/**
 * Before the router starts: a link whose path has a malformed escape
 * (`/x/%E0%A4%A/`) is given the same path read as written, which the router
 * can decode (see pathWithLiteralPercents); it would otherwise throw and leave
 * a blank page. First of the client modules, so it runs before anything reads the location.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {pathWithLiteralPercents} from '@site/src/modules/paths';

if (ExecutionEnvironment.canUseDOM) {
  const readable = pathWithLiteralPercents(window.location.pathname);
  if (readable !== null) window.history.replaceState(window.history.state, '', `${readable}${window.location.search}${window.location.hash}`);
}

export {};
