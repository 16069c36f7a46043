import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The roster being edited is for Monday 6 October.
const rosterDay = dayjs('2025-10-06');

function show(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : String(value);
}

export default function BaseConceptsReferenceTime() {
  const [shiftStart, setShiftStart] = useState<Dayjs | null>(null);
  const [shiftEnd, setShiftEnd] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ width: 260 }}>
          {/* Pick the time in the clock: the date comes from referenceDate. */}
          <TimePicker label="Shift start" value={shiftStart} onChange={setShiftStart} referenceDate={rosterDay} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {show(shiftStart)}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ width: 260 }}>
          {/* Type the time: a standalone field uses referenceDate too. */}
          <TimeField label="Shift end" value={shiftEnd} onChange={setShiftEnd} referenceDate={rosterDay} />
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            value: {show(shiftEnd)}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
