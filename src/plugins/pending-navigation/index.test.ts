import {checkReplacedModule, CORE_PENDING_NAVIGATION} from '.';

it('replaces the PendingNavigation this Docusaurus version has, wherever the path separators lean', () => {
  expect(() => checkReplacedModule()).not.toThrow();
  expect(CORE_PENDING_NAVIGATION.test(require.resolve('@docusaurus/core/lib/client/PendingNavigation'))).toBe(true);
  expect(CORE_PENDING_NAVIGATION.test('C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\PendingNavigation.js')).toBe(true);
  expect(CORE_PENDING_NAVIGATION.test('/site/node_modules/@docusaurus/core/lib/client/PendingNavigationSpinner.js')).toBe(false);
});

it('stops the build with a clear message when an upgrade moved the original', () => {
  const missing = () => {
    throw new Error('Cannot find module');
  };
  expect(() => checkReplacedModule(missing)).toThrow(/PendingNavigation is gone/);
  expect(() => checkReplacedModule(() => '/site/node_modules/@docusaurus/core/lib/client/navigation/Pending.js')).toThrow(/does not match/);
});
