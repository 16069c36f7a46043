import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Deliveries run on weekdays from 9 to 27 June 2025, between 08:00 and 17:00.
const firstDay = dayjs('2025-06-09');
const lastDay = dayjs('2025-06-27');
const firstSlot = dayjs('2025-06-09T08:00');
const lastSlot = dayjs('2025-06-09T17:00');

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

export default function ValidationDisabledInViews() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-06-11'));
  const [slot, setSlot] = useState<Dayjs | null>(dayjs('2025-06-11T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined">
          <DateCalendar
            value={day}
            onChange={setDay}
            minDate={firstDay}
            maxDate={lastDay}
            shouldDisableDate={isWeekend}
          />
        </Paper>
        <Paper variant="outlined" sx={{ width: 140 }}>
          <DigitalClock
            ampm={false}
            timeStep={60}
            value={slot}
            onChange={setSlot}
            minTime={firstSlot}
            maxTime={lastSlot}
          />
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
