import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installSearchShortcut} from '../modules/search/shortcut';

if (ExecutionEnvironment.canUseDOM) {
  installSearchShortcut(document);
}
