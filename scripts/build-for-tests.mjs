// The production builds the browser tests run against, with the third-party
// services pointed at the local fakes (tests/e2e/siteEnv.mjs):
// - build/: every locale;
// - build-update/: English again, from the same sources. Only its build id
//   differs, which is what the service worker test needs: a second deploy.
import {spawnSync} from 'node:child_process';
import {TEST_SITE_ENV} from '../tests/e2e/siteEnv.mjs';

const env = {...process.env, ...TEST_SITE_ENV};
for (const args of [['build'], ['build', '--locale', 'en', '--out-dir', 'build-update']]) {
  const result = spawnSync('npx', ['docusaurus', ...args], {stdio: 'inherit', env});
  if (result.status !== 0) process.exit(result.status ?? 1);
}
