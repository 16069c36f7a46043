// The production build the browser tests run against: every locale, with the
// third-party services pointed at the local fakes (tests/e2e/siteEnv.mjs).
import {spawnSync} from 'node:child_process';
import {TEST_SITE_ENV} from '../tests/e2e/siteEnv.mjs';

const result = spawnSync('npx', ['docusaurus', 'build'], {stdio: 'inherit', env: {...process.env, ...TEST_SITE_ENV}});
process.exit(result.status ?? 1);
