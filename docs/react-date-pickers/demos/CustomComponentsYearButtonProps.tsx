import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function CustomComponentsYearButtonProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <YearCalendar
          defaultValue={dayjs('2024-01-01')}
          minDate={dayjs('2010-01-01')}
          maxDate={dayjs('2030-12-31')}
          yearsPerRow={4}
          slotProps={{
            // The owner state tells whether this year is selected or disabled.
            yearButton: (ownerState) => ({
              sx: {
                borderRadius: 1,
                border: 1,
                borderColor: ownerState.isYearSelected ? 'primary.main' : 'divider',
              },
            }),
          }}
        />
      </Box>
    </LocalizationProvider>
  );
}
