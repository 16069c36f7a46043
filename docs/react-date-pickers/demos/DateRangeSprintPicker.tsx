import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeSprintPicker() {
  const [sprint, setSprint] = useState<DateRange<Dayjs>>([dayjs('2025-06-02'), dayjs('2025-06-13')]);
  const [start, end] = sprint;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker label="Sprint" value={sprint} onChange={setSprint} />
        <Typography variant="body2">
          {start && end
            ? `${end.diff(start, 'day') + 1} days, review on ${end.format('dddd D MMMM')}`
            : 'Pick the first and the last day of the sprint'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
