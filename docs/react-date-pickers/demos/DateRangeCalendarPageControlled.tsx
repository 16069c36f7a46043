import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Conference editions the user can jump to; the calendar follows the value.
const editions: { label: string; range: DateRange<Dayjs> }[] = [
  { label: 'Spring edition', range: [dayjs('2025-04-07'), dayjs('2025-04-11')] },
  { label: 'Autumn edition', range: [dayjs('2025-10-13'), dayjs('2025-10-17')] },
];

export default function DateRangeCalendarPageControlled() {
  const [stay, setStay] = useState<DateRange<Dayjs>>(editions[0].range);
  const [start, end] = stay;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={1}>
          {editions.map((edition) => (
            <Button key={edition.label} size="small" variant="outlined" onClick={() => setStay(edition.range)}>
              {edition.label}
            </Button>
          ))}
          <Button size="small" onClick={() => setStay([null, null])}>
            Clear
          </Button>
        </Stack>
        <DateRangeCalendar calendars={1} value={stay} onChange={setStay} />
        <Typography variant="body2">
          Hotel stay: {start ? start.format('D MMM') : '—'} to {end ? end.format('D MMM YYYY') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
