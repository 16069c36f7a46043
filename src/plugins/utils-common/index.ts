/**
 * The browser bundle imports `@docusaurus/utils-common` (Docusaurus' Link,
 * error pages and theme helpers) through ./utilsCommon.mjs: the same exports
 * without the tslib runtime the package's index pulls into main.js.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const UTILS_COMMON_WITHOUT_TSLIB = path.join(__dirname, 'utilsCommon.mjs');

export default function utilsCommonPlugin(): Plugin {
  return {
    name: 'utils-common',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {resolve: {alias: {'@docusaurus/utils-common$': UTILS_COMMON_WITHOUT_TSLIB}}};
    },
  };
}
