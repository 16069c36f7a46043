import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Nights with no room left, as a booking API might return them.
const fullyBooked = new Set(['2025-04-11', '2025-04-12', '2025-04-18', '2025-04-19', '2025-04-25']);

function isFullyBooked(day: Dayjs): boolean {
  return fullyBooked.has(day.format('YYYY-MM-DD'));
}

export default function RoomAvailabilityCalendar() {
  const [checkIn, setCheckIn] = useState<Dayjs | null>(dayjs('2025-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <DateCalendar
          value={checkIn}
          onChange={setCheckIn}
          minDate={dayjs('2025-04-01')}
          maxDate={dayjs('2025-06-30')}
          shouldDisableDate={isFullyBooked}
        />
        <Typography variant="body2">
          {checkIn ? `Check-in on ${checkIn.format('dddd D MMMM')}` : 'Choose a check-in night'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
