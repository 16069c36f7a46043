import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DateCalendarOutsideDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {/* February 2026 fits in four rows: six weeks keep the height of the longest months. */}
        <DateCalendar defaultValue={dayjs('2026-02-20')} showDaysOutsideCurrentMonth fixedWeekNumber={6} />
      </Box>
    </LocalizationProvider>
  );
}
