import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function AdapterDateFormatsProvider() {
  return (
    // Every picker below uses these formats instead of the locale's defaults.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ keyboardDate: 'YYYY-MM-DD', month: 'MMM' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Start" defaultValue={dayjs('2025-04-17')} />
          {/* The date part of a date-time field follows keyboardDate too. */}
          <DateTimePicker label="Kick-off" defaultValue={dayjs('2025-04-17T09:30')} />
        </Stack>
        {/* The calendar header joins the month and year formats: "Apr 2025". */}
        <DateCalendar defaultValue={dayjs('2025-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
