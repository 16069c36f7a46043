import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installSearchFocusGuard} from '../modules/search/focusGuard';
import {installSearchShortcut} from '../modules/search/shortcut';

if (ExecutionEnvironment.canUseDOM) {
  installSearchShortcut(document);
  installSearchFocusGuard(document);
}
