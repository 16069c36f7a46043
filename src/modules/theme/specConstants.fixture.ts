/**
 * The theme constants of the specification (seed-spec.md §9), which the docs
 * theme and the demo theme must both keep: one table for their tests.
 */
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
