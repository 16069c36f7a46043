import { useMemo } from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

interface City {
  id: number;
  city: string;
  country: string;
  population: number;
}

const cities: City[] = [
  { id: 1, city: 'القاهرة', country: 'مصر', population: 10230000 },
  { id: 2, city: 'الرياض', country: 'السعودية', population: 7680000 },
  { id: 3, city: 'الدار البيضاء', country: 'المغرب', population: 3220000 },
  { id: 4, city: 'عمّان', country: 'الأردن', population: 4640000 },
  { id: 5, city: 'دبي', country: 'الإمارات', population: 3600000 },
  { id: 6, city: 'تونس', country: 'تونس', population: 640000 },
  { id: 7, city: 'الخرطوم', country: 'السودان', population: 2680000 },
];

// Header names are your own texts: the grid locale does not translate them.
const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'المدينة', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'البلد', width: 140 },
  { field: 'population', headerName: 'عدد السكان', type: 'number', width: 140 },
];

export default function LocalizationRtl() {
  const outerTheme = useTheme();
  // The Arabic texts of the grid, and a right-to-left direction for every component in the theme.
  const theme = useMemo(() => createTheme(outerTheme, arSD, { direction: 'rtl' }), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      <div dir="rtl" style={{ height: 400, width: '100%' }}>
        <DataGrid rows={cities} columns={columns} showToolbar checkboxSelection />
      </div>
    </ThemeProvider>
  );
}
