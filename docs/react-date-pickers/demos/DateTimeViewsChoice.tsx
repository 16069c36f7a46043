import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimeViewsChoice() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* Meeting rooms are booked by the hour: no minutes to pick. */}
        <DateTimePicker
          label="Room booking"
          views={['day', 'hours']}
          // Without year and month views, set a format that still shows them.
          format="DD MMM YYYY, hh A"
          defaultValue={dayjs('2025-06-12T14:00')}
        />
        {/* An incident log needs the seconds too, and opens on the year. */}
        <DateTimePicker
          label="Incident started"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          openTo="year"
          defaultValue={dayjs('2025-06-12T03:17:42')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
