import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

export default function DigitalClockBasicList() {
  const [table, setTable] = useState<Dayjs | null>(dayjs('2025-05-23T19:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        {/* The clock fills its container's width, so give it one. */}
        <Paper variant="outlined" sx={{ width: 160 }}>
          <DigitalClock value={table} onChange={setTable} timeStep={15} />
        </Paper>
        <Typography variant="body2">
          {table ? `Table booked for ${table.format('h:mm A')}` : 'Pick a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
