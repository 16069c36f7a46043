import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { DateValidationError, PickerChangeHandlerContext } from '@mui/x-date-pickers/models';

function describe(value: Dayjs | null): string {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('YYYY-MM-DD') : 'Invalid Date';
}

export default function LifecyclePickerLog() {
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((previous) => [line, ...previous].slice(0, 12));

  const logValue =
    (name: string) =>
    (value: Dayjs | null, context: PickerChangeHandlerContext<DateValidationError>) =>
      log(
        `${name}(${describe(value)}) error: ${context.validationError} source: ${context.source}`,
      );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <DatePicker
            label="Publication date"
            defaultValue={dayjs('2025-04-17')}
            onOpen={() => log('onOpen()')}
            onClose={() => log('onClose()')}
            onChange={logValue('onChange')}
            onAccept={logValue('onAccept')}
          />
          <Button onClick={() => setEvents([])}>Clear log</Button>
        </Stack>
        <Paper variant="outlined" sx={{ p: 1.5, height: 220, overflow: 'auto' }}>
          {events.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type in the field or open the calendar. The newest call is at the top.
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
