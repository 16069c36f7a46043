import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AppointmentPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A day: a field plus a calendar. */}
        <DatePicker label="Appointment day" defaultValue={dayjs('2025-04-17')} />
        {/* A time of day: a field plus a clock. */}
        <TimePicker label="Arrival time" defaultValue={dayjs('2025-04-17T09:30')} />
        {/* Both at once: the calendar first, then the clock. */}
        <DateTimePicker label="Send a reminder at" defaultValue={dayjs('2025-04-16T18:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
