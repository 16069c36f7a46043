import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BaseConceptsReferenceFromValue() {
  const [pickup, setPickup] = useState<Dayjs | null>(dayjs('2025-03-14T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 300 }}>
        {/* The value is set, so referenceDate is ignored: new times keep 14 March. */}
        <TimePicker
          label="Pickup time"
          value={pickup}
          onChange={setPickup}
          referenceDate={dayjs('2025-09-01T08:00')}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          value: {pickup?.isValid() ? pickup.format('YYYY-MM-DD HH:mm') : String(pickup)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
