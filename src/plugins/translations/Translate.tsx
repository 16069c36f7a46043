/**
 * Stands in for `@docusaurus/Translate` (aliased by ./index.ts), for our code
 * and the theme's: same API and output, plus a console warning, once per key,
 * when the reader's locale has no translation for a string.
 */
import type {ReactNode} from 'react';
import OriginalTranslate, {translate as originalTranslate} from '@docusaurus/core/lib/client/exports/Translate';
import type {InterpolateValues} from '@docusaurus/Interpolate';
import type {TranslateParam, TranslateProps} from '@docusaurus/Translate';
import codeTranslations from '@generated/codeTranslations';
import i18n from '@generated/i18n';
import {createMissingTranslationReporter} from '../../modules/missingTranslations';

const reportMissing = createMissingTranslationReporter({
  locale: i18n.currentLocale,
  defaultLocale: i18n.defaultLocale,
  translations: codeTranslations,
  // Server rendering would print every missing key once per page built.
  warn: (message) => {
    if (typeof window !== 'undefined') console.warn(message);
  },
});

function check(id: string | undefined, message: string | undefined): void {
  const key = id ?? message;
  if (key !== undefined) reportMissing(key);
}

export function translate<Str extends string>(param: TranslateParam<Str>, values?: InterpolateValues<Str, string | number>): string {
  check(param.id, param.message);
  return originalTranslate(param, values);
}

export default function Translate<Str extends string>(props: TranslateProps<Str>): ReactNode {
  check(props.id, typeof props.children === 'string' ? props.children : undefined);
  return <OriginalTranslate {...props} />;
}
