import 'dayjs/locale/zh-cn';
import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import { zhCN as materialZhCN } from '@mui/material/locale';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN as pickersZhCN } from '@mui/x-date-pickers/locales';

export default function LocalizedThemeLocale() {
  const [page, setPage] = useState(0);
  // Merge the Material UI and pickers translations into the surrounding theme.
  const outerTheme = useTheme();
  const theme = useMemo(() => createTheme(outerTheme, materialZhCN, pickersZhCN), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      {/* No localeText here: the provider reads the translations from the theme. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="zh-cn">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DatePicker label="发货日期" defaultValue={dayjs('2025-04-17')} />
          <TablePagination
            component="div"
            count={57}
            page={page}
            onPageChange={(_event, nextPage) => setPage(nextPage)}
            rowsPerPage={10}
            rowsPerPageOptions={[]}
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
