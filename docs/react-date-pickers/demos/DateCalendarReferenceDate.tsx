import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// The calendar opens on April 2026, and a picked day gets the time 09:30.
const firstAppointment = dayjs('2026-04-01T09:30');

export default function DateCalendarReferenceDate() {
  const [appointment, setAppointment] = useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar value={appointment} onChange={setAppointment} referenceDate={firstAppointment} />
        <Typography variant="body2">
          {appointment
            ? `Appointment on ${appointment.format('dddd D MMMM YYYY [at] HH:mm')}`
            : 'No appointment yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
