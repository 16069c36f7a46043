import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const plannedWindow: DateRange<Dayjs> = [dayjs('2025-11-08T22:00'), dayjs('2025-11-09T04:00')];

function describe([start, end]: DateRange<Dayjs>) {
  if (!start || !end) {
    return 'Incomplete window';
  }
  return `${start.format('ddd D MMM HH:mm')} to ${end.format('ddd D MMM HH:mm')}`;
}

export default function DateTimeRangePickerAcceptedValue() {
  // Only the committed range is kept: not every click in the popup.
  const [saved, setSaved] = useState<DateRange<Dayjs>>(plannedWindow);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <DateTimeRangePicker
          label="Maintenance window"
          defaultValue={plannedWindow}
          ampm={false}
          onAccept={(newValue) => setSaved(newValue)}
        />
        <Typography variant="body2">Announced to users: {describe(saved)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
