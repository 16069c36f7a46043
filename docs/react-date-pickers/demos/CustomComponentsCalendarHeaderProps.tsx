import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { pickersCalendarHeaderClasses } from '@mui/x-date-pickers/PickersCalendarHeader';

export default function CustomComponentsCalendarHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <DateCalendar
          defaultValue={dayjs('2025-03-18')}
          slotProps={{
            calendarHeader: {
              // The label of the header: a Day.js format.
              format: 'MMM YYYY',
              sx: {
                [`& .${pickersCalendarHeaderClasses.label}`]: {
                  textTransform: 'uppercase',
                  letterSpacing: 1,
                },
              },
            },
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
