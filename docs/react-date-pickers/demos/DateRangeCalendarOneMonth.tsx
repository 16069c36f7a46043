import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

export default function DateRangeCalendarOneMonth() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {/* One month fits a phone screen. */}
        <DateRangeCalendar
          calendars={1}
          defaultValue={[dayjs('2025-09-15'), dayjs('2025-09-19')]}
          showDaysOutsideCurrentMonth
        />
      </Box>
    </LocalizationProvider>
  );
}
