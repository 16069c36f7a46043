import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The date of the shift: the field edits only the time of this day.
const shiftDay = dayjs('2025-09-22');

export default function TimeFieldControlledValue() {
  const [clockIn, setClockIn] = useState<Dayjs | null>(shiftDay.hour(8).minute(55));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320, alignItems: 'flex-start' }}>
        <TimeField label="Clock-in time" value={clockIn} onChange={setClockIn} referenceDate={shiftDay} />
        <Button variant="outlined" onClick={() => setClockIn(shiftDay.hour(9).minute(0))}>
          Reset to 9:00 AM
        </Button>
        <Typography variant="body2">
          {clockIn?.isValid() ? `Stored as ${clockIn.format('YYYY-MM-DD HH:mm')}` : 'No valid time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
