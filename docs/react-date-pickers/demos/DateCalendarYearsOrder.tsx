import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateCalendarYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {/* A date of birth: the most recent years come first. */}
        <DateCalendar
          views={['year', 'month', 'day']}
          openTo="year"
          yearsOrder="desc"
          yearsPerRow={4}
          minDate={dayjs('1925-01-01')}
          maxDate={dayjs('2009-12-31')}
        />
      </Box>
    </LocalizationProvider>
  );
}
