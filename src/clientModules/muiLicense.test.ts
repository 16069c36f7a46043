/**
 * The wiring from the build-time environment to the packages: the key the
 * config puts in customFields is what LicenseInfo holds once the client
 * module has run.
 */
import {LicenseInfo} from '@mui/x-license';

function loadClientModuleWith(customFields: Record<string, unknown>) {
  jest.isolateModules(() => {
    jest.doMock('@generated/docusaurus.config', () => ({__esModule: true, default: {customFields}}));
    require('./muiLicense');
  });
}

afterEach(() => LicenseInfo.setLicenseKey(''));

it('sets the key from the site config before any component renders', () => {
  loadClientModuleWith({licenseKey: 'build-time-key'});
  expect(LicenseInfo.getLicenseKey()).toBe('build-time-key');
});

it('leaves the licence store empty when no key is configured', () => {
  loadClientModuleWith({licenseKey: null});
  expect(LicenseInfo.getLicenseKey()).toBeFalsy();
});
