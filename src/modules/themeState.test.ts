import {DEFAULT_SPACING, INITIAL_THEME_STATE, NO_PALETTE_COLORS, themeReducer, type ThemeAction, type ThemeState} from './themeState';

const start: ThemeState = {...INITIAL_THEME_STATE};

describe('themeReducer', () => {
  it('starts light, ltr, not dense, spacing 8, no custom colours', () => {
    expect(INITIAL_THEME_STATE).toEqual({dense: false, direction: 'ltr', paletteColors: {}, spacing: 8, paletteMode: 'light'});
  });

  it('SET_SPACING sets the value; INCREASE/DECREASE step by one', () => {
    const set = themeReducer(start, {type: 'SET_SPACING', payload: 11});
    expect(set.spacing).toBe(11);
    expect(themeReducer(set, {type: 'INCREASE_SPACING'}).spacing).toBe(12);
    expect(themeReducer(set, {type: 'DECREASE_SPACING'}).spacing).toBe(10);
  });

  it('SET_DENSE toggles density; RESET_DENSITY turns it off and restores spacing 8', () => {
    const dense = themeReducer({...start, spacing: 3}, {type: 'SET_DENSE', payload: true});
    expect(dense).toMatchObject({dense: true, spacing: 3});
    expect(themeReducer(dense, {type: 'RESET_DENSITY'})).toMatchObject({dense: false, spacing: DEFAULT_SPACING});
  });

  it('RESET_COLORS restores the very object the initial state holds', () => {
    const custom = themeReducer(start, {type: 'CHANGE', payload: {paletteColors: {primary: {main: '#f00'}}}});
    const reset = themeReducer(custom, {type: 'RESET_COLORS'});
    expect(reset.paletteColors).toBe(NO_PALETTE_COLORS);
    expect(reset.paletteColors).toBe(INITIAL_THEME_STATE.paletteColors);
  });

  it('CHANGE applies each given field and keeps the others', () => {
    const colors = {secondary: {main: 'hsl(10, 50%, 50%)'}};
    const next = themeReducer(start, {type: 'CHANGE', payload: {paletteMode: 'dark', direction: 'rtl', paletteColors: colors}});
    expect(next).toEqual({...start, paletteMode: 'dark', direction: 'rtl', paletteColors: colors});
    expect(themeReducer(next, {type: 'CHANGE', payload: {direction: 'ltr'}})).toEqual({...next, direction: 'ltr'});
  });

  it.each([
    ['an empty payload', {}],
    ['null fields', {paletteMode: null, direction: null, paletteColors: null}],
    ['the current values', {paletteMode: 'light', direction: 'ltr', paletteColors: NO_PALETTE_COLORS}],
  ] as const)('CHANGE with %s returns the same state object', (_, payload) => {
    expect(themeReducer(start, {type: 'CHANGE', payload})).toBe(start);
  });

  it('CHANGE compares colours by reference: an equal but new object is a change', () => {
    const next = themeReducer(start, {type: 'CHANGE', payload: {paletteColors: {}}});
    expect(next).not.toBe(start);
  });

  it('throws on an unknown action, naming its type', () => {
    expect(() => themeReducer(start, {type: 'SET_COLOR'} as unknown as ThemeAction)).toThrow('Unrecognized type SET_COLOR');
  });
});
