import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

const kickOff = dayjs('2025-06-12T19:45');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        {/* The locale's default: 12-hour time in English (US). */}
        <DateTimeField label="Default" defaultValue={kickOff} />
        {/* Same locale format, with 24-hour time. */}
        <DateTimeField label="24-hour clock" defaultValue={kickOff} ampm={false} />
        {/* Your own format: the month is a word, typed by its first letters. */}
        <DateTimeField label="Custom format" defaultValue={kickOff} format="D MMM YYYY, HH:mm" />
        {/* Seconds appear as soon as the format has them. */}
        <DateTimeField label="With seconds" defaultValue={kickOff} format="DD/MM/YYYY HH:mm:ss" />
      </Stack>
    </LocalizationProvider>
  );
}
