import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

function describe(value: Dayjs | null): string {
  return value?.isValid() ? `onChange value: ${value.format('YYYY-MM-DD HH:mm Z')}` : 'No value';
}

export default function TimezoneValueOrProp() {
  // The same moment twice: midnight in Tokyo is 15:00 the day before in UTC.
  const [tokyoValue, setTokyoValue] = useState<Dayjs | null>(
    dayjs.tz('2025-04-18T00:00', 'Asia/Tokyo'),
  );
  const [utcValue, setUtcValue] = useState<Dayjs | null>(dayjs.utc('2025-04-17T15:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {/* No timezone prop: the picker uses the timezone of the value. */}
          <DateTimePicker
            label="Tokyo value"
            ampm={false}
            value={tokyoValue}
            onChange={setTokyoValue}
          />
          <Typography variant="body2">{describe(tokyoValue)}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {/* UTC value shown in Tokyo time with the timezone prop. */}
          <DateTimePicker
            label='UTC value, timezone="Asia/Tokyo"'
            ampm={false}
            timezone="Asia/Tokyo"
            value={utcValue}
            onChange={setUtcValue}
          />
          <Typography variant="body2">{describe(utcValue)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
