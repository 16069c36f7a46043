import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function StoreOpeningHoursPicker() {
  // Only the time part matters; the date part is kept as it is.
  const [hours, setHours] = useState<DateRange<Dayjs>>([dayjs('2025-04-17T09:00'), dayjs('2025-04-17T17:30')]);
  const [opens, closes] = hours;
  const minutes = opens && closes ? closes.diff(opens, 'minute') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimeRangePicker label="Opening hours" value={hours} onChange={setHours} />
        <Typography variant="body2">
          {minutes > 0
            ? `Open ${Math.floor(minutes / 60)} h ${minutes % 60} min a day`
            : 'Pick an opening time and a later closing time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
