import {colorModeSyncScript, fromDocusaurusChoice, META_THEME_COLORS, MUI_MODE_KEY, parseModeChoice, toDocusaurusChoice} from './colorMode';

describe('parseModeChoice', () => {
  it.each(['light', 'dark', 'system'])('keeps %p', (value) => {
    expect(parseModeChoice(value)).toBe(value);
  });

  it.each([null, undefined, '', 'Dark', 'auto', '"dark"', 'null', 1, {}])('falls back to system for %p', (value) => {
    expect(parseModeChoice(value)).toBe('system');
  });
});

it('maps the system choice to Docusaurus’ "no choice" and back', () => {
  expect(toDocusaurusChoice('system')).toBeNull();
  expect(toDocusaurusChoice('dark')).toBe('dark');
  expect(fromDocusaurusChoice(null)).toBe('system');
  expect(fromDocusaurusChoice('light')).toBe('light');
});

it('colours the browser toolbar per mode', () => {
  expect(META_THEME_COLORS).toEqual({light: 'hsl(210, 100%, 42%)', dark: 'hsl(210, 14%, 7%)'});
});

describe('colorModeSyncScript', () => {
  const docusaurusKey = 'theme-mui-x';
  const run = () => new Function(colorModeSyncScript(docusaurusKey))();

  beforeEach(() => localStorage.clear());

  it.each(['light', 'dark'])('copies an explicit %p choice to Docusaurus before it paints', (mode) => {
    localStorage.setItem(MUI_MODE_KEY, mode);
    run();
    expect(localStorage.getItem(docusaurusKey)).toBe(mode);
  });

  it.each(['system', 'purple', null])('lets Docusaurus follow the OS for %p', (mode) => {
    localStorage.setItem(docusaurusKey, 'dark');
    if (mode !== null) localStorage.setItem(MUI_MODE_KEY, mode);
    run();
    expect(localStorage.getItem(docusaurusKey)).toBeNull();
  });

  it('survives storage that throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(run).not.toThrow();
    getItem.mockRestore();
  });
});
