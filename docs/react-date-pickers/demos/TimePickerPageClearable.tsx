import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerPageClearable() {
  const [pickUp, setPickUp] = useState<Dayjs | null>(dayjs('2025-05-06T15:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* A cross button in the field, shown while it has a value. */}
        <TimePicker
          label="School pick-up"
          value={pickUp}
          onChange={setPickUp}
          slotProps={{ field: { clearable: true } }}
        />
        <Typography variant="body2">
          {pickUp ? `Pick-up at ${pickUp.format('h:mm A')}` : 'Taking the bus today'}
        </Typography>
        {/* A Clear button at the bottom of the popup. */}
        <TimePicker
          label="Piano lesson"
          defaultValue={dayjs('2025-05-06T17:00')}
          slotProps={{ actionBar: { actions: ['clear', 'cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
