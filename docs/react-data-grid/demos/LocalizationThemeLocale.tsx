import { useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE, enUS, frFR, zhCN } from '@mui/x-data-grid/locales';

const locales = { enUS, frFR, deDE, zhCN };
type LocaleName = keyof typeof locales;

const cities = [
  { id: 1, city: 'Paris', country: 'France', population: 2102650 },
  { id: 2, city: 'Berlin', country: 'Germany', population: 3596999 },
  { id: 3, city: 'Shanghai', country: 'China', population: 24870895 },
  { id: 4, city: 'Lyon', country: 'France', population: 520774 },
  { id: 5, city: 'Munich', country: 'Germany', population: 1510378 },
  { id: 6, city: 'Chengdu', country: 'China', population: 20937757 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

export default function LocalizationThemeLocale() {
  const [localeName, setLocaleName] = useState<LocaleName>('frFR');
  // Start from the surrounding theme and merge the grid translations into it.
  const outerTheme = useTheme();
  const theme = useMemo(() => createTheme(outerTheme, locales[localeName]), [outerTheme, localeName]);

  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label="Locale"
        value={localeName}
        onChange={(event) => setLocaleName(event.target.value as LocaleName)}
        sx={{ maxWidth: 200 }}
      >
        {Object.keys(locales).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={theme}>
        <div style={{ height: 400, width: '100%' }}>
          <DataGrid rows={cities} columns={columns} showToolbar checkboxSelection />
        </div>
      </ThemeProvider>
    </Stack>
  );
}
