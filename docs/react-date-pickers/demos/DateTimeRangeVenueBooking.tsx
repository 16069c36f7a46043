import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateTimeRangeVenueBooking() {
  const [booking, setBooking] = useState<DateRange<Dayjs>>([
    dayjs('2025-09-19T18:00'),
    dayjs('2025-09-20T01:00'),
  ]);
  const [start, end] = booking;
  const hours = start && end ? end.diff(start, 'hour', true) : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <DateTimeRangePicker label="Hall hire" value={booking} onChange={setBooking} />
        <Typography variant="body2">
          {hours > 0 ? `${hours} hours, billed at €120 an hour: €${Math.ceil(hours) * 120}` : 'Pick a start and a later end'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
