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

export default function TimezoneEmptyValue() {
  // No value yet: the timezone prop decides the timezone of the value onChange creates.
  const [opening, setOpening] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Store opening (Tokyo time)"
          ampm={false}
          timezone="Asia/Tokyo"
          value={opening}
          onChange={setOpening}
        />
        <Typography variant="body2">
          Value: {opening?.isValid() ? opening.format('YYYY-MM-DD HH:mm [UTC]Z') : 'empty'}
        </Typography>
        <Typography variant="body2">
          As ISO string: {opening?.isValid() ? opening.toISOString() : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
