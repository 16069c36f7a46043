import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function HotelStayRangePicker() {
  const [stay, setStay] = useState<DateRange<Dayjs>>([dayjs('2025-04-17'), dayjs('2025-04-21')]);
  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker label="Stay" value={stay} onChange={setStay} />
        <Typography variant="body2">
          {nights > 0 ? `${nights} ${nights === 1 ? 'night' : 'nights'}` : 'Pick a check-in and a check-out day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
