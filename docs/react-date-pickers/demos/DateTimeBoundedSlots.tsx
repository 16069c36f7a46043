import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// Registration opens on Monday at 09:00 and closes on Friday at 17:30.
const opens = dayjs('2025-06-16T09:00');
const closes = dayjs('2025-06-20T17:30');

export default function DateTimeBoundedSlots() {
  const [slot, setSlot] = useState<Dayjs | null>(dayjs('2025-06-17T10:30'));
  const [error, setError] = useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Interview slot"
        value={slot}
        onChange={setSlot}
        onError={setError}
        minDateTime={opens}
        maxDateTime={closes}
        ampm={false}
        // One option every 30 minutes, in a single list of up to 48 options.
        timeSteps={{ minutes: 30 }}
        thresholdToRenderTimeInASingleColumn={48}
        slotProps={{
          textField: {
            helperText: error
              ? 'Pick a time between Mon 16 June 09:00 and Fri 20 June 17:30.'
              : 'Slots start on the hour or the half hour.',
          },
        }}
        sx={{ maxWidth: 360 }}
      />
    </LocalizationProvider>
  );
}
