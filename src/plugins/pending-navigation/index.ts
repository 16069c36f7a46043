/**
 * Puts ./PendingNavigation.tsx in the place of Docusaurus' own (core's App
 * imports it; core components cannot be swizzled): a click to a page whose
 * code has loaded renders it at once. The build fails with a clear message
 * if a Docusaurus upgrade moves the original.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** core's PendingNavigation, as App imports it. */
export const CORE_PENDING_NAVIGATION = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]PendingNavigation(?:\.js)?$/;

export const PENDING_NAVIGATION = path.join(__dirname, 'PendingNavigation.tsx');

/** Fails when the module to replace is gone, or no longer where App imports it from. */
export function checkReplacedModule(resolve: (request: string) => string = require.resolve): void {
  let original: string;
  try {
    original = resolve('@docusaurus/core/lib/client/PendingNavigation');
  } catch {
    throw new Error('pending-navigation: @docusaurus/core/lib/client/PendingNavigation is gone; check how this Docusaurus version holds the page being left during a navigation, and update src/plugins/pending-navigation.');
  }
  if (!CORE_PENDING_NAVIGATION.test(original)) {
    throw new Error(`pending-navigation: PendingNavigation resolves to ${original}, which the replacement does not match.`);
  }
}

export default function pendingNavigationPlugin(): Plugin {
  checkReplacedModule();
  return {
    name: 'pending-navigation',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(CORE_PENDING_NAVIGATION, PENDING_NAVIGATION)]};
    },
  };
}
