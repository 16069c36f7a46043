import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo', 'system'];

export default function TimezoneDisplaySwitch() {
  // Stored in UTC, as most APIs send it.
  const [kickOff, setKickOff] = useState<Dayjs | null>(dayjs.utc('2025-04-17T15:00:00Z'));
  const [zone, setZone] = useState('America/New_York');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField
          select
          size="small"
          label="Show in"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
        >
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Match kick-off"
          ampm={false}
          timezone={zone}
          value={kickOff}
          onChange={setKickOff}
        />
        {/* onChange returns the value in the timezone of the value you passed: UTC. */}
        <Typography variant="body2">
          Stored value: {kickOff?.isValid() ? kickOff.format('YYYY-MM-DD HH:mm Z') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
