import { useId, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

function isWeekend(day: Dayjs): boolean {
  return day.day() === 0 || day.day() === 6;
}

export default function AccessibilityKeyboardCalendar() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-04-17'));
  const headingId = useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* A labelled group tells screen readers what the calendar is for. */}
      <Stack role="group" aria-labelledby={headingId} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={headingId} variant="subtitle2" component="p">
          Pick a working day
        </Typography>
        <DateCalendar value={day} onChange={setDay} shouldDisableDate={isWeekend} />
        {/* A polite live region announces the choice without moving focus. */}
        <Typography variant="body2" aria-live="polite">
          {day ? `Selected: ${day.format('dddd D MMMM YYYY')}` : 'No day selected'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
