import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GRID_DEFAULT_LOCALE_TEXT, type GridColDef } from '@mui/x-data-grid';
import * as gridLocales from '@mui/x-data-grid/locales';

interface LocaleRow {
  id: string; // the export name, such as 'frFR'
  language: string;
  translatedKeys: number;
  coverage: number; // 0–100
}

const allKeys = Object.keys(GRID_DEFAULT_LOCALE_TEXT).length;
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

// Every export that is a theme fragment is a locale. A key missing from it stays in English.
const locales: LocaleRow[] = Object.entries(gridLocales).flatMap(([name, locale]) => {
  if (!('components' in locale)) return [];
  const translatedKeys = Object.keys(locale.components.MuiDataGrid.defaultProps.localeText).length;
  return [
    {
      id: name,
      language: languageNames.of(`${name.slice(0, 2)}-${name.slice(2)}`) ?? name,
      translatedKeys,
      coverage: Math.round((translatedKeys / allKeys) * 100),
    },
  ];
});

const columns: GridColDef<LocaleRow>[] = [
  { field: 'language', headerName: 'Language', flex: 1, minWidth: 180 },
  { field: 'id', headerName: 'Import', width: 110, cellClassName: 'code' },
  { field: 'translatedKeys', headerName: `Keys (of ${allKeys})`, type: 'number', width: 120 },
  {
    field: 'coverage',
    headerName: 'Coverage',
    type: 'number',
    width: 180,
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
        <LinearProgress variant="determinate" value={value ?? 0} sx={{ flex: 1 }} />
        <span>{value}%</span>
      </Box>
    ),
  },
];

export default function LocalizationSupportedLocales() {
  return (
    <Box sx={{ height: 440, width: '100%', '& .code': { fontFamily: 'monospace' } }}>
      <DataGrid
        rows={locales}
        columns={columns}
        density="compact"
        showToolbar
        disableRowSelectionOnClick
        initialState={{ sorting: { sortModel: [{ field: 'coverage', sort: 'desc' }] } }}
      />
    </Box>
  );
}
