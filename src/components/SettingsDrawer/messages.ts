import {translate} from '@docusaurus/Translate';
import {TEXT_CONTRAST} from '@site/src/modules/theme/codeTheme';
import {formatContrastRatio, type ContrastShortfall} from '@site/src/modules/theme/contrast';

/**
 * Every string of the settings drawer. Each call has literal arguments so that
 * `npm run write-translations` extracts it into i18n/<locale>/code.json.
 */
export function settingsMessages() {
  return {
    title: translate({id: 'settings.title', message: 'Settings', description: 'Title of the settings drawer'}),
    close: translate({id: 'settings.close', message: 'Close settings'}),
    mode: translate({id: 'settings.mode', message: 'Mode', description: 'Colour mode: light, system or dark'}),
    light: translate({id: 'settings.light', message: 'Light'}),
    system: translate({id: 'settings.system', message: 'System', description: 'Colour mode that follows the operating system'}),
    dark: translate({id: 'settings.dark', message: 'Dark'}),
    direction: translate({id: 'settings.direction', message: 'Direction', description: 'Text direction of the page'}),
    ltr: translate({id: 'settings.ltr', message: 'Left to right'}),
    rtl: translate({id: 'settings.rtl', message: 'Right to left'}),
    density: translate({id: 'settings.density', message: 'Density'}),
    dense: translate({id: 'settings.dense', message: 'Dense components'}),
    spacing: translate({id: 'settings.spacing', message: 'Spacing unit'}),
    spacingDecrease: translate({id: 'settings.spacingDecrease', message: 'Decrease spacing'}),
    spacingIncrease: translate({id: 'settings.spacingIncrease', message: 'Increase spacing'}),
    resetDensity: translate({id: 'settings.resetDensity', message: 'Reset density'}),
    colors: translate({id: 'settings.colors', message: 'Colours'}),
    colorsHint: translate({
      id: 'settings.colorsHint',
      message: 'Type a colour as hex, rgb() or hsl(), or pick one. It applies to the docs and every demo.',
    }),
    primary: translate({id: 'settings.primary', message: 'Primary', description: 'The primary brand colour'}),
    secondary: translate({id: 'settings.secondary', message: 'Secondary', description: 'The secondary brand colour'}),
    pickPrimary: translate({id: 'settings.pickPrimary', message: 'Pick the primary colour'}),
    pickSecondary: translate({id: 'settings.pickSecondary', message: 'Pick the secondary colour'}),
    applyColors: translate({id: 'settings.applyColors', message: 'Apply colours'}),
    resetColors: translate({id: 'settings.resetColors', message: 'Reset colours'}),
    code: translate({id: 'settings.code', message: 'Code examples'}),
    codeVariant: translate({id: 'settings.codeVariant', message: 'Language', description: 'TypeScript or JavaScript code'}),
    codeStyling: translate({id: 'settings.codeStyling', message: 'Styling solution'}),
    preview: translate({id: 'settings.preview', message: 'Demo preview'}),
    previewAmount: translate({id: 'settings.preview.amount', message: 'Amount'}),
    previewNotify: translate({id: 'settings.preview.notify', message: 'Email a receipt'}),
    previewPay: translate({id: 'settings.preview.pay', message: 'Pay'}),
    previewCancel: translate({id: 'settings.preview.cancel', message: 'Cancel'}),
  };
}

/** The warning for a primary colour whose links fall under the contrast minimum in some mode, or null. */
export function primaryContrastWarning(shortfalls: ContrastShortfall[]): string | null {
  const minimum = String(TEXT_CONTRAST);
  const light = shortfalls.find(({mode}) => mode === 'light');
  const dark = shortfalls.find(({mode}) => mode === 'dark');
  if (light && dark) {
    return translate(
      {
        id: 'settings.contrast.both',
        message: 'Links in this colour reach {lightRatio}:1 on the light background and {darkRatio}:1 on the dark background; text needs {minimum}:1.',
        description: 'Warning under the primary colour field; ratios are WCAG contrast ratios such as 3.1',
      },
      {lightRatio: formatContrastRatio(light.ratio), darkRatio: formatContrastRatio(dark.ratio), minimum},
    );
  }
  if (light) {
    return translate(
      {
        id: 'settings.contrast.light',
        message: 'Links in this colour reach {ratio}:1 on the light background; text needs {minimum}:1.',
        description: 'Warning under the primary colour field; ratios are WCAG contrast ratios such as 3.1',
      },
      {ratio: formatContrastRatio(light.ratio), minimum},
    );
  }
  if (dark) {
    return translate(
      {
        id: 'settings.contrast.dark',
        message: 'Links in this colour reach {ratio}:1 on the dark background; text needs {minimum}:1.',
        description: 'Warning under the primary colour field; ratios are WCAG contrast ratios such as 3.1',
      },
      {ratio: formatContrastRatio(dark.ratio), minimum},
    );
  }
  return null;
}
