import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Enrolment for the autumn term is open from 15 September to 10 October 2025.
const enrolmentOpens = dayjs('2025-09-15');
const enrolmentCloses = dayjs('2025-10-10');

export default function ValidationMinDateCalendar() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-09-22'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          minDate={enrolmentOpens}
          maxDate={enrolmentCloses}
        />
        <Typography variant="body2">
          {day ? `Enrolment on ${day.format('dddd D MMMM')}` : 'Pick an enrolment day'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
