import {normalizeHostname, shouldRegisterServiceWorker} from './host';

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['mui.com', true],
    ['v7.mui.com', true],
    ['MUI.com', true],
    ['mui.com.', true],
    ['127.0.0.1', false],
    ['localhost', false],
    ['deploy-preview-12--material-ui-x.netlify.app', false],
  ])('%s → %s', (hostname, expected) => {
    expect(shouldRegisterServiceWorker(hostname, 'mui.com')).toBe(expected);
  });

  it.each(['mui.com.evil.example', 'evilmui.com', 'mui.co', 'com'])('refuses the look-alike %s', (hostname) => {
    expect(shouldRegisterServiceWorker(hostname, 'mui.com')).toBe(false);
  });

  it('compares a configured host case-insensitively and without its trailing dot', () => {
    expect(shouldRegisterServiceWorker('v7.mui.com', 'MUI.COM.')).toBe(true);
  });

  it.each(['.', '', '-', 'mui..com', 'https://mui.com'])('never registers for the configured host %p, which is no host name', (vendorHost) => {
    expect(shouldRegisterServiceWorker('mui.com', vendorHost)).toBe(false);
    expect(shouldRegisterServiceWorker('anything.example', vendorHost)).toBe(false);
  });

  it('never registers when the vendor host is turned off', () => {
    expect(shouldRegisterServiceWorker('mui.com', null)).toBe(false);
  });
});

describe('normalizeHostname', () => {
  it('lower-cases and drops the trailing dot', () => {
    expect(normalizeHostname('Docs.Example.ORG.')).toBe('docs.example.org');
  });

  it.each(['.', '..', 'mui.com:8080', '[::1]', 'mui_com', '-mui.com', 'mui-.com', `${'a'.repeat(64)}.com`, 'mui.com/x'])('refuses %p', (value) => {
    expect(normalizeHostname(value)).toBeNull();
  });
});
