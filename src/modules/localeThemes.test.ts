import {localeThemesFor} from './localeThemes';
import {createDemoTheme} from './demoTheme';

it.each([
  ['en', 'enUS'],
  ['zh', 'zhCN'],
  ['zh-CN', 'zhCN'],
  ['pt', 'ptBR'],
  ['pt-BR', 'ptBR'],
  ['fr', 'enUS'],
  ['', 'enUS'],
])('maps %p to %p', (language, name) => {
  expect(localeThemesFor(language).name).toBe(name);
});

it('translates core and suite component text in the demo theme', () => {
  const zh = createDemoTheme({}, 'zh');
  expect(zh.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe('每页行数:');
  const grid = zh.components as Record<string, {defaultProps?: {localeText?: Record<string, unknown>}}>;
  expect(grid.MuiDataGrid?.defaultProps?.localeText?.noRowsLabel).toBe('没有数据。');
  expect(grid.MuiLocalizationProvider?.defaultProps?.localeText).toBeDefined();
});
