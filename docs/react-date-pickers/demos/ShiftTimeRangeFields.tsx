import { useState } from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ShiftTimeRangeFields() {
  const [shift, setShift] = useState<DateRange<Dayjs>>([dayjs('2025-04-17T07:00'), dayjs('2025-04-17T15:00')]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* Keyboard entry only: one input for both times. */}
        <SingleInputTimeRangeField label="Morning shift" value={shift} onChange={setShift} ampm={false} />
        {/* Keyboard entry only: one input per time. */}
        <MultiInputTimeRangeField
          value={shift}
          onChange={setShift}
          ampm={false}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'Clock in' : 'Clock out' }),
          }}
        />
        {/* The picker with two inputs instead of one. */}
        <TimeRangePicker
          value={shift}
          onChange={setShift}
          ampm={false}
          slots={{ field: MultiInputTimeRangeField }}
          // Inside a picker, the two inputs take their labels from these translations.
          localeText={{ start: 'Starts', end: 'Ends' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
