import { useState } from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

function helperText(error: TimeValidationError): string {
  return error === 'disablePast' ? 'This moment has already passed.' : 'Still to come.';
}

export default function ValidationPastTimeOfDay() {
  // The point of this demo is "now", so the values are built from the current date.
  const [tonight, setTonight] = useState<Dayjs | null>(() => dayjs().endOf('day'));
  const [lastNight, setLastNight] = useState<Dayjs | null>(() =>
    dayjs().subtract(1, 'day').endOf('day'),
  );
  const [tonightError, setTonightError] = useState<TimeValidationError>(null);
  const [lastNightError, setLastNightError] = useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Reminder (today)"
          ampm={false}
          disablePast
          value={tonight}
          onChange={setTonight}
          onError={setTonightError}
          slotProps={{ textField: { helperText: helperText(tonightError) } }}
        />
        <TimePicker
          label="Reminder (yesterday)"
          ampm={false}
          disablePast
          value={lastNight}
          onChange={setLastNight}
          onError={setLastNightError}
          slotProps={{ textField: { helperText: helperText(lastNightError) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
