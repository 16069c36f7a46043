import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeCalendarVacation() {
  const [holiday, setHoliday] = useState<DateRange<Dayjs>>([dayjs('2025-07-24'), dayjs('2025-08-06')]);
  const [start, end] = holiday;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center', overflowX: 'auto' }}>
        <DateRangeCalendar value={holiday} onChange={setHoliday} />
        <Typography variant="body2">
          {start && end
            ? `Away from ${start.format('D MMMM')} to ${end.format('D MMMM')}`
            : `Now pick the ${start ? 'last' : 'first'} day`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
