import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateCalendarBasicValue() {
  const [delivery, setDelivery] = useState<Dayjs | null>(dayjs('2025-09-16'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <DateCalendar value={delivery} onChange={setDelivery} />
        <Typography variant="body2">
          {delivery ? `Delivery on ${delivery.format('dddd D MMMM')}` : 'Pick a delivery day'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
