/**
 * The theme constants of the specification (seed-spec.md §9), which the docs
 * theme and the demo theme must both keep: one table, and one set of tests
 * (itKeepsSpecConstants) that both themes' test files run.
 */
import type {Theme} from '@mui/material/styles';
export const SPEC_Z_INDEX = [
  ['mobileStepper', 1000],
  ['fab', 1050],
  ['speedDial', 1050],
  ['appBar', 1100],
  ['drawer', 1200],
  ['modal', 1300],
  ['snackbar', 1400],
  ['tooltip', 1500],
] as const;

export const SPEC_DURATIONS = [
  ['shortest', 150],
  ['shorter', 200],
  ['short', 250],
  ['standard', 300],
  ['complex', 375],
  ['enteringScreen', 225],
  ['leavingScreen', 195],
] as const;

export const SPEC_BREAKPOINTS = [
  ['xs', 0],
  ['sm', 600],
  ['md', 900],
  ['lg', 1200],
  ['xl', 1536],
] as const;

/** Declares, in the calling describe block, the tests that `theme` keeps every constant above. */
export function itKeepsSpecConstants(theme: Theme): void {
  it.each(SPEC_Z_INDEX)('z-index of %s is %i', (layer, value) => {
    expect(theme.zIndex[layer]).toBe(value);
  });

  it.each(SPEC_DURATIONS)('transition duration %s is %i ms', (name, ms) => {
    expect(theme.transitions.duration[name]).toBe(ms);
    // What components put in their CSS.
    expect(theme.transitions.create('opacity', {duration: theme.transitions.duration[name]})).toMatch(new RegExp(`^opacity ${ms}ms `));
  });

  it.each(SPEC_BREAKPOINTS)('breakpoint %s starts at %i px', (key, px) => {
    expect(theme.breakpoints.values[key]).toBe(px);
    expect(theme.breakpoints.up(key)).toBe(`@media (min-width:${px}px)`);
  });

  it.each(['light', 'dark'] as const)('%s scheme: contrast threshold 3, tonal offset 0.2', (scheme) => {
    const palette = theme.colorSchemes[scheme]!.palette;
    expect(palette.contrastThreshold).toBe(3);
    expect(palette.tonalOffset).toBe(0.2);
  });
}
