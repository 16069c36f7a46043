import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installSearchShortcut} from '../modules/searchShortcut';

if (ExecutionEnvironment.canUseDOM) {
  installSearchShortcut(document);
}
