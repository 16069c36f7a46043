/**
 * The reader's theme settings and the one reducer that changes them. Pure: the
 * React provider (src/components/ThemeState) only wires it to effects.
 */
import type {PaletteColors} from './paletteColors';

export type PaletteMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export type ThemeState = {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: PaletteMode;
};

export const DEFAULT_SPACING = 8;

/** The settings a theme is built from (the mode is handled by CSS variables). */
export type ThemeSettings = Pick<ThemeState, 'dense' | 'direction' | 'spacing' | 'paletteColors'>;

/** Shared by the initial state and RESET_COLORS, so "no custom colours" is one object. */
export const NO_PALETTE_COLORS: PaletteColors = Object.freeze({}) as PaletteColors;

export const INITIAL_THEME_STATE: ThemeState = Object.freeze({
  dense: false,
  direction: 'ltr',
  paletteColors: NO_PALETTE_COLORS,
  spacing: DEFAULT_SPACING,
  // Until the reader's mode is known (after hydration) the state says light;
  // the page itself is already painted in the right mode by CSS variables.
  paletteMode: 'light',
});

export type ThemeChange = {
  paletteMode?: PaletteMode | null;
  direction?: Direction | null;
  paletteColors?: PaletteColors | null;
};

export type ThemeAction =
  | {type: 'SET_SPACING'; payload: number}
  | {type: 'INCREASE_SPACING'}
  | {type: 'DECREASE_SPACING'}
  | {type: 'SET_DENSE'; payload: boolean}
  | {type: 'RESET_DENSITY'}
  | {type: 'RESET_COLORS'}
  | {type: 'CHANGE'; payload: ThemeChange};

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return {...state, spacing: action.payload};
    case 'INCREASE_SPACING':
      return {...state, spacing: state.spacing + 1};
    case 'DECREASE_SPACING':
      return {...state, spacing: state.spacing - 1};
    case 'SET_DENSE':
      return {...state, dense: action.payload};
    case 'RESET_DENSITY':
      return {...state, dense: false, spacing: DEFAULT_SPACING};
    case 'RESET_COLORS':
      return {...state, paletteColors: NO_PALETTE_COLORS};
    case 'CHANGE': {
      const {paletteMode, direction, paletteColors} = action.payload;
      // A missing or empty field means "keep"; colours compare by reference.
      const unchanged =
        (!paletteMode || paletteMode === state.paletteMode) &&
        (!direction || direction === state.direction) &&
        (!paletteColors || paletteColors === state.paletteColors);
      if (unchanged) {
        return state;
      }
      return {
        ...state,
        paletteMode: paletteMode || state.paletteMode,
        direction: direction || state.direction,
        paletteColors: paletteColors || state.paletteColors,
      };
    }
    default:
      throw new Error(`Unrecognized type ${(action as {type: string}).type}`);
  }
}
