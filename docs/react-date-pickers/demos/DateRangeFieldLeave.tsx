import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangeFieldLeave() {
  const [leave, setLeave] = useState<DateRange<Dayjs>>([dayjs('2025-08-04'), dayjs('2025-08-15')]);
  const [first, last] = leave;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3} sx={{ maxWidth: 360 }}>
        {/* Both dates in one input. */}
        <SingleInputDateRangeField label="Annual leave" value={leave} onChange={setLeave} />
        {/* One input per date, labelled by position. */}
        <MultiInputDateRangeField
          value={leave}
          onChange={setLeave}
          slotProps={{
            textField: ({ position }) => ({ label: position === 'start' ? 'First day off' : 'Last day off' }),
          }}
        />
        <Typography variant="body2">
          {first && last ? `${last.diff(first, 'day') + 1} calendar days` : 'Enter both dates'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
