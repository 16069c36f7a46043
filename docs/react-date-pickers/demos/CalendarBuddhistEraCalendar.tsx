import 'dayjs/locale/th';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Adds the BBBB (Buddhist Era year) and BB tokens to Day.js formatting.
dayjs.extend(buddhistEra);

export default function CalendarBuddhistEraCalendar() {
  const [day, setDay] = useState<Dayjs | null>(dayjs('2025-04-13'));

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="th"
      // The calendar header and the year list use the `year` format.
      dateFormats={{ year: 'BBBB' }}
    >
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar value={day} onChange={setDay} views={['year', 'day']} />
        <Typography variant="body2">
          {day ? `วันที่เลือก: ${day.locale('th').format('D MMMM BBBB')}` : 'ยังไม่ได้เลือกวัน'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Stored value: {day ? day.format('YYYY-MM-DD') : 'null'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
