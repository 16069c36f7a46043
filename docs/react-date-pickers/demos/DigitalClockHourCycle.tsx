import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const lastTrain = dayjs('2025-07-18T23:40');

export default function DigitalClockHourCycle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        <div>
          <Typography variant="caption">ampm</Typography>
          <Paper variant="outlined" sx={{ width: 140 }}>
            <DigitalClock ampm timeStep={20} defaultValue={lastTrain} />
          </Paper>
        </div>
        <div>
          <Typography variant="caption">{'ampm={false}'}</Typography>
          <Paper variant="outlined" sx={{ width: 140 }}>
            <DigitalClock ampm={false} timeStep={20} defaultValue={lastTrain} />
          </Paper>
        </div>
        <div>
          <Typography variant="caption">ampm, with a meridiem column</Typography>
          <Paper variant="outlined" sx={{ width: 210 }}>
            <MultiSectionDigitalClock ampm defaultValue={lastTrain} />
          </Paper>
        </div>
        <div>
          <Typography variant="caption">{'ampm={false}, hours 0 to 23'}</Typography>
          <Paper variant="outlined" sx={{ width: 150 }}>
            <MultiSectionDigitalClock ampm={false} defaultValue={lastTrain} />
          </Paper>
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
