import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const departure = dayjs('2025-04-17T18:45');

export default function AdapterHourCycle() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {/* US English: 12-hour clock with AM/PM. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="Locale en" defaultValue={departure} />
      </LocalizationProvider>
      {/* British English: 24-hour clock. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <TimePicker label="Locale en-gb" defaultValue={departure} />
      </LocalizationProvider>
      {/* The ampm prop wins over the locale. */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
        <TimePicker label="Locale en, ampm={false}" ampm={false} defaultValue={departure} />
      </LocalizationProvider>
    </Stack>
  );
}
