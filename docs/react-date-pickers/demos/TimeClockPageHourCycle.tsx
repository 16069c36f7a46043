import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const nightShift = dayjs('2025-12-05T22:00');

export default function TimeClockPageHourCycle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <Stack sx={{ alignItems: 'center' }}>
          {/* 1 to 12 on the dial, AM and PM buttons in the bottom corners. */}
          <TimeClock ampm ampmInClock defaultValue={nightShift} />
          <Typography variant="caption">ampm with ampmInClock</Typography>
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          {/* Two rings: 1 to 12 outside, 13 to 23 and 00 inside. */}
          <TimeClock ampm={false} defaultValue={nightShift} />
          <Typography variant="caption">{'ampm={false}'}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
