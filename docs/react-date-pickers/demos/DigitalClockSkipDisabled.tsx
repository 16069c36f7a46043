import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

// Parcel collection from 10:00 to 16:00.
const opens = dayjs('2025-03-03T10:00');
const closes = dayjs('2025-03-03T16:00');

export default function DigitalClockSkipDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <div>
          <Typography variant="caption">Greyed out</Typography>
          <Paper variant="outlined" sx={{ width: 140 }}>
            <DigitalClock ampm={false} referenceDate={opens} minTime={opens} maxTime={closes} />
          </Paper>
        </div>
        <div>
          <Typography variant="caption">skipDisabled</Typography>
          <Paper variant="outlined" sx={{ width: 140 }}>
            <DigitalClock
              ampm={false}
              referenceDate={opens}
              minTime={opens}
              maxTime={closes}
              skipDisabled
            />
          </Paper>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
