import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Register a copy of the built-in English locale whose weeks start on Monday.
// The third argument (true) registers it without making it the global locale.
const mondayLocale = dayjs.locale(
  { ...dayjs.Ls.en, name: 'en-monday', weekStart: 1 },
  undefined,
  true,
);

export default function AdapterMondayWeekStart() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={mondayLocale}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar value={day} onChange={setDay} displayWeekNumber />
        <Typography variant="body2">
          {day
            ? `The week of ${day.format('D MMMM')} starts on ${day
                .locale(mondayLocale)
                .startOf('week')
                .format('dddd D MMMM')}.`
            : 'No day selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
