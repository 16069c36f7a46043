import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function TimeClockMinutesStep() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        {/* Only 0, 15, 30 and 45 can be picked; the hand snaps to them. */}
        <TimeClock
          openTo="minutes"
          minutesStep={15}
          defaultValue={dayjs('2025-04-02T10:15')}
          ampm={false}
        />
      </Box>
    </LocalizationProvider>
  );
}
