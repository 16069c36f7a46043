import 'dayjs/locale/he';
import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { heIL } from '@mui/x-date-pickers/locales';

const flight = dayjs('2025-12-18');

export default function AdaptersLocaleRightToLeft() {
  const outerTheme = useTheme();
  // Hebrew component texts, and a right-to-left direction for every component.
  const theme = useMemo(() => createTheme(outerTheme, heIL, { direction: 'rtl' }), [outerTheme]);

  return (
    <ThemeProvider theme={theme}>
      {/* dir="rtl" lays the markup out from right to left. */}
      <div dir="rtl">
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <DatePicker label="תאריך טיסה" defaultValue={flight} />
            <DateCalendar defaultValue={flight} />
          </Stack>
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
