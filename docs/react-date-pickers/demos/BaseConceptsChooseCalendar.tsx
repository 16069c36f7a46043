import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Days on which the venue is already booked.
const booked = ['2025-07-04', '2025-07-05', '2025-07-12', '2025-07-19', '2025-07-26'];

export default function BaseConceptsChooseCalendar() {
  const [tour, setTour] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Always on screen: the free days are the content of the page. */}
        <DateCalendar
          value={tour}
          onChange={setTour}
          referenceDate={dayjs('2025-07-01')}
          minDate={dayjs('2025-07-01')}
          maxDate={dayjs('2025-07-31')}
          shouldDisableDate={(date) => booked.includes(date.format('YYYY-MM-DD'))}
        />
        <Typography variant="body2">
          {tour ? `Venue tour on ${tour.format('dddd D MMMM')}` : 'Pick a free day in July'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
