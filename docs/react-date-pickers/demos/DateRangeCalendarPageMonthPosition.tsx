import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';

export default function DateRangeCalendarPageMonthPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center', overflowX: 'auto' }}>
        {/* An expense claim looks back: the month of the value goes in the second calendar. */}
        <DateRangeCalendar
          calendars={2}
          currentMonthCalendarPosition={2}
          defaultValue={[dayjs('2025-10-06'), dayjs('2025-10-09')]}
        />
      </Box>
    </LocalizationProvider>
  );
}
