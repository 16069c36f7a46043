/**
 * Component translations per page language: Material UI's, and those of the
 * suite packages that ship them (data grid, pickers, charts). Only en, zh and
 * pt are mapped, as on the original site; other languages get English.
 */
import {enUS as materialEnUS, zhCN as materialZhCN, ptBR as materialPtBR} from '@mui/material/locale';
import {enUS as gridEnUS, zhCN as gridZhCN, ptBR as gridPtBR} from '@mui/x-data-grid/locales';
import {enUS as pickersEnUS, zhCN as pickersZhCN, ptBR as pickersPtBR} from '@mui/x-date-pickers/locales';
import {enUS as chartsEnUS, ptBR as chartsPtBR} from '@mui/x-charts/locales';

export type LocaleTheme = {components?: Record<string, unknown>};

export const LOCALE_THEMES: Record<'en' | 'zh' | 'pt', {name: string; themes: LocaleTheme[]}> = {
  en: {name: 'enUS', themes: [materialEnUS, gridEnUS, pickersEnUS, chartsEnUS]},
  // The charts package ships no Chinese text; its English strings stay.
  zh: {name: 'zhCN', themes: [materialZhCN, gridZhCN, pickersZhCN]},
  pt: {name: 'ptBR', themes: [materialPtBR, gridPtBR, pickersPtBR, chartsPtBR]},
};

/** `zh`, `zh-CN` and `zh-Hans` all map to Chinese; unknown languages to English. */
export function localeThemesFor(language: string): {name: string; themes: LocaleTheme[]} {
  const base = language.toLowerCase().split('-')[0] as keyof typeof LOCALE_THEMES;
  return LOCALE_THEMES[base] ?? LOCALE_THEMES.en;
}
