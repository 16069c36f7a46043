/**
 * The reader's colour mode: one choice (light, dark or system) stored under
 * `mui-mode`, which Docusaurus' own colour mode follows.
 */
import type {PaletteMode} from './themeState';

export const MUI_MODE_KEY = 'mui-mode';

export const MODE_CHOICES = ['light', 'system', 'dark'] as const;
export type ModeChoice = (typeof MODE_CHOICES)[number];
export const DEFAULT_MODE_CHOICE: ModeChoice = 'system';

/** Unknown or missing values fall back to the default, never throw. */
export function parseModeChoice(raw: unknown): ModeChoice {
  return (MODE_CHOICES as readonly unknown[]).includes(raw) ? (raw as ModeChoice) : DEFAULT_MODE_CHOICE;
}

/** Docusaurus' colour-mode choice: null means "follow the OS". */
export type DocusaurusChoice = PaletteMode | null;

export function toDocusaurusChoice(choice: ModeChoice): DocusaurusChoice {
  return choice === 'system' ? null : choice;
}

export function fromDocusaurusChoice(choice: DocusaurusChoice): ModeChoice {
  return choice ?? 'system';
}

/** Browser toolbar colour per mode, as on the original site. */
export const META_THEME_COLORS: Record<PaletteMode, string> = {
  light: 'hsl(210, 100%, 42%)',
  dark: 'hsl(210, 14%, 7%)',
};

/**
 * An inline <head> script, run before Docusaurus' own body-start script:
 * copies the `mui-mode` choice into Docusaurus' storage key so its script
 * paints the right mode. Storage errors (private mode, blocked storage) leave
 * Docusaurus' default behaviour, following the OS.
 */
export function colorModeSyncScript(docusaurusKey: string): string {
  return `(function(){try{var m=localStorage.getItem(${JSON.stringify(MUI_MODE_KEY)});` +
    `if(m==='light'||m==='dark'){localStorage.setItem(${JSON.stringify(docusaurusKey)},m);}` +
    `else{localStorage.removeItem(${JSON.stringify(docusaurusKey)});}}catch(e){}})();`;
}
