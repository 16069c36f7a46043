import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

export default function CustomComponentsMonthButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <MonthCalendar
          defaultValue={dayjs('2025-06-01')}
          // The books are closed up to April: those months cannot be picked.
          minDate={dayjs('2025-05-01')}
          slotProps={{
            // Strike through the closed months, using the owner state of each button.
            monthButton: (ownerState) => ({
              sx: ownerState.isMonthDisabled ? { textDecoration: 'line-through' } : {},
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
