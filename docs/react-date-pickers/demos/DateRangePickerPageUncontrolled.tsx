import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function DateRangePickerPageUncontrolled() {
  // Only the committed range is stored: the picker keeps the value while the user edits it.
  const [saved, setSaved] = useState<DateRange<Dayjs> | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          label="Out of office"
          defaultValue={[dayjs('2025-08-04'), dayjs('2025-08-15')]}
          onAccept={setSaved}
        />
        <Typography variant="body2">
          {saved
            ? `Saved: ${saved[0]?.format('D MMM') ?? '—'} to ${saved[1]?.format('D MMM') ?? '—'}`
            : 'Nothing saved yet: pick a new range in the calendar.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
