import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// The campsite opens from April (3) to October (9).
function isOutOfSeason(month: Dayjs): boolean {
  return month.month() < 3 || month.month() > 9;
}

export default function ValidationSeasonMonths() {
  const [month, setMonth] = useState<Dayjs | null>(dayjs('2026-07-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <MonthCalendar value={month} onChange={setMonth} shouldDisableMonth={isOutOfSeason} />
        <Typography variant="body2">
          {month ? `Arrival in ${month.format('MMMM YYYY')}` : 'Pick a month'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
