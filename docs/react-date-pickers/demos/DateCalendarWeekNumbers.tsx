import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateCalendarWeekNumbers() {
  const [outsideDays, setOutsideDays] = useState(true);

  return (
    // The British locale starts weeks on Monday and numbers them the ISO 8601 way.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={outsideDays} onChange={(event) => setOutsideDays(event.target.checked)} />}
          label="Show days of the next and previous months"
        />
        <DateCalendar
          defaultValue={dayjs('2025-02-12')}
          displayWeekNumber
          fixedWeekNumber={6}
          showDaysOutsideCurrentMonth={outsideDays}
        />
      </Stack>
    </LocalizationProvider>
  );
}
