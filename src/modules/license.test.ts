import {LicenseInfo} from '@mui/x-license';
import {applyLicenseKey} from './license';

afterEach(() => LicenseInfo.setLicenseKey(''));

it('hands a configured key to the MUI X licence store', () => {
  expect(applyLicenseKey(' key-from-env ', LicenseInfo)).toBe(true);
  expect(LicenseInfo.getLicenseKey()).toBe('key-from-env');
});

it.each([null, undefined, '', '  '])('sets nothing for %p, leaving the watermark in place', (key) => {
  const sink = {setLicenseKey: jest.fn()};
  expect(applyLicenseKey(key, sink)).toBe(false);
  expect(sink.setLicenseKey).not.toHaveBeenCalled();
});
