import {shouldRegisterServiceWorker} from './host';

describe('shouldRegisterServiceWorker', () => {
  it.each([
    ['mui.com', true],
    ['v7.mui.com', true],
    ['mui.com:8080', true],
    ['127.0.0.1:3000', false],
    ['localhost:3000', false],
    ['deploy-preview-12--material-ui-x.netlify.app', false],
  ])('%s → %s', (host, expected) => {
    expect(shouldRegisterServiceWorker(host, 'mui.com')).toBe(expected);
  });

  it('never registers when the vendor host is turned off', () => {
    expect(shouldRegisterServiceWorker('mui.com', null)).toBe(false);
  });
});
