import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// The browser knows the Umm al-Qura calendar: no date library is needed to print it.
const hijriDayNumber = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { day: 'numeric' });
const hijriFullDate = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

function DayWithHijriNumber(props: PickersDayProps) {
  const { day } = props;

  return (
    <PickersDay {...props} sx={{ flexDirection: 'column', lineHeight: 1.1 }}>
      <span>{day.date()}</span>
      <Typography component="span" sx={{ fontSize: '0.625rem', opacity: 0.7 }}>
        {hijriDayNumber.format(day.toDate())}
      </Typography>
    </PickersDay>
  );
}

export default function CalendarSystemsPageHijriDayNumbers() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-03-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar value={day} onChange={setDay} slots={{ day: DayWithHijriNumber }} />
        <Typography variant="body2">
          {day ? `Hijri date: ${hijriFullDate.format(day.toDate())}` : 'No day selected'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Stored value: {day ? day.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
