import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const bankHolidays = new Set(['2025-12-25', '2025-12-26', '2026-01-01', '2026-04-03', '2026-04-06']);

// Day view only: weekends and bank holidays.
function isClosedDay(day: Dayjs) {
  return day.day() === 0 || day.day() === 6 || bankHolidays.has(day.format('YYYY-MM-DD'));
}

// Month view: the workshop is shut for all of August.
function isClosedMonth(month: Dayjs) {
  return month.month() === 7;
}

export default function DateCalendarValidation() {
  const [visit, setVisit] = useState<Dayjs | null>(dayjs('2025-12-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          views={['year', 'month', 'day']}
          value={visit}
          onChange={setVisit}
          minDate={dayjs('2025-12-01')}
          maxDate={dayjs('2026-11-30')}
          shouldDisableDate={isClosedDay}
          shouldDisableMonth={isClosedMonth}
        />
        <Typography variant="body2">
          {visit ? `Workshop visit on ${visit.format('dddd D MMMM YYYY')}` : 'Pick a day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
