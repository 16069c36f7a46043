import type {Theme} from '@mui/material/styles';

export const CONSOLE_TIP = 'Tip: you can access the documentation `theme` object directly in the console.';

export const CONSOLE_TIP_STYLE = 'font-family:monospace;color:#1976d2;font-size:12px;';

// Drawn for this site: the suite's name in block letters.
const BANNER = String.raw`
 __  __ _   _ ___  __  __
|  \/  | | | |_ _| \ \/ /
| |\/| | | | || |   >  <
|_|  |_|\___/|___| /_/\_\
`;

type Log = (message: string, style: string) => void;

/** Prints the banner and the tip; `%c` applies the style in browser consoles. */
export function printConsoleTip(log: Log = console.log): void {
  log(`%c${BANNER}\n${CONSOLE_TIP}`, CONSOLE_TIP_STYLE);
}

declare global {
  interface Window {
    /** The current MUI theme of the docs, for readers exploring in devtools. */
    theme?: Theme;
  }
}

export function exposeThemeInConsole(target: Window, theme: Theme): void {
  target.theme = theme;
}
