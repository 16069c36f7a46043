import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function DateCalendarMonthYearGrids() {
  // Both grids edit the same date: the year grid sets its year, the month grid its month.
  const [period, setPeriod] = useState<Dayjs>(dayjs('2025-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <YearCalendar
          value={period}
          onChange={setPeriod}
          minDate={dayjs('2021-01-01')}
          maxDate={dayjs('2025-12-31')}
        />
        <MonthCalendar value={period} onChange={setPeriod} monthsPerRow={4} />
        <Typography variant="body2">Sales report for {period.format('MMMM YYYY')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
