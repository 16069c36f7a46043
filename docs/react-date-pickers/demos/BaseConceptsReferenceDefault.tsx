import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

function show(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value);
}

export default function BaseConceptsReferenceDefault() {
  // No value and no referenceDate: the components start from today.
  const [callBack, setCallBack] = useState<Dayjs | null>(null);
  const [archived, setArchived] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={4}>
        <Stack spacing={1} sx={{ width: 280 }}>
          {/* Pick a time: the date part of the value is today. */}
          <TimePicker label="Call back at" value={callBack} onChange={setCallBack} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {show(callBack)}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          {/* Today is after maxDate, so the calendar opens on December 2024. */}
          <DateCalendar value={archived} onChange={setArchived} maxDate={dayjs('2024-12-31')} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {show(archived)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
