import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

function describe(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD') : String(value);
}

export default function LifecycleMobileLog() {
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((previous) => [line, ...previous].slice(0, 12));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <MobileDatePicker
            label="Delivery date"
            defaultValue={dayjs('2025-04-17')}
            onOpen={() => log('onOpen()')}
            onClose={() => log('onClose()')}
            onChange={(value) => log(`onChange(${describe(value)})`)}
            onAccept={(value) => log(`onAccept(${describe(value)})`)}
          />
          <Button onClick={() => setEvents([])}>Clear log</Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 1.5, height: 220, overflow: 'auto' }}>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Open the dialog, pick two days, then press Cancel or OK.
            </Typography>
          ) : (
            events.map((line, index) => (
              <Typography
                key={events.length - index}
                variant="body2"
                sx={{ fontFamily: 'monospace' }}
              >
                {line}
              </Typography>
            ))
          )}
        </Paper>
      </Stack>
    </LocalizationProvider>
  );
}
