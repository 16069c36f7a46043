import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateTimeFlightDeparture() {
  const [departure, setDeparture] = useState<Dayjs | null>(dayjs('2025-06-12T07:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimePicker label="Departure" value={departure} onChange={setDeparture} />
        <Typography variant="body2">
          {departure
            ? `Boarding closes at ${departure.subtract(30, 'minute').format('HH:mm')} on ${departure.format('dddd D MMMM')}.`
            : 'Enter a departure date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
